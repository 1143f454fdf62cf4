import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { refreshTokens, sessoes } from '../db/schema.ts';
import { unauthorized } from '../errors.ts';

// A refresh token is `<tokenId>.<secret>`: the id finds the row, the secret is checked against its SHA-256.
// Each token is spent by its first use (rotation); a second use of a spent token means it leaked, so the
// whole session (the family of tokens descending from one login) is revoked.

const sha256 = (s: string) => createHash('sha256').update(s).digest('base64url');

function parse(token: string): { tokenId: string; secret: string } | null {
  const m = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{20,100})$/.exec(token);
  return m?.[1] && m[2] ? { tokenId: m[1], secret: m[2] } : null;
}

/** The clock expiry counts on, in ms: the real one unless a test injects its own (AppOptions.now). */
export type Clock = () => number;

async function mint(db: Db, sessaoId: string, ttlSeconds: number, now: Clock): Promise<string> {
  const tokenId = randomUUID();
  const secret = randomBytes(32).toString('base64url');
  await db.insert(refreshTokens).values({
    tokenId,
    sessaoId,
    tokenHash: sha256(secret),
    expiresAt: new Date(now() + ttlSeconds * 1000),
  });
  return `${tokenId}.${secret}`;
}

export async function startSession(
  db: Db,
  usuarioId: number,
  meta: { ip?: string | undefined; userAgent?: string | undefined },
  ttlSeconds: number,
  now: Clock = Date.now,
): Promise<{ sessaoId: string; refreshToken: string }> {
  const sessaoId = randomUUID();
  await db
    .insert(sessoes)
    .values({ sessaoId, usuarioId, ip: meta.ip ?? null, userAgent: meta.userAgent?.slice(0, 300) ?? null });
  return { sessaoId, refreshToken: await mint(db, sessaoId, ttlSeconds, now) };
}

const INVALID = 'Sessão expirada. Entre novamente.';

/** Spends `token` and answers the next one of its family; any doubt is a 401. */
export async function rotate(
  db: Db,
  token: string,
  ttlSeconds: number,
  now: Clock = Date.now,
): Promise<{ usuarioId: number; sessaoId: string; refreshToken: string }> {
  const parsed = parse(token);
  if (!parsed) throw unauthorized(INVALID);
  const [row] = await db
    .select({
      tokenHash: refreshTokens.tokenHash,
      expiresAt: refreshTokens.expiresAt,
      sessaoId: refreshTokens.sessaoId,
      usuarioId: sessoes.usuarioId,
      revokedAt: sessoes.revokedAt,
    })
    .from(refreshTokens)
    .innerJoin(sessoes, eq(sessoes.sessaoId, refreshTokens.sessaoId))
    .where(eq(refreshTokens.tokenId, parsed.tokenId));
  if (!row) throw unauthorized(INVALID);
  const expected = Buffer.from(row.tokenHash);
  const given = Buffer.from(sha256(parsed.secret));
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw unauthorized(INVALID);
  if (row.revokedAt) throw unauthorized(INVALID);
  if (row.expiresAt.getTime() <= now()) throw unauthorized(INVALID);

  // The conditional update is the single point of truth: of two concurrent uses, one gets the row.
  const spent = await db
    .update(refreshTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(refreshTokens.tokenId, parsed.tokenId), isNull(refreshTokens.usedAt)))
    .returning({ tokenId: refreshTokens.tokenId });
  if (spent.length === 0) {
    await revokeSession(db, row.sessaoId, 'reuso de refresh token');
    throw unauthorized('Sessão encerrada por segurança: o token de renovação já havia sido usado.');
  }
  return {
    usuarioId: row.usuarioId,
    sessaoId: row.sessaoId,
    refreshToken: await mint(db, row.sessaoId, ttlSeconds, now),
  };
}

export async function revokeSession(db: Db, sessaoId: string, motivo: string): Promise<void> {
  await db
    .update(sessoes)
    .set({ revokedAt: new Date(), motivoRevogacao: motivo })
    .where(and(eq(sessoes.sessaoId, sessaoId), isNull(sessoes.revokedAt)));
}

/** Ends a session by one of its refresh tokens (logout); unknown or malformed tokens are ignored. */
export async function revokeByToken(db: Db, token: string): Promise<void> {
  const parsed = parse(token);
  if (!parsed) return;
  const [row] = await db
    .select({ sessaoId: refreshTokens.sessaoId, tokenHash: refreshTokens.tokenHash })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenId, parsed.tokenId));
  if (row && row.tokenHash === sha256(parsed.secret)) await revokeSession(db, row.sessaoId, 'logout');
}

/** Every other session of the user (after a password change, the other devices must sign in again). */
export async function revokeOtherSessions(db: Db, usuarioId: number, keepSessaoId: string): Promise<void> {
  await db
    .update(sessoes)
    .set({ revokedAt: new Date(), motivoRevogacao: 'troca de senha' })
    .where(
      and(eq(sessoes.usuarioId, usuarioId), ne(sessoes.sessaoId, keepSessaoId), isNull(sessoes.revokedAt)),
    );
}
