/** Validation rules shared by the server's schemas and the web app's forms. */

/**
 * Mobile numbers of mainland China: the reference's number ranges (reference §2.5, the same regex front and
 * back) in the 11-digit form only. The reference's regex also takes a `+86`/`0086` prefix, but every column
 * that holds a mobile is `varchar(11)` (users, dept phone, SMS codes) and an SMS sign-in looks the user up by
 * the stored 11 digits, so a prefixed number could never be stored or found there. One rule everywhere
 * (spec §5: "11 digits starting with 1, valid second digit range") keeps what a form accepts exactly what the
 * API accepts.
 */
export const MOBILE_PATTERN = '^1(?:(?:3[\\d])|(?:4[5-79])|(?:5[0-35-9])|(?:6[5-7])|(?:7[0-8])|(?:8[\\d])|(?:9[189]))\\d{8}$';
export const MOBILE_LENGTH = 11;

const MOBILE_RE = new RegExp(MOBILE_PATTERN);

/** True for a mobile number as MOBILE_PATTERN defines it (no trimming: callers trim where the form does). */
export function isMobile(value: string): boolean {
  return MOBILE_RE.test(value);
}
