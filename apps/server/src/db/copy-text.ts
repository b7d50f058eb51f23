const SPECIAL = /[\\\t\n\r\0]/;
const SPECIALS = /[\\\t\n\r\0]/g;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r', '\0': '' };

/**
 * A string as one field of COPY's text format (DatabaseHandle.copyRows): the backslash, tab, newline and carriage
 * return escaped. PostgreSQL text cannot hold NUL, so a NUL is dropped and its row kept. Most values need nothing,
 * and one scan says so.
 */
export function copyText(value: string): string {
  return SPECIAL.test(value) ? value.replace(SPECIALS, (c) => ESCAPES[c] ?? c) : value;
}

let cachedSecond = Number.NaN;
let cachedPrefix = '';

/**
 * Epoch milliseconds (an integer) as a COPY field of a timestamptz column, in UTC. The text up to the second is
 * kept from the previous call: rows of a batch share their seconds, and `toISOString` for each was most of the cost
 * of serialising an access-log row.
 */
export function copyTimestamp(epochMs: number): string {
  const second = Math.floor(epochMs / 1000);
  if (second !== cachedSecond) {
    cachedSecond = second;
    cachedPrefix = new Date(second * 1000).toISOString().slice(0, 20);
  }
  const ms = epochMs - second * 1000;
  return `${cachedPrefix}${ms < 10 ? '00' : ms < 100 ? '0' : ''}${ms}Z`;
}
