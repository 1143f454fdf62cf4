import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { refreshTokens, sessoes } from '../db/schema.ts';
import { unauthorized } from '../errors.ts';

// A refresh token is `<tokenId>.<secret>`: the id finds the row, the secret is checked against its SHA-256.
// Each token is spent by its first use (rotation); a second use of a spent token means it leaked, so the
// whole session (the family of tokens descending from one login) is revoked.
//
// A rotation may be retried (an Idempotency-Key): a page that reloads while its refresh is on the way never
// reads the answer, though the server has spent the token. Its next load presents the same token with the same
// key, and gets the same successor back, as long as that successor is unused; any other second use still
// revokes the family. The successor of a keyed rotation is derived from the spent token's secret and the key
// (HMAC), so nothing more is stored: only whoever holds both can name it.

const sha256 = (s: string) => createHash('sha256').update(s).digest('base64url');

function parse(token: string): { tokenId: string; secret: string } | null {
  const m = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{20,100})$/.exec(token);
  return m?.[1] && m[2] ? { tokenId: m[1], secret: m[2] } : null;
}

/** The clock expiry counts on, in ms: the real one unless a test injects its own (AppOptions.now). */
export type Clock = () => number;

interface TokenParts {
  tokenId: string;
  secret: string;
}

/** The successor a keyed rotation of a token with `secret` mints: the same for the same secret and key. */
export function successorOf(secret: string, key: string): TokenParts {
  const mac = (label: string) => createHmac('sha256', secret).update(`${label}\0${key}`).digest();
  const id = mac('vendas-refresh-id').subarray(0, 16);
  // an RFC 9562 version 8 ("custom") UUID, so it is a valid uuid and never taken for a random one
  id[6] = (id[6]! & 0x0f) | 0x80;
  id[8] = (id[8]! & 0x3f) | 0x80;
  const hex = id.toString('hex');
  return {
    tokenId: `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`,
    secret: mac('vendas-refresh-segredo').toString('base64url'),
  };
}

async function mint(
  db: Db,
  sessaoId: string,
  ttlSeconds: number,
  now: Clock,
  parts?: TokenParts,
): Promise<string> {
  const tokenId = parts?.tokenId ?? randomUUID();
  const secret = parts?.secret ?? randomBytes(32).toString('base64url');
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

/**
 * Spends `token` and answers the next one of its family; any doubt is a 401. With `key` (IDEMPOTENCY_KEY), a
 * retry of the same rotation answers the same successor while it is unused.
 */
export async function rotate(
  db: Db,
  token: string,
  ttlSeconds: number,
  now: Clock = Date.now,
  key?: string,
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

  const successor = key === undefined ? undefined : successorOf(parsed.secret, key);
  const answer = (refreshToken: string) => ({
    usuarioId: row.usuarioId,
    sessaoId: row.sessaoId,
    refreshToken,
  });
  // The conditional update is the single point of truth: of two concurrent uses, one gets the row. Spending and
  // minting commit together, so a concurrent retry that loses the row finds the successor already there.
  const minted = await db.transaction(async (tx) => {
    const spent = await tx
      .update(refreshTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(refreshTokens.tokenId, parsed.tokenId), isNull(refreshTokens.usedAt)))
      .returning({ tokenId: refreshTokens.tokenId });
    return spent.length === 0 ? null : mint(tx, row.sessaoId, ttlSeconds, now, successor);
  });
  if (minted !== null) return answer(minted);
  if (successor && (await unusedSuccessor(db, row.sessaoId, successor.tokenId, now))) {
    return answer(`${successor.tokenId}.${successor.secret}`);
  }
  await revokeSession(db, row.sessaoId, 'reuso de refresh token');
  throw unauthorized('Sessão encerrada por segurança: o token de renovação já havia sido usado.');
}

/** Whether the keyed rotation's successor was minted in this session and is still unused and unexpired. */
async function unusedSuccessor(db: Db, sessaoId: string, tokenId: string, now: Clock): Promise<boolean> {
  const [kept] = await db
    .select({
      sessaoId: refreshTokens.sessaoId,
      usedAt: refreshTokens.usedAt,
      expiresAt: refreshTokens.expiresAt,
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenId, tokenId));
  return (
    kept !== undefined &&
    kept.sessaoId === sessaoId &&
    kept.usedAt === null &&
    kept.expiresAt.getTime() > now()
  );
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
