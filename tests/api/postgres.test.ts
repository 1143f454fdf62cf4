import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../server/db/client.ts';
import { seedDemo } from '../../server/db/seed.ts';
import { client, DEMO, makeApp, type TestApp } from './helpers.ts';

// The same Drizzle schema and migrations on a real PostgreSQL server, when DATABASE_URL names one
// (.ci/run starts Debian's postgresql for it). Each run works in a database of its own, dropped after.
const url = process.env.DATABASE_URL;
if (!url) {
  console.warn('[postgres] DATABASE_URL não definido: o teste contra um PostgreSQL real NÃO foi executado.');
}

describe.skipIf(!url)('on a real PostgreSQL server (DATABASE_URL)', () => {
  const dbName = `vendas_teste_${process.pid}_${Date.now()}`;
  let testUrl: string;
  let t: TestApp;
  let database: Database;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const u = new URL(url!);
    u.pathname = `/${dbName}`;
    testUrl = u.toString();
    database = await openDatabase({ databaseUrl: testUrl });
    await seedDemo(database.db);
    t = await makeApp({ database, seed: false });
  });

  afterAll(async () => {
    await t?.close();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  });

  it('runs the migrations and signs in', async () => {
    expect(database.kind).toBe('postgres');
    const gestor = await t.login(DEMO.gestorAlfa);
    const me = await gestor.get('/api/usuarios/me');
    expect(me.status).toBe(200);
    expect(me.body.empresaPrincipal.nome).toBe('Alfa Telecom');
  });

  it('applies the migrations again as a no-op', async () => {
    const again = await openDatabase({ databaseUrl: testUrl });
    await again.close();
  });

  it('searches accent-insensitively with unaccent', async () => {
    const gestor = await t.login(DEMO.gestorAlfa);
    const invited = await gestor.post('/api/usuarios/empresas/1', {
      nomeCompleto: 'Júlia Simões',
      email: 'julia@x.com.br',
      papelId: 5,
      senha: 'senha-da-julia',
    });
    // the search finds co-members only (docs/contrato.md §4): she accepts the invitation first
    const signedIn = await t.anon.post('/api/auth/login', {
      email: 'julia@x.com.br',
      senha: 'senha-da-julia',
    });
    const julia = client(t.app, signedIn.body.accessToken);
    expect((await julia.post(`/api/perfis/${invited.body.perfis[0].perfilId}/aceitar`)).status).toBe(200);
    const res = await gestor.post('/api/usuarios/buscar', { nome: 'julia simoes' });
    expect(res.body.map((u: { email: string }) => u.email)).toContain('julia@x.com.br');
  });

  it('gives at most one new pair to concurrent refreshes, with truly parallel connections', async () => {
    const s = await t.login(DEMO.gestorAlfa);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.anon.post('/api/auth/refresh-token', { refreshToken: s.refreshToken }),
      ),
    );
    expect(answers.filter((a) => a.status === 200).length).toBeLessThanOrEqual(1);
  });

  it('gives concurrent retries of one keyed rotation the same successor, with truly parallel connections', async () => {
    const s = await t.login(DEMO.gestorAlfa);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/refresh-token',
          headers: { 'idempotency-key': 'paralelas-0123456789abc' },
          payload: { refreshToken: s.refreshToken },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().refreshToken)).size).toBe(1);
  });

  it('numbers 20 sales created at once, on parallel connections, without repeats or gaps', async () => {
    const gestor = await t.login(DEMO.gestorAlfa);
    const get = async (path: string) => (await gestor.get(path)).body[0];
    const range = encodeURIComponent('[0,0]');
    const [produto, status] = await Promise.all([
      get(`/api/empresas/1/produtos?range=${range}`),
      get(`/api/empresas/1/venda-status?range=${range}`),
    ]);
    const campos = (await gestor.get('/api/empresas/1/campos-extras')).body as Array<Record<string, unknown>>;
    const extras = campos
      .filter((c) => c.ativo && c.obrigatorio)
      .map((c) => ({
        slot: c.slot,
        valor: (c.opcoes as Array<{ valor: string }> | null)?.[0]?.valor ?? 'x',
      }));
    const body = {
      data: '2026-03-10',
      clienteNome: 'Cliente Paralelo',
      clienteDocumento: '52998224725',
      vendaStatusId: status.id,
      itens: [{ produtoId: produto.id, quantidade: 1, precoUnitario: 10, adicionais: [] }],
      extras,
    };
    const made = await Promise.all(
      Array.from({ length: 20 }, () => gestor.post('/api/empresas/1/vendas', body)),
    );
    expect(made.map((r) => r.status)).toEqual(Array(20).fill(201));
    const numeros = made.map((r) => r.body.numero as number).sort((a, b) => a - b);
    expect(new Set(numeros).size).toBe(20);
    expect((numeros.at(-1) as number) - (numeros[0] as number)).toBe(19);
  });

  it('keeps the sales figures (triggers of 0012/0013) exact under parallel writes, and answers the reports', async () => {
    const gestor = await t.login(DEMO.gestorAlfa);
    const range = encodeURIComponent('[0,29]');
    const vendas = (await gestor.get(`/api/empresas/1/vendas?range=${range}`)).body as Array<
      Record<string, unknown>
    >;
    const status = (await gestor.get(`/api/empresas/1/venda-status`)).body as Array<{ id: number }>;
    // 30 sales changing status and date at once, on parallel connections, crossing each other's groups
    const changed = await Promise.all(
      vendas.map((v, i) =>
        gestor.put(`/api/empresas/1/vendas/${v.id}`, {
          updatedAt: v.updatedAt,
          vendaStatusId: status[i % status.length]?.id,
          data: i % 2 ? '2026-03-10' : '2026-03-11',
        }),
      ),
    );
    expect(changed.map((r) => r.status)).toEqual(Array(30).fill(200));
    const pool = new pg.Client({ connectionString: testUrl });
    await pool.connect();
    try {
      const diff = await pool.query(`
        select count(*)::int n from (
          (select empresa_id, data, venda_status_id, vendedor_id, equipe_id, count(*)::int, sum(total)
             from vendas where deleted_at is null group by 1, 2, 3, 4, 5
           except select empresa_id, dia, venda_status_id, vendedor_id, equipe_id, quantidade, total from vendas_resumo)
          union all
          (select empresa_id, mes, venda_status_id, vendedor_id, equipe_id, quantidade, total from vendas_resumo_mes
           except select empresa_id, date_trunc('month', data)::date, venda_status_id, vendedor_id, equipe_id, count(*)::int, sum(total)
             from vendas where deleted_at is null group by 1, 2, 3, 4, 5)) x`);
      expect(diff.rows[0].n).toBe(0);
    } finally {
      await pool.end();
    }
    const res = await gestor.get(
      '/api/empresas/1/relatorios/resultado?tipo=VENDAS_POR_STATUS&periodo=personalizado&de=2026-01-01&ate=2026-11-21',
    );
    expect(res.status).toBe(200);
    expect((await gestor.get('/api/empresas/1/painel?periodo=este-ano')).status).toBe(200);
  });

  it('maps a unique violation to 409 at its field', async () => {
    const gestor = await t.login(DEMO.gestorAlfa);
    const created = await gestor.post('/api/usuarios/empresas/1', {
      nomeCompleto: 'A',
      email: 'a@x.com.br',
      papelId: 5,
    });
    const res = await gestor.patch(`/api/usuarios/empresas/1/${created.body.usuarioId}`, {
      email: DEMO.vendedorAlfa,
    });
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual([{ field: 'email', message: 'Este e-mail já está cadastrado.' }]);
  });
});

describe.skipIf(!url)('losing a pooled connection', () => {
  it('survives the server terminating an idle connection', async () => {
    const dbName = `vendas_teste_idle_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    const u = new URL(url!);
    u.pathname = `/${dbName}`;
    const errors: Error[] = [];
    const database = await openDatabase({ databaseUrl: u.toString(), onIdleError: (e) => errors.push(e) });
    try {
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [
        dbName,
      ]);
      await expect.poll(() => errors.length).toBeGreaterThan(0);
      // the pool opens a new connection for the next query
      const { sql } = await import('drizzle-orm');
      const result = (await database.db.execute(sql`select 1 as um`)) as unknown as { rows: unknown[] };
      expect(result.rows[0]).toEqual({ um: 1 });
    } finally {
      await database.close();
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    }
  });
});
