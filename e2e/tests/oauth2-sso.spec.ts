import { test, expect } from '../support/fixtures';
import { adminApi, uniqueSuffix } from '../support/admin';
import { signInThroughApi } from '../support/api';
import { signInWithSlider } from '../support/app';

// The console as an OAuth2 provider, seen from a client app: it sends the user to /sso, the user approves, the client
// exchanges the code at the token endpoint and reads the user with the granted scope. The client's own site is
// played by a route the browser is sent to (no such host exists); its server side is plain fetch calls.

const CLIENT_SITE = 'http://client-app.e2e.test';
const REDIRECT_URI = `${CLIENT_SITE}/callback`;

test.describe('signed out', () => {
  test.use({ signedIn: false });

  test('/sso: sign in, approve one scope, and the client reads the user with its code; approved scopes pass at once, a denial goes back as access_denied', async ({ page, origin }) => {
    const clientId = `e2e-app-${uniqueSuffix()}`;
    const staff = await signInThroughApi(origin);
    await adminApi(origin, staff, '/system/oauth2-client/create', {
      clientId,
      secret: 'e2e-secret',
      name: 'E2E 示例应用',
      logo: '/admin/favicon.svg',
      description: null,
      status: 0,
      accessTokenValiditySeconds: 1800,
      refreshTokenValiditySeconds: 43200,
      redirectUris: [REDIRECT_URI],
      authorizedGrantTypes: ['authorization_code', 'refresh_token'],
      scopes: ['user.read', 'user.write'],
      autoApproveScopes: [],
      authorities: [],
      resourceIds: [],
      additionalInformation: null,
    });
    await page.route(`${CLIENT_SITE}/**`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>client app</h1>' }));
    const sso = (scope: string, state: string) =>
      `sso?${new URLSearchParams({ client_id: clientId, redirect_uri: REDIRECT_URI, response_type: 'code', scope, state }).toString()}`;

    // Signed out: the sign-in page first, then back to the consent page.
    await page.goto(sso('user.read user.write', 'first'));
    await expect(page).toHaveURL(/\/admin\/login\?redirect=/);
    await signInWithSlider(page);
    await expect(page.getByRole('heading', { name: 'E2E 示例应用' })).toBeVisible();
    await expect(page.getByText('此第三方应用请求获得以下权限：')).toBeVisible();
    const write = page.getByRole('checkbox', { name: /修改你的个人信息/ });
    await expect(page.getByRole('checkbox', { name: /访问你的个人信息/ })).toBeChecked();
    await write.uncheck();
    await page.getByRole('button', { name: '同意授权' }).click();
    await expect(page.getByRole('heading', { name: 'client app' })).toBeVisible();
    const back = new URL(page.url());
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT_URI);
    expect(back.searchParams.get('state')).toBe('first');
    const code = back.searchParams.get('code');
    expect(code).toMatch(/^[0-9a-f]{32}$/);

    // The client's server: the code for tokens (HTTP Basic), then the user with the one scope granted.
    const tokenResponse = await fetch(`${origin}/admin-api/system/oauth2/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(`${clientId}:e2e-secret`).toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'authorization_code', code: code!, redirect_uri: REDIRECT_URI }),
    });
    const tokens = (await tokenResponse.json()) as { code: number; data: { access_token: string; scope: string } };
    expect(tokens).toMatchObject({ code: 0, data: { scope: 'user.read' } });
    const me = (await (await fetch(`${origin}/admin-api/system/oauth2/user/get`, { headers: { authorization: `Bearer ${tokens.data.access_token}` } })).json()) as {
      code: number;
      data: { username: string };
    };
    expect(me).toMatchObject({ code: 0, data: { username: 'admin' } });

    // Approved before: straight back to the client, no form.
    await page.goto(sso('user.read', 'second'));
    await expect(page.getByRole('heading', { name: 'client app' })).toBeVisible();
    expect(new URL(page.url()).searchParams.get('code')).toMatch(/^[0-9a-f]{32}$/);

    // Not approved before: the form, and 拒绝 sends the client an access_denied.
    await page.goto(sso('user.write', 'third'));
    await expect(page.getByRole('checkbox', { name: /修改你的个人信息/ })).toBeVisible();
    await page.getByRole('button', { name: /拒\s*绝/ }).click();
    await expect(page.getByRole('heading', { name: 'client app' })).toBeVisible();
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ error: 'access_denied', error_description: 'User denied access', state: 'third' });

    // An unregistered redirect URI is never followed: the page says why.
    await page.goto(`sso?${new URLSearchParams({ client_id: clientId, redirect_uri: `${CLIENT_SITE}/elsewhere`, response_type: 'code', scope: 'user.read' }).toString()}`);
    await expect(page.getByText(`无效 redirect_uri: ${CLIENT_SITE}/elsewhere`).first()).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/admin/sso');
  });
});
