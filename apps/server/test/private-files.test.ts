import fs from 'node:fs';
import os from 'node:os';
import nodePath from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveFile } from '../src/platform/file-store';
import { listenOnLoopback, rawGet } from './support/raw-http';
import { startS3StandIn } from './support/s3-stand-in';
import { startFtpStandIn, startSftpStandIn, type RemoteStandIn } from './support/remote-stand-ins';
import { createTestApp, type TestApp } from './support/test-app';
import { lawyerApplication, uploadLawyerImage } from './support/lawyer';
import { multipart, TINY_PNG } from './support/users';
import { createTenant, createUserWithPermissions } from './support/fixtures';

const API = '/admin-api/audit/lawyer';

/**
 * Applicants' ID card and licence scans are private — read only through short-lived signed URLs
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

/**
 * The file route decided privacy on the path as sent while the local disk resolved it, so
 * `./lawyer/…`, `x/../lawyer/…`, `x/%2e%2e/lawyer/…` and `x/..%2flawyer/…` served a scan to anyone. One rule now holds
 * for every path read or written, on every storage: only its normal form passes, anything else is a client error.
 */
describe('file paths: one rule on every storage', () => {
  let t: TestApp;
  let admin: string;
  let port: number;
  let localDir: string;
  let s3: Awaited<ReturnType<typeof startS3StandIn>>;
  let ftp: RemoteStandIn;
  let sftp: RemoteStandIn;
  beforeAll(async () => {
    t = await createTestApp({ lawyerIntake: { ipLimit: 100_000, windowSeconds: 3600 } });
    admin = (await t.login()).accessToken;
    port = await listenOnLoopback(t);
    localDir = fs.mkdtempSync(nodePath.join(os.tmpdir(), 'console-private-'));
    [s3, ftp, sftp] = await Promise.all([startS3StandIn('console-private'), startFtpStandIn(), startSftpStandIn()]);
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([s3.close(), ftp.close(), sftp.close()]);
    fs.rmSync(localDir, { recursive: true, force: true });
  });

  const adminApi = <T = unknown>(method: 'POST' | 'PUT', url: string, payload?: object, query?: Record<string, string>) =>
    t.api<T>({ method, url: `/admin-api/infra${url}`, token: admin, payload, query });
  const createConfig = async (name: string, storage: number, config: object) => (await adminApi<number>('POST', '/file-config/create', { name, storage, config })).data;
  const STORAGES: Array<[string, () => Promise<number>]> = [
    ['database', () => Promise.resolve(0)],
    ['local disk', () => createConfig('本地磁盘', 10, { basePath: localDir })],
    ['S3', () => createConfig('S3', 20, { endpoint: s3.endpoint, bucket: 'console-private', accessKey: s3.accessKey, accessSecret: s3.accessSecret })],
    ...([['FTP', 11, () => ftp], ['SFTP', 12, () => sftp]] as const).map(([name, storage, server]): (typeof STORAGES)[number] => [
      name,
      () => {
        const { host, port: serverPort, username, password } = server();
        return createConfig(name, storage, { host, port: serverPort, username, password, basePath: '/private' });
      },
    ]),
  ];

  for (const [storage, configOf] of STORAGES) {
    it(`${storage}: a scan is served signed only; dot segments, encoded separators, empty segments and backslashes are refused`, async () => {
      const configId = await configOf();
      expect(await adminApi('PUT', '/file-config/update-master', undefined, { id: String(configId) })).toMatchObject({ code: 0 });
      try {
        const signed = await uploadLawyerImage(t);
        const [bare = '', query] = signed.split('?');
        const prefix = `/admin-api/infra/file/${configId}/get/`;
        expect(bare.startsWith(`${prefix}lawyer/`)).toBe(true);
        const name = bare.slice(`${prefix}lawyer/`.length);
        const served = await rawGet(port, signed);
        expect(served.status).toBe(200);
        expect(served.raw.equals(TINY_PNG)).toBe(true);
        expect(JSON.parse((await rawGet(port, bare)).body)).toMatchObject({ code: 403 });

        const crooked = [
          `./lawyer/${name}`,
          `x/../lawyer/${name}`,
          `x/%2e%2e/lawyer/${name}`,
          `x/%2E%2E/lawyer/${name}`,
          `x/..%2flawyer/${name}`,
          `x%2f..%2flawyer/${name}`,
          `.%2flawyer/${name}`,
          `lawyer/./${name}`,
          `lawyer/.%2f${name}`,
          `/lawyer/${name}`,
          `lawyer//${name}`,
          `lawyer/${name}/`,
          `lawyer%5c${name}`,
          `x%5c..%5clawyer%5c${name}`,
          `lawyer./${name}`,
          `x/../../../../etc/passwd`,
          `..%2f..%2f..%2fetc%2fpasswd`,
        ];
        for (const path of crooked) {
          for (const url of [`${prefix}${path}`, `${prefix}${path}?${query}`]) {
            const res = await rawGet(port, url);
            expect({ url, status: res.status, type: res.type }).toEqual({ url, status: 200, type: expect.stringContaining('application/json') });
            expect({ url, answer: JSON.parse(res.body) as unknown }).toEqual({ url, answer: { code: 400, msg: expect.stringContaining('文件路径不正确'), data: null } });
          }
        }
        // Another spelling of the private folder is still the private folder (a case-insensitive disk finds it).
        expect(JSON.parse((await rawGet(port, `${prefix}LAWYER/${name}`)).body)).toMatchObject({ code: 403 });
      } finally {
        await adminApi('PUT', '/file-config/update-master', undefined, { id: '0' });
      }
    });
  }

  it('an upload may not choose a path the read rule refuses, nor one in a private folder, whatever its spelling', async () => {
    const upload = async (path: string) =>
      t.api({ method: 'POST', url: '/admin-api/infra/file/upload', token: admin, ...(await multipart({ file: { filename: 'x.png', content: TINY_PNG, contentType: 'image/png' }, path })) });
    for (const path of ['./lawyer/evil.png', 'x/../lawyer/evil.png', '//lawyer/evil.png', 'lawyer//evil.png', 'a\\b.png', 'x/./y.png', '.hidden.png', 'lawyer./evil.png', 'a/b/']) {
      expect({ path, answer: await upload(path) }).toEqual({ path, answer: { code: 400, msg: expect.stringContaining('path 文件路径不正确'), data: null } });
    }
    for (const path of ['lawyer/evil.png', 'Lawyer/evil.png', 'LAWYER/evil.png']) {
      expect({ path, answer: await upload(path) }).toEqual({ path, answer: { code: 400, msg: '请求参数不正确:path 不能使用受保护的目录', data: null } });
    }
    const written = await t.database.db.selectFrom('infra_file').select('path').where('path', 'like', '%evil%').execute();
    expect(written).toEqual([]);
    // A path in its normal form still works, and is served back.
    const ok = await upload('docs/年度报告-2024.png');
    expect(ok).toMatchObject({ code: 0, data: expect.stringMatching(/\/get\/docs\//) });
    expect((await rawGet(port, (ok as { data: string }).data)).raw.equals(TINY_PNG)).toBe(true);
  });
});
