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

beforeAll(async () => {
  t = await makeApp();
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
    expect(body.empresas).toEqual({ ativas, inativas: empresas.length - ativas });
    expect(ativas).toBeGreaterThan(0);

    const usuarios = await one(`select count(*)::int as total from usuarios`);
    const ativos = await one(
      `select count(distinct usuario_id)::int as n from perfis where aceito and ativo and usuario_id is not null`,
    );
    expect(body.usuarios).toEqual({ total: usuarios.total, ativos: ativos.n });
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
