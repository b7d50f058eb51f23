import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestCluster, type TestApp } from './support/test-app';
import { oauth2ClientBody } from './support/fixtures';

/**
 * Two server instances on one database, as two processes behind a balancer (on PGlite they share the embedded
 * instance). Their caches are kept a minute here, so only the change notification can explain a fresh answer.
 */
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  [a, b] = (await createTestCluster(2, { tokenCacheSeconds: 60, dictCacheSeconds: 60 })) as [TestApp, TestApp];
});
afterAll(async () => {
  await b.close();
  await a.close();
});

/** Polls until `check` passes; the notification arrives in milliseconds, the caches would hold for a minute. */
const soon = (check: () => void | Promise<void>) => vi.waitFor(check, { timeout: 3000, interval: 20 });

describe('changes through one process reach the other at once', () => {
  it('a sign-out in A is refused in B, which had the token cached', async () => {
    const { accessToken } = await a.login();
    const probe = () => b.api({ method: 'GET', url: '/admin-api/system/auth/get-permission-info', token: accessToken });
    expect((await probe()).code).toBe(0); // B now keeps the token lookup (and the answer) for a minute
    expect((await a.api({ method: 'POST', url: '/admin-api/system/auth/logout', token: accessToken })).code).toBe(0);
    await soon(async () => expect((await probe()).code).toBe(401));
  });

  it('a dictionary label changed in A shows in B', async () => {
    const { accessToken } = await a.login();
    const labels = async () =>
      (await b.api<Array<{ dictType: string; value: string; label: string }>>({ method: 'GET', url: '/admin-api/system/dict-data/list-all-simple', token: accessToken })).data
        .filter((d) => d.dictType === 'common_status' && d.value === '0')
        .map((d) => d.label);
    expect(await labels()).toEqual(['开启']);
    const row = await a.database.db
      .selectFrom('system_dict_data')
      .select(['id', 'sort', 'value', 'dictType', 'status', 'colorType', 'cssClass', 'remark'])
      .where('dictType', '=', 'common_status')
      .where('value', '=', '0')
      .executeTakeFirstOrThrow();
    expect((await a.api({ method: 'PUT', url: '/admin-api/system/dict-data/update', token: accessToken, payload: { ...row, label: '启用中' } })).code).toBe(0);
    await soon(async () => expect(await labels()).toEqual(['启用中']));
  });

  it('a job paused in A loses its timer in B', async () => {
    const { accessToken } = await a.login();
    const job = (await a.api<{ list: Array<{ id: number }> }>({ method: 'GET', url: '/admin-api/infra/job/page', token: accessToken, query: { handlerName: 'tokenCleanJob' } })).data.list[0]!;
    expect(b.app.jobScheduler.scheduledJobIds()).toContain(job.id);
    expect((await a.api({ method: 'PUT', url: '/admin-api/infra/job/update-status', token: accessToken, query: { id: String(job.id), status: '2' } })).code).toBe(0);
    await soon(() => expect(b.app.jobScheduler.scheduledJobIds()).not.toContain(job.id));
  });

  it.each([
    ['disabled', { status: 1 }],
    ['renamed', { clientId: 'cluster-new-id' }],
  ])("an OAuth2 client %s in A ends its tokens in B, which had them cached", async (how, change) => {
    const { accessToken } = await a.login();
    const clientId = `cluster-${how}`;
    const body = oauth2ClientBody({ clientId, secret: 'c-secret', name: '集群客户端' });
    const id = (await a.api<number>({ method: 'POST', url: '/admin-api/system/oauth2-client/create', token: accessToken, payload: body })).data;
    const issued = await a.api<{ access_token: string }>({
      method: 'POST',
      url: '/admin-api/system/oauth2/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${Buffer.from(`${clientId}:c-secret`).toString('base64')}` },
      payload: 'grant_type=client_credentials&scope=user.read',
    });
    expect(issued.code, issued.msg).toBe(0);
    // An app-API route B guards with the token it then keeps a minute: a token without the route's scope is
    // refused as such (403) while it lives, and as no session (401) once it has ended.
    const probe = () => b.request({ method: 'GET', url: '/app-api/pay/order/get', token: issued.data.access_token, query: { id: '1' } });
    expect((await probe()).json<{ code: number }>().code).toBe(403);
    expect((await a.api({ method: 'PUT', url: '/admin-api/system/oauth2-client/update', token: accessToken, payload: { id, ...body, ...change } })).code).toBe(0);
    await soon(async () => expect((await probe()).json<{ code: number }>().code).toBe(401));
  });
});
