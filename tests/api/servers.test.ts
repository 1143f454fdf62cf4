import { readdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, migrationsFolder, openDatabase } from '../../server/db/client.ts';
import { analyzeNeverAnalyzed } from '../../server/db/maintenance.ts';
import { seedDemo } from '../../server/db/seed.ts';
import { client, DEMO, makeApp, type TestApp } from './helpers.ts';

// Several server processes on one database (docs/contrato.md §8): each names itself in X-Servidor; with no
// JWT_SECRET they sign with the one key kept in the database; the login limiter counts in the database. Two apps
// on one database stand for two processes. With DATABASE_URL (CI): migrations from processes starting together,
// and DATABASE_READ_URL's routing, with a stale copy of the database standing in for a lagging replica.

describe('two processes on one database', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    // no JWT_SECRET: the key comes from the database (signing_keys), as with DATABASE_URL
    a = await makeApp({ config: { jwtSecret: undefined, serverName: 'app-a' } });
    b = await makeApp({
      database: a.database,
      seed: false,
      config: { jwtSecret: undefined, serverName: 'app-b' },
    });
  });
  afterAll(async () => {
    await b?.app.close();
    await a?.close();
  });

  it('names the process in X-Servidor on every answer, errors included', async () => {
    expect((await a.anon.get('/api/health')).headers['x-servidor']).toBe('app-a');
    expect((await b.anon.get('/api/health')).headers['x-servidor']).toBe('app-b');
    const refused = await b.anon.get('/api/usuarios/me');
    expect(refused.status).toBe(401);
    expect(refused.headers['x-servidor']).toBe('app-b');
    const missing = await a.anon.get('/api/nada-aqui');
    expect(missing.status).toBe(404);
    expect(missing.headers['x-servidor']).toBe('app-a');
    const bad = await a.anon.post('/api/auth/login', { email: 'x\u0000', senha: 1 });
    expect(bad.status).toBe(400);
    expect(bad.headers['x-servidor']).toBe('app-a');
  });

  it('signs with one key: a token from one process is good on the other, and refreshes there', async () => {
    expect(a.app.config.jwtSecret).toBe(b.app.config.jwtSecret);
    const rows = await a.database.db.execute(sql`select secret from signing_keys`);
    expect((rows as unknown as { rows: Array<{ secret: string }> }).rows).toEqual([
      { secret: a.app.config.jwtSecret },
    ]);
    const session = await a.login(DEMO.gestorAlfa);
    const me = await client(b.app, session.accessToken).get('/api/usuarios/me');
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(DEMO.gestorAlfa);
    const renewed = await b.anon.post('/api/auth/refresh-token', { refreshToken: session.refreshToken });
    expect(renewed.status).toBe(200);
    expect((await client(a.app, renewed.body.accessToken).get('/api/usuarios/me')).status).toBe(200);
    // the spent token is spent for both
    expect(
      (await a.anon.post('/api/auth/refresh-token', { refreshToken: session.refreshToken })).status,
    ).toBe(401);
  });

  it('counts failed sign-ins of both processes together: 10 spread over both lock the pair on both', async () => {
    const attempt = (t: TestApp, senha: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '10.77.0.1',
        payload: { email: DEMO.multi, senha },
      });
    for (let i = 0; i < 10; i++) expect((await attempt(i % 2 ? a : b, `errada${i}`)).statusCode).toBe(401);
    for (const t of [a, b]) {
      const refused = await attempt(t, 'demo1234');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    // another address still signs in (the e-mail's owner is never locked out)
    const owner = await b.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '10.77.0.2',
      payload: { email: DEMO.multi, senha: 'demo1234' },
    });
    expect(owner.statusCode).toBe(200);
  });
});

describe('behind a balancer (TRUST_PROXY)', () => {
  let trusting: TestApp;
  beforeAll(async () => {
    trusting = await makeApp({ config: { trustProxy: '127.0.0.1' } });
  });
  afterAll(() => trusting?.close());

  // one e-mail per test: failures for an e-mail past 10 from anywhere slow its answers (docs/contrato.md §3)
  const attempt = (t: TestApp, remoteAddress: string, forwardedFor: string, senha: string, email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { email, senha },
    });

  it("counts failures per client address from the balancer's X-Forwarded-For", async () => {
    for (let i = 0; i < 10; i++)
      expect(
        (await attempt(trusting, '127.0.0.1', '10.88.0.1', `errada${i}`, DEMO.gestorBeta)).statusCode,
      ).toBe(401);
    expect((await attempt(trusting, '127.0.0.1', '10.88.0.1', 'demo1234', DEMO.gestorBeta)).statusCode).toBe(
      429,
    );
    // another client behind the same balancer is not locked out
    expect((await attempt(trusting, '127.0.0.1', '10.88.0.2', 'demo1234', DEMO.gestorBeta)).statusCode).toBe(
      200,
    );
  });

  it('believes X-Forwarded-For only from the balancer', async () => {
    // a client that is not the balancer cannot pick a new address per attempt
    for (let i = 0; i < 10; i++)
      expect(
        (await attempt(trusting, '10.99.0.1', `10.1.1.${i}`, `errada${i}`, DEMO.vendedorAlfa)).statusCode,
      ).toBe(401);
    expect(
      (await attempt(trusting, '10.99.0.1', '10.1.1.200', 'demo1234', DEMO.vendedorAlfa)).statusCode,
    ).toBe(429);
  });
});

const url = process.env.DATABASE_URL;
if (!url) console.warn('[servers] DATABASE_URL não definido: migrações simultâneas e réplica NÃO testadas.');

describe.skipIf(!url)('on PostgreSQL (DATABASE_URL)', () => {
  const tag = `${process.pid}_${Date.now()}`;
  const primaryName = `vendas_servers_${tag}`;
  const replicaName = `vendas_servers_copia_${tag}`;
  const urlOf = (name: string) => {
    const u = new URL(url as string);
    u.pathname = `/${name}`;
    return u.toString();
  };
  const admin = async <T>(run: (c: pg.Client) => Promise<T>): Promise<T> => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      return await run(c);
    } finally {
      await c.end();
    }
  };
  let t: TestApp;
  let database: Database;

  beforeAll(async () => {
    await admin((c) => c.query(`create database ${primaryName}`));
    // three processes starting together on an empty database: one applies the migrations, the others wait
    const together = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ databaseUrl: urlOf(primaryName) })),
    );
    const applied = await together[0]?.db.execute(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    const migrations = readdirSync(migrationsFolder).filter((f) => f.endsWith('.sql'));
    expect((applied as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(migrations.length);
    if (together[0]) await seedDemo(together[0].db);
    for (const d of together) await d.close();
    // the "replica": a copy taken now, which never sees what is written later (a replica lagging forever)
    await admin((c) => c.query(`create database ${replicaName} template ${primaryName}`));
    database = await openDatabase({ databaseUrl: urlOf(primaryName), databaseReadUrl: urlOf(replicaName) });
    t = await makeApp({ database, seed: false, config: { readAfterWriteMs: 60_000 } });
  }, 180_000);

  afterAll(async () => {
    await t?.close();
    await admin(async (c) => {
      await c.query(`drop database if exists ${replicaName} with (force)`);
      await c.query(`drop database if exists ${primaryName} with (force)`);
    });
  });

  it('reads lists from the replica, and the writer reads their own write from the primary', async () => {
    const newest = encodeURIComponent('["id","DESC"]');
    const gestor = await t.login(DEMO.gestorAlfa);
    const multi = await t.login(DEMO.multi);
    const before = database.routing?.counts.replica ?? 0;
    const list = await multi.get('/api/empresas/1/equipes');
    expect(list.status).toBe(200);
    expect(database.routing?.counts.replica).toBeGreaterThan(before);

    const created = await gestor.post('/api/empresas/1/equipes', {
      nome: 'Equipe da réplica',
      supervisorId: gestor.usuarioId,
    });
    expect(created.status).toBe(201);
    const id = created.body.id;
    // the writer, at once: on the primary
    expect((await gestor.get(`/api/empresas/1/equipes/${id}`)).status).toBe(200);
    const mine = await gestor.get(`/api/empresas/1/equipes?sort=${newest}&range=[0,49]`);
    expect(mine.body.map((e: { id: number }) => e.id)).toContain(id);
    // another user reads the replica, which has not got it
    const theirs = await multi.get(`/api/empresas/1/equipes?sort=${newest}&range=[0,49]`);
    expect(theirs.status).toBe(200);
    expect(theirs.body.map((e: { id: number }) => e.id)).not.toContain(id);
    // once the writer's window has passed, the writer's reads go to the replica too
    await database.db.execute(sql`update recent_writes set written_at = written_at - interval '1 hour'`);
    const later = await gestor.get(`/api/empresas/1/equipes?sort=${newest}&range=[0,49]`);
    expect(later.body.map((e: { id: number }) => e.id)).not.toContain(id);
  });

  it('prepares the reads it sends to the replica: each connection parses a text once, PostgreSQL keeps it', async () => {
    const multi = await t.login(DEMO.multi);
    for (let i = 0; i < 3; i++) expect((await multi.get('/api/empresas/1/equipes')).status).toBe(200);
    const replica = database.routing?.replica;
    if (!replica) throw new Error('sem réplica');
    // every connection of the replica's pool, each asked what it holds prepared
    const clients = await Promise.all(Array.from({ length: replica.totalCount }, () => replica.connect()));
    try {
      const held = await Promise.all(
        clients.map((c) =>
          c.query<{ name: string; statement: string; runs: number }>(
            `select name, statement, (generic_plans + custom_plans)::int as runs from pg_prepared_statements`,
          ),
        ),
      );
      const lists = held.flatMap((r) => r.rows).filter((r) => /from "equipes"/.test(r.statement));
      expect(lists.length).toBeGreaterThan(0);
      expect(lists.every((r) => r.name.startsWith('r_'))).toBe(true);
      // the three pages above ran the one prepared text (an earlier test's reads may add to it)
      expect(lists.reduce((sum, r) => sum + r.runs, 0)).toBeGreaterThanOrEqual(3);
    } finally {
      for (const c of clients) c.release();
    }
    expect(database.routing?.preparing).toBe(true);
  });

  it('keeps sign-in, refresh and the session check on the primary', async () => {
    // sessions made after the copy exist only on the primary: all of these would fail on the replica
    const s = await t.login(DEMO.vendedorAlfa);
    expect((await s.get('/api/usuarios/me')).status).toBe(200);
    const renewed = await t.anon.post('/api/auth/refresh-token', { refreshToken: s.refreshToken });
    expect(renewed.status).toBe(200);
    expect((await client(t.app, renewed.body.accessToken).get('/api/usuarios/me')).status).toBe(200);
  });

  it('analyzes the tables without statistics once, whichever of several processes gets there first', async () => {
    const runs = await Promise.all([analyzeNeverAnalyzed(database), analyzeNeverAnalyzed(database)]);
    expect(runs.filter((tables) => tables.length > 0).length).toBeLessThanOrEqual(1);
    // every table the winner found got its statistics; the views catch up within a second or so (a 4× slower
    // machine: more). Not "no table left": a table the requests above wrote to may show its first rows in the
    // views only after the run looked (they are flushed asynchronously); autovacuum's turn is for those.
    const analyzed = runs.flat();
    // a database just migrated and seeded has such tables
    expect(analyzed.length).toBeGreaterThan(0);
    await expect
      .poll(
        async () => {
          const left = (await database.db.execute(sql`
            select relname from pg_stat_user_tables
            where schemaname = 'public' and last_analyze is null and last_autoanalyze is null
              and relname in (${sql.join(
                analyzed.map((table) => sql`${table}`),
                sql`, `,
              )})`)) as unknown as {
            rows: Array<{ relname: string }>;
          };
          return left.rows.map((r) => r.relname);
        },
        { timeout: 30_000 },
      )
      .toEqual([]);
  });

  it('answers from the primary when the replica is gone', async () => {
    const multi = await t.login(DEMO.multi);
    await admin((c) => c.query(`drop database ${replicaName} with (force)`));
    const before = database.routing?.counts.fallback ?? 0;
    const list = await multi.get('/api/empresas/1/equipes');
    expect(list.status).toBe(200);
    expect(database.routing?.counts.fallback).toBeGreaterThan(before);
  });
});
