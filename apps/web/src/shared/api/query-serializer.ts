import { primitiveText } from '../utils/format';
function isBlank(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

function appendPairs(parts: string[], key: string, value: unknown): void {
  if (isBlank(value)) return;
  if (value instanceof Date) {
    parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(value.toISOString())}`);
    return;
  }
  if (typeof value === 'object') {
    // Nested objects and arrays become key[sub]=value (spec §5), which the server binds as field[0]/field[1].
    for (const [sub, subValue] of Object.entries(value as Record<string, unknown>)) {
      appendPairs(parts, `${key}[${sub}]`, subValue);
    }
    return;
  }
  parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(primitiveText(value))}`);
}

/** Serialises request query parameters; null, undefined and empty-string values are omitted. */
export function serializeQuery(params: Record<string, unknown> | undefined | null): string {
  if (!params) return '';
  const parts: string[] = [];
  for (const [key, value] of Object.entries(params)) appendPairs(parts, key, value);
  return parts.join('&');
}
