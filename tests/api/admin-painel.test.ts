import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, DEMO, makeApp, type TestApp } from './helpers.ts';

// GET /api/admin/painel: the platform admin's home. Every figure is computed again here with plain SQL, written
// independently of the route's queries; sales added today (one in the totals, one cancelled, one in the trash)
// make the month's figures move by known amounts whatever the date the suite runs on.

let t: TestApp;
let admin: Client;
type Row = Record<string, unknown>;
const query = async (text: string) =>
  ((await t.database.db.execute(sql.raw(text))) as unknown as { rows: Row[] }).rows;
const one = async (text: string) => (await query(text))[0] as Row;

const HOJE = `(now() at time zone 'America/Sao_Paulo')::date`;

/** A copy of an existing sale of empresa 2 dated today, in a status chosen by its `cancela`, maybe in the trash. */
async function venderHoje(total: number, cancela: boolean, lixeira = false) {
  await query(`insert into vendas (empresa_id, numero, data, cliente_nome, cliente_documento, vendedor_id, equipe_id,
      venda_status_id, itens, total, deleted_at)
    select empresa_id, (select max(numero) + 1 from vendas where empresa_id = 2), ${HOJE}, cliente_nome,
      cliente_documento, vendedor_id, equipe_id,
      (select venda_status_id from venda_status where empresa_id = 2 and cancela = ${cancela} order by ordem limit 1),
      itens, ${total}, ${lixeira ? 'now()' : 'null'}
    from vendas where empresa_id = 2 and deleted_at is null order by venda_id limit 1`);
}

/** The app's clock: the real time, unless a test pins it (the request figures count back from it). */
let relogio: Date | undefined;

beforeAll(async () => {
  t = await makeApp({ agora: () => relogio ?? new Date() });
  admin = await t.login(DEMO.admin);
});
afterAll(() => t.close());

describe('GET /api/admin/painel', () => {
  it('answers the platform figures, hand-computed, with the totals rule', async () => {
    const before = await admin.get('/api/admin/painel');
    expect(before.status).toBe(200);
    await venderHoje(1000.1, false);
    await venderHoje(777, true);
    await venderHoje(555, false, true);
    const res = await admin.get('/api/admin/painel');
    expect(res.status).toBe(200);
    const body = res.body;
    // the month moved by the one sale in the totals only
    expect(body.vendas.mes.quantidade).toBe(before.body.vendas.mes.quantidade + 1);
    expect(body.vendas.mes.total).toBeCloseTo(before.body.vendas.mes.total + 1000.1, 2);

    const empresas = await query(`select e.empresa_id, c.ativo, c.fim from empresas e
      left join contratos c on c.contrato_id = e.contrato_atual_id and c.empresa_id = e.empresa_id`);
    const hoje = String((await one(`select ${HOJE}::text as d`)).d);
    const ativas = empresas.filter(
      (e) => e.ativo === true && (e.fim === null || String(e.fim) >= hoje),
    ).length;
    expect(body.empresas).toMatchObject({ ativas, inativas: empresas.length - ativas });
    expect(ativas).toBeGreaterThan(0);

    const usuarios = await one(`select count(*)::int as total from usuarios`);
    const ativos = await one(
      `select count(distinct usuario_id)::int as n from perfis where aceito and ativo and usuario_id is not null`,
    );
    expect(body.usuarios).toMatchObject({ total: usuarios.total, ativos: ativos.n });
    expect(body.usuarios.ativos).toBeLessThan(body.usuarios.total);

    // this month, by hand: every sale of the month whose status does not cancel, outside the trash
    const mes = hoje.slice(0, 7);
    const porEmpresa = await query(`select v.empresa_id, e.nome, count(*)::int as q, sum(v.total)::text as t
      from vendas v join venda_status s using (venda_status_id) join empresas e on e.empresa_id = v.empresa_id
      where to_char(v.data, 'YYYY-MM') = '${mes}' and v.data <= ${HOJE} and s.cancela = false and v.deleted_at is null
      group by v.empresa_id, e.nome order by sum(v.total) desc`);
    expect(body.vendas.porEmpresa).toEqual(
      porEmpresa.map((r) => ({ empresaId: r.empresa_id, nome: r.nome, quantidade: r.q, total: Number(r.t) })),
    );
    expect(body.vendas.mes.quantidade).toBe(porEmpresa.reduce((s, r) => s + Number(r.q), 0));
    expect(body.vendas.porEmpresa.find((e: Row) => e.empresaId === 2).quantidade).toBeGreaterThan(0);

    // 12 months, oldest first, ending with this one; each month's figures by hand
    expect(body.meses).toHaveLength(12);
    expect(body.meses.at(-1).mes).toBe(mes);
    const porMes =
      await query(`select to_char(v.data, 'YYYY-MM') as m, count(*)::int as q, sum(v.total)::text as t
      from vendas v join venda_status s using (venda_status_id)
      where s.cancela = false and v.deleted_at is null and v.data <= ${HOJE} group by 1`);
    for (const m of body.meses) {
      const r = porMes.find((x) => x.m === m.mes);
      expect(m).toEqual({ mes: m.mes, quantidade: r ? r.q : 0, total: r ? Number(r.t) : 0 });
    }
    expect(body.meses.reduce((s: number, m: Row) => s + Number(m.quantidade), 0)).toBeGreaterThan(100);
    expect(body.meses.at(-1).quantidade).toBe(body.vendas.mes.quantidade);
  });

  it('counts the last 24 hours of requests by hour, the slowest routes and the companies to look after', async () => {
    // a pinned clock years away from the suite's own calls: the window holds only the rows inserted here
    relogio = new Date('2031-05-10T15:30:00.000Z');
    try {
      // the route as plugins/request-log.ts stores it (Fastify's pattern); none for a path no route matched
      const rota = (path: string) =>
        path === '/api/wp-login.php'
          ? 'null'
          : `'${path.replace(/^\/api\/empresas\/\d+/, '/api/empresas/:empresaId').replace(/\/\d+$/, '/:id')}'`;
      const log = (at: string, path: string, status: number, ms: number, method = 'GET') =>
        `('${method}', '${path}', ${rota(path)}, ${status}, ${ms}, '${at}')`;
      await query(`insert into request_logs (method, path, rota, status, duration_ms, created_at) values
        ${log('2031-05-09T15:59:59.999Z', '/api/fora', 500, 9000)},
        ${log('2031-05-09T16:00:00.000Z', '/api/empresas/1/vendas', 200, 10)},
        ${log('2031-05-09T16:59:59.000Z', '/api/empresas/2/vendas', 200, 50)},
        ${log('2031-05-09T21:10:00.000Z', '/api/empresas/1/vendas/7', 404, 20)},
        ${log('2031-05-09T21:20:00.000Z', '/api/empresas/2/vendas/9', 403, 40)},
        ${log('2031-05-10T03:00:00.000Z', '/api/empresas/1/vendas', 200, 70)},
        ${log('2031-05-10T03:00:00.000Z', '/api/lento', 200, 500, 'POST')},
        ${log('2031-05-10T03:10:00.000Z', '/api/wp-login.php', 404, 7000)},
        ${log('2031-05-10T15:00:00.000Z', '/api/empresas/2/vendas', 201, 90, 'POST')},
        ${log('2031-05-10T15:00:00.000Z', '/api/empresas/2/vendas', 200, 90)},
        ${log('2031-05-10T15:30:00.000Z', '/api/empresas/2/vendas', 500, 30)},
        ${log('2031-05-10T15:30:00.001Z', '/api/depois', 500, 9000)}`);
      // a contract ending in 30 days (Alfa), one in 31 (Beta), and Beta over a limit of 1 seat
      await query(`update contratos c set fim = case c.empresa_id when 1 then '2031-06-09'::date else '2031-06-10'::date end,
        limite_usuarios = case c.empresa_id when 2 then 1 else c.limite_usuarios end
        from empresas e where e.contrato_atual_id = c.contrato_id and e.empresa_id = c.empresa_id
          and e.empresa_id in (1, 2)`);
      const res = await admin.get('/api/admin/painel');
      expect(res.status).toBe(200);
      const r = res.body.requisicoes;
      expect(r.de).toBe('2031-05-09T16:00:00.000Z');
      expect(r.ate).toBe('2031-05-10T15:30:00.000Z');
      expect(r.horas).toHaveLength(24);
      expect(r.horas[0]).toEqual({ inicio: '2031-05-09T16:00:00.000Z', total: 2, erros4xx: 0, erros5xx: 0 });
      expect(r.horas[5]).toEqual({ inicio: '2031-05-09T21:00:00.000Z', total: 2, erros4xx: 2, erros5xx: 0 });
      expect(r.horas[11]).toEqual({ inicio: '2031-05-10T03:00:00.000Z', total: 3, erros4xx: 1, erros5xx: 0 });
      expect(r.horas[23]).toEqual({ inicio: '2031-05-10T15:00:00.000Z', total: 3, erros4xx: 0, erros5xx: 1 });
      expect(r.horas.reduce((s: number, h: Row) => s + Number(h.total), 0)).toBe(10);
      expect([r.total, r.erros4xx, r.erros5xx]).toEqual([10, 3, 1]);
      expect(r.taxa4xx).toBeCloseTo(3 / 10, 4);
      expect(r.taxa5xx).toBeCloseTo(1 / 10, 4);
      // p95 by route (linear interpolation, as percentile_cont): GET …/vendas 10, 50, 70, 90, 30 → 86; …/vendas/:id
      // 20, 40 → 39; POST /api/lento alone → 500; POST …/vendas alone → 90. The routes are the stored ones
      // (request_logs.rota); the slow 404 of a path no route matched is no route
      expect(r.rotasLentas).toEqual([
        { method: 'POST', rota: '/api/lento', quantidade: 1, p95: 500 },
        { method: 'POST', rota: '/api/empresas/:empresaId/vendas', quantidade: 1, p95: 90 },
        { method: 'GET', rota: '/api/empresas/:empresaId/vendas', quantidade: 5, p95: 86 },
        { method: 'GET', rota: '/api/empresas/:empresaId/vendas/:id', quantidade: 2, p95: 39 },
      ]);

      const e = res.body.empresas;
      expect(e.vencendo.quantidade).toBe(1);
      expect(e.vencendo.empresas[0]).toMatchObject({ empresaId: 1, nome: 'Alfa Telecom', fim: '2031-06-09' });
      const seatsBeta = await one(
        `select count(*)::int as n from perfis where empresa_id = 2 and ativo and usuario_id is not null`,
      );
      expect(seatsBeta.n).toBeGreaterThan(1);
      expect(e.acimaDoLimite).toEqual({
        quantidade: 1,
        empresas: [
          {
            empresaId: 2,
            nome: 'Beta Energia',
            fim: '2031-06-10',
            limiteUsuarios: 1,
            perfisAtivos: seatsBeta.n,
          },
        ],
      });
      const perfis = await one(
        `select count(*)::int as n from perfis where aceito and ativo and usuario_id is not null`,
      );
      expect(res.body.usuarios.perfisAtivos).toBe(perfis.n);

      // a day later, Beta's contract is the one ending within 30 days; the requests have left the window
      relogio = new Date('2031-05-11T15:30:00.000Z');
      const later = (await admin.get('/api/admin/painel')).body;
      expect(later.empresas.vencendo.empresas.map((x: Row) => x.empresaId)).toEqual([1, 2]);
      expect(later.requisicoes.de).toBe('2031-05-10T16:00:00.000Z');
      expect([later.requisicoes.total, later.requisicoes.taxa5xx, later.requisicoes.rotasLentas]).toEqual([
        0,
        0,
        [],
      ]);
    } finally {
      relogio = undefined;
      await query(`delete from request_logs where created_at >= '2031-01-01'`);
      await query(`update contratos set fim = null, limite_usuarios = 200`);
    }
  });

  it('is for platform admins only', async () => {
    const gestor = await t.login(DEMO.gestorAlfa);
    const res = await gestor.get('/api/admin/painel');
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/administradores/);
    expect((await (await t.login(DEMO.gestorBeta)).get('/api/admin/painel')).status).toBe(403);
    expect((await t.anon.get('/api/admin/painel')).status).toBe(401);
  });

  it('refuses any query parameter', async () => {
    for (const q of ['periodo=este-mes', 'x=%00', `a=${'x'.repeat(5000)}`, 'empresaId=2'])
      expect((await admin.get(`/api/admin/painel?${q}`)).status, q).toBe(400);
  });
});
