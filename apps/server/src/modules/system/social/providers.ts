import { SocialType } from '@console/contracts/social';

/** A provider's app credentials (a row of 社交客户端). */
export interface SocialApp {
  clientId: string;
  clientSecret: string;
  agentId: string | null;
}

/** Who signed in at the provider. No tokens are kept: the console only needs to know the account. */
export interface SocialProfile {
  openid: string;
  nickname: string;
  avatar: string | null;
  /** The provider's user answer, as received (shown to nobody; kept for support). */
  raw: string;
}

/** A provider's refusal or an answer we cannot read, in words for 社交授权失败，原因是：… */
export class SocialAuthError extends Error {}

export interface SocialProvider {
  authorizeUrl: (app: SocialApp, redirectUri: string, state: string) => URL;
  /** Exchanges the authorisation code for the account it belongs to. */
  exchange: (app: SocialApp, code: string, redirectUri: string) => Promise<SocialProfile>;
}

/**
 * Every provider URL goes through `origin`: the provider's own by default; with SOCIAL_PROVIDER_ORIGIN set (tests,
 * a local stand-in) every provider host is replaced by that one — the paths stay the providers' own.
 */
export type Locate = (url: string) => URL;
export const locator =
  (override: string | undefined): Locate =>
  (url) => {
    const located = new URL(url);
    if (!override) return located;
    const origin = new URL(override);
    located.protocol = origin.protocol;
    located.host = origin.host;
    return located;
  };

const TIMEOUT_MS = 10_000;

async function fetchJson(url: URL, init: RequestInit = {}): Promise<Record<string, unknown>> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, headers: { accept: 'application/json', ...init.headers }, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (err) {
    throw new SocialAuthError(`无法连接 ${url.host}：${err instanceof Error ? err.message : String(err)}`);
  }
  const body = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  if (!body || typeof body !== 'object') throw new SocialAuthError(`${url.host} 的应答无法识别（HTTP ${res.status}）`);
  return body;
}

const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const withQuery = (url: URL, query: Record<string, string>) => {
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url;
};
/** A provider's error fields, when its answer has them. */
function refused(body: Record<string, unknown>, ...fields: string[]): string | undefined {
  const found = fields.map((field) => text(body[field])).filter(Boolean);
  return found.length ? found.join('：') : undefined;
}
function profile(openid: unknown, nickname: unknown, avatar: unknown, raw: Record<string, unknown>): SocialProfile {
  const id = text(openid);
  if (!id) throw new SocialAuthError('应答中没有用户编号');
  return { openid: id.slice(0, 128), nickname: text(nickname).slice(0, 64), avatar: text(avatar).slice(0, 512) || null, raw: JSON.stringify(raw).slice(0, 4096) };
}

/** Gitee (码云): OAuth 2.0 authorisation code; user from /api/v5/user. */
const gitee = (at: Locate): SocialProvider => ({
  authorizeUrl: (app, redirectUri, state) => withQuery(at('https://gitee.com/oauth/authorize'), { client_id: app.clientId, redirect_uri: redirectUri, response_type: 'code', state }),
  async exchange(app, code, redirectUri) {
    const token = await fetchJson(withQuery(at('https://gitee.com/oauth/token'), { grant_type: 'authorization_code', code, client_id: app.clientId, redirect_uri: redirectUri }), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_secret: app.clientSecret }),
    });
    const accessToken = text(token.access_token);
    if (!accessToken) throw new SocialAuthError(refused(token, 'error', 'error_description') ?? '码云未返回访问令牌');
    const user = await fetchJson(withQuery(at('https://gitee.com/api/v5/user'), { access_token: accessToken }));
    return profile(user.id, user.name || user.login, user.avatar_url, user);
  },
});

/** GitHub: OAuth app authorisation code; user from api.github.com/user. */
const github = (at: Locate): SocialProvider => ({
  authorizeUrl: (app, redirectUri, state) => withQuery(at('https://github.com/login/oauth/authorize'), { client_id: app.clientId, redirect_uri: redirectUri, state, scope: 'read:user' }),
  async exchange(app, code, redirectUri) {
    const token = await fetchJson(at('https://github.com/login/oauth/access_token'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: app.clientId, client_secret: app.clientSecret, code, redirect_uri: redirectUri }),
    });
    const accessToken = text(token.access_token);
    if (!accessToken) throw new SocialAuthError(refused(token, 'error', 'error_description') ?? 'GitHub 未返回访问令牌');
    const user = await fetchJson(at('https://api.github.com/user'), { headers: { authorization: `Bearer ${accessToken}`, 'user-agent': 'console' } });
    return profile(user.id, user.name || user.login, user.avatar_url, user);
  },
});

/** DingTalk (钉钉): the new OAuth 2.0 login; user from /v1.0/contact/users/me (openId). */
const dingtalk = (at: Locate): SocialProvider => ({
  authorizeUrl: (app, redirectUri, state) =>
    withQuery(at('https://login.dingtalk.com/oauth2/auth'), { redirect_uri: redirectUri, response_type: 'code', client_id: app.clientId, scope: 'openid', state, prompt: 'consent' }),
  async exchange(app, code) {
    const token = await fetchJson(at('https://api.dingtalk.com/v1.0/oauth2/userAccessToken'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientId: app.clientId, clientSecret: app.clientSecret, code, grantType: 'authorization_code' }),
    });
    const accessToken = text(token.accessToken);
    if (!accessToken) throw new SocialAuthError(refused(token, 'code', 'message') ?? '钉钉未返回访问令牌');
    const user = await fetchJson(at('https://api.dingtalk.com/v1.0/contact/users/me'), { headers: { 'x-acs-dingtalk-access-token': accessToken } });
    return profile(user.openId, user.nick, user.avatarUrl, user);
  },
});

/** WeCom (企业微信): web login of a corp app (corp id, agent id); user id from /cgi-bin/auth/getuserinfo. */
const wecom = (at: Locate): SocialProvider => ({
  authorizeUrl: (app, redirectUri, state) =>
    withQuery(at('https://login.work.weixin.qq.com/wwlogin/sso/login'), { login_type: 'CorpApp', appid: app.clientId, agentid: app.agentId ?? '', redirect_uri: redirectUri, state }),
  async exchange(app, code) {
    if (!app.agentId) throw new SocialAuthError('企业微信需要配置 AgentId');
    const token = await fetchJson(withQuery(at('https://qyapi.weixin.qq.com/cgi-bin/gettoken'), { corpid: app.clientId, corpsecret: app.clientSecret }));
    const accessToken = text(token.access_token);
    if (!accessToken || text(token.errcode) !== '0') throw new SocialAuthError(refused(token, 'errcode', 'errmsg') ?? '企业微信未返回访问令牌');
    const user = await fetchJson(withQuery(at('https://qyapi.weixin.qq.com/cgi-bin/auth/getuserinfo'), { access_token: accessToken, code }));
    if (text(user.errcode) !== '0') throw new SocialAuthError(refused(user, 'errcode', 'errmsg') ?? '企业微信未返回成员');
    // The member's name where the app may read it; the user id otherwise.
    const detail = await fetchJson(withQuery(at('https://qyapi.weixin.qq.com/cgi-bin/user/get'), { access_token: accessToken, userid: text(user.userid) })).catch((): Record<string, unknown> => ({}));
    return profile(user.userid, detail.name || user.userid, detail.avatar, { ...user, ...detail });
  },
});

/** WeChat Open Platform (微信开放平台): website QR login (snsapi_login); user from /sns/userinfo. */
const wechatOpen = (at: Locate): SocialProvider => ({
  authorizeUrl: (app, redirectUri, state) => {
    const url = withQuery(at('https://open.weixin.qq.com/connect/qrconnect'), { appid: app.clientId, redirect_uri: redirectUri, response_type: 'code', scope: 'snsapi_login', state });
    url.hash = 'wechat_redirect';
    return url;
  },
  async exchange(app, code) {
    const token = await fetchJson(withQuery(at('https://api.weixin.qq.com/sns/oauth2/access_token'), { appid: app.clientId, secret: app.clientSecret, code, grant_type: 'authorization_code' }));
    const accessToken = text(token.access_token);
    if (!accessToken) throw new SocialAuthError(refused(token, 'errcode', 'errmsg') ?? '微信未返回访问令牌');
    const user = await fetchJson(withQuery(at('https://api.weixin.qq.com/sns/userinfo'), { access_token: accessToken, openid: text(token.openid) }));
    if (user.errcode) throw new SocialAuthError(refused(user, 'errcode', 'errmsg') ?? '微信未返回用户');
    return profile(user.openid, user.nickname, user.headimgurl, user);
  },
});

const FACTORIES: Record<number, (at: Locate) => SocialProvider> = {
  [SocialType.GITEE]: gitee,
  [SocialType.GITHUB]: github,
  [SocialType.DINGTALK]: dingtalk,
  [SocialType.WECHAT_ENTERPRISE]: wecom,
  [SocialType.WECHAT_OPEN]: wechatOpen,
};

export function socialProvider(type: number, origin: string | undefined): SocialProvider | undefined {
  return FACTORIES[type]?.(locator(origin));
}
