import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';
import { multipart } from './support/users';
import { startS3StandIn } from './support/s3-stand-in';
import { closedPort, startFtpStandIn, startSftpStandIn, startSilentServer, type RemoteStandIn } from './support/remote-stand-ins';
import { remoteTimeouts, wholeReadLimit } from '../src/platform/remote-storage';
import { secretBox } from '../src/platform/secret-box';

const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+A8AAQUBAScY42YAAAAASUVORK5CYII=', 'base64');

interface FileConfig {
  id: number;
  name: string;
  storage: number;
  master: boolean;
  config: Record<string, string>;
}
interface FileRow {
  id: number;
  configId: number;
  path: string;
  url: string;
  type: string;
  size: number;
}

let t: TestApp;
let token: string;
let localDir: string;
let s3: Awaited<ReturnType<typeof startS3StandIn>>;
let ftp: RemoteStandIn;
let sftp: RemoteStandIn;
beforeAll(async () => {
  t = await createTestApp();
  token = (await t.login()).accessToken;
  localDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-files-'));
  [s3, ftp, sftp] = await Promise.all([startS3StandIn('console-files'), startFtpStandIn(), startSftpStandIn()]);
});
afterAll(async () => {
  // Config 0 master again, so the app closes as it started.
  await t.close();
  await Promise.all([s3.close(), ftp.close(), sftp.close()]);
  fs.rmSync(localDir, { recursive: true, force: true });
});

const api = <T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, query?: Record<string, string>) =>
  t.api<T>({ method, url: `/admin-api/infra${url}`, token, payload, query });
const upload = async (filename: string, content: Buffer | string, contentType = 'application/octet-stream') =>
  t.api<string>({ method: 'POST', url: '/admin-api/infra/file/upload', token, ...(await multipart({ file: { filename, content, contentType } })) });
const master = async () => (await api<{ list: FileConfig[] }>('GET', '/file-config/page', undefined, { pageSize: '100' })).data.list.filter((c) => c.master);

/** A file larger than a whole read may hold (the bound lowered to 64 KiB) is served all the same: it is streamed. */
async function expectStreamedPastWholeReadLimit() {
  const limit = wholeReadLimit.bytes;
  wholeReadLimit.bytes = 64 * 1024;
  try {
    const big = Buffer.alloc(300 * 1024, 'streamed ');
    const bigUpload = await upload('big.txt', big, 'text/plain');
    expect(bigUpload.code).toBe(0);
    const bigServed = await t.request({ method: 'GET', url: bigUpload.data });
    expect(bigServed.rawPayload.equals(big)).toBe(true);
  } finally {
    wholeReadLimit.bytes = limit;
  }
}

describe('file storage configs', () => {
  it('starts with the database storage (config 0) as the only master', async () => {
    expect(await master()).toEqual([expect.objectContaining({ id: 0, storage: 1 })]);
  });

  it('checks each storage settings, and refuses storages it does not offer', async () => {
    const create = (storage: number, config: object) => api('POST', '/file-config/create', { name: '坏配置', storage, config });
    expect(await create(10, {})).toMatchObject({ code: 400, msg: '请求参数不正确:config.basePath 不能为空' });
    expect(await create(10, { basePath: 'relative/dir' })).toMatchObject({ code: 400, msg: '请求参数不正确:config.basePath 应为绝对路径' });
    expect(await create(20, { endpoint: 'http://x', bucket: 'b', accessKey: 'k', accessSecret: 's' })).toMatchObject({ code: 400 });
    expect(await create(20, { endpoint: 'ftp://x', bucket: 'bucket', accessKey: 'k', accessSecret: 's' })).toMatchObject({ code: 400, msg: expect.stringContaining('config.endpoint') });
    const remote = { host: '127.0.0.1', port: 21, username: 'u', password: 'p', basePath: '/files' };
    for (const storage of [11, 12]) {
      expect(await create(storage, { basePath: '/tmp' })).toMatchObject({ code: 400, msg: '请求参数不正确:config.host 不能为空' });
      expect(await create(storage, { ...remote, host: 'bad host/x' })).toMatchObject({ code: 400, msg: '请求参数不正确:config.host 应为主机名或 IP 地址' });
      expect(await create(storage, { ...remote, password: '' })).toMatchObject({ code: 400, msg: '请求参数不正确:config.password 不能为空' });
      for (const basePath of ['files', '/a/../b', '/a//b', '/a/./b']) {
        expect(await create(storage, { ...remote, basePath })).toMatchObject({ code: 400, msg: expect.stringContaining('config.basePath 应为绝对路径') });
      }
      expect(await create(storage, { ...remote, port: 70000 })).toMatchObject({ code: 400, msg: expect.stringContaining('config.port') });
    }
    // basic-ftp speaks passive mode only: an active-mode config is refused when saved, not on its first upload.
    expect(await create(11, { ...remote, mode: 'Active' })).toMatchObject({ code: 400, msg: '请求参数不正确:config.mode 暂不支持主动模式，请选择被动模式（Passive）' });
    expect(await create(11, { ...remote, mode: 'Sideways' })).toMatchObject({ code: 400, msg: expect.stringContaining('config.mode') });
    expect(await create(13, { basePath: '/tmp' })).toMatchObject({ code: 1001006004 });
  });

  it('local disk: tests the connection, becomes master, stores uploads on disk and serves them back', async () => {
    const id = (await api<number>('POST', '/file-config/create', { name: '本地磁盘', storage: 10, config: { basePath: localDir }, remark: '测试' })).data;
    expect(await api<string>('GET', '/file-config/test', undefined, { id: String(id) })).toMatchObject({ code: 0 });

    expect(await api('PUT', '/file-config/update-master', undefined, { id: String(id) })).toMatchObject({ code: 0 });
    expect((await master()).map((c) => c.id)).toEqual([id]);
    const uploaded = await upload('photo.png', TINY_PNG, 'image/png');
    expect(uploaded.data).toMatch(new RegExp(`^/admin-api/infra/file/${id}/get/[0-9a-f]{32}\\.png$`));
    const stored = uploaded.data.split('/').pop()!;
    expect(fs.readFileSync(path.join(localDir, stored)).equals(TINY_PNG)).toBe(true);
    expect((await t.request({ method: 'GET', url: uploaded.data })).headers['content-type']).toBe('image/png');

    expect(await api('DELETE', '/file-config/delete', undefined, { id: String(id) })).toMatchObject({ code: 1001006001 });
    await api('PUT', '/file-config/update-master', undefined, { id: '0' });
    expect(await api('DELETE', '/file-config/delete', undefined, { id: String(id) })).toMatchObject({ code: 1001006002 });
  });

  it('S3: signs its requests for a real S3 API, hides the secret, and keeps it when the mask is sent back', async () => {
    const config = { endpoint: s3.endpoint, bucket: 'console-files', accessKey: s3.accessKey, accessSecret: s3.accessSecret };
    const id = (await api<number>('POST', '/file-config/create', { name: 'S3', storage: 20, config })).data;
    const shown = (await api<FileConfig>('GET', '/file-config/get', undefined, { id: String(id) })).data;
    expect(shown.config).toEqual({ ...config, accessSecret: '******' });
    // Sealed at rest, as FTP/SFTP passwords are; the mask sent back keeps the sealed value.
    const sealedSecret = async () => (await t.database.db.selectFrom('infra_file_config').select('config').where('id', '=', id).executeTakeFirstOrThrow()).config.accessSecret as string;
    const sealed = await sealedSecret();
    expect(sealed).not.toContain(config.accessSecret);
    expect((await secretBox(t.database.db, 'infra_file_config.accessSecret')).open(sealed)).toBe(config.accessSecret);
    expect(await api('PUT', '/file-config/update', { id, name: 'S3 改名', config: shown.config })).toMatchObject({ code: 0 });
    expect(await sealedSecret()).toBe(sealed);
    expect((await api<string>('GET', '/file-config/test', undefined, { id: String(id) })).code).toBe(0);

    // A bucket the server does not have: the test says why it failed.
    const wrong = (await api<number>('POST', '/file-config/create', { name: 'S3 错', storage: 20, config: { ...config, bucket: 'no-such-bucket' } })).data;
    const failed = await api('GET', '/file-config/test', undefined, { id: String(wrong) });
    expect(failed.code).toBe(1001006003);
    expect(failed.msg).toMatch(/^文件配置测试失败，原因：/);

    // A store that is down, as the master config: an upload is refused in the envelope, not with a 500.
    const down = (await api<number>('POST', '/file-config/create', { name: 'S3 停机', storage: 20, config: { ...config, endpoint: `http://127.0.0.1:${await closedPort()}` } })).data;
    await api('PUT', '/file-config/update-master', undefined, { id: String(down) });
    try {
      const refused = await upload('lost.pdf', Buffer.from('%PDF-1.4\n%lost\n'), 'application/pdf');
      expect(refused).toMatchObject({ code: 1001003005, data: null });
      expect(refused.msg).toMatch(/^文件存储访问失败，原因：S3 连接被拒绝/);
    } finally {
      await api('PUT', '/file-config/update-master', undefined, { id: '0' });
    }

    await api('PUT', '/file-config/update-master', undefined, { id: String(id) });
    try {
      const uploaded = await upload('report.pdf', Buffer.from('%PDF-1.4\n%test\n'), 'application/pdf');
      expect(uploaded.code).toBe(0);
      const key = decodeURIComponent(uploaded.data.split('/get/')[1]!);
      expect(s3.objectExists(key)).toBe(true);
      const served = await t.request({ method: 'GET', url: uploaded.data });
      expect(served.headers['content-type']).toBe('application/pdf');
      expect(served.body).toContain('%PDF-1.4');

      // Served as the bytes arrive (an object's bytes can be replaced through a presigned PUT).
      await expectStreamedPastWholeReadLimit();

      const row = (await api<{ list: FileRow[] }>('GET', '/file/page', undefined, { path: key })).data.list[0]!;
      expect(row).toMatchObject({ configId: id, type: 'application/pdf', url: uploaded.data });
      expect(await api('DELETE', '/file/delete', undefined, { id: String(row.id) })).toMatchObject({ code: 0 });
      expect(s3.objectExists(key)).toBe(false);
      expect((await t.api({ method: 'GET', url: uploaded.data })).code).toBe(1001003001);
    } finally {
      await api('PUT', '/file-config/update-master', undefined, { id: '0' });
    }
  });

  for (const [kind, storage] of [
    ['FTP', 11],
    ['SFTP', 12],
  ] as const) {
    const server = () => (storage === 11 ? ftp : sftp);
    const configOf = (overrides: object = {}) => {
      const { host, port, username, password } = server();
      return { host, port, username, password, basePath: '/console/files', ...(storage === 11 ? { mode: 'Passive' } : {}), ...overrides };
    };

    it(`${kind}: seals the password, hides it, keeps it when the mask is sent back, and stores uploads on the server`, async () => {
      const config = configOf();
      const id = (await api<number>('POST', '/file-config/create', { name: kind, storage, config })).data;
      const shown = (await api<FileConfig>('GET', '/file-config/get', undefined, { id: String(id) })).data;
      expect(shown.config).toEqual({ ...config, password: '******' });
      const stored = await t.database.db.selectFrom('infra_file_config').select('config').where('id', '=', id).executeTakeFirstOrThrow();
      const sealed = stored.config.password as string;
      expect(JSON.stringify(stored.config)).not.toContain(config.password);
      expect((await secretBox(t.database.db, 'infra_file_config.password')).open(sealed)).toBe(config.password);
      const log = await t.database.db.selectFrom('system_operate_log').selectAll().where('requestUrl', '=', '/admin-api/infra/file-config/create').orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
      expect(JSON.stringify(log)).not.toContain(config.password);

      expect(await api('PUT', '/file-config/update', { id, name: `${kind} 改名`, config: shown.config })).toMatchObject({ code: 0 });
      const kept = await t.database.db.selectFrom('infra_file_config').select('config').where('id', '=', id).executeTakeFirstOrThrow();
      expect(kept.config.password).toBe(sealed);
      expect(await api<string>('GET', '/file-config/test', undefined, { id: String(id) })).toMatchObject({ code: 0 });

      await api('PUT', '/file-config/update-master', undefined, { id: String(id) });
      try {
        const uploaded = await upload('report.pdf', Buffer.from('%PDF-1.4\n%test\n'), 'application/pdf');
        expect(uploaded.code).toBe(0);
        const key = decodeURIComponent(uploaded.data.split('/get/')[1]!);
        expect(fs.readFileSync(server().local(`/console/files/${key}`), 'latin1')).toContain('%PDF-1.4');
        const served = await t.request({ method: 'GET', url: uploaded.data });
        expect(served.headers['content-type']).toBe('application/pdf');
        expect(served.body).toContain('%PDF-1.4');
        // A chosen path in folders that do not exist yet: they are made.
        const form = await multipart({ file: { filename: '年报.png', content: TINY_PNG, contentType: 'image/png' }, path: 'docs/2024/年报.png' });
        const nested = await t.api<string>({ method: 'POST', url: '/admin-api/infra/file/upload', token, ...form });
        expect(nested).toMatchObject({ code: 0, data: `/admin-api/infra/file/${id}/get/docs/2024/${encodeURIComponent('年报.png')}` });
        expect(fs.readFileSync(server().local('/console/files/docs/2024/年报.png')).equals(TINY_PNG)).toBe(true);

        // The read route streams from the server.
        await expectStreamedPastWholeReadLimit();

        const row = (await api<{ list: FileRow[] }>('GET', '/file/page', undefined, { path: key })).data.list[0]!;
        expect(row).toMatchObject({ configId: id, type: 'application/pdf', url: uploaded.data });
        expect(await api('DELETE', '/file/delete', undefined, { id: String(row.id) })).toMatchObject({ code: 0 });
        expect(fs.existsSync(server().local(`/console/files/${key}`))).toBe(false);
        expect((await t.api({ method: 'GET', url: uploaded.data })).code).toBe(1001003001);
      } finally {
        await api('PUT', '/file-config/update-master', undefined, { id: '0' });
      }
    });

    it(`${kind}: a storage that goes down refuses uploads, reads and deletes in the envelope — the file stays listed`, async () => {
      const id = (await api<number>('POST', '/file-config/create', { name: `${kind} 将停机`, storage, config: configOf() })).data;
      await api('PUT', '/file-config/update-master', undefined, { id: String(id) });
      try {
        const uploaded = await upload('kept.pdf', Buffer.from('%PDF-1.4\n%kept\n'), 'application/pdf');
        expect(uploaded.code).toBe(0);
        const key = decodeURIComponent(uploaded.data.split('/get/')[1]!);
        const row = (await api<{ list: FileRow[] }>('GET', '/file/page', undefined, { path: key })).data.list.find((f) => f.configId === id)!;
        // The server goes away: the config now points at a port nothing listens on.
        const shown = (await api<FileConfig>('GET', '/file-config/get', undefined, { id: String(id) })).data;
        expect(await api('PUT', '/file-config/update', { id, name: shown.name, config: { ...shown.config, port: await closedPort() } })).toMatchObject({ code: 0 });
        const down = new RegExp(`^文件存储访问失败，原因：${kind} 连接被拒绝`);

        const refused = await upload('lost.pdf', Buffer.from('%PDF-1.4\n%lost\n'), 'application/pdf');
        expect(refused).toMatchObject({ code: 1001003005, data: null });
        expect(refused.msg).toMatch(down);
        expect(await t.database.db.selectFrom('infra_file').select('id').where('name', '=', 'lost.pdf').execute()).toEqual([]);

        const read = await t.request({ method: 'GET', url: uploaded.data });
        expect(read.statusCode).toBe(200);
        expect(read.json()).toMatchObject({ code: 1001003005 });

        const deleted = await api('DELETE', '/file/delete', undefined, { id: String(row.id) });
        expect(deleted).toMatchObject({ code: 1001003005 });
        expect(deleted.msg).toMatch(down);
        const listed = (await api<{ list: FileRow[] }>('GET', '/file/page', undefined, { path: key })).data.list;
        expect(listed.filter((f) => f.configId === id).map((f) => f.id)).toEqual([row.id]);
        expect(fs.existsSync(server().local(`/console/files/${key}`))).toBe(true);
      } finally {
        await api('PUT', '/file-config/update-master', undefined, { id: '0' });
      }
    });

    it(`${kind}: 测试 says why a server refuses, is down or stays silent — an envelope, never a 500 or a hang`, async () => {
      const failure = async (name: string, config: object) => {
        const id = (await api<number>('POST', '/file-config/create', { name, storage, config })).data;
        const answer = await api('GET', '/file-config/test', undefined, { id: String(id) });
        expect(answer).toMatchObject({ code: 1001006003, data: null });
        return answer.msg;
      };
      expect(await failure(`${kind} 密码错`, configOf({ password: 'wrong' }))).toMatch(new RegExp(`^文件配置测试失败，原因：${kind} 用户名或密码不正确`));
      expect(await failure(`${kind} 停机`, configOf({ port: await closedPort() }))).toMatch(new RegExp(`^文件配置测试失败，原因：${kind} 连接被拒绝`));

      const silent = await startSilentServer();
      const before = remoteTimeouts.socketMs;
      remoteTimeouts.socketMs = 1000;
      try {
        const started = Date.now();
        expect(await failure(`${kind} 不应答`, configOf({ port: silent.port }))).toMatch(new RegExp(`^文件配置测试失败，原因：${kind} 服务器在 1 秒内没有响应`));
        expect(Date.now() - started).toBeLessThan(5000);
      } finally {
        remoteTimeouts.socketMs = before;
        await silent.close();
      }
    });
  }

  it('测试 writes, reads back and removes a file through the storage alone: no record is left, so the config deletes at once', async () => {
    const testDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-files-test-'));
    const inDatabase = async (id: number, key: string) =>
      (await t.database.db.selectFrom('infra_file_content').select('id').where('configId', '=', id).where('path', '=', key).executeTakeFirst()) !== undefined;
    const storages: Array<[string, number, object, (id: number, key: string) => boolean | Promise<boolean>]> = [
      ['database', 1, {}, inDatabase],
      ['local disk', 10, { basePath: testDir }, (_id, key) => fs.existsSync(path.join(testDir, key))],
      ['S3', 20, { endpoint: s3.endpoint, bucket: 'console-files', accessKey: s3.accessKey, accessSecret: s3.accessSecret }, (_id, key) => s3.objectExists(key)],
      ...([['FTP', 11, ftp], ['SFTP', 12, sftp]] as const).map(([name, storage, server]): (typeof storages)[number] => [
        name,
        storage,
        { host: server.host, port: server.port, username: server.username, password: server.password, basePath: '/only-test' },
        (_id, key) => fs.existsSync(server.local(`/only-test/${key}`)),
      ]),
    ];
    try {
      for (const [name, storage, config, holds] of storages) {
        const id = (await api<number>('POST', '/file-config/create', { name: `只测试 ${name}`, storage, config })).data;
        const tested = await api<string>('GET', '/file-config/test', undefined, { id: String(id) });
        // The URL a file of this config gets, as the reference answers it.
        expect({ name, tested }).toEqual({ name, tested: { code: 0, msg: '', data: expect.stringMatching(new RegExp(`^/admin-api/infra/file/${id}/get/test/[\\w-]+\\.png$`)) } });
        const key = decodeURIComponent(tested.data.split('/get/')[1]!);
        expect({ name, stored: await holds(id, key) }).toEqual({ name, stored: false });
        expect(await t.database.db.selectFrom('infra_file').select('id').where('configId', '=', id).execute()).toEqual([]);
        expect({ name, deleted: await api('DELETE', '/file-config/delete', undefined, { id: String(id) }) }).toEqual({ name, deleted: { code: 0, msg: '', data: true } });
      }
    } finally {
      fs.rmSync(testDir, { recursive: true, force: true });
    }
  });

  it('keeps exactly one master when requests race to name different ones', async () => {
    const ids = await Promise.all(
      [1, 2, 3].map(async (n) => (await api<number>('POST', '/file-config/create', { name: `数据库 ${n}`, storage: 1, config: {} })).data),
    );
    const answers = await Promise.all([...ids, 0].map((id) => api('PUT', '/file-config/update-master', undefined, { id: String(id) })));
    expect(answers.every((a) => a.code === 0)).toBe(true);
    expect(await master()).toHaveLength(1);
    await api('PUT', '/file-config/update-master', undefined, { id: '0' });
  });
});

describe('uploads', () => {
  it('judges the type by the bytes: a program named .png is refused, a PNG named .txt is a PNG', async () => {
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
    const refused = await upload('innocent.png', exe, 'image/png');
    expect(refused).toMatchObject({ code: 1001003003, msg: '不支持的文件类型：exe' });
    const binary = await upload('notes.txt', Buffer.from([0x00, 0x01, 0x02, 0x03, 0xff]), 'text/plain');
    expect(binary.code).toBe(1001003003);
    const png = await upload('looks-like.txt', TINY_PNG, 'text/plain');
    expect(png.data).toMatch(/\.png$/);
    expect((await t.request({ method: 'GET', url: png.data })).headers['content-type']).toBe('image/png');
    const text = await upload('readme.md', '# 标题\n正文', 'text/markdown');
    expect(text.code).toBe(0);
  });

  it('refuses a file over 10 MB', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0x41);
    expect((await upload('big.txt', big, 'text/plain')).code).toBe(400);
  });

  it('lists uploads, hides private scans, and deletes the bytes only when no other upload shares them', async () => {
    const first = await upload('same.txt', 'identical bytes', 'text/plain');
    const second = await upload('again.txt', 'identical bytes', 'text/plain');
    expect(second.data).toBe(first.data);
    const rows = (await api<{ list: FileRow[] }>('GET', '/file/page', undefined, { path: first.data.split('/').pop()! })).data.list;
    expect(rows).toHaveLength(2);
    expect(await api('DELETE', '/file/delete', undefined, { id: String(rows[0]!.id) })).toMatchObject({ code: 0 });
    expect((await t.request({ method: 'GET', url: first.data })).body).toBe('identical bytes');
    expect(await api('DELETE', '/file/delete', undefined, { id: String(rows[1]!.id) })).toMatchObject({ code: 0 });
    expect((await t.api({ method: 'GET', url: first.data })).code).toBe(1001003001);

    await t.database.db.insertInto('infra_file').values({ configId: 0, name: 'id.png', path: 'lawyer/secret.png', url: '/x', type: 'image/png', size: 1 }).execute();
    const all = (await api<{ list: FileRow[]; total: number }>('GET', '/file/page', undefined, { pageSize: '100' })).data;
    expect(all.list.some((f) => f.path.startsWith('lawyer/'))).toBe(false);
  });
});
