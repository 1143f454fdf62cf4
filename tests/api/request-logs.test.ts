import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, DEMO, fieldsOf, makeApp, type TestApp } from './helpers.ts';

// The admin's read of request_logs (docs/contrato.md §5, resource request-logs). The log is written in batches, so
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
    // a range over the page limit is cut to it, not refused (docs/contrato.md §5)
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
    // the route as plugins/request-log.ts writes it, from Fastify's pattern of the path
    const row = (at: string, path: string, status: number, ms: number, usuario: string, empresa: string) =>
      `('GET', '${path}', '${path.replace(/^\/api\/empresas\/\d+/, '/api/empresas/:empresaId').replace(/\/\d+$/, '/:id')}', ${status}, ${ms}, ${usuario}, ${empresa}, '${at}')`;
    const gestorBeta = `(select usuario_id from usuarios where email = 'gestor@beta.com.br')`;
    await t.database.db.execute(
      sql.raw(`insert into request_logs (method, path, rota, status, duration_ms, usuario_id, empresa_id, created_at) values
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
      ...Array(4).fill('/api/empresas/:empresaId/vendas'),
      '/api/empresas/:empresaId/vendas/:id',
    ]);
    expect(res.body[0]).toMatchObject({
      usuarioNome: expect.stringMatching(/\S/),
      empresaNome: 'Beta Energia',
    });
    expect(res.body[4]).toMatchObject({ empresaNome: 'Alfa Telecom', path: '/api/empresas/1/vendas/77' });
    // nobody by that name: none of the rows; the admin's own calls are not the Beta manager's
    expect((await list({ filter: { ...PERIODO, pessoa: 'ninguém-assim' } })).body).toEqual([]);
    const rota = await list({ filter: { ...PERIODO, rota: '/api/empresas/:empresaId/vendas/:id' } });
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
        rota: '/api/empresas/:empresaId/vendas/:id',
        quantidade: 1,
        p50: 100,
        p95: 100,
        erros4xx: 1,
        erros5xx: 0,
        taxaErro: 1,
      },
      {
        method: 'GET',
        rota: '/api/empresas/:empresaId/vendas',
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

describe('the route column, combined filters and the export', () => {
  // rows far from the suite's own calls; the stored route differs from what the path alone would say
  const PERIODO = { createdAt_gte: '2032-03-01T00:00:00.000Z', createdAt_lte: '2032-03-31T23:59:59.999Z' };
  const VENDA = '/api/empresas/:empresaId/vendas/:id';
  const RELATORIO = '/api/empresas/:empresaId/relatorios/:uri';
  let beta: { usuarioId: number; nome: string };
  let alfa: { usuarioId: number; nome: string };
  beforeAll(async () => {
    const pessoa = async (email: string) => {
      const { rows } = (await t.database.db.execute(
        sql`select usuario_id, nome_completo from usuarios where email = ${email}`,
      )) as unknown as { rows: Array<{ usuario_id: number; nome_completo: string }> };
      return { usuarioId: rows[0]!.usuario_id, nome: rows[0]!.nome_completo };
    };
    beta = await pessoa(DEMO.gestorBeta);
    alfa = await pessoa(DEMO.gestorAlfa);
    const row = (
      at: string,
      path: string,
      rota: string | null,
      status: number,
      ms: number,
      u: number,
      e: number,
    ) => `('GET', '${path}', ${rota === null ? 'null' : `'${rota}'`}, ${status}, ${ms}, ${u}, ${e}, '${at}')`;
    await t.database.db.execute(
      sql.raw(`insert into request_logs (method, path, rota, status, duration_ms, usuario_id, empresa_id, created_at) values
      ${row('2032-03-02T10:00:00Z', '/api/empresas/2/vendas/5', VENDA, 200, 10, beta.usuarioId, 2)},
      ${row('2032-03-02T10:01:00Z', '/api/empresas/2/vendas/6', VENDA, 404, 30, beta.usuarioId, 2)},
      ${row('2032-03-02T10:02:00Z', '/api/empresas/2/vendas/7', VENDA, 503, 50, beta.usuarioId, 2)},
      ${row('2032-03-02T10:03:00Z', '/api/empresas/2/relatorios/vendas-por-mes', RELATORIO, 200, 70, beta.usuarioId, 2)},
      ${row('2032-03-02T10:04:00Z', '/api/empresas/1/vendas/8', VENDA, 404, 20, alfa.usuarioId, 1)},
      ${row('2032-03-02T10:05:00Z', '/api/wp-login.php', null, 404, 1, beta.usuarioId, 2)},
      ${row('2032-04-02T10:00:00Z', '/api/empresas/2/vendas/9', VENDA, 404, 5, beta.usuarioId, 2)}`),
    );
  });

  it('stores the route that served a call, and none for a path no route matched', async () => {
    // a record that does not exist is still answered by its route; an unknown path by none
    expect((await gestor.get('/api/empresas/1/vendas/987654')).status).toBe(404);
    expect((await gestor.get('/api/rota-que-nao-existe/42')).status).toBe(404);
    const matched = await list({ filter: { q: '/vendas/987654' } });
    expect(matched.body).toMatchObject([
      { status: 404, rota: '/api/empresas/:empresaId/vendas/:id', empresaNome: 'Alfa Telecom' },
    ]);
    const unmatched = await list({ filter: { q: '/rota-que-nao-existe/' } });
    expect(unmatched.body).toMatchObject([{ status: 404, rota: null, path: '/api/rota-que-nao-existe/42' }]);
    // "no route" is a value of the filter
    // (a path no route matched is answered before authentication: no user either)
    const none = await list({ filter: { rota: [null], usuarioId: null, q: '/api/rota-que' } });
    expect(none.body.map((r: { path: string }) => r.path)).toEqual(['/api/rota-que-nao-existe/42']);
    const [company] = (
      await list({ filter: { q: '/api/empresas/1', usuarioId: gestor.usuarioId, status: 200 } })
    ).body;
    expect(company).toMatchObject({ path: '/api/empresas/1', rota: '/api/empresas/:empresaId' });
  });

  it('summarises by the stored route: paths of one route together, the unmatched apart', async () => {
    const res = await admin.get(`/api/admin/request-logs/rotas?${q({ filter: PERIODO })}`);
    expect(res.status).toBe(200);
    expect(res.body.map((r: { rota: string | null; quantidade: number }) => [r.rota, r.quantidade])).toEqual([
      [RELATORIO, 1],
      [VENDA, 4],
      [null, 1],
    ]);
    expect(res.body[1]).toMatchObject({ p50: 25, erros4xx: 2, erros5xx: 1, taxaErro: 0.75 });
    const one = await admin.get(
      `/api/admin/request-logs/rotas?${q({ filter: { ...PERIODO, rota: VENDA } })}`,
    );
    expect(one.body.map((r: { rota: string }) => r.rota)).toEqual([VENDA]);
  });

  it('combines person, company, status class, route and period on the server', async () => {
    const paths = async (filter: object) =>
      (await list({ filter, sort: ['createdAt', 'ASC'] })).body.map((r: { path: string }) => r.path);
    const all = { ...PERIODO, pessoa: 'beta.com', empresaId: 2, statusClass: ['4xx', '5xx'], rota: VENDA };
    expect(await paths(all)).toEqual(['/api/empresas/2/vendas/6', '/api/empresas/2/vendas/7']);
    // each condition counts: dropping one widens the answer
    expect(await paths({ ...all, statusClass: '5xx' })).toEqual(['/api/empresas/2/vendas/7']);
    expect(await paths({ ...all, pessoa: undefined, empresaId: undefined })).toEqual([
      '/api/empresas/2/vendas/6',
      '/api/empresas/2/vendas/7',
      '/api/empresas/1/vendas/8',
    ]);
    expect(await paths({ ...all, usuarioId: alfa.usuarioId })).toEqual([]);
    expect(await paths({ ...all, rota: [VENDA, null] })).toEqual([
      '/api/empresas/2/vendas/6',
      '/api/empresas/2/vendas/7',
      '/api/wp-login.php',
    ]);
    expect(await paths({ ...all, createdAt_lte: '2032-04-30' })).toEqual([
      '/api/empresas/2/vendas/6',
      '/api/empresas/2/vendas/7',
      '/api/empresas/2/vendas/9',
    ]);
    expect(await paths({ ...all, statusClass: ['2xx'] })).toEqual(['/api/empresas/2/vendas/5']);
  });

  it('exports names, e-mail and the route a person can read, the ids last', async () => {
    const filter = { ...PERIODO, empresaId: 2, rota: VENDA };
    const res = await admin.get(
      `/api/admin/request-logs/export?${q({ filter, sort: ['createdAt', 'ASC'] })}`,
    );
    expect(res.status).toBe(200);
    expect(String(res.headers['content-type'])).toMatch(/^text\/csv/);
    const body = res.raw.body;
    expect(body.startsWith('\uFEFF')).toBe(true);
    const parsed = Papa.parse<string[]>(body.slice(1), {
      delimiter: ';',
      newline: '\r\n',
      skipEmptyLines: true,
    });
    expect(parsed.errors).toEqual([]);
    const [titles, ...rows] = parsed.data;
    expect(titles).toEqual([
      'ID',
      'Data/hora (Brasília)',
      'Método',
      'Rota',
      'Caminho',
      'Status',
      'Duração (ms)',
      'Usuário',
      'E-mail',
      'Empresa',
      'IP',
      'ID do usuário',
      'ID da empresa',
    ]);
    expect(rows).toHaveLength(3);
    // 10:00 UTC is 07:00 in Brasília, whatever the server's zone
    expect(rows[0]![1]).toBe('02/03/2032, 07:00:00');
    expect(rows[0]!.slice(2)).toEqual([
      'GET',
      VENDA,
      '/api/empresas/2/vendas/5',
      '200',
      '10',
      beta.nome,
      DEMO.gestorBeta,
      'Beta Energia',
      '',
      String(beta.usuarioId),
      '2',
    ]);
    const unmatched = await admin.get(
      `/api/admin/request-logs/export?${q({ filter: { ...PERIODO, rota: [null] } })}`,
    );
    const [, wp] = Papa.parse<string[]>(unmatched.raw.body.slice(1), {
      delimiter: ';',
      skipEmptyLines: true,
    }).data;
    expect(wp!.slice(3, 5)).toEqual(['(nenhuma)', '/api/wp-login.php']);
  });

  it("is closed to another tenant's manager: 403 on the list, one log, the export and the summary", async () => {
    const gestorBeta = await t.login(DEMO.gestorBeta);
    const filter = q({ filter: { empresaId: 2 } });
    for (const url of [
      `/api/admin/request-logs?${filter}`,
      '/api/admin/request-logs/1',
      `/api/admin/request-logs/export?${filter}`,
      `/api/admin/request-logs/rotas?${filter}`,
    ]) {
      const res = await gestorBeta.get(url);
      expect(res.status, url).toBe(403);
      expect(res.body).toEqual({ message: 'Apenas administradores da plataforma.' });
    }
  });

  it('answers 400 at the field for hostile filters, on the list, the summary and the export', async () => {
    const cases: Array<[object, string]> = [
      [{ statusClass: '6xx' }, 'filter.statusClass'],
      [{ statusClass: ['2xx', 7] }, 'filter.statusClass'],
      [{ rota: [1] }, 'filter.rota'],
      [{ rota: '/api/\u0000' }, 'filter.rota'],
      [{ rota: `/${'a'.repeat(400)}` }, 'filter.rota'],
      [{ rota: Array(1001).fill('/api') }, 'filter.rota'],
      [{ pessoa: 'a\u0000b' }, 'filter.pessoa'],
      [{ pessoa: ' '.repeat(201) }, 'filter.pessoa'],
      [{ empresaId: 2 ** 31 }, 'filter.empresaId'],
      [{ usuarioId: 'abc' }, 'filter.usuarioId'],
      [{ createdAt_gte: '2032-13-45' }, 'filter.createdAt_gte'],
      [{ createdAt_lte: 12 }, 'filter.createdAt_lte'],
    ];
    for (const [filter, field] of cases) {
      for (const path of [
        '/api/admin/request-logs',
        '/api/admin/request-logs/rotas',
        '/api/admin/request-logs/export',
      ]) {
        const res = await admin.get(`${path}?${q({ filter })}`);
        expect(res.status, `${path} ${JSON.stringify(filter).slice(0, 80)}`).toBe(400);
        const fields = Object.keys(fieldsOf(res.body));
        expect(fields.length).toBeGreaterThan(0);
        expect(
          fields.every((f) => f.startsWith(field)),
          `${fields}`,
        ).toBe(true);
      }
    }
  });

  it('back-fills the route of older logs from their path (migration 0016)', async () => {
    const migration = readFileSync(
      new URL('../../server/db/migrations/0016_request_logs_rota.sql', import.meta.url),
      'utf8',
    );
    const update = migration.split('--> statement-breakpoint').find((s) => s.includes('UPDATE'));
    expect(update).toBeDefined();
    await t.database.db.execute(
      sql.raw(`insert into request_logs (method, path, status, duration_ms, created_at) values
      ('GET', '/api/empresas/2/vendas/5', 200, 1, '2033-01-02T00:00:00Z'),
      ('GET', '/api/empresas/12', 200, 1, '2033-01-02T00:00:01Z'),
      ('GET', '/api/admin/empresas/3/contratos', 200, 1, '2033-01-02T00:00:02Z'),
      ('POST', '/api/auth/convites/abcdefghijklmnopqrstuvwxyz012345', 200, 1, '2033-01-02T00:00:03Z')`),
    );
    const only2033 = ` where "created_at" >= '2033-01-01'`;
    await t.database.db.execute(sql.raw(update!.trim().replace(/;$/, '') + only2033));
    const rows = await list({ filter: { createdAt_gte: '2033-01-01' }, sort: ['createdAt', 'ASC'] });
    expect(rows.body.map((r: { rota: string }) => r.rota)).toEqual([
      '/api/empresas/:empresaId/vendas/:id',
      '/api/empresas/:empresaId',
      '/api/admin/empresas/:id/contratos',
      '/api/auth/convites/:token',
    ]);
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
