import { sql } from 'kysely';
import { idCardCheckCode, LawyerAction, LawyerStatus } from '@console/contracts/lawyer';
import type { Db } from '../database';
import type { NewRow } from '../schema';
import { saveFile } from '../../platform/file-store';
import { lawyerDemoImages } from './lawyer-images';

/**
 * A demo queue for the landing screen: applications in every status, some rejected and
 * resubmitted, with their audit trails, so `/audit/lawyer` is alive on first start. Seeded once, in the
 * default tenant, by fixed ids; never touched again.
 */
const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴', '徐', '孙', '胡', '朱', '高', '林', '何', '郭'];
const GIVEN = ['建国', '晓明', '思远', '雅琴', '子涵', '海峰', '丽娟', '文博', '嘉怡', '志强', '婉清', '浩然', '欣怡', '国栋', '雪梅', '俊杰', '梦瑶', '振华'];
const REGIONS: Array<{ province: string; city: string; code: string }> = [
  { province: '北京市', city: '朝阳区', code: '110105' },
  { province: '上海市', city: '浦东新区', code: '310115' },
  { province: '广东省', city: '广州市', code: '440106' },
  { province: '广东省', city: '深圳市', code: '440305' },
  { province: '浙江省', city: '杭州市', code: '330106' },
  { province: '江苏省', city: '南京市', code: '320102' },
  { province: '四川省', city: '成都市', code: '510104' },
  { province: '湖北省', city: '武汉市', code: '420102' },
  { province: '湖南省', city: '长沙市', code: '430102' },
  { province: '山东省', city: '青岛市', code: '370202' },
];
const FIRMS = ['明正', '衡信', '君诚', '德立', '天平', '正源', '金桥', '华章', '嘉和', '同力'];
const BIOS = [
  '长期专注于民商事诉讼，代理案件逾百件，擅长通过调解化解纠纷。',
  '曾任企业法务，熟悉公司治理与合规，为多家中小企业担任常年法律顾问。',
  '执业以来办理刑事案件数十件，坚持程序正义，注重与当事人沟通。',
  '擅长劳动争议与社会保险纠纷，热心参与法律援助与普法宣传。',
  '',
];
export const REJECT_REASONS = ['执业证照片不清晰，请重新拍摄上传', '身份证信息与执业证信息不一致', '执业证号无法在司法行政机关查询到', '执业年限与执业证记载不符'];

const MOBILE_PREFIXES = ['38', '39', '86', '58', '37', '89', '50', '36', '87', '59'];
const DEMO_COUNT = 36;
const DAY = 86_400_000;
const AUDITOR = { id: 1, name: '芋道源码' };

/** Deterministic, so every start (and every test database) sees the same demo. */
function idCard(regionCode: string, birth: Date, seq: number, sex: number): string {
  const y = birth.getUTCFullYear();
  const m = String(birth.getUTCMonth() + 1).padStart(2, '0');
  const d = String(birth.getUTCDate()).padStart(2, '0');
  // The 17th digit is odd for men, even for women.
  const order = String((seq % 50) * 2 + (sex === 1 ? 1 : 2)).padStart(3, '0');
  const first17 = `${regionCode}${y}${m}${d}${order}`;
  return first17 + idCardCheckCode(first17);
}

export async function seedLawyerDemo(db: Db, tenantId: number): Promise<void> {
  const seeded = await db.selectFrom('audit_lawyer').select('id').where('id', '=', 1).executeTakeFirst();
  if (seeded) return;
  const images = await lawyerDemoImages();
  const url = async (name: string, content: Buffer) =>
    (await saveFile(db, { name, content, type: 'image/png', dir: 'lawyer', ext: 'png', actorId: AUDITOR.id })).url;
  const licencePhotoUrl = await url('执业证.png', images.licence);
  const idCardFrontUrl = await url('身份证人像面.png', images.idFront);
  const idCardBackUrl = await url('身份证国徽面.png', images.idBack);

  const now = Date.now();
  const applications: NewRow<'audit_lawyer'>[] = [];
  const records: NewRow<'audit_lawyer_record'>[] = [];
  for (let i = 0; i < DEMO_COUNT; i++) {
    const id = i + 1;
    const region = REGIONS[i % REGIONS.length]!;
    const sex = i % 3 === 1 ? 2 : 1;
    const startYear = 2003 + ((i * 7) % 20);
    const birth = new Date(Date.UTC(startYear - 25 - (i % 5), (i * 5) % 12, 1 + ((i * 11) % 28)));
    // Rows 1–18 pending, 19–28 approved, 29–36 rejected; 13–16 are pending again after a rejection.
    const status = id <= 18 ? LawyerStatus.PENDING : id <= 28 ? LawyerStatus.APPROVED : LawyerStatus.REJECTED;
    const resubmitted = id >= 13 && id <= 16;
    const submitTime = now - (DEMO_COUNT - i) * 0.55 * DAY - (i % 4) * 3_600_000;
    const firstSubmit = resubmitted ? submitTime - 4 * DAY : submitTime;
    const decided = status !== LawyerStatus.PENDING;
    const auditTime = submitTime + (1 + (i % 3)) * 3_600_000 * 5;
    const reason = status === LawyerStatus.REJECTED ? REJECT_REASONS[i % REJECT_REASONS.length] : null;
    applications.push({
      id,
      name: SURNAMES[i % SURNAMES.length]! + GIVEN[(i * 5) % GIVEN.length]!,
      sex,
      mobile: `1${MOBILE_PREFIXES[i % MOBILE_PREFIXES.length]}${String((i * 48_271 * 7_919 + 13_579_246) % 100_000_000).padStart(8, '0')}`,
      idCard: idCard(region.code, birth, i, sex),
      licenceNo: `1${region.code.slice(0, 4)}${startYear}1${String((i * 7_919_093 + 1_234_567) % 10_000_000).padStart(7, '0')}`,
      lawFirm: `${region.province.replace(/(省|市)$/, '')}${FIRMS[(i * 3) % FIRMS.length]}律师事务所`,
      province: region.province,
      city: region.city,
      practiceStartYear: startYear,
      specialties: JSON.stringify([String((i % 10) + 1), String(((i + 3) % 10) + 1)]),
      biography: BIOS[i % BIOS.length],
      licencePhotoUrl,
      idCardFrontUrl,
      idCardBackUrl,
      status,
      submitTime: new Date(submitTime),
      submitCount: resubmitted ? 2 : 1,
      version: (resubmitted ? 3 : 1) + (decided ? 1 : 0),
      auditUserId: decided ? AUDITOR.id : null,
      auditUserName: decided ? AUDITOR.name : null,
      auditTime: decided ? new Date(auditTime) : null,
      auditReason: reason,
      createTime: new Date(firstSubmit),
      updateTime: new Date(decided ? auditTime : submitTime),
      tenantId,
    });
    const record = (action: number, recordStatus: number, at: number, byAuditor: boolean, recordReason: string | null = null) =>
      records.push({
        lawyerId: id,
        action,
        status: recordStatus,
        reason: recordReason,
        operatorId: byAuditor ? AUDITOR.id : null,
        operatorName: byAuditor ? AUDITOR.name : '',
        createTime: new Date(at),
        tenantId,
      });
    record(LawyerAction.SUBMIT, LawyerStatus.PENDING, firstSubmit, false);
    if (resubmitted) {
      record(LawyerAction.REJECT, LawyerStatus.REJECTED, firstSubmit + DAY, true, REJECT_REASONS[0]);
      record(LawyerAction.RESUBMIT, LawyerStatus.PENDING, submitTime, false);
    }
    if (decided) record(status === LawyerStatus.APPROVED ? LawyerAction.APPROVE : LawyerAction.REJECT, status, auditTime, true, reason);
  }
  await db.insertInto('audit_lawyer').values(applications).onConflict((oc) => oc.doNothing()).execute();
  await db.insertInto('audit_lawyer_record').values(records).execute();
  for (const table of ['audit_lawyer', 'audit_lawyer_record']) {
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), greatest((select max(id) from ${sql.table(table)}), 1))`.execute(db);
  }
}
