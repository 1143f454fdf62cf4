import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Config {
  port: number;
  host: string;
  /** Embedded database directory, or `memory://` for a throw-away in-memory database (tests). */
  dataDir: string;
  databaseUrl: string | undefined;
  /** A streaming replica of DATABASE_URL for lists, reports and exports (server/db/read-replica.ts). */
  databaseReadUrl: string | undefined;
  /** After a user writes, how long their reads stay on the primary (read-your-writes), ms. */
  readAfterWriteMs: number;
  /** JWT_SECRET, or DATA_DIR's key; unset with DATABASE_URL: the database's (server/auth/signing-key.ts). */
  jwtSecret: string | undefined;
  /** This process's name in the `X-Servidor` header of every answer: SERVER_NAME, or host name and pid. */
  serverName: string;
  /**
   * TRUST_PROXY: the balancer's addresses (comma-separated, CIDR allowed), whose X-Forwarded-For is believed for
   * the client's address (the login limiter counts per address). Unset: none.
   */
  trustProxy: string | undefined;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  demoData: boolean;
  /** Version of the terms of use that users must accept; bump it to ask everyone again. */
  termosVersao: number;
  logLevel: string;
  /** Where the built client lives; `null` serves no client (API-only tests). */
  clientDir: string | null;
}

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0)
    throw new Error(`${name} deve ser um inteiro positivo (recebido: ${value})`);
  return n;
}

/**
 * The signing key: JWT_SECRET when given (to be shared by every process). Otherwise, with DATABASE_URL, none here:
 * the server reads the key kept in that database, made by the first process that starts (server/auth/
 * signing-key.ts), so every process on it signs alike. The embedded database serves one process: its key is
 * generated on first start and kept in DATA_DIR so that tokens survive restarts. Never a constant in the code.
 */
export function resolveJwtSecret(
  env: NodeJS.ProcessEnv,
  dataDir: string,
  databaseUrl?: string,
): string | undefined {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  if (databaseUrl) return undefined;
  if (dataDir.startsWith('memory://')) return randomBytes(48).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'jwt-secret');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // first start: fall through and create it
  }
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

function trustProxyFrom(value: string | undefined): string | undefined {
  return value?.trim() || undefined;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const dataDir = overrides.dataDir ?? resolve(env.DATA_DIR ?? './data');
  const databaseUrl = overrides.databaseUrl ?? (env.DATABASE_URL || undefined);
  const demoDefault = databaseUrl ? '0' : '1';
  const databaseReadUrl = overrides.databaseReadUrl ?? (env.DATABASE_READ_URL || undefined);
  if (databaseReadUrl && !databaseUrl)
    throw new Error(
      'DATABASE_READ_URL precisa de DATABASE_URL: a réplica é lida ao lado do servidor principal.',
    );
  return {
    port: intFrom(env.PORT, 3000, 'PORT'),
    host: env.HOST ?? '127.0.0.1',
    dataDir,
    databaseUrl,
    databaseReadUrl,
    readAfterWriteMs: intFrom(env.READ_AFTER_WRITE_MS, 5000, 'READ_AFTER_WRITE_MS'),
    jwtSecret: overrides.jwtSecret ?? resolveJwtSecret(env, dataDir, databaseUrl),
    serverName: env.SERVER_NAME || `${hostname()}:${process.pid}`,
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    accessTokenTtl: intFrom(env.ACCESS_TOKEN_TTL, 900, 'ACCESS_TOKEN_TTL'),
    refreshTokenTtl: intFrom(env.REFRESH_TOKEN_TTL, 2_592_000, 'REFRESH_TOKEN_TTL'),
    demoData: (env.DEMO_DATA ?? demoDefault) === '1',
    termosVersao: intFrom(env.TERMOS_VERSAO, 1, 'TERMOS_VERSAO'),
    logLevel: env.LOG_LEVEL ?? 'info',
    clientDir: fileURLToPath(new URL('../dist', import.meta.url)),
    ...overrides,
  };
}
