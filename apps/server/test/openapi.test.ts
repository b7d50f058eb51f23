import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithPermissions } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';

/** The OpenAPI document and page are built on their first request (platform/openapi.ts), from every route. */
describe('OpenAPI page', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('documents every API route with its method, without signing in', async () => {
    const res = await t.request({ method: 'GET', url: '/admin-api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; info: { title: string }; paths: Record<string, Record<string, unknown>> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('后台管理系统 Admin API');
    const routes = (t.app.routeTable as unknown as Array<{ method: string | string[]; url: string }>).filter(
      (r) => r.url.startsWith('/admin-api/') && !r.url.startsWith('/admin-api/docs') && r.method !== 'HEAD',
    );
    expect(routes.length).toBeGreaterThan(100);
    for (const route of routes) {
      const path = route.url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}');
      for (const method of [route.method].flat()) expect(doc.paths[path]?.[method.toLowerCase()], `${method} ${route.url}`).toBeDefined();
    }
  });

  it('serves the page, its assets and the YAML form', async () => {
    const page = await t.request({ method: 'GET', url: '/admin-api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const css = await t.request({ method: 'GET', url: '/admin-api/docs/static/swagger-ui.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toContain('text/css');
    const yaml = await t.request({ method: 'GET', url: '/admin-api/docs/yaml' });
    expect(yaml.statusCode).toBe(200);
    expect(yaml.body).toContain('/admin-api/system/dict-data/page');
  });

  it('is not served when turned off', async () => {
    const off = await createTestApp({ openapiPublic: false });
    try {
      expect((await off.api({ method: 'GET', url: '/admin-api/docs/json' })).code).toBe(404);
    } finally {
      await off.close();
    }
  });
});

/** 系统接口 (menu 116): the same document inside the console, to holders of infra:swagger:list, in production too. */
describe('系统接口 document', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Production's settings: the public page is off, and the permission alone opens the document.
    t = await createTestApp({ production: true, openapiPublic: false });
    await createUserWithPermissions(t, 'apiless', ['infra:db-doc:query']);
    await createUserWithPermissions(t, 'apireader', ['infra:swagger:list']);
  });
  afterAll(() => t.close());

  const document = async (username: string) =>
    t.api<{ openapi: string; paths: Record<string, Record<string, unknown>> }>({
      method: 'GET',
      url: '/admin-api/infra/swagger/api-docs',
      token: (await t.login(username, 'pass1234')).accessToken,
    });

  it('answers holders of infra:swagger:list with every path, while the public page stays off', async () => {
    const answer = await document('apireader');
    expect(answer.code).toBe(0);
    expect(answer.data.openapi).toMatch(/^3\./);
    expect(answer.data.paths['/admin-api/system/user/page']?.get).toBeDefined();
    expect(answer.data.paths['/admin-api/infra/swagger/api-docs']?.get).toBeDefined();
    expect((await t.api({ method: 'GET', url: '/admin-api/docs/json' })).code).toBe(404);
  });

  it('refuses a user without the permission, and a caller not signed in', async () => {
    expect(await document('apiless')).toMatchObject({ code: 403, data: null });
    expect(await t.api({ method: 'GET', url: '/admin-api/infra/swagger/api-docs' })).toMatchObject({ code: 401 });
  });
});
