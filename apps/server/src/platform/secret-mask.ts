/** What a stored secret reads as on the wire: enough to see one is set, nothing of it. */
export const SECRET_MASK = '******';

/** A stored secret as shown: the mask when one is set. */
export function maskSecret(stored: string | null | undefined): string | null {
  return stored ? SECRET_MASK : null;
}

/** The secret to store after an edit: the mask (or nothing) sent back keeps the stored one. */
export function postedSecret<T extends string | null | undefined>(posted: T, stored: T): T {
  return !posted || posted === SECRET_MASK ? stored : posted;
}
