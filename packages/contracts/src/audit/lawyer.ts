import { Type } from 'typebox';
import { BIOGRAPHY_MAX, ID_CARD_PATTERN, LICENCE_NO_PATTERN, REASON_MAX, SPECIALTIES_MAX } from '../lawyer';
import { MOBILE_LENGTH, MOBILE_PATTERN } from '../validation';
import { Body, DateRange, Id, Int32, Nullable, Paging } from '../schema';

/** An application as the applicant (or a staff member on their behalf) submits it. */
export const applicationFields = {
  name: Type.String({ minLength: 2, maxLength: 30, description: '姓名' }),
  sex: Type.Integer({ minimum: 1, maximum: 2, description: '性别，见 system_user_sex 字典' }),
  mobile: Type.String({ pattern: MOBILE_PATTERN, maxLength: MOBILE_LENGTH, description: '手机号' }),
  idCard: Type.String({ pattern: ID_CARD_PATTERN, description: '身份证号（15 或 18 位）' }),
  licenceNo: Type.String({ pattern: LICENCE_NO_PATTERN, description: '执业证号（17 位数字）' }),
  lawFirm: Type.String({ minLength: 2, maxLength: 100, description: '律师事务所' }),
  province: Type.String({ minLength: 2, maxLength: 20, description: '省份' }),
  city: Type.String({ minLength: 1, maxLength: 30, description: '城市' }),
  practiceStartYear: Type.Integer({ minimum: 1950, maximum: 2100, description: '执业起始年份' }),
  specialties: Type.Array(Type.String({ minLength: 1, maxLength: 10 }), {
    minItems: 1,
    maxItems: SPECIALTIES_MAX,
    uniqueItems: true,
    description: '专业领域，见 lawyer_specialty 字典',
  }),
  biography: Type.Optional(Type.String({ maxLength: BIOGRAPHY_MAX, description: '个人简介' })),
  licencePhotoUrl: Type.String({ minLength: 1, maxLength: 1024, description: '执业证照片（上传接口返回的地址）' }),
  idCardFrontUrl: Type.String({ minLength: 1, maxLength: 1024, description: '身份证人像面' }),
  idCardBackUrl: Type.String({ minLength: 1, maxLength: 1024, description: '身份证国徽面' }),
};
export const LawyerSubmit = Body(applicationFields);

export const LawyerFilter = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 30 })),
  mobile: Type.Optional(Type.String({ maxLength: 20 })),
  licenceNo: Type.Optional(Type.String({ maxLength: 17 })),
  lawFirm: Type.Optional(Type.String({ maxLength: 100 })),
  province: Type.Optional(Type.String({ maxLength: 20 })),
  city: Type.Optional(Type.String({ maxLength: 30 })),
  specialty: Type.Optional(Type.String({ maxLength: 10 })),
  status: Type.Optional(Type.Integer({ minimum: 0, maximum: 2, description: '状态，见 lawyer_audit_status 字典' })),
  submitTime: Type.Optional(DateRange),
});
export const LawyerPageQuery = Type.Object({ ...Paging, ...LawyerFilter.properties });
export const NextPendingQuery = Type.Object({ currentId: Type.Optional(Id()), ...LawyerFilter.properties });

export const LawyerRow = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  sex: Type.Integer(),
  mobile: Type.String(),
  licenceNo: Type.String(),
  lawFirm: Type.String(),
  province: Type.String(),
  city: Type.String(),
  practiceStartYear: Type.Integer(),
  specialties: Type.Array(Type.String()),
  status: Type.Integer(),
  submitTime: Type.Integer(),
  submitCount: Type.Integer(),
  version: Type.Integer(),
  auditUserName: Nullable(Type.String()),
  auditTime: Nullable(Type.Integer()),
  auditReason: Nullable(Type.String()),
});

export const LawyerRecord = Type.Object({
  id: Type.Integer(),
  action: Type.Integer({ description: '0 提交 1 通过 2 驳回 3 重新提交 4 代为登记' }),
  status: Type.Integer(),
  reason: Nullable(Type.String()),
  operatorName: Type.String(),
  createTime: Type.Integer(),
});

export const LawyerDetail = Type.Object({
  ...LawyerRow.properties,
  idCard: Type.String(),
  biography: Type.String(),
  licencePhotoUrl: Type.String(),
  idCardFrontUrl: Type.String(),
  idCardBackUrl: Type.String(),
  records: Type.Array(LawyerRecord),
});

export const StatusCounts = Type.Object({ pending: Type.Integer(), approved: Type.Integer(), rejected: Type.Integer() });

export const Decision = Body({
  id: Id(),
  version: Int32({ minimum: 1, description: '审核时看到的版本（乐观锁）' }),
});
export const Rejection = Body({
  ...Decision.properties,
  reason: Type.String({ maxLength: REASON_MAX, description: '驳回原因' }),
});

const BatchItems = Type.Array(Type.Object({ id: Id(), version: Int32({ minimum: 1 }) }, { additionalProperties: false }), {
  minItems: 1,
  maxItems: 100,
});
export const BatchDecision = Body({ items: BatchItems });
export const BatchRejection = Body({ items: BatchItems, reason: Type.String({ maxLength: REASON_MAX, description: '驳回原因' }) });

export const BatchResult = Type.Object({
  decided: Type.Array(Type.Integer()),
  skipped: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), msg: Type.String() })),
});

export const UploadResult = Type.Object({ url: Type.String() });
