/** Mobile number: the one rule the API applies too (@console/contracts/validation, reference §2.5). */
export { isMobile } from '@console/contracts/validation';

/** Resident ID number: 15 digits, or 18 where the last may be the check letter X. */
export function isIdNumber(value: string): boolean {
  return /^\d{15}$/.test(value) || /^\d{17}[\dXx]$/.test(value);
}

/** Passport number: a letter prefix and 7–8 digits (E/K/G/D/S/P/H series, and the older two-letter forms). */
export function isPassport(value: string): boolean {
  return /^[EeKkGgDdSsPpHh]\d{8}$/.test(value) || /^(?:[Ee][A-Fa-f]|[DdSsPp][Ee]|[Kk][Jj]|[Mm][Aa]|1[45])\d{7}$/.test(value);
}

/** A link leaving the app: http, https, mailto or tel. */
export function isExternalLink(path: string): boolean {
  return /^(https?:|mailto:|tel:)/.test(path);
}

/** A menu path that is a web address (opens in a new browser tab). */
export function isHttp(path: string | null | undefined): boolean {
  return !!path && (path.startsWith('http://') || path.startsWith('https://'));
}

/** An e-mail address (the WHATWG form's rule: local part, then dot-separated labels). */
export function isEmail(value: string): boolean {
  return /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/.test(value);
}
