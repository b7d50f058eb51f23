/** Lawyer qualification audit: values shared by the server and the web app. */

/** Dictionary lawyer_audit_status. */
export const LawyerStatus = { PENDING: 0, APPROVED: 1, REJECTED: 2 } as const;
export type LawyerStatusValue = (typeof LawyerStatus)[keyof typeof LawyerStatus];

/** What an audit-trail entry records. */
export const LawyerAction = {
  /** The applicant submitted through the client app. */
  SUBMIT: 0,
  APPROVE: 1,
  REJECT: 2,
  /** A rejected applicant submitted again; the application went back to pending. */
  RESUBMIT: 3,
  /** A staff member registered the application on the applicant's behalf. */
  REGISTER: 4,
} as const;

/** Practice licence numbers (执业证号) are 17 digits. */
export const LICENCE_NO_PATTERN = '^\\d{17}$';
/** 15-digit (first generation) or 18-digit ID card numbers; the 18-digit checksum is checked by isValidIdCard. */
export const ID_CARD_PATTERN = '^(\\d{15}|\\d{17}[\\dXx])$';

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK_CODES = '10X98765432';

/** The check character of an 18-digit ID card number from its first 17 digits (GB 11643, ISO 7064 MOD 11-2). */
export function idCardCheckCode(first17: string): string {
  let sum = 0;
  ID_WEIGHTS.forEach((weight, i) => (sum += Number(first17.charAt(i)) * weight));
  return ID_CHECK_CODES.charAt(sum % 11);
}

function validBirthDate(yyyymmdd: string): boolean {
  const y = Number(yyyymmdd.slice(0, 4));
  const m = Number(yyyymmdd.slice(4, 6));
  const d = Number(yyyymmdd.slice(6, 8));
  const date = new Date(Date.UTC(y, m - 1, d));
  return y >= 1900 && date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** 15 digits, or 18 with a valid birth date and check character. */
export function isValidIdCard(value: string): boolean {
  if (!new RegExp(ID_CARD_PATTERN).test(value)) return false;
  if (value.length === 15) return validBirthDate(`19${value.slice(6, 12)}`);
  return validBirthDate(value.slice(6, 14)) && idCardCheckCode(value.slice(0, 17)) === value.charAt(17).toUpperCase();
}

/** First year of practice: from 1950 to this year. */
export const PRACTICE_START_MIN_YEAR = 1950;

export const SPECIALTIES_MAX = 5;
export const BIOGRAPHY_MAX = 500;
export const REASON_MAX = 200;

/** Provinces, municipalities and autonomous regions of the People's Republic of China (the region's first level). */
export const PROVINCES = [
  '北京市', '天津市', '河北省', '山西省', '内蒙古自治区', '辽宁省', '吉林省', '黑龙江省', '上海市', '江苏省', '浙江省',
  '安徽省', '福建省', '江西省', '山东省', '河南省', '湖北省', '湖南省', '广东省', '广西壮族自治区', '海南省', '重庆市',
  '四川省', '贵州省', '云南省', '西藏自治区', '陕西省', '甘肃省', '青海省', '宁夏回族自治区', '新疆维吾尔自治区',
  '台湾省', '香港特别行政区', '澳门特别行政区',
] as const;
