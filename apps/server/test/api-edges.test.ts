import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idCardCheckCode } from '@console/contracts/lawyer';
import { lawyerApplication, uploadLawyerImage } from './support/lawyer';
import { maskParams } from '../src/platform/operate-log';
import { MAX_JSON_DEPTH } from '../src/platform/request-limits';
import { sensitiveField } from '../src/platform/sensitive-fields';
import { listenOnLoopback, rawGet } from './support/raw-http';
import { createTestApp, type TestApp } from './support/test-app';
import { lastOperateLog, multipart, TINY_PNG } from './support/users';

/**
 * The edges of the API found by probing the running console: malformed multipart bodies, JSON nested
 * thousands of levels, answers that were not envelopes, and personal numbers in the operate log.
 */

const BAD_REQUEST = 400;

/** Every upload route, with its file field. */
const UPLOADS = [
  { url: '/admin-api/infra/file/upload', field: 'file' },
  { url: '/admin-api/audit/lawyer/open/upload', field: 'file' },
  { url: '/admin-api/audit/lawyer/upload', field: 'file' },
  { url: '/admin-api/system/user/profile/update-avatar', field: 'avatarFile' },
  { url: '/admin-api/system/user/import', field: 'file' },
];

const part = (boundary: string, field: string, filename: string, content: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n${content}`;

/** A JSON text nested `levels` deep: {"a":{"a":…1…}}. */
const nestedJson = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

describe('API edges', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp({ lawyerIntake: { ipLimit: 100_000, windowSeconds: 3600 } });
    admin = (await t.login()).accessToken;
  });
  afterAll(() => t?.close());

  const fileCount = async () => Number((await t.database.db.selectFrom('infra_file').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  describe('bad multipart (item 1)', () => {
    it('answers no boundary, a wrong boundary, a truncated body and a NUL in the file name with code 400 on every upload route', async () => {
      const before = await fileCount();
      for (const { url, field } of UPLOADS) {
        const cases: Array<[string, string, string]> = [
          ['no boundary', 'multipart/form-data', part('XYZ', field, 'a.png', 'png')],
          ['wrong boundary', 'multipart/form-data; boundary=XYZ', `${part('ABC', field, 'a.png', 'png')}\r\n--ABC--\r\n`],
          ['truncated', 'multipart/form-data; boundary=XYZ', part('XYZ', field, 'a.png', 'png-cut-sh')],
          ['NUL in the file name', 'multipart/form-data; boundary=XYZ', `${part('XYZ', field, 'a\u0000.png', TINY_PNG.toString('latin1'))}\r\n--XYZ--\r\n`],
        ];
        for (const [label, contentType, payload] of cases) {
          const res = await t.request({ method: 'POST', url, token: admin, headers: { 'content-type': contentType }, payload: Buffer.from(payload, 'latin1') });
          expect(res.statusCode, `${url} ${label}`).toBe(200);
          const body = res.json<{ code: number; msg: string; data: unknown }>();
          expect(body.code, `${url} ${label}: ${body.msg}`).toBe(BAD_REQUEST);
          expect(body.msg, `${url} ${label}`).toMatch(label === 'NUL in the file name' ? /文件名不能包含控制字符/ : /不是完整的 multipart\/form-data 请求/);
          expect(body.data).toBeNull();
        }
      }
      expect(await fileCount()).toBe(before);
    });

    it('still accepts a well-formed upload, and refuses a NUL in a text field of the form', async () => {
      const good = await multipart({ file: { filename: 'ok.png', content: TINY_PNG, contentType: 'image/png' } });
      expect((await t.api({ method: 'POST', url: '/admin-api/infra/file/upload', token: admin, payload: good.payload, headers: good.headers })).code).toBe(0);
      const nulField = await multipart({ path: 'a\u0000b.png', file: { filename: 'ok.png', content: TINY_PNG, contentType: 'image/png' } });
      const res = await t.api({ method: 'POST', url: '/admin-api/infra/file/upload', token: admin, payload: nulField.payload, headers: nulField.headers });
      expect(res).toMatchObject({ code: BAD_REQUEST, msg: expect.stringContaining('path 不能包含 NUL 字符') });
    });
  });

  describe('deep JSON (item 2)', () => {
    const logRows = async () =>
      Number(
        (
          await t.database.db
            .selectFrom('system_operate_log')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('requestUrl', '=', '/admin-api/system/post/create')
            .where('resultCode', '=', BAD_REQUEST)
            .executeTakeFirstOrThrow()
        ).n,
      );

    it('refuses a body nested 20,000 levels with code 400 and still writes its operate-log row', async () => {
      const before = await logRows();
      const res = await t.request({ method: 'POST', url: '/admin-api/system/post/create', token: admin, headers: { 'content-type': 'application/json' }, payload: nestedJson(20_000) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ code: BAD_REQUEST, msg: `请求参数不正确:JSON 嵌套不能超过 ${MAX_JSON_DEPTH} 层`, data: null });
      expect(await logRows()).toBe(before + 1);
      // Anonymous: the same answer from a public route.
      const anonymous = await t.request({ method: 'POST', url: '/admin-api/audit/lawyer/open/submit', headers: { 'content-type': 'application/json' }, payload: nestedJson(20_000) });
      expect(anonymous.json()).toMatchObject({ code: BAD_REQUEST, msg: expect.stringContaining('JSON 嵌套') });
    });

    it('lets JSON up to the limit through to validation, counts brackets inside strings as text, and keeps prototype-poisoning protection', async () => {
      const atLimit = await t.api({ method: 'POST', url: '/admin-api/system/post/create', token: admin, headers: { 'content-type': 'application/json' }, payload: nestedJson(MAX_JSON_DEPTH) });
      expect(atLimit).toMatchObject({ code: BAD_REQUEST, msg: '请求参数不正确:body.name 不能为空' });
      const overLimit = await t.api({ method: 'POST', url: '/admin-api/system/post/create', token: admin, headers: { 'content-type': 'application/json' }, payload: nestedJson(MAX_JSON_DEPTH + 1) });
      expect(overLimit.msg).toContain('JSON 嵌套');
      const brackets = await t.api({
        method: 'POST',
        url: '/admin-api/system/post/create',
        token: admin,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ name: `岗${'['.repeat(20)}`, code: `c\\"${'{'.repeat(40)}`, sort: 1, status: 0, remark: '['.repeat(500) }),
      });
      expect(brackets.msg).not.toContain('JSON 嵌套');
      const poisoned = await t.api({ method: 'POST', url: '/admin-api/system/post/create', token: admin, headers: { 'content-type': 'application/json' }, payload: '{"name":"x","__proto__":{"admin":true}}' });
      expect(poisoned.code).toBe(BAD_REQUEST);
    });

    it('masks an object nested 20,000 levels without a stack overflow, in bounded size', () => {
      let deep: Record<string, unknown> = { leaf: 1 };
      for (let i = 0; i < 20_000; i++) deep = { a: deep };
      const text = JSON.stringify(maskParams({ body: deep }));
      expect(text.length).toBeLessThan(200);
      const long = 'x'.repeat(5000);
      const wide = Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`k${i}`, long]));
      expect(JSON.stringify(maskParams({ body: wide, list: Array.from({ length: 20_000 }, () => wide) })).length).toBeLessThan(100_000);
    });
  });

  describe('every answer under /admin-api is an envelope (item 3)', () => {
    it('answers a 10 kB path parameter in the envelope', async () => {
      const res = await t.request({ method: 'GET', url: `/admin-api/system/dict-data/type/${'a'.repeat(10_240)}`, token: admin });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ code: BAD_REQUEST, msg: '请求参数不正确:路径参数过长', data: null });
      // Answered before any hook: the security headers are there all the same.
      expect(res.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'cache-control': 'no-store' });
      const badEscape = await t.request({ method: 'GET', url: '/admin-api/system/dict-data/type/%zz', token: admin });
      expect(badEscape.statusCode).toBe(200);
      expect(badEscape.json()).toEqual({ code: BAD_REQUEST, msg: '请求参数不正确:请求地址格式不正确', data: null });
    });

    it('refuses a date range bound outside years 1–9999 (found by the fuzz pass: 9007199254740993 ms was a 500)', async () => {
      for (const bound of ['9007199254740993', '-271821-04-20T00:00:00Z', '10000-01-01 00:00:00']) {
        const res = await t.api({ method: 'GET', url: `/admin-api/system/role/page?createTime[]=${encodeURIComponent(bound)}&createTime[]=1`, token: admin });
        expect(res, bound).toEqual({ code: BAD_REQUEST, msg: '请求参数不正确:createTime[0] 时间格式不正确', data: null });
      }
      expect((await t.api({ method: 'GET', url: '/admin-api/system/role/page?createTime[]=0&createTime[]=253402300799999', token: admin })).code).toBe(0);
    });

    it('answers a file that does not exist in the envelope', async () => {
      const res = await t.request({ method: 'GET', url: '/admin-api/infra/file/0/get/no/such/file.png' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json()).toEqual({ code: 1001003001, msg: '文件不存在', data: null });
    });

    it('answers a 100 kB and a 300 kB query string through a real socket in the envelope', async () => {
      const port = await listenOnLoopback(t);
      // 100 kB reaches the route (anonymous here, so the guard answers).
      const long = await rawGet(port, `/admin-api/system/post/page?pageNo=1&pageSize=10&name=${'a'.repeat(100_000)}`);
      expect(long.status).toBe(200);
      expect(JSON.parse(long.body)).toEqual({ code: 401, msg: '账号未登录', data: null });
      // Past Node's header limit: still the envelope, not Node's 431.
      const huge = await rawGet(port, `/admin-api/system/post/page?name=${'a'.repeat(300_000)}`);
      expect(huge.status).toBe(200);
      expect(huge.type).toContain('application/json');
      expect(JSON.parse(huge.body)).toMatchObject({ code: BAD_REQUEST, msg: expect.stringContaining('请求头或地址过长'), data: null });
      expect(huge.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'cache-control': 'no-store' });
    });
  });

  describe('personal numbers in the operate log (item 8)', () => {
    const idCard = (() => {
      const first17 = '11010519900307123';
      return first17 + idCardCheckCode(first17);
    })();
    const masked = `110105********${idCard.slice(-4)}`;

    it('masks the applicant\'s ID number in the decision\'s before/after rows and in a staff registration\'s parameters', async () => {
      const image = await uploadLawyerImage(t);
      const application = lawyerApplication(image, { name: '脱敏律师', idCard, licenceNo: '11101201510123456' });
      const created = await t.api<number>({ method: 'POST', url: '/admin-api/audit/lawyer/create', token: admin, payload: application });
      expect(created.code).toBe(0);
      const registration = await lastOperateLog(t, '代为登记律师申请');
      expect(registration?.javaMethodArgs).not.toContain(idCard);
      expect(JSON.parse(registration!.javaMethodArgs)).toMatchObject({ body: { idCard: masked, mobile: '13912345678' } });
      expect(JSON.stringify(registration?.exts)).not.toContain(idCard);

      expect((await t.api({ method: 'PUT', url: '/admin-api/audit/lawyer/approve', token: admin, payload: { id: created.data, version: 1 } })).code).toBe(0);
      const decision = await lastOperateLog(t, '审核通过');
      expect(JSON.stringify(decision?.exts)).not.toContain(idCard);
      expect(decision?.exts).toMatchObject({ before: { id: created.data, status: 0, idCard: masked }, after: { status: 1, idCard: masked, mobile: '13912345678' } });
    });

    it('recognises ID, passport and bank-card keys in any spelling, masks whatever they hold, and leaves other fields alone', () => {
      for (const key of ['idCard', 'id_card', 'IDCard', 'idCardNo', 'applicantIdCard', 'idNo', 'idNumber', 'passport', 'passportNo', 'bankCard', 'bankCardNo', 'bank_account', 'cardNo', 'creditCard', 'password', 'accessToken']) {
        expect(sensitiveField(key), key).toBeDefined();
      }
      for (const key of ['id', 'ids', 'userId', 'idCardFrontUrl', 'licenceNo', 'mobile', 'paidNo', 'cardinal', 'name']) {
        expect(sensitiveField(key), key).toBeUndefined();
      }
      expect(maskParams({ passportNo: 'E12345678', bankCardNo: 6222021234567890, idCards: ['x'], list: [{ idCard }], idCardFrontUrl: '/x.png', newPassword: { a: 'b' } })).toEqual({
        passportNo: '*****5678',
        bankCardNo: '622202******7890',
        idCards: ['x'],
        list: [{ idCard: masked }],
        idCardFrontUrl: '/x.png',
        newPassword: { a: '******' },
      });
    });
  });
});
