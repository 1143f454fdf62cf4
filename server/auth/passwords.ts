import { type Algorithm, hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane): about 20-40 ms here, slow enough for a stolen
// hash table, fast enough for a login.
// Algorithm.Argon2id is a const enum, which isolated modules cannot read: 2 is its value.
const OPTIONS = {
  algorithm: 2 as Algorithm.Argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password. With no stored hash (unknown e-mail, user without a password) it still spends the
 * time of one verification, so the answer's timing does not tell which e-mails exist.
 */
export async function verifyPassword(stored: string | null | undefined, plain: string): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hashPassword('senha-inexistente-para-tempo-constante');
    await verify(await dummyHash, plain).catch(() => false);
    return false;
  }
  return verify(stored, plain).catch(() => false);
}
