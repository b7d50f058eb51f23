/** A primitive (string, number, boolean, bigint) as text; anything else as '' (an object has no text of its own). */
export function primitiveText(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint' ? String(value) : '';
}
