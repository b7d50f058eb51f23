import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveFile } from '../src/platform/file-store';
import { createTestApp, type TestApp } from './support/test-app';
import { lawyerApplication, uploadLawyerImage } from './support/lawyer';
import { multipart, TINY_PNG } from './support/users';
import { createTenant, createUserWithPermissions } from './support/fixtures';

const API = '/admin-api/audit/lawyer';

/**
 * Issue 10 item 7: applicants' ID card and licence scans are private — read only through short-lived signed URLs
 * handed out by the permission-guarded, tenant-scoped application routes — and an application can cite only real
 * images stored by the lawyer upload.
 */
describe('private files', () => {
  let t: TestApp;
  let admin: string;
  let uploaded: string;
  beforeAll(async () => {
    t = await createTestApp({ lawyerIntake: { ipLimit: 100_000, windowSeconds: 3600 } });
    admin = (await t.login()).accessToken;
    uploaded = await uploadLawyerImage(t);
  });
  afterAll(() => t.close());

  const get = (url: string) => t.request({ method: 'GET', url });
  const application = (url: string, licenceNo: string) => lawyerApplication(url, { name: '私密律师', licenceNo });

  it('answers the uploader a signed URL that shows the image, and the unsigned one to nobody', async () => {
    expect(uploaded).toMatch(/^\/admin-api\/infra\/file\/0\/get\/lawyer\/[0-9a-f]+\.png\?expires=\d+&signature=[0-9a-f]{64}$/);
    const image = await get(uploaded);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(TINY_PNG)).toBe(true);
    expect(image.headers['cache-control']).toMatch(/^private, max-age=\d+$/);

    const bare = await get(uploaded.split('?')[0]!);
    expect(bare.headers['content-type']).toMatch(/application\/json/);
    expect(bare.json()).toEqual({ code: 403, msg: '文件链接无效或已过期，请刷新页面后重试', data: null });
    expect((await t.request({ method: 'GET', url: uploaded.split('?')[0], token: admin })).json()).toMatchObject({ code: 403 });
  });

  it('refuses a forged, altered or expired signature', async () => {
    const [path = '', query] = uploaded.split('?');
    const params = new URLSearchParams(query);
    const signature = params.get('signature')!;
    const forged = `${path}?expires=${params.get('expires')}&signature=${signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'))}`;
    expect((await get(forged)).json()).toMatchObject({ code: 403 });
    const later = `${path}?expires=${Number(params.get('expires')) + 3600}&signature=${signature}`;
    expect((await get(later)).json()).toMatchObject({ code: 403 });
    const expired = t.app.fileUrls.sign(path, Date.now() - 3 * 3600_000);
    expect((await get(expired)).json()).toMatchObject({ code: 403 });
    const otherFile = `${path.replace(/[0-9a-f]+\.png$/, 'ffff.png')}?${query}`;
    expect((await get(otherFile)).json()).toMatchObject({ code: 403 });
  });

  it('stores the application with the unsigned URL and shows it to staff signed', async () => {
    const submitted = await t.api<{ id: number }>({ method: 'POST', url: `${API}/open/submit`, payload: application(uploaded, '91000000000000001') });
    expect(submitted.code).toBe(0);
    const row = await t.database.db.selectFrom('audit_lawyer').select('licencePhotoUrl').where('id', '=', submitted.data.id).executeTakeFirstOrThrow();
    expect(row.licencePhotoUrl).toBe(uploaded.split('?')[0]);
    const detail = await t.api<{ licencePhotoUrl: string; idCardFrontUrl: string }>({ method: 'GET', url: `${API}/get`, query: { id: String(submitted.data.id) }, token: admin });
    expect(detail.data.idCardFrontUrl).toMatch(/\?expires=\d+&signature=[0-9a-f]{64}$/);
    expect((await get(detail.data.idCardFrontUrl)).rawPayload.equals(TINY_PNG)).toBe(true);
  });

  it('keeps the general upload out of the lawyer folder: HTML posing as a PNG cannot become an attachment', async () => {
    const html = Buffer.from('<html><script>alert(document.cookie)</script></html>');
    const form = await multipart({ file: { filename: 'x.png', content: html, contentType: 'image/png' }, path: 'lawyer/evil.png' });
    const res = await t.api({ method: 'POST', url: '/admin-api/infra/file/upload', token: admin, payload: form.payload, headers: form.headers });
    expect(res).toMatchObject({ code: 400, msg: '请求参数不正确:path 不能使用受保护的目录' });
    expect(await t.database.db.selectFrom('infra_file').select('id').where('path', '=', 'lawyer/evil.png').executeTakeFirst()).toBeUndefined();

    // Even a record that claims to be an image under the folder (written by other code) is judged by its bytes.
    const saved = await t.database.db.transaction().execute((trx) => saveFile(trx, { name: 'x.png', content: html, type: 'image/png', dir: 'lawyer', actorId: 1 }));
    const submitted = await t.api({ method: 'POST', url: `${API}/open/submit`, payload: application(saved.url, '91000000000000002') });
    expect(submitted).toMatchObject({ code: 400 });
    expect(submitted.msg).toContain('body.licencePhotoUrl');
  });

  it('leaves other files public by their URL (avatars, editor images)', async () => {
    const form = await multipart({ file: { filename: 'a.png', content: TINY_PNG, contentType: 'image/png' } });
    const url = (await t.api<string>({ method: 'POST', url: '/admin-api/infra/file/upload', token: admin, payload: form.payload, headers: form.headers })).data;
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(TINY_PNG)).toBe(true);
  });

  it("gives another tenant's signed-in admin none of this tenant's scans: no record, no signed URL, no bare file", async () => {
    const submitted = await t.api<{ id: number }>({ method: 'POST', url: `${API}/open/submit`, payload: application(uploaded, '91000000000000003') });
    expect(submitted.code).toBe(0);
    const bare = uploaded.split('?')[0]!;
    const tenant2 = await createTenant(t, '二号律所');
    await createUserWithPermissions(t, 'lawyeradmin2', ['audit:lawyer:query', 'audit:lawyer:audit'], tenant2);
    const other = (await t.login('lawyeradmin2', 'pass1234', { 'tenant-id': String(tenant2) })).accessToken;

    const detail = await t.api({ method: 'GET', url: `${API}/get`, query: { id: String(submitted.data.id) }, token: other });
    expect(detail).toEqual({ code: 1050001000, msg: '律师申请不存在', data: null });
    const page = await t.api<{ list: { id: number }[]; total: number }>({ method: 'GET', url: `${API}/page`, query: { pageNo: '1', pageSize: '100' }, token: other });
    expect(page.code).toBe(0);
    expect(page.data.list.map((row) => row.id)).not.toContain(submitted.data.id);
    expect(JSON.stringify(page.data)).not.toContain(bare.split('/').pop()!);
    const file = await t.request({ method: 'GET', url: bare, token: other });
    expect(file.json()).toMatchObject({ code: 403 });
    expect(file.rawPayload.equals(TINY_PNG)).toBe(false);

    // The owning tenant's admin still reads it, through the signed URL its detail hands out.
    const own = await t.api<{ licencePhotoUrl: string }>({ method: 'GET', url: `${API}/get`, query: { id: String(submitted.data.id) }, token: admin });
    expect((await get(own.data.licencePhotoUrl)).rawPayload.equals(TINY_PNG)).toBe(true);
  });
});
