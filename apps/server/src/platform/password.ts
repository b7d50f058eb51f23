import { hash, verify } from '@node-rs/argon2';
import type bcrypt from 'bcryptjs';
import { lazyRequire } from './lazy-module';

// Only users imported with bcrypt hashes need it, once each.
const bcryptjs = lazyRequire<typeof bcrypt>('bcryptjs');

// OWASP's argon2id minimum. A hash carries its own parameters, so verifying always uses the ones it was made with.
const ARGON2_OPTIONS = { algorithm: 2 /* Algorithm.Argon2id (a const enum) */, memoryCost: 19456, timeCost: 2, parallelism: 1 };
let argon2Options = ARGON2_OPTIONS;

/**
 * Tests only (their setup calls it; the server never does): hashes with the smallest cost argon2id allows, as the API
 * suite signs in over a thousand times and each production-cost hash or check takes ~60 ms of a core.
 */
export function useCheapPasswordHashingForTests(): void {
  argon2Options = { ...ARGON2_OPTIONS, memoryCost: 1024, timeCost: 1 };
}

export const hashPassword = (plain: string): Promise<string> => hash(plain, argon2Options);

const isBcrypt = (stored: string) => /^\$2[abxy]\$/.test(stored);

// Verifying against this when the user does not exist keeps the timing of both failures alike.
let dummyHash: Promise<string> | undefined;

/** Checks a password against an argon2id hash, or a bcrypt hash from an imported user (then asks for a rehash). */
export async function verifyPassword(stored: string | undefined, plain: string): Promise<{ ok: boolean; needsRehash: boolean }> {
  if (!stored) {
    dummyHash ??= hashPassword('not-a-real-password');
    await verify(await dummyHash, plain).catch(() => false);
    return { ok: false, needsRehash: false };
  }
  if (isBcrypt(stored)) {
    const ok = await bcryptjs().compare(plain, stored.replace(/^\$2y\$/, '$2a$'));
    return { ok, needsRehash: ok };
  }
  try {
    return { ok: await verify(stored, plain), needsRehash: false };
  } catch {
    return { ok: false, needsRehash: false };
  }
}
