import { readFile } from 'node:fs/promises';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../server/app.ts';
import type { LoginLimiter } from '../../server/auth/login-limiter.ts';
import { type Config, loadConfig } from '../../server/config.ts';
import { type Database, openDatabase } from '../../server/db/client.ts';
import { seedDemo } from '../../server/db/seed.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
  /** Signs in a demo user (password demo1234) and answers a client bound to the access token. */
  login(email: string): Promise<Client & { accessToken: string; refreshToken: string; usuarioId: number }>;
  anon: Client;
}

export interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: LightMyRequestResponse['headers'];
  raw: LightMyRequestResponse;
}

/** `any` stays inside the tests: bodies are checked field by field. */
// biome-ignore lint/suspicious/noExplicitAny: test bodies are asserted field by field
type Body = any;

export interface Client {
  get(url: string): Promise<Answer<Body>>;
  post(url: string, payload?: unknown): Promise<Answer<Body>>;
  patch(url: string, payload?: unknown): Promise<Answer<Body>>;
  put(url: string, payload?: unknown, headers?: Record<string, string>): Promise<Answer<Body>>;
  del(url: string): Promise<Answer<Body>>;
}

function parse(res: LightMyRequestResponse): Answer<Body> {
  const type = String(res.headers['content-type'] ?? '');
  return {
    status: res.statusCode,
    body: type.includes('json') && res.body ? JSON.parse(res.body) : res.body,
    headers: res.headers,
    raw: res,
  };
}

export function client(app: FastifyInstance, token?: string): Client {
  const auth: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const send = async (method: string, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    parse(
      await app.inject({
        method: method as 'GET',
        url,
        headers: { ...auth, ...headers },
        ...(payload === undefined ? {} : { payload: payload as string }),
      }),
    );
  return {
    get: (url) => send('GET', url),
    post: (url, payload) => send('POST', url, payload ?? {}),
    patch: (url, payload) => send('PATCH', url, payload ?? {}),
    put: (url, payload, headers) => send('PUT', url, payload, headers),
    del: (url) => send('DELETE', url),
  };
}

export const DEMO = {
  admin: 'admin@exemplo.com.br',
  gestorAlfa: 'gestor@alfa.com.br',
  vendedorAlfa: 'vendedor@alfa.com.br',
  gestorBeta: 'gestor@beta.com.br',
  multi: 'multi@exemplo.com.br',
} as const;

/**
 * A fresh in-memory PGlite with the migrations (and the demo data when `seed`): loaded from the dump that
 * tests/api/global-setup.ts made for this run when there is one (the migrations then find nothing to apply).
 */
async function freshDatabase(seed: boolean): Promise<{ database: Database; seeded: boolean }> {
  const dump = seed ? process.env.API_DB_DEMO : process.env.API_DB_MIGRADO;
  if (!dump) return { database: await openDatabase({ dataDir: 'memory://' }), seeded: false };
  const loadDataDir = new Blob([await readFile(dump)]);
  return { database: await openDatabase({ dataDir: 'memory://', loadDataDir }), seeded: seed };
}

/** A whole app on a fresh in-memory PGlite with the migrations and the demo data. */
export async function makeApp(
  options: {
    config?: Partial<Config>;
    loginLimiter?: LoginLimiter;
    seed?: boolean;
    database?: Database;
    /** The figures' clock (server/figuras): pins "today" of the periods. */
    agora?: () => Date;
    /** The clock of token expiry, in ms (server/app.ts `now`): a test advances it instead of sleeping. */
    now?: () => number;
  } = {},
): Promise<TestApp> {
  const seed = options.seed ?? true;
  const fresh = options.database ? { database: options.database, seeded: false } : await freshDatabase(seed);
  const database = fresh.database;
  if (seed && !fresh.seeded) await seedDemo(database.db);
  const config = loadConfig(
    {},
    { dataDir: 'memory://', clientDir: null, jwtSecret: 'segredo-de-teste-'.repeat(4), ...options.config },
  );
  const app = await buildApp({
    config,
    database,
    ...(options.loginLimiter ? { loginLimiter: options.loginLimiter } : {}),
    ...(options.agora ? { agora: options.agora } : {}),
    ...(options.now ? { now: options.now } : {}),
  });
  await app.ready();
  const anon = client(app);
  return {
    app,
    database,
    anon,
    async close() {
      await app.close();
      await database.close();
    },
    async login(email) {
      const res = await anon.post('/api/auth/login', { email, senha: 'demo1234' });
      if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${JSON.stringify(res.body)}`);
      return {
        ...client(app, res.body.accessToken),
        accessToken: res.body.accessToken,
        refreshToken: res.body.refreshToken,
        usuarioId: res.body.usuario.usuarioId,
      };
    },
  };
}

/** The field errors of a 400, as `{ field: message }`, for short assertions. */
export function fieldsOf(body: {
  errors?: Array<{ field: string; message: string }>;
}): Record<string, string> {
  return Object.fromEntries((body.errors ?? []).map((e) => [e.field, e.message]));
}

/** The rows a raw query answers, as PGlite and node-postgres both give them. */
export async function rowsOf<T = Record<string, unknown>>(t: TestApp, query: SQL): Promise<T[]> {
  const r = await t.database.db.execute(query);
  return ((r as { rows?: T[] }).rows ?? (r as unknown as T[])) as T[];
}

/** A demo user signed in, with their principal profile's id. */
export async function signedInWithPerfil(t: TestApp, email: string) {
  const session = await t.login(email);
  const me = await session.get('/api/usuarios/me');
  return { ...session, perfilId: me.body.perfilPrincipal?.perfilId as number };
}
