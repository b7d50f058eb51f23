import { sql, type RawBuilder } from 'kysely';

/**
 * Parses PostgreSQL's text form of timestamptz ("2026-11-22 09:23:08.123+00", "…+05:30") to epoch ms.
 * Both drivers use it, so dates are epoch milliseconds everywhere, as the wire format wants.
 */
export function parseTimestamptz(text: string): number {
  let iso = text.replace(' ', 'T');
  const offset = /([+-]\d{2})(:?\d{2})?(:?\d{2})?$/.exec(iso);
  if (offset) {
    const minutes = offset[2] ? offset[2].replace(':', '') : '00';
    iso = iso.slice(0, offset.index) + `${offset[1]}:${minutes}`;
  }
  return Date.parse(iso);
}

/** A point in time as a query operand: timestamp columns read as epoch ms, so comparisons take this. */
export const at = (value: Date | number): RawBuilder<number> => sql<number>`${value instanceof Date ? value : new Date(value)}::timestamptz`;
/** The database's clock, so every process agrees on expiry. */
export const dbNow = (): RawBuilder<number> => sql<number>`now()`;
