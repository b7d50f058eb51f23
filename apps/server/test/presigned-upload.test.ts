import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';
import { startS3StandIn } from './support/s3-stand-in';
import { sweepUnrecordedUploads } from '../src/modules/infra/file/presign';

const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+A8AAQUBAScY42YAAAAASUVORK5CYII=', 'base64');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

interface Presigned {
  configId: number;
  uploadUrl: string;
  url: string;
  path: string;
}
interface FileRow {
  id: number;
  configId: number;
  name: string;
  path: string;
  url: string;
  type: string;
  size: number;
}

let t: TestApp;
let token: string;
let s3: Awaited<ReturnType<typeof startS3StandIn>>;
let s3ConfigId: number;

const api = <T = unknown>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, query?: Record<string, string>) =>
  t.api<T>({ method, url: `/admin-api/infra${url}`, token, payload, query });
const presign = (name: string, directory?: string) =>
  api<Presigned>('GET', '/file/presigned-url', undefined, directory === undefined ? { name } : { name, directory });
/** What the Vue 3 UI does with the answer: PUT the bytes straight to the bucket, with the file's own Content-Type. */
const put = (uploadUrl: string, content: Buffer, type: string) => fetch(uploadUrl, { method: 'PUT', body: content, headers: { 'Content-Type': type } });
/** The UI's file/create body: everything it claims about the bytes (type, size) is the browser's word. */
const create = (p: Presigned, name: string, claims: { type?: string; size?: number } = {}) =>
  api<number>('POST', '/file/create', { configId: p.configId, url: p.url, path: p.path, name, type: claims.type ?? 'image/png', size: claims.size ?? 1 });

beforeAll(async () => {
  t = await createTestApp();
  token = (await t.login()).accessToken;
  s3 = await startS3StandIn('console-direct');
  const config = { endpoint: s3.endpoint, bucket: 'console-direct', accessKey: s3.accessKey, accessSecret: s3.accessSecret };
  s3ConfigId = (await api<number>('POST', '/file-config/create', { name: 'S3 直传', storage: 20, config })).data;
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

describe('direct upload to S3 (presigned-url + create)', () => {
  it('refuses a master config that is not S3 with an envelope error', async () => {
    expect(await presign('a.png')).toMatchObject({ code: 1001003004 });
    expect(await api('POST', '/file/create', { configId: 0, path: `${'a'.repeat(32)}.png`, name: 'a.png' })).toMatchObject({ code: 1001003004 });
  });

  describe('with the S3 config as master', () => {
    beforeAll(async () => {
      await api('PUT', '/file-config/update-master', undefined, { id: String(s3ConfigId) });
    });
    afterAll(async () => {
      await api('PUT', '/file-config/update-master', undefined, { id: '0' });
    });

    it('presign, PUT, create: the file is listed with the type and size of its bytes and served at its url', async () => {
      const p = (await presign('照片.png', 'avatar')).data;
      expect(p.configId).toBe(s3ConfigId);
      expect(p.path).toMatch(/^avatar\/[0-9a-f]{32}\.png$/);
      expect(p.url).toBe(`/admin-api/infra/file/${s3ConfigId}/get/${p.path}`);
      // SigV4 in the query, good for 10 minutes (the stand-in does not check query signatures, so only their presence is seen).
      const signed = new URL(p.uploadUrl);
      expect(signed.pathname).toBe(`/console-direct/${p.path}`);
      expect(signed.searchParams.get('X-Amz-Expires')).toBe('600');
      expect(signed.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
      expect((await put(p.uploadUrl, TINY_PNG, 'image/png')).status).toBe(200);
      expect(s3.objectExists(p.path)).toBe(true);

      // The browser's claims (a text type, 1 byte) are not what gets recorded.
      const created = await create(p, '照片.png', { type: 'text/html', size: 1 });
      expect(created.code).toBe(0);
      const rows = (await api<{ list: FileRow[] }>('GET', '/file/page', undefined, { path: p.path })).data.list;
      expect(rows).toEqual([expect.objectContaining({ id: created.data, configId: s3ConfigId, name: '照片.png', path: p.path, url: p.url, type: 'image/png', size: TINY_PNG.length })]);
      const served = await t.request({ method: 'GET', url: p.url });
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.rawPayload.equals(TINY_PNG)).toBe(true);

      // Recorded once: a second create of the path is upload's "path taken".
      expect(await create(p, '照片.png')).toMatchObject({ code: 1001003000 });
      expect(s3.objectExists(p.path)).toBe(true);
    });

    it('keeps no directory and a text file by its bytes', async () => {
      const p = (await presign('notes.txt')).data;
      expect(p.path).toMatch(/^[0-9a-f]{32}\.txt$/);
      await put(p.uploadUrl, Buffer.from('纯文本\n'), 'text/plain');
      expect((await create(p, 'notes.txt')).code).toBe(0);
      const row = (await api<{ list: FileRow[] }>('GET', '/file/page', undefined, { path: p.path })).data.list[0]!;
      expect(row).toMatchObject({ type: 'text/plain', size: Buffer.byteLength('纯文本\n') });
    });

    it('refuses HTML or a program named .png, and deletes the object', async () => {
      for (const [bytes, said] of [
        [Buffer.from('<!doctype html><script>alert(1)</script>'), 'png'],
        [EXE, 'exe'],
      ] as const) {
        const p = (await presign('innocent.png')).data;
        await put(p.uploadUrl, bytes, 'image/png');
        expect(s3.objectExists(p.path)).toBe(true);
        expect(await create(p, 'innocent.png')).toMatchObject({ code: 1001003003, msg: `不支持的文件类型：${said}` });
        expect(s3.objectExists(p.path)).toBe(false);
        expect((await api<{ total: number }>('GET', '/file/page', undefined, { path: p.path })).data.total).toBe(0);
      }
    });

    it('refuses an object over the upload limit, and deletes it', async () => {
      const p = (await presign('big.txt')).data;
      await put(p.uploadUrl, Buffer.alloc(10 * 1024 * 1024 + 1, 0x41), 'text/plain');
      const refused = await create(p, 'big.txt');
      expect(refused.code).toBe(400);
      expect(refused.msg).toContain('10 MB');
      expect(s3.objectExists(p.path)).toBe(false);
    });

    it('refuses a path nothing was put to, a path it could not have handed out, and another config', async () => {
      const p = (await presign('never.png')).data;
      expect(await create(p, 'never.png')).toMatchObject({ code: 1001003001 });
      expect(await create({ ...p, path: 'avatar/chosen-by-client.png' }, 'x.png')).toMatchObject({ code: 400 });
      expect(await create({ ...p, path: '../etc/0123456789abcdef0123456789abcdef.png' }, 'x.png')).toMatchObject({ code: 400 });
      expect(await create({ ...p, configId: 0 }, 'x.png')).toMatchObject({ code: 400 });
    });

    it('takes only a path it handed out, once', async () => {
      // The shape of a handed-out path, but never handed out (before: judged by its shape only).
      const refused = await create({ configId: s3ConfigId, uploadUrl: '', url: '', path: `avatar/${'0123456789abcdef'.repeat(2)}.png` }, 'x.png');
      expect(refused).toMatchObject({ code: 400 });
      expect(refused.msg).toContain('不是直传地址生成的文件路径');
      const p = (await presign('once.png')).data;
      await put(p.uploadUrl, TINY_PNG, 'image/png');
      expect((await create(p, 'once.png')).code).toBe(0);
      expect(await create(p, 'once.png')).toMatchObject({ code: 1001003000 });
    });

    it('sweeps the objects of uploads never recorded an hour after their URL expired, and keeps recorded files', async () => {
      const abandoned = (await presign('abandoned.png')).data;
      await put(abandoned.uploadUrl, TINY_PNG, 'image/png');
      const kept = (await presign('kept.png')).data;
      await put(kept.uploadUrl, TINY_PNG, 'image/png');
      expect((await create(kept, 'kept.png')).code).toBe(0);
      const fresh = (await presign('fresh.png')).data;
      await put(fresh.uploadUrl, TINY_PNG, 'image/png');

      // Not yet: the URL of each is good for ten minutes, then an hour's grace.
      const tenMinutesOn = Date.now() + 11 * 60_000;
      await sweepUnrecordedUploads(t.database.db, tenMinutesOn);
      expect(s3.objectExists(abandoned.path)).toBe(true);

      const later = Date.now() + 75 * 60_000;
      await t.database.db.updateTable('infra_file_presign').set({ expireTime: new Date(later) }).where('path', '=', fresh.path).execute();
      const swept = await sweepUnrecordedUploads(t.database.db, later);
      expect(swept.failed).toBe(0);
      expect(s3.objectExists(abandoned.path)).toBe(false);
      expect(s3.objectExists(kept.path)).toBe(true);
      expect(s3.objectExists(fresh.path)).toBe(true);
      // Its path is forgotten: a late create is refused, and the recorded file still reads.
      expect(await create(abandoned, 'abandoned.png')).toMatchObject({ code: 400 });
      expect((await t.request({ method: 'GET', url: kept.url })).statusCode).toBe(200);
    });

    it('refuses a private directory, at presign and at create', async () => {
      for (const directory of ['lawyer', 'LAWYER/sub', '/lawyer/']) {
        const refused = await presign('id.png', directory);
        expect(refused.code).toBe(400);
        expect(refused.msg).toContain('不能使用受保护的目录');
      }
      expect(await create({ configId: s3ConfigId, uploadUrl: '', url: '', path: `lawyer/${'0'.repeat(32)}.png` }, 'id.png')).toMatchObject({ code: 400 });
      expect((await presign('x.png', '../up')).code).toBe(400);
    });

    it('needs a signed-in user', async () => {
      const anonymous = await t.api({ method: 'GET', url: '/admin-api/infra/file/presigned-url', query: { name: 'a.png' } });
      expect(anonymous.code).toBe(401);
    });
  });
});
