import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the social sign-in providers' public OAuth APIs — Gitee, GitHub, DingTalk, WeCom and the
 * WeChat Open Platform — on one port, each on its own documented paths. Its authorize pages approve at once as the
 * account `signIn` chose and send the browser back to the redirect URI with a single-use code; its token endpoints
 * check the app's credentials, the code, and (where the provider does) the redirect URI.
 */

export interface ProviderAccount {
  id: string;
  name: string;
  avatar?: string;
}

export interface SocialStandIn {
  origin: string;
  /** The provider account the next authorisation approves as. */
  signIn: (account: ProviderAccount) => void;
  /** Token requests refused, with the provider's error. */
  refused: string[];
  close: () => Promise<void>;
}

interface Grant {
  provider: string;
  clientId: string;
  redirectUri: string;
  account: ProviderAccount;
}

const json = (res: ServerResponse, status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** `apps`: client id → secret, one set for every provider. */
export async function startSocialStandIn(apps: Record<string, string>, port = 0): Promise<SocialStandIn> {
  let account: ProviderAccount = { id: '1001', name: 'stand-in user' };
  const codes = new Map<string, Grant>();
  const tokens = new Map<string, Grant>();
  const refused: string[] = [];
  const issue = (map: Map<string, Grant>, grant: Grant) => {
    const value = randomBytes(12).toString('hex');
    map.set(value, grant);
    return value;
  };
  /** A code is good once, for the app it was issued to. */
  const redeem = (provider: string, code: string | null, clientId: string | null): Grant | undefined => {
    const grant = code ? codes.get(code) : undefined;
    if (code) codes.delete(code);
    return grant && grant.provider === provider && grant.clientId === clientId ? grant : undefined;
  };

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const q = (name: string) => url.searchParams.get(name);
      const route = `${req.method} ${url.pathname}`;

      // ---- authorize pages: approve at once and redirect back ----
      const authorize: Record<string, { clientParam: string }> = {
        'GET /oauth/authorize': { clientParam: 'client_id' }, // Gitee
        'GET /login/oauth/authorize': { clientParam: 'client_id' }, // GitHub
        'GET /oauth2/auth': { clientParam: 'client_id' }, // DingTalk
        'GET /wwlogin/sso/login': { clientParam: 'appid' }, // WeCom
        'GET /connect/qrconnect': { clientParam: 'appid' }, // WeChat Open
      };
      const page = authorize[route];
      if (page) {
        const clientId = q(page.clientParam);
        const redirectUri = q('redirect_uri');
        if (!clientId || !(clientId in apps) || !redirectUri) return json(res, 400, { error: 'invalid_request' });
        if (route === 'GET /wwlogin/sso/login' && !q('agentid')) return json(res, 400, { errcode: 40056, errmsg: 'invalid agentid' });
        const code = issue(codes, { provider: route, clientId, redirectUri, account });
        const back = new URL(redirectUri);
        back.searchParams.set(route === 'GET /oauth2/auth' ? 'authCode' : 'code', code);
        if (route === 'GET /oauth2/auth') back.searchParams.set('code', code);
        back.searchParams.set('state', q('state') ?? '');
        res.writeHead(302, { location: back.toString() }).end();
        return;
      }

      // ---- Gitee ----
      if (route === 'POST /oauth/token') {
        const secret = new URLSearchParams(await bodyOf(req)).get('client_secret');
        const clientId = q('client_id');
        const grant = redeem('GET /oauth/authorize', q('code'), clientId);
        if (q('grant_type') !== 'authorization_code' || !clientId || apps[clientId] !== secret || !grant || grant.redirectUri !== q('redirect_uri')) {
          refused.push('gitee:invalid_grant');
          return json(res, 401, { error: 'invalid_grant', error_description: '授权方式无效，或者登录回调地址无效、过期或已被撤销' });
        }
        return json(res, 200, { access_token: issue(tokens, grant), token_type: 'bearer', expires_in: 86400, scope: 'user_info' });
      }
      if (route === 'GET /api/v5/user') {
        const grant = tokens.get(q('access_token') ?? '');
        if (!grant) return json(res, 401, { message: '401 Unauthorized: Access token does not exist' });
        return json(res, 200, { id: Number(grant.account.id), login: `login${grant.account.id}`, name: grant.account.name, avatar_url: grant.account.avatar ?? null });
      }

      // ---- GitHub ----
      if (route === 'POST /login/oauth/access_token') {
        const form = new URLSearchParams(await bodyOf(req));
        const clientId = form.get('client_id');
        const grant = redeem('GET /login/oauth/authorize', form.get('code'), clientId);
        // GitHub answers 200 with an error field.
        if (!clientId || apps[clientId] !== form.get('client_secret')) {
          refused.push('github:incorrect_client_credentials');
          return json(res, 200, { error: 'incorrect_client_credentials', error_description: 'The client_id and/or client_secret passed are incorrect.' });
        }
        if (!grant || (form.get('redirect_uri') && form.get('redirect_uri') !== grant.redirectUri)) {
          refused.push('github:bad_verification_code');
          return json(res, 200, { error: 'bad_verification_code', error_description: 'The code passed is incorrect or expired.' });
        }
        return json(res, 200, { access_token: issue(tokens, grant), token_type: 'bearer', scope: 'read:user' });
      }
      if (route === 'GET /user') {
        const grant = tokens.get((req.headers.authorization ?? '').replace(/^Bearer /, ''));
        if (!grant) return json(res, 401, { message: 'Bad credentials' });
        return json(res, 200, { id: Number(grant.account.id), login: `gh${grant.account.id}`, name: grant.account.name, avatar_url: grant.account.avatar ?? null });
      }

      // ---- DingTalk ----
      if (route === 'POST /v1.0/oauth2/userAccessToken') {
        const body = JSON.parse(await bodyOf(req)) as { clientId?: string; clientSecret?: string; code?: string; grantType?: string };
        const grant = redeem('GET /oauth2/auth', body.code ?? null, body.clientId ?? null);
        if (!body.clientId || apps[body.clientId] !== body.clientSecret || body.grantType !== 'authorization_code' || !grant) {
          refused.push('dingtalk:invalidAuthCode');
          return json(res, 400, { code: 'invalidParameter.authCode.notFound', message: '不合法的临时授权码' });
        }
        return json(res, 200, { accessToken: issue(tokens, grant), refreshToken: 'r', expireIn: 7200 });
      }
      if (route === 'GET /v1.0/contact/users/me') {
        const grant = tokens.get(String(req.headers['x-acs-dingtalk-access-token'] ?? ''));
        if (!grant) return json(res, 401, { code: 'InvalidAuthentication', message: '不合法的access_token' });
        return json(res, 200, { nick: grant.account.name, avatarUrl: grant.account.avatar ?? '', openId: `ding${grant.account.id}`, unionId: `u${grant.account.id}` });
      }

      // ---- WeCom: an app token from the corp secret, then the member behind the login code ----
      if (route === 'GET /cgi-bin/gettoken') {
        const corpId = q('corpid');
        if (!corpId || apps[corpId] !== q('corpsecret')) {
          refused.push('wecom:40001');
          return json(res, 200, { errcode: 40001, errmsg: 'invalid secret' });
        }
        return json(res, 200, { errcode: 0, errmsg: 'ok', access_token: issue(tokens, { provider: 'wecom-app', clientId: corpId, redirectUri: '', account }), expires_in: 7200 });
      }
      if (route === 'GET /cgi-bin/auth/getuserinfo') {
        const app = tokens.get(q('access_token') ?? '');
        const grant = app ? redeem('GET /wwlogin/sso/login', q('code'), app.clientId) : undefined;
        if (!grant) return json(res, 200, { errcode: 40029, errmsg: 'invalid code' });
        return json(res, 200, { errcode: 0, errmsg: 'ok', userid: `wx${grant.account.id}`, user_ticket: 't' });
      }
      if (route === 'GET /cgi-bin/user/get') {
        if (!tokens.get(q('access_token') ?? '')) return json(res, 200, { errcode: 40014, errmsg: 'invalid access_token' });
        return json(res, 200, { errcode: 0, errmsg: 'ok', userid: q('userid'), name: account.name, avatar: account.avatar ?? '' });
      }

      // ---- WeChat Open Platform ----
      if (route === 'GET /sns/oauth2/access_token') {
        const appId = q('appid');
        const grant = redeem('GET /connect/qrconnect', q('code'), appId);
        if (!appId || apps[appId] !== q('secret') || q('grant_type') !== 'authorization_code' || !grant) {
          refused.push('wechat:40029');
          return json(res, 200, { errcode: 40029, errmsg: 'invalid code' });
        }
        return json(res, 200, { access_token: issue(tokens, grant), expires_in: 7200, refresh_token: 'r', openid: `o${grant.account.id}`, scope: 'snsapi_login', unionid: `u${grant.account.id}` });
      }
      if (route === 'GET /sns/userinfo') {
        const grant = tokens.get(q('access_token') ?? '');
        if (!grant || q('openid') !== `o${grant.account.id}`) return json(res, 200, { errcode: 40003, errmsg: 'invalid openid' });
        return json(res, 200, { openid: `o${grant.account.id}`, nickname: grant.account.name, headimgurl: grant.account.avatar ?? '', unionid: `u${grant.account.id}` });
      }
      json(res, 404, { message: `not found: ${route}` });
    })().catch((err: unknown) => json(res, 500, { message: String(err) }));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    signIn: (next) => {
      account = next;
    },
    refused,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
