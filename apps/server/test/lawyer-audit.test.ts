import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idCardCheckCode, isValidIdCard, LawyerAction } from '@console/contracts/lawyer';
import { createTenant, createUserWithPermissions } from './support/fixtures';
import { readXlsx } from './support/tenant-helpers';
import { createTestApp, type TestApp } from './support/test-app';
import { lastOperateLog, multipart, TINY_PNG } from './support/users';

const API = '/admin-api/audit/lawyer';
const ALL = ['audit:lawyer:query', 'audit:lawyer:audit', 'audit:lawyer:export', 'audit:lawyer:create'];

interface Row {
  id: number;
  name: string;
  status: number;
  version: number;
  submitCount: number;
  lawFirm: string;
  auditUserName: string | null;
  auditReason: string | null;
}
interface Detail extends Row {
  idCard: string;
  records: Array<{ action: number; status: number; reason: string | null; operatorName: string }>;
}

/** A valid 18-digit ID card number for a sequence number. */
const idCardFor = (n: number) => {
  const first17 = `11010519850307${String(100 + (n % 900)).padStart(3, '0')}`;
  return first17 + idCardCheckCode(first17);
};
let licenceSeq = 0;
const nextLicence = () => `9${String(Date.now() % 1e9).padStart(9, '0')}${String(++licenceSeq).padStart(7, '0')}`;

describe('lawyer audit', () => {
  let t: TestApp;
  let admin: string;
  let imageUrl: string;

  const rowCounts = async () => {
    const count = async (table: 'audit_lawyer' | 'audit_lawyer_record') =>
      Number((await t.database.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    return { lawyers: await count('audit_lawyer'), records: await count('audit_lawyer_record') };
  };

  const application = (overrides: Record<string, unknown> = {}) => ({
    name: '测试律师',
    sex: 1,
    mobile: '13912345678',
    idCard: idCardFor(licenceSeq + 1),
    licenceNo: nextLicence(),
    lawFirm: '北京测试律师事务所',
    province: '北京市',
    city: '海淀区',
    practiceStartYear: 2015,
    specialties: ['1', '3'],
    biography: '专注合同纠纷。',
    licencePhotoUrl: imageUrl,
    idCardFrontUrl: imageUrl,
    idCardBackUrl: imageUrl,
    ...overrides,
  });

  const submit = (body: object, headers: Record<string, string> = {}) =>
    t.api<{ id: number; resubmitted: boolean }>({ method: 'POST', url: `${API}/open/submit`, payload: body, headers });
  const detail = async (id: number, token = admin) => (await t.api<Detail>({ method: 'GET', url: `${API}/get?id=${id}`, token })).data;
  const approve = (id: number, version: number, token = admin) => t.api({ method: 'PUT', url: `${API}/approve`, token, payload: { id, version } });
  const reject = (id: number, version: number, reason: string, token = admin) =>
    t.api({ method: 'PUT', url: `${API}/reject`, token, payload: { id, version, reason } });

  beforeAll(async () => {
    t = await createTestApp({ lawyerIntake: { ipLimit: 100_000, windowSeconds: 3600 } });
    admin = (await t.login()).accessToken;
    const form = await multipart({ file: { filename: 'licence.png', content: TINY_PNG, contentType: 'image/png' } });
    const uploaded = await t.api<{ url: string }>({ method: 'POST', url: `${API}/open/upload`, payload: form.payload, headers: form.headers });
    expect(uploaded.code).toBe(0);
    imageUrl = uploaded.data.url;
  });
  afterAll(() => t?.close());

  describe('demo data', () => {
    it('lands on a queue in every status, pending first and oldest first', async () => {
      const counts = await t.api<{ pending: number; approved: number; rejected: number }>({ method: 'GET', url: `${API}/status-counts`, token: admin });
      expect(counts.data).toEqual({ pending: 18, approved: 10, rejected: 8 });
      const page = await t.api<{ list: Array<Row & { submitTime: number }>; total: number }>({
        method: 'GET',
        url: `${API}/page?pageNo=1&pageSize=100&status=0`,
        token: admin,
      });
      expect(page.data.total).toBe(18);
      const times = page.data.list.map((r) => r.submitTime);
      expect(times).toEqual([...times].sort((a, b) => a - b));
    });

    it('keeps the trail of a rejected-then-resubmitted demo application', async () => {
      const resubmitted = await t.database.db.selectFrom('audit_lawyer').select('id').where('submitCount', '=', 2).orderBy('id').executeTakeFirstOrThrow();
      const d = await detail(resubmitted.id);
      expect(d.records.map((r) => r.action)).toEqual([LawyerAction.SUBMIT, LawyerAction.REJECT, LawyerAction.RESUBMIT]);
      expect(isValidIdCard(d.idCard)).toBe(true);
    });
  });

  describe('intake', () => {
    it('accepts a valid application as pending with a submission in its trail', async () => {
      const res = await submit(application({ name: '  李明  ' }));
      expect(res.code).toBe(0);
      expect(res.data.resubmitted).toBe(false);
      const d = await detail(res.data.id);
      expect(d).toMatchObject({ name: '李明', status: 0, submitCount: 1, version: 1, auditUserName: null });
      expect(d.records).toEqual([expect.objectContaining({ action: LawyerAction.SUBMIT, status: 0, operatorName: '' })]);
    });

    it('refuses uploads that are not images', async () => {
      const form = await multipart({ file: { filename: 'x.png', content: Buffer.from('<svg onload=alert(1)>'), contentType: 'image/png' } });
      const res = await t.api({ method: 'POST', url: `${API}/open/upload`, payload: form.payload, headers: form.headers });
      expect(res.code).toBe(400);
      expect(res.msg).toContain('只能上传');
    });

    const ID17 = '11010519850307123';
    const wrongCheck = ID17 + (idCardCheckCode(ID17) === '0' ? '1' : '0');
    it.each([
      ['name missing', { name: undefined }, 'body.name 不能为空'],
      ['name blank after trimming', { name: '  张 ' }, 'body.name'],
      ['mobile malformed', { mobile: '1234567' }, 'body.mobile 格式不正确'],
      ['ID card with a wrong check digit', { idCard: wrongCheck }, 'body.idCard 身份证号不正确'],
      ['ID card with an impossible birth date', { idCard: '110105198513071234' }, 'body.idCard'],
      ['ID card of 16 digits', { idCard: '1101051985030712' }, 'body.idCard 格式不正确'],
      ['licence of 16 digits', { licenceNo: '1234567890123456' }, 'body.licenceNo 格式不正确'],
      ['licence with a letter', { licenceNo: '1234567890123456A' }, 'body.licenceNo 格式不正确'],
      ['law firm empty', { lawFirm: '' }, 'body.lawFirm'],
      ['unknown province', { province: '火星省' }, 'body.province 省份不正确'],
      ['city empty', { city: '' }, 'body.city'],
      // Two years ahead: still in the future if the year turns between this line and the server's check.
      ['practice year in the future', { practiceStartYear: new Date().getFullYear() + 2 }, 'body.practiceStartYear'],
      ['no specialty', { specialties: [] }, 'body.specialties'],
      ['unknown specialty', { specialties: ['1', '999'] }, '专业领域不正确：999'],
      ['the same specialty twice', { specialties: ['1', '1'] }, 'body.specialties'],
      ['attachment elsewhere', { licencePhotoUrl: 'https://evil.example/x.png' }, 'body.licencePhotoUrl 请上传图片'],
      ['attachment not uploaded', { idCardBackUrl: '/admin-api/infra/file/0/get/lawyer/nothing.png' }, 'body.idCardBackUrl'],
      ['sex outside the dictionary', { sex: 3 }, 'body.sex'],
      ['biography too long', { biography: '长'.repeat(501) }, 'body.biography 长度不能超过 500'],
    ])('refuses %s with a clear message and writes nothing', async (_label, overrides, message) => {
      const before = await rowCounts();
      const res = await submit(application(overrides));
      expect(res.code).toBe(400);
      expect(res.msg).toContain(message);
      expect(await rowCounts()).toEqual(before);
    });

    it('limits submissions per IP', async () => {
      const limited = await createTestApp({ lawyerIntake: { ipLimit: 2, windowSeconds: 3600 } });
      try {
        const codes = [];
        for (let i = 0; i < 3; i++) {
          codes.push((await limited.api({ method: 'POST', url: `${API}/open/submit`, payload: { name: 'x' } })).code);
        }
        expect(codes).toEqual([400, 400, 429]);
      } finally {
        await limited.close();
      }
    });
  });

  describe('resubmission', () => {
    it('returns a rejected application to pending, keeping its history', async () => {
      const body = application();
      const { id } = (await submit(body)).data;
      expect((await reject(id, 1, '执业证照片不清晰')).code).toBe(0);
      const again = await submit({ ...body, lawFirm: '上海新所律师事务所' });
      expect(again.code).toBe(0);
      expect(again.data).toEqual({ id, resubmitted: true });
      const d = await detail(id);
      expect(d).toMatchObject({ status: 0, submitCount: 2, version: 3, lawFirm: '上海新所律师事务所', auditUserName: null, auditReason: null });
      expect(d.records.map((r) => [r.action, r.reason])).toEqual([
        [LawyerAction.SUBMIT, null],
        [LawyerAction.REJECT, '执业证照片不清晰'],
        [LawyerAction.RESUBMIT, null],
      ]);
    });

    it('refuses a resubmission while pending, after approval, or from another identity', async () => {
      const body = application();
      const { id } = (await submit(body)).data;
      expect((await submit(body)).code).toBe(1050001003);
      expect((await submit({ ...body, idCard: idCardFor(licenceSeq + 500) })).code).toBe(1050001005);
      await approve(id, 1);
      const before = await detail(id);
      expect((await submit({ ...body, lawFirm: '改名律师事务所' })).code).toBe(1050001004);
      expect(await detail(id)).toEqual(before);
    });
  });

  describe('decisions', () => {
    it('approves a pending application: status, auditor, trail and operation log', async () => {
      const { id } = (await submit(application())).data;
      expect((await approve(id, 1)).code).toBe(0);
      const d = await detail(id);
      expect(d).toMatchObject({ status: 1, version: 2, auditUserName: '芋道源码' });
      expect(d.records.at(-1)).toMatchObject({ action: LawyerAction.APPROVE, status: 1, operatorName: '芋道源码' });
      const log = await lastOperateLog(t, '审核通过');
      expect(log?.module).toBe('律师审核');
      expect(log?.exts).toMatchObject({ before: { id, status: 0 }, after: { id, status: 1, auditUserName: '芋道源码' } });
    });

    it('never decides twice: the second decision names who decided and when', async () => {
      const { id } = (await submit(application())).data;
      await reject(id, 1, '身份证信息与执业证信息不一致');
      const before = await detail(id);
      const again = await approve(id, 1);
      expect(again.code).toBe(1050001001);
      expect(again.msg).toMatch(/该申请已由【芋道源码】于 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} 审核为「已驳回」/);
      expect(await detail(id)).toEqual(before);
    });

    it('of two auditors deciding at once, exactly one wins and nothing else changes', async () => {
      const a = await createUserWithPermissions(t, 'auditora', ALL);
      const b = await createUserWithPermissions(t, 'auditorb', ALL);
      const tokenA = (await t.login('auditora', a.password)).accessToken;
      const tokenB = (await t.login('auditorb', b.password)).accessToken;
      for (let round = 0; round < 3; round++) {
        const { id } = (await submit(application())).data;
        const [ra, rb] = await Promise.all([approve(id, 1, tokenA), reject(id, 1, '执业证号无法查询', tokenB)]);
        const codes = [ra.code, rb.code].sort();
        expect(codes).toEqual([0, 1050001001]);
        const loser = ra.code === 0 ? rb : ra;
        const winner = ra.code === 0 ? 'auditora' : 'auditorb';
        expect(loser.msg).toContain(`【${winner}】`);
        const d = await detail(id);
        expect(d.auditUserName).toBe(winner);
        expect(d.records.filter((r) => r.action === LawyerAction.APPROVE || r.action === LawyerAction.REJECT)).toHaveLength(1);
      }
    });

    it('refuses a decision on a version the auditor did not see', async () => {
      const body = application();
      const { id } = (await submit(body)).data;
      await reject(id, 1, '照片不清晰');
      await submit(body); // back to pending as version 3
      const before = await detail(id);
      expect((await approve(id, 1)).code).toBe(1050001002);
      expect(await detail(id)).toEqual(before);
      expect((await approve(id, 3)).code).toBe(0);
    });

    it('requires a reason to reject', async () => {
      const { id } = (await submit(application())).data;
      for (const reason of ['', '   ']) expect((await reject(id, 1, reason)).code).toBe(1050001006);
      expect((await detail(id)).status).toBe(0);
    });

    it('answers an unknown application clearly', async () => {
      expect((await approve(99_999_999, 1)).code).toBe(1050001000);
      expect((await t.api({ method: 'GET', url: `${API}/get?id=99999999`, token: admin })).code).toBe(1050001000);
    });

    it('decides a batch together and reports what it skipped', async () => {
      const ids = [];
      for (let i = 0; i < 3; i++) ids.push((await submit(application())).data.id);
      await approve(ids[2]!, 1);
      const res = await t.api<{ decided: number[]; skipped: Array<{ id: number; msg: string }> }>({
        method: 'PUT',
        url: `${API}/reject-batch`,
        token: admin,
        payload: { items: ids.map((id) => ({ id, version: 1 })), reason: '材料不全' },
      });
      expect(res.code).toBe(0);
      expect(res.data.decided).toEqual([ids[0], ids[1]]);
      expect(res.data.skipped).toEqual([expect.objectContaining({ id: ids[2], msg: expect.stringContaining('已通过') })]);
      for (const id of ids.slice(0, 2)) expect(await detail(id)).toMatchObject({ status: 2, auditReason: '材料不全' });
      const noReason = await t.api({ method: 'PUT', url: `${API}/reject-batch`, token: admin, payload: { items: [{ id: ids[0], version: 2 }], reason: '' } });
      expect(noReason.code).toBe(1050001006);
    });
  });

  describe('queue', () => {
    it('walks the pending queue in submission order and wraps at the end', async () => {
      const tag = `队列${Date.now() % 100000}`;
      const ids = [];
      for (let i = 0; i < 3; i++) ids.push((await submit(application({ lawFirm: `${tag}律师事务所` }))).data.id);
      const next = async (currentId?: number) =>
        (await t.api<number | null>({ method: 'GET', url: `${API}/next-pending?lawFirm=${encodeURIComponent(tag)}${currentId ? `&currentId=${currentId}` : ''}`, token: admin })).data;
      expect(await next()).toBe(ids[0]);
      expect(await next(ids[0])).toBe(ids[1]);
      expect(await next(ids[1])).toBe(ids[2]);
      expect(await next(ids[2])).toBe(ids[0]);
      await approve(ids[0]!, 1);
      await approve(ids[2]!, 1);
      expect(await next(ids[1])).toBeNull();
    });

    it('filters by specialty, region and status, and counts per status under the filters', async () => {
      const tag = `筛选${Date.now() % 100000}`;
      await submit(application({ lawFirm: `${tag}律师事务所`, specialties: ['8'], province: '四川省', city: '成都市' }));
      const { id } = (await submit(application({ lawFirm: `${tag}律师事务所`, specialties: ['2'], province: '四川省', city: '绵阳市' }))).data;
      await approve(id, 1);
      const page = async (q: string) =>
        (await t.api<{ list: Row[]; total: number }>({ method: 'GET', url: `${API}/page?lawFirm=${encodeURIComponent(tag)}&${q}`, token: admin })).data.total;
      expect(await page('specialty=8')).toBe(1);
      expect(await page(`province=${encodeURIComponent('四川省')}`)).toBe(2);
      expect(await page(`city=${encodeURIComponent('绵阳')}`)).toBe(1);
      expect(await page('status=1')).toBe(1);
      const counts = await t.api({ method: 'GET', url: `${API}/status-counts?lawFirm=${encodeURIComponent(tag)}`, token: admin });
      expect(counts.data).toEqual({ pending: 1, approved: 1, rejected: 0 });
    });
  });

  describe('staff', () => {
    it('registers on the applicant’s behalf, with the staff member in the trail', async () => {
      const form = await multipart({ file: { filename: 'front.png', content: TINY_PNG, contentType: 'image/png' } });
      const upload = await t.api<{ url: string }>({ method: 'POST', url: `${API}/upload`, token: admin, payload: form.payload, headers: form.headers });
      expect(upload.code).toBe(0);
      const res = await t.api<number>({ method: 'POST', url: `${API}/create`, token: admin, payload: application({ idCardFrontUrl: upload.data.url }) });
      expect(res.code).toBe(0);
      const d = await detail(res.data);
      expect(d.records).toEqual([expect.objectContaining({ action: LawyerAction.REGISTER, operatorName: '芋道源码' })]);
    });

    it('exports the filtered applications with the ID number masked', async () => {
      const body = application({ lawFirm: `导出${Date.now() % 100000}律师事务所` });
      await submit(body);
      const res = await t.request({ method: 'GET', url: `${API}/export?lawFirm=${encodeURIComponent(body.lawFirm)}`, token: admin });
      const rows = await readXlsx(res);
      expect(rows[0]).toEqual(expect.arrayContaining(['姓名', '身份证号', '执业证号', '专业领域', '状态', '审核意见']));
      expect(rows).toHaveLength(2);
      const cells = rows[1];
      expect(cells).toContain(body.licenceNo);
      expect(cells).toContain('婚姻家事、合同纠纷');
      expect(cells).toContain('待审核');
      expect(cells).not.toContain(body.idCard);
      expect(cells).toContain(`${body.idCard.slice(0, 6)}********${body.idCard.slice(-4)}`);
    });

    it('lets a query-only user read but not decide, register or export', async () => {
      const reader = await createUserWithPermissions(t, 'lawyerreader', ['audit:lawyer:query']);
      const token = (await t.login('lawyerreader', reader.password)).accessToken;
      const { id } = (await submit(application())).data;
      expect((await t.api({ method: 'GET', url: `${API}/page`, token })).code).toBe(0);
      expect((await t.api({ method: 'GET', url: `${API}/get?id=${id}`, token })).code).toBe(0);
      expect((await approve(id, 1, token)).code).toBe(403);
      expect((await reject(id, 1, 'x', token)).code).toBe(403);
      expect((await t.api({ method: 'PUT', url: `${API}/approve-batch`, token, payload: { items: [{ id, version: 1 }] } })).code).toBe(403);
      expect((await t.api({ method: 'POST', url: `${API}/create`, token, payload: application() })).code).toBe(403);
      expect((await t.api({ method: 'GET', url: `${API}/export`, token })).code).toBe(403);
      expect((await detail(id)).status).toBe(0);
      const none = await createUserWithPermissions(t, 'lawyernone', []);
      const noToken = (await t.login('lawyernone', none.password)).accessToken;
      expect((await t.api({ method: 'GET', url: `${API}/page`, token: noToken })).code).toBe(403);
    });
  });

  describe('tenant isolation', () => {
    it('keeps one tenant’s applications invisible and untouchable for another', async () => {
      const tenantB = await createTenant(t, '律所审核隔离租户');
      const user = await createUserWithPermissions(t, 'lawyerbadmin', ALL, tenantB);
      const token = (await t.login('lawyerbadmin', user.password, { 'tenant-id': String(tenantB) })).accessToken;
      const body = application();
      const { id: idA } = (await submit(body)).data;
      // The same licence may apply in another tenant: a separate application there.
      const inB = await submit(body, { 'tenant-id': String(tenantB) });
      expect(inB.code).toBe(0);
      expect(inB.data.id).not.toBe(idA);

      const page = await t.api<{ list: Row[]; total: number }>({ method: 'GET', url: `${API}/page?pageSize=100`, token });
      expect(page.data.list.map((r) => r.id)).toEqual([inB.data.id]);
      const counts = await t.api({ method: 'GET', url: `${API}/status-counts`, token });
      expect(counts.data).toEqual({ pending: 1, approved: 0, rejected: 0 });
      const before = await detail(idA);
      expect((await t.api({ method: 'GET', url: `${API}/get?id=${idA}`, token })).code).toBe(1050001000);
      expect((await approve(idA, 1, token)).code).toBe(1050001000);
      expect((await reject(idA, 1, '越权', token)).code).toBe(1050001000);
      const batch = await t.api<{ decided: number[] }>({ method: 'PUT', url: `${API}/approve-batch`, token, payload: { items: [{ id: idA, version: 1 }] } });
      expect(batch.data.decided).toEqual([]);
      expect((await t.api<number | null>({ method: 'GET', url: `${API}/next-pending`, token })).data).toBe(inB.data.id);
      const exported = await readXlsx(await t.request({ method: 'GET', url: `${API}/export`, token }));
      expect(exported.slice(1).map((r) => r[0])).toEqual([String(inB.data.id)]);
      expect(await detail(idA)).toEqual(before);
    });
  });
});
