import { sensitiveField } from './sensitive-fields';

/**
 * The one rule for secrets written inside text, used by every log writer (operate log, API access and error logs,
 * the pino logger): whatever a value is called, a secret it carries is replaced by REDACTED —
 * - the password of a URL's user-info: `postgres://user:secret@host/db`, `jdbc:mysql://u:secret@host/db`;
 * - a parameter named as a secret (SENSITIVE_FIELDS' credentials: password, pwd, secret, token, key…) in a query
 *   string or a JDBC/libpq-style list: `?password=secret`, `;password=secret;`, `access_token=…`, `password='x y'`;
 * - a JSON member named as a secret inside text: `{"privateKey":"…"}` (a pay channel's config is JSON text);
 * - an HTTP credential: `Bearer …`, `Basic …`.
 * Fields named as secrets are masked by key (operate-log.ts maskParams); this is for secrets inside other values.
 * Each pattern is bounded (names, user-info), so the cost stays linear in the text's length whatever it holds.
 * Own code: log redaction libraries (pino's redact, fast-redact) match keys by path, never secrets inside a value.
 */
export const REDACTED = '******';

/** Characters without which none of the patterns below can match: most values are skipped at this test. */
const MAY_HOLD_SECRET = /[=@"]|bearer|basic/i;
const URL_USER_INFO = /\b([a-z][a-z0-9+.-]{0,30}:\/\/[^\s/?#@:"'<>]{0,256}):[^\s/?#"'<>]{0,256}@/gi;
const NAMED_PARAMETER = /([A-Za-z_][\w.-]{0,63})(\s*=\s*)('[^']*'|"[^"]*"|[^&;\s"'<>]+)/g;
const JSON_MEMBER = /"([^"\\]{1,64})"(\s*:\s*)"(?:[^"\\]|\\.)*"/g;
/** Token-like only (16 characters or more), so prose such as "basic settings" stays as written. */
const HTTP_CREDENTIAL = /\b(bearer|basic)\s+[\w.~+/-]{16,}=*/gi;

/** Names already judged: the same few (`name`, `appId`, `password`…) come again and again. Bounded: names are the client's. */
const judged = new Map<string, boolean>();

/** Whether a field or parameter of this name holds a secret (SENSITIVE_FIELDS' credentials). */
export function isSecretName(name: string): boolean {
  let secret = judged.get(name);
  if (secret === undefined) {
    secret = sensitiveField(name)?.name === 'credentials';
    if (judged.size >= 1000) judged.clear();
    judged.set(name, secret);
  }
  return secret;
}

/** The text with every secret it carries replaced (see above). */
export function redactText(text: string): string {
  if (!MAY_HOLD_SECRET.test(text)) return text;
  return text
    .replace(URL_USER_INFO, (_match, head: string) => `${head}:${REDACTED}@`)
    .replace(NAMED_PARAMETER, (match, name: string, equals: string) => (isSecretName(name) ? `${name}${equals}${REDACTED}` : match))
    .replace(JSON_MEMBER, (match, name: string, colon: string) => (isSecretName(name) ? `"${name}"${colon}"${REDACTED}"` : match))
    .replace(HTTP_CREDENTIAL, (_match, scheme: string) => `${scheme} ${REDACTED}`);
}

/**
 * A long text as a log keeps it: redacted, then cut to `keep` characters. Redacting a bounded slice (what is kept
 * and a margin beyond the longest secret the patterns match) keeps the cost bounded and sees a secret the cut
 * would split.
 */
export function redactAndCut(text: string, keep: number): string {
  if (text.length <= keep) return redactText(text);
  return redactText(text.slice(0, keep + 600)).slice(0, keep);
}
