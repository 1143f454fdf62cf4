import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Config {
  port: number;
  host: string;
  /** Embedded database directory, or `memory://` for a throw-away in-memory database (tests). */
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
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
 * The signing key: JWT_SECRET when given, otherwise one generated on first start and kept in DATA_DIR so
 * that tokens survive restarts. Never a constant in the code.
 */
export function resolveJwtSecret(env: NodeJS.ProcessEnv, dataDir: string): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
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

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const dataDir = overrides.dataDir ?? resolve(env.DATA_DIR ?? './data');
  const databaseUrl = overrides.databaseUrl ?? (env.DATABASE_URL || undefined);
  const demoDefault = databaseUrl ? '0' : '1';
  return {
    port: intFrom(env.PORT, 3000, 'PORT'),
    host: env.HOST ?? '127.0.0.1',
    dataDir,
    databaseUrl,
    jwtSecret: overrides.jwtSecret ?? resolveJwtSecret(env, dataDir),
    accessTokenTtl: intFrom(env.ACCESS_TOKEN_TTL, 900, 'ACCESS_TOKEN_TTL'),
    refreshTokenTtl: intFrom(env.REFRESH_TOKEN_TTL, 2_592_000, 'REFRESH_TOKEN_TTL'),
    demoData: (env.DEMO_DATA ?? demoDefault) === '1',
    termosVersao: intFrom(env.TERMOS_VERSAO, 1, 'TERMOS_VERSAO'),
    logLevel: env.LOG_LEVEL ?? 'info',
    clientDir: fileURLToPath(new URL('../dist', import.meta.url)),
    ...overrides,
  };
}
