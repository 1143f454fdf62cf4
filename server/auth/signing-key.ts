import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { signingKeys } from '../db/schema.ts';

/**
 * The access tokens' signing key kept in the database (docs/contrato.md §8), when JWT_SECRET is not given: the first
 * process to start stores one, every other process (now or later, on any machine) reads the same. Two processes
 * starting together both try the insert; the one-row key and ON CONFLICT DO NOTHING let one win, and both read it
 * back. `initial` is the key to store when there is none yet (tests); by default a fresh random one.
 */
export async function signingKeyFrom(db: Db, initial?: string): Promise<string> {
  const secret = initial ?? randomBytes(48).toString('base64url');
  await db.insert(signingKeys).values({ signingKeyId: 1, secret }).onConflictDoNothing();
  const [row] = await db
    .select({ secret: signingKeys.secret })
    .from(signingKeys)
    .where(eq(signingKeys.signingKeyId, 1));
  if (!row) throw new Error('signing_keys: a chave de assinatura não foi gravada');
  return row.secret;
}
