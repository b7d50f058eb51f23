/**
 * A token as another client on this origin may have stored it. The 2022 Vue 2 UI and this console store the bare
 * token; today's Vue 3 UI stores a web-storage-cache entry, `{"c":created,"e":expires,"v":"\"<token>\""}`, under
 * the same key. This console opens inside that UI (系统接口 frames /doc.html), so it reads both shapes and writes a
 * token back in the shape it found — rewriting the entry as bare text would sign the Vue 3 UI out.
 */
export interface StoredToken {
  token: string | null;
  /** The entry's shape: a bare token, or a web-storage-cache entry. */
  wrapped: boolean;
}

interface CacheEntry {
  c?: unknown;
  e?: unknown;
  v?: unknown;
}

export function readStoredToken(raw: string | null): StoredToken {
  if (raw === null || !raw.startsWith('{')) return { token: raw, wrapped: false };
  try {
    const entry = JSON.parse(raw) as CacheEntry;
    if (typeof entry.v !== 'string') return { token: null, wrapped: true };
    if (typeof entry.e === 'number' && entry.e < Date.now()) return { token: null, wrapped: true };
    const value: unknown = JSON.parse(entry.v);
    return { token: typeof value === 'string' && value !== '' ? value : null, wrapped: true };
  } catch {
    return { token: null, wrapped: false };
  }
}

// web-storage-cache's "never expires" (its maximum date), as that UI writes entries without an expiry.
const NEVER = 253402300799000;

export function storedTokenText(token: string, wrapped: boolean): string {
  return wrapped ? JSON.stringify({ c: Date.now(), e: NEVER, v: JSON.stringify(token) }) : token;
}
