import { maskIdCard } from './mask';

/**
 * The one list of fields that never reach a log as they were sent or stored (request parameters, the row before
 * and after a write, the answer; in the operate, access and error logs). Keys are matched in snake case (`idCard` →
 * `id_card`), so `applicantIdCard`, `id_card_no` and `IDCard` match alike. Add a field here and every log masks it;
 * the credentials' names also mark secrets inside text (`?password=`, `{"privateKey":…}`: platform/redact.ts).
 *
 * Mobile numbers are not listed: staff need them in full to reach an applicant, and the reference logs them as
 * they are. Add `{ keys: /(^|_)mobile$/, mask: maskMobile }` (platform/mask.ts) to mask them too.
 */
export interface SensitiveField {
  /** What the entry covers, for the reader. */
  readonly name: string;
  /** Tested against the key in snake case, lower case. */
  readonly keys: RegExp;
  /** How a value is written instead (numbers are masked as their digits). */
  readonly mask: (value: string) => string;
}

/** Short numbers (passports are 9 characters) keep their last four; ID card numbers show as the export shows them. */
export const maskPersonalNumber = (value: string): string =>
  value.length > 10 ? maskIdCard(value) : value.length > 4 ? `${'*'.repeat(value.length - 4)}${value.slice(-4)}` : '****';

export const SENSITIVE_FIELDS: readonly SensitiveField[] = [
  {
    name: 'credentials',
    // Pay channels' keys (mchKey, apiV3Key, privateKey…), S3's accessKey, HTTP's Authorization.
    keys: /pass(_?word)?$|passwd|pwd$|token$|secret|private_?key|mch_?key|api_?v3_?key|access_?key|authorization|credential|captcha|point_?json/,
    mask: () => '******',
  },
  {
    name: 'identity, passport and bank card numbers',
    keys: /(^|_)(id_?card|id_?no|id_?num|id_?number|identity_(card|no|num|number)|passport|bank_?card|bank_?account|credit_?card|debit_?card|card_(no|num|number)|iban)(_?(no|num|number))?$/,
    mask: maskPersonalNumber,
  },
];

const snakeCase = (key: string) =>
  key
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .replace(/-/g, '_')
    .toLowerCase();

/** The masking rule for a key, if the key is a sensitive one. */
export function sensitiveField(key: string): SensitiveField | undefined {
  const snake = snakeCase(key);
  return SENSITIVE_FIELDS.find((field) => field.keys.test(snake));
}
