import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, DEMO, fieldsOf, makeApp, type TestApp } from './helpers.ts';

// The admin's read of request_logs (CONTRACT.md §5, resource request-logs). The log is written in batches, so
// each test flushes it before reading.

let t: TestApp;
let admin: Client & { usuarioId: number };
let gestor: Client & { usuarioId: number };

const q = (params: { filter?: unknown; range?: unknown; sort?: unknown }) =>
  Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(JSON.stringify(v))}`)
    .join('&');
const list = async (params: { filter?: unknown; range?: unknown; sort?: unknown } = {}) => {
  await t.app.flushRequestLogs();
  return admin.get(`/api/admin/request-logs?${q(params)}`);
};

beforeAll(async () => {
  t = await makeApp();
  admin = await t.login(DEMO.admin);
  gestor = await t.login(DEMO.gestorAlfa);
  // a few known calls: a company read (200), a refused one (403), an anonymous one (401), a missing route (404)
  await gestor.get('/api/empresas/1');
  await gestor.get('/api/empresas/2');
  await t.anon.get('/api/usuarios/me');
  await admin.get('/api/admin/grupos');
  await t.app.flushRequestLogs();
});
afterAll(() => t.close());

describe('GET /api/admin/request-logs', () => {
  it('lists the newest first, with every field, and a Content-Range', async () => {
    const res = await list({ range: [0, 4] });
    expect(res.status).toBe(200);
    expect(res.headers['content-range']).toMatch(/^request-logs 0-4\/\d+$/);
    const total = Number(String(res.headers['content-range']).split('/')[1]);
    expect(total).toBeGreaterThanOrEqual(6);
    const rows = res.body as Array<{ id: number; requestLogId: number; createdAt: string }>;
    expect(rows).toHaveLength(5);
    for (const [i, row] of rows.entries()) {
      expect(row.id).toBe(row.requestLogId);
      if (i > 0) expect(Date.parse(rows[i - 1]!.createdAt)).toBeGreaterThanOrEqual(Date.parse(row.createdAt));
    }
    const grupos = res.body.find((r: { path: string }) => r.path === '/api/admin/grupos');
    expect(grupos).toEqual({
      id: expect.any(Number),
      requestLogId: expect.any(Number),
      method: 'GET',
      path: '/api/admin/grupos',
      status: 200,
      durationMs: expect.any(Number),
      usuarioId: admin.usuarioId,
      empresaId: null,
      ip: '127.0.0.1',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      rota: '/api/admin/grupos',
      usuarioNome: 'Administrador da Plataforma',
      empresaNome: null,
    });
  });

  it('filters by method, status, a status range, path, user, company and period', async () => {
    const posts = await list({ filter: { method: 'post' } });
    expect(posts.body.length).toBeGreaterThanOrEqual(2);
    expect(posts.body.every((r: { method: string }) => r.method === 'POST')).toBe(true);

    const refused = await list({ filter: { status: 403 } });
    expect(refused.body.map((r: { path: string }) => r.path)).toEqual(['/api/empresas/2']);
    expect(refused.body[0]).toMatchObject({ usuarioId: gestor.usuarioId, empresaId: 2 });

    const clientErrors = await list({ filter: { status_gte: 400, status_lte: 499 } });
    const statuses = clientErrors.body.map((r: { status: number }) => r.status);
    expect(statuses).toEqual(expect.arrayContaining([401, 403]));
    expect(statuses.every((s: number) => s >= 400 && s < 500)).toBe(true);

    const search = await list({ filter: { q: 'ADMIN/GRU' } });
    expect(search.body.length).toBeGreaterThanOrEqual(1);
    expect(search.body.every((r: { path: string }) => r.path.includes('/admin/gru'))).toBe(true);
    // a % is a character to find, not a wildcard
    expect((await list({ filter: { q: '%' } })).body).toEqual([]);

    const byGestor = await list({ filter: { usuarioId: gestor.usuarioId, empresaId: [1, 2] } });
    expect(byGestor.body.map((r: { path: string }) => r.path).sort()).toEqual([
      '/api/empresas/1',
      '/api/empresas/2',
    ]);
    const anonymous = await list({ filter: { usuarioId: null, method: 'GET' } });
    expect(anonymous.body.map((r: { path: string }) => r.path)).toContain('/api/usuarios/me');

    const now = Date.now();
    const recent = await list({
      filter: {
        createdAt_gte: new Date(now - 60_000).toISOString(),
        createdAt_lte: new Date(now + 60_000).toISOString(),
      },
    });
    expect(recent.body.length).toBeGreaterThanOrEqual(6);
    const future = await list({ filter: { createdAt_gte: new Date(now + 3_600_000).toISOString() } });
    expect(future.body).toEqual([]);
    expect(future.headers['content-range']).toBe('request-logs */0');
    // a day alone covers the whole day (UTC)
    const today = new Date(now).toISOString().slice(0, 10);
    const day = await list({ filter: { createdAt_gte: today, createdAt_lte: today } });
    expect(day.body.length).toBeGreaterThanOrEqual(6);

    const ids = (await list({ range: [0, 1] })).body.map((r: { id: number }) => r.id);
    const some = await list({ filter: { id: ids } });
    expect(some.body.map((r: { id: number }) => r.id).sort()).toEqual([...ids].sort());
  });

  it('sorts by the whitelisted fields, the key breaking ties', async () => {
    const byPath = await list({ sort: ['path', 'ASC'] });
    const paths = byPath.body.map((r: { path: string }) => r.path);
    expect(paths).toEqual([...paths].sort());
    const byStatus = await list({ sort: ['status', 'DESC'] });
    const rows = byStatus.body as Array<{ status: number; id: number }>;
    for (let i = 1; i < rows.length; i++) {
      const [a, b] = [rows[i - 1]!, rows[i]!];
      expect(a.status > b.status || (a.status === b.status && a.id > b.id)).toBe(true);
    }
    const byDuration = await list({ sort: ['durationMs', 'ASC'] });
    const durations = byDuration.body.map((r: { durationMs: number }) => r.durationMs);
    expect(durations).toEqual([...durations].sort((a, b) => a - b));
    expect((await list({ sort: ['method', 'ASC'] })).status).toBe(200);
  });

  it('pages with Content-Range, never showing a row twice', async () => {
    const sort = ['createdAt', 'ASC'];
    const first = await list({ sort, range: [0, 2] });
    const total = Number(String(first.headers['content-range']).split('/')[1]);
    expect(first.headers['content-range']).toBe(`request-logs 0-2/${total}`);
    const second = await list({ sort, range: [3, 5] });
    expect(second.headers['content-range']).toMatch(/^request-logs 3-5\/\d+$/);
    const ids = [...first.body, ...second.body].map((r: { id: number }) => r.id);
    expect(new Set(ids).size).toBe(6);
    const past = await list({ range: [100000, 100009] });
    expect(past.body).toEqual([]);
    expect(past.headers['content-range']).toMatch(/^request-logs \*\/\d+$/);
  });

  it('refuses a bad sort, filter or range with 400 at the field, in Portuguese', async () => {
    const sort = await list({ sort: ['ip', 'ASC'] });
    expect(sort.status).toBe(400);
    expect(fieldsOf(sort.body)).toEqual({ sort: 'Não é possível ordenar por ip.' });
    const order = await list({ sort: ['path', 'UP'] });
    expect(fieldsOf(order.body)).toEqual({ sort: 'A ordem deve ser ASC ou DESC.' });

    const key = await list({ filter: { senha: 'x' } });
    expect(key.status).toBe(400);
    expect(key.body.message).toBe('Os dados enviados são inválidos.');
    expect(fieldsOf(key.body)).toEqual({ 'filter.senha': 'Filtro desconhecido.' });
    const status = await list({ filter: { status: 'abc', createdAt_gte: 'ontem' } });
    expect(Object.keys(fieldsOf(status.body)).sort()).toEqual(['filter.createdAt_gte', 'filter.status']);
    const json = await admin.get('/api/admin/request-logs?filter=%7Bx');
    expect(fieldsOf(json.body)).toEqual({ filter: 'JSON inválido.' });

    expect(fieldsOf((await list({ range: [5, 4] })).body)).toHaveProperty('range');
    // a range over the page limit is cut to it, not refused (CONTRACT.md §5)
    const range = await list({ range: [0, 1999] });
    expect(range.status).toBe(200);
    expect(range.body.length).toBeLessThanOrEqual(1000);
    expect(range.headers['content-range']).toMatch(
      new RegExp(`^request-logs 0-${range.body.length - 1}/\\d+$`),
    );
  });

  it('is for platform admins only: 403 for a company manager, 401 without a token', async () => {
    const forbidden = await gestor.get(`/api/admin/request-logs?${q({ sort: ['nada', 'X'] })}`);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual({ message: 'Apenas administradores da plataforma.' });
    expect((await gestor.get('/api/admin/request-logs/1')).status).toBe(403);
    const anon = await t.anon.get('/api/admin/request-logs');
    expect(anon.status).toBe(401);
    expect(anon.body.message).toEqual(expect.any(String));
  });

  it('is read-only', async () => {
    expect((await admin.post('/api/admin/request-logs', { method: 'GET' })).status).toBe(404);
    expect((await admin.del('/api/admin/request-logs/1')).status).toBe(404);
  });
});

describe('names, people, routes and the latency by route', () => {
  // rows with known times, statuses and durations, years away from the suite's own calls
  const PERIODO = { createdAt_gte: '2031-05-01T00:00:00.000Z', createdAt_lte: '2031-05-31T23:59:59.999Z' };
  beforeAll(async () => {
    const row = (at: string, path: string, status: number, ms: number, usuario: string, empresa: string) =>
      `('GET', '${path}', ${status}, ${ms}, ${usuario}, ${empresa}, '${at}')`;
    const gestorBeta = `(select usuario_id from usuarios where email = 'gestor@beta.com.br')`;
    await t.database.db.execute(
      sql.raw(`insert into request_logs (method, path, status, duration_ms, usuario_id, empresa_id, created_at) values
      ${row('2031-05-02T10:00:00Z', '/api/empresas/2/vendas', 200, 10, gestorBeta, '2')},
      ${row('2031-05-02T10:01:00Z', '/api/empresas/2/vendas', 200, 20, gestorBeta, '2')},
      ${row('2031-05-02T10:02:00Z', '/api/empresas/2/vendas', 500, 30, gestorBeta, '2')},
      ${row('2031-05-02T10:03:00Z', '/api/empresas/2/vendas', 404, 40, gestorBeta, '2')},
      ${row('2031-05-02T10:04:00Z', '/api/empresas/1/vendas/77', 403, 100, gestorBeta, '1')},
      ${row('2031-06-02T10:04:00Z', '/api/empresas/1/vendas/78', 200, 9999, gestorBeta, '1')}`),
    );
  });

  it('names who called and the company, and filters by person and route pattern', async () => {
    const res = await list({ filter: { ...PERIODO, pessoa: 'BETA.com' }, sort: ['createdAt', 'ASC'] });
    expect(res.status).toBe(200);
    expect(res.body.map((r: { rota: string }) => r.rota)).toEqual([
      ...Array(4).fill('/api/empresas/:id/vendas'),
      '/api/empresas/:id/vendas/:id',
    ]);
    expect(res.body[0]).toMatchObject({
      usuarioNome: expect.stringMatching(/\S/),
      empresaNome: 'Beta Energia',
    });
    expect(res.body[4]).toMatchObject({ empresaNome: 'Alfa Telecom', path: '/api/empresas/1/vendas/77' });
    // nobody by that name: none of the rows; the admin's own calls are not the Beta manager's
    expect((await list({ filter: { ...PERIODO, pessoa: 'ninguém-assim' } })).body).toEqual([]);
    const rota = await list({ filter: { ...PERIODO, rota: '/api/empresas/:id/vendas/:id' } });
    expect(rota.body.map((r: { path: string }) => r.path)).toEqual(['/api/empresas/1/vendas/77']);
    const classe = await list({ filter: { ...PERIODO, empresaId: 2, status_gte: 400, status_lte: 499 } });
    expect(classe.body.map((r: { status: number }) => r.status)).toEqual([404]);
  });

  it('summarises each route over the filtered period: count, p50, p95, errors', async () => {
    await t.app.flushRequestLogs();
    const res = await admin.get(`/api/admin/request-logs/rotas?${q({ filter: PERIODO })}`);
    expect(res.status).toBe(200);
    // durations 10, 20, 30, 40: p50 25, p95 = 30 + 0.85 × 10 = 38.5; 2 errors in 4
    expect(res.body).toEqual([
      {
        method: 'GET',
        rota: '/api/empresas/:id/vendas/:id',
        quantidade: 1,
        p50: 100,
        p95: 100,
        erros4xx: 1,
        erros5xx: 0,
        taxaErro: 1,
      },
      {
        method: 'GET',
        rota: '/api/empresas/:id/vendas',
        quantidade: 4,
        p50: 25,
        p95: 38.5,
        erros4xx: 1,
        erros5xx: 1,
        taxaErro: 0.5,
      },
    ]);
    const empresa2 = await admin.get(
      `/api/admin/request-logs/rotas?${q({ filter: { ...PERIODO, empresaId: 2 } })}`,
    );
    expect(empresa2.body).toHaveLength(1);
  });

  it('refuses hostile filters and is for platform admins only', async () => {
    for (const filter of [
      { rota: 'sem-barra' },
      { rota: '/a\u0000' },
      { pessoa: 'x'.repeat(201) },
      { pessoa: {} },
    ]) {
      expect((await list({ filter })).status, JSON.stringify(filter)).toBe(400);
      expect((await admin.get(`/api/admin/request-logs/rotas?${q({ filter })}`)).status).toBe(400);
    }
    expect((await admin.get('/api/admin/request-logs/rotas?sort=x')).status).toBe(400);
    expect((await gestor.get(`/api/admin/request-logs/rotas?${q({ filter: PERIODO })}`)).status).toBe(403);
    expect((await t.anon.get('/api/admin/request-logs/rotas')).status).toBe(401);
  });
});

describe('GET /api/admin/request-logs/{id}', () => {
  it('answers one log, 404 for an unknown one', async () => {
    const [newest] = (await list({ range: [0, 0] })).body;
    const one = await admin.get(`/api/admin/request-logs/${newest.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toEqual(newest);
    const missing = await admin.get('/api/admin/request-logs/999999999');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Log de requisição não encontrado.' });
    expect((await admin.get('/api/admin/request-logs/abc')).status).toBe(400);
  });
});
