import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import { serverSecret } from './secrets';

/** What a sealed text starts with: the scheme, so a later one can be told apart. */
const SCHEME = 'v1:';

/** Whether a stored text is sealed (rows saved before a field was sealed hold it clear). */
export const isSealed = (stored: string) => stored.startsWith(SCHEME);
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Seals texts a server must read back but never show (a data source's password): AES-256-GCM under a key of the
 * server's own (platform/secrets.ts, one per purpose), a random IV per text, the purpose as associated data so a
 * sealed text copied into another purpose's column does not open. Written as `v1:` + base64(iv | tag | ciphertext).
 */
export class SecretBox {
  private readonly aad: Buffer;
  constructor(
    private readonly key: Buffer,
    purpose: string,
  ) {
    this.aad = Buffer.from(purpose, 'utf8');
  }

  seal(plain: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv).setAAD(this.aad);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return SCHEME + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
  }

  /** The text sealed; throws when it was sealed under another key or purpose, or changed since. */
  open(sealed: string): string {
    if (!sealed.startsWith(SCHEME)) throw new Error('not a sealed text');
    const bytes = Buffer.from(sealed.slice(SCHEME.length), 'base64');
    if (bytes.length < IV_BYTES + TAG_BYTES) throw new Error('sealed text cut short');
    const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, IV_BYTES)).setAAD(this.aad);
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  }
}

/** The box for one purpose, its key made on first use and shared by every process on the database. */
export async function secretBox(db: Db, purpose: string): Promise<SecretBox> {
  return new SecretBox(await serverSecret(db, `secret-box:${purpose}`, 32), purpose);
}
