import { type SQL, sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolvePeriodo } from '../../server/figuras/periodos.ts';
import { type Client, DEMO, fieldsOf, makeApp, rowsOf, signedInWithPerfil, type TestApp } from './helpers.ts';

// The figures (issue 13): the aggregates the database keeps against a GROUP BY over `vendas` after every kind of
// write; the totals rule at its mechanism and in each place that sums; every report type and the home for a
// manager, a supervisor and a seller against figures computed here with plain SQL over `vendas` joined to
// `venda_status` (never with the server's own code); periods on a pinned clock; access across companies.

type Json = Record<string, unknown>;
type Caller = Client & { usuarioId: number; perfilId: number; accessToken: string };

/** "Today" for the figures: 21/11/2026 in São Paulo (the demo's last day of sales). */
const AGORA = new Date('2026-11-21T15:00:00Z');
const E1 = '/api/empresas/1';

let t: TestApp;
let gestor: Caller;
let vendedor: Caller;
let supervisor: Caller;
let beta: Caller;
let supervisorEquipes: number[];

const q = (params: Json) =>
  Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v))}`)
    .join('&');

const rows = <T = Json>(query: SQL): Promise<T[]> => rowsOf<T>(t, query);

const caller = (email: string): Promise<Caller> => signedInWithPerfil(t, email);

beforeAll(async () => {
  t = await makeApp({ agora: () => AGORA });
  const [sup] = await rows<{ email: string; usuario_id: number }>(
    sql`select u.email, u.usuario_id from equipes e join usuarios u on u.usuario_id = e.supervisor_id
        where e.empresa_id = 1 order by e.equipe_id limit 1`,
  );
  [gestor, vendedor, supervisor, beta] = await Promise.all([
    caller(DEMO.gestorAlfa),
    caller(DEMO.vendedorAlfa),
    caller(sup?.email ?? ''),
    caller(DEMO.gestorBeta),
  ]);
  supervisorEquipes = (
    await rows<{ id: number }>(
      sql`select equipe_id id from equipes where empresa_id = 1 and supervisor_id = ${sup?.usuario_id} and deleted_at is null`,
    )
  ).map((r) => r.id);
});
afterAll(() => t.close());

/** Rows of the aggregates that differ from a GROUP BY over the live sales (0 everywhere = they agree). */
async function diferencas() {
  const [r] = await rows<Record<string, number>>(sql`
    with d as (select empresa_id, data, venda_status_id, vendedor_id, equipe_id, count(*)::int q, sum(total) t
               from vendas where deleted_at is null group by 1, 2, 3, 4, 5),
    m as (select empresa_id, date_trunc('month', data)::date, venda_status_id, vendedor_id, equipe_id, count(*)::int, sum(total)
          from vendas where deleted_at is null group by 1, 2, 3, 4, 5),
    o as (select empresa_id, data, venda_status_id, origem_id, count(*)::int, sum(total)
          from vendas where deleted_at is null group by 1, 2, 3, 4),
    om as (select empresa_id, date_trunc('month', data)::date, venda_status_id, origem_id, count(*)::int, sum(total)
          from vendas where deleted_at is null group by 1, 2, 3, 4),
    p as (select v.empresa_id, v.data, v.venda_status_id, (i->>'produtoId')::int, sum((i->>'quantidade')::int)::int,
            sum((i->>'quantidade')::numeric * (i->>'precoUnitario')::numeric)
          from vendas v, jsonb_array_elements(v.itens) i where v.deleted_at is null group by 1, 2, 3, 4),
    pm as (select v.empresa_id, date_trunc('month', v.data)::date, v.venda_status_id, (i->>'produtoId')::int,
            sum((i->>'quantidade')::int)::int, sum((i->>'quantidade')::numeric * (i->>'precoUnitario')::numeric)
          from vendas v, jsonb_array_elements(v.itens) i where v.deleted_at is null group by 1, 2, 3, 4),
    rd as (select empresa_id, dia, venda_status_id, vendedor_id, equipe_id, quantidade, total from vendas_resumo),
    rm as (select empresa_id, mes, venda_status_id, vendedor_id, equipe_id, quantidade, total from vendas_resumo_mes),
    ro as (select empresa_id, dia, venda_status_id, origem_id, quantidade, total from vendas_resumo_origem),
    rom as (select empresa_id, mes, venda_status_id, origem_id, quantidade, total from vendas_resumo_origem_mes),
    rp as (select empresa_id, dia, venda_status_id, produto_id, unidades, total from vendas_resumo_produto),
    rpm as (select empresa_id, mes, venda_status_id, produto_id, unidades, total from vendas_resumo_produto_mes)
    select
      (select count(*) from (select * from d except select * from rd) x)::int + (select count(*) from (select * from rd except select * from d) x)::int as dia,
      (select count(*) from (select * from m except select * from rm) x)::int + (select count(*) from (select * from rm except select * from m) x)::int as mes,
      (select count(*) from (select * from o except select * from ro) x)::int + (select count(*) from (select * from ro except select * from o) x)::int as origem,
      (select count(*) from (select * from om except select * from rom) x)::int + (select count(*) from (select * from rom except select * from om) x)::int as origem_mes,
      (select count(*) from (select * from p except select * from rp) x)::int + (select count(*) from (select * from rp except select * from p) x)::int as produto,
      (select count(*) from (select * from pm except select * from rpm) x)::int + (select count(*) from (select * from rpm except select * from pm) x)::int as produto_mes,
      (select count(*) from vendas_resumo)::int as grupos`);
  return r;
}
const ZERO = { dia: 0, mes: 0, origem: 0, origem_mes: 0, produto: 0, produto_mes: 0 };

async function statusIds() {
  return rows<{ id: number; cancela: boolean; nome: string }>(
    sql`select venda_status_id id, cancela, nome from venda_status where empresa_id = 1 and deleted_at is null order by ordem`,
  );
}

async function novaVenda(extra: Json = {}) {
  const [produto] = await rows<{ id: number }>(
    sql`select produto_id id from produtos where empresa_id = 1 and deleted_at is null order by produto_id limit 1`,
  );
  const campos = await rows<{ slot: number; tipo: string; opcoes: Array<{ valor: string }> | null }>(
    sql`select slot, tipo, opcoes from campos_extras where empresa_id = 1 and ativo and obrigatorio`,
  );
  const [status] = await statusIds();
  const res = await gestor.post(`${E1}/vendas`, {
    data: '2026-11-10',
    clienteNome: 'Cliente das Figuras',
    clienteDocumento: '52998224725',
    vendaStatusId: status?.id,
    itens: [{ produtoId: produto?.id, quantidade: 2, precoUnitario: 100, adicionais: [] }],
    extras: campos.map((c) => ({ slot: c.slot, valor: c.opcoes?.[0]?.valor ?? 'sim' })),
    ...extra,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as Json;
}

describe('the aggregates the database keeps', () => {
  it('equal a GROUP BY over the live sales after the demo seed (batch inserts)', async () => {
    const d = await diferencas();
    expect(d).toMatchObject(ZERO);
    expect(d?.grupos).toBeGreaterThan(100);
  });

  it('follow every kind of write: create, partial PUT, bulk, status in bulk, trash, restore, import, conversion', async () => {
    const status = await statusIds();
    const outro = status[1]?.id;
    // create
    const venda = await novaVenda();
    expect(await diferencas()).toMatchObject(ZERO);
    // partial PUT changing status, seller, team, date and items
    const [outroVendedor] = await rows<{ id: number }>(
      sql`select perfil_id id from perfis where empresa_id = 1 and equipe_id is not null and aceito and ativo and perfil_id <> ${venda.vendedorId as number} limit 1`,
    );
    const put = await gestor.put(`${E1}/vendas/${venda.id}`, {
      updatedAt: venda.updatedAt,
      vendaStatusId: outro,
      vendedorId: outroVendedor?.id,
      equipeId: null,
      data: '2026-10-31',
      itens: [
        { ...(venda.itens as Json[])[0], quantidade: 5 },
        { ...(venda.itens as Json[])[0], precoUnitario: 7.5 },
      ],
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(await diferencas()).toMatchObject(ZERO);
    // bulk edit (/lote) of three sales
    const tres = await rows<{ id: number }>(
      sql`select venda_id id from vendas where empresa_id = 1 and deleted_at is null and auditada_em is null order by venda_id limit 3`,
    );
    const lote = await gestor.post(`${E1}/vendas/lote`, {
      ids: tres.map((r) => r.id),
      data: { vendaStatusId: outro, data: '2026-09-15' },
    });
    expect(lote.status, JSON.stringify(lote.body)).toBe(200);
    expect(await diferencas()).toMatchObject(ZERO);
    // status of many (REALIZAR_AUTOMACOES)
    const muitas = await gestor.post(`${E1}/vendas/status`, {
      ids: tres.map((r) => r.id),
      vendaStatusId: status[2]?.id,
    });
    expect(muitas.status, JSON.stringify(muitas.body)).toBe(200);
    expect(await diferencas()).toMatchObject(ZERO);
    // to the trash and back
    const gruposAntes = (await diferencas())?.grupos;
    expect((await gestor.del(`${E1}/vendas/${venda.id}`)).status).toBe(200);
    expect(await diferencas()).toMatchObject(ZERO);
    const [naLixeira] = await rows<{ n: number }>(
      sql`select count(*)::int n from vendas_resumo where vendedor_id = ${outroVendedor?.id as number} and dia = '2026-10-31' and equipe_id is null`,
    );
    expect(naLixeira?.n).toBe(0);
    expect((await gestor.post(`${E1}/vendas/${venda.id}/restaurar`)).status).toBe(200);
    expect(await diferencas()).toMatchObject(ZERO);
    expect((await diferencas())?.grupos).toBe(gruposAntes);
    // import: a sale exported, its date changed, imported back (a partial PUT by its key)
    const exported = await t.app.inject({
      method: 'GET',
      url: `${E1}/vendas/export?${q({ filter: { id: [venda.id] } })}`,
      headers: { authorization: `Bearer ${gestor.accessToken}` },
    });
    expect(exported.statusCode).toBe(200);
    const parsed = Papa.parse<string[]>(exported.body.replace(/^\uFEFF/, ''), { delimiter: ';' }).data.filter(
      (r) => r.length > 1,
    );
    const header = parsed[0] as string[];
    const row = [...(parsed[1] as string[])];
    const dataCol = header.indexOf('Data');
    expect(dataCol).toBeGreaterThanOrEqual(0);
    row[dataCol] = (row[dataCol] as string)
      .replace('31/10/2026', '01/08/2026')
      .replace('2026-10-31', '2026-08-01');
    const imported = await t.app.inject({
      method: 'POST',
      url: `${E1}/vendas/import`,
      headers: { authorization: `Bearer ${gestor.accessToken}`, 'content-type': 'text/csv; charset=utf-8' },
      payload: `\uFEFF${Papa.unparse([header, row], { delimiter: ';', newline: '\r\n' })}`,
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(JSON.parse(imported.body)).toMatchObject({ alterados: 1, criados: 0 });
    const [movida] = await rows<{ data: string }>(
      sql`select data::text from vendas where venda_id = ${venda.id as number}`,
    );
    expect(movida?.data).toBe('2026-08-01');
    expect(await diferencas()).toMatchObject(ZERO);
    // conversion of a negotiation into a sale
    const [neg] = await rows<{ id: number }>(
      sql`select negociacao_id id from negociacoes where empresa_id = 1 and venda_id is null and deleted_at is null limit 1`,
    );
    const conv = await gestor.post(`${E1}/negociacoes/${neg?.id}/converter`, {
      data: '2026-11-20',
      clienteDocumento: '52998224725',
      vendaStatusId: status[0]?.id,
      itens: venda.itens,
      extras: venda.extras,
    });
    expect(conv.status, JSON.stringify(conv.body)).toBe(201);
    expect(await diferencas()).toMatchObject(ZERO);
    // and a hard delete (no route deletes a sale for good; a company's deletion cascades to its sales)
    await t.database.db.execute(sql`delete from vendas where venda_id = ${venda.id as number}`);
    expect(await diferencas()).toMatchObject(ZERO);
  });
});

/** In totals: live, status without `cancela` — computed here, not by the server's code. */
const NOS_TOTAIS = sql`v.deleted_at is null and not s.cancela`;

describe('the totals rule', () => {
  it('keeps cancelled sales out of GET …/vendas/total, counts them apart, and follows a change of the flag at once', async () => {
    const filter = { data_gte: '2026-01-01', data_lte: '2026-11-21' };
    const esperado = async () => {
      const [r] = await rows<{ q: number; t: string; fq: number; ft: string }>(sql`
        select count(*) filter (where not s.cancela)::int q, coalesce(sum(v.total) filter (where not s.cancela), 0) t,
               count(*) filter (where s.cancela)::int fq, coalesce(sum(v.total) filter (where s.cancela), 0) ft
        from vendas v join venda_status s using (venda_status_id)
        where v.empresa_id = 1 and v.deleted_at is null and v.data between '2026-01-01' and '2026-11-21'`);
      return {
        quantidade: r?.q,
        total: Number(r?.t),
        foraDosTotais: { quantidade: r?.fq, total: Number(r?.ft) },
      };
    };
    const before = await esperado();
    expect(before.foraDosTotais.quantidade).toBeGreaterThan(0);
    const res = await gestor.get(`${E1}/vendas/total?${q({ filter })}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(before);
    // the list's `nosTotais` selects exactly the sales counted
    const list = await gestor.get(
      `${E1}/vendas?${q({ filter: { ...filter, nosTotais: true }, range: [0, 0] })}`,
    );
    expect(Number(String(list.headers['content-range']).split('/')[1])).toBe(before.quantidade);
    const fora = await gestor.get(
      `${E1}/vendas?${q({ filter: { ...filter, nosTotais: false }, range: [0, 0] })}`,
    );
    expect(Number(String(fora.headers['content-range']).split('/')[1])).toBe(before.foraDosTotais.quantidade);
    // a status that did not cancel now cancels: its sales leave the totals (and the reports) with no recount
    const status = (await statusIds()).find((s) => !s.cancela);
    await t.database.db.execute(
      sql`update venda_status set cancela = true where venda_status_id = ${status?.id as number}`,
    );
    try {
      const after = await esperado();
      expect(after.quantidade).toBeLessThan(before.quantidade as number);
      expect((await gestor.get(`${E1}/vendas/total?${q({ filter })}`)).body).toEqual(after);
      const rel = await gestor.get(
        `${E1}/relatorios/resultado?${q({ tipo: 'VENDAS_POR_STATUS', periodo: 'personalizado', de: '2026-01-01', ate: '2026-11-21' })}`,
      );
      expect(rel.body.totais).toMatchObject({ quantidade: after.quantidade, total: after.total });
      expect(rel.body.foraDosTotais).toEqual(after.foraDosTotais);
      expect(rel.body.linhas.find((l: Json) => l.chave === String(status?.id))).toMatchObject({
        foraDosTotais: true,
      });
    } finally {
      await t.database.db.execute(
        sql`update venda_status set cancela = false where venda_status_id = ${status?.id as number}`,
      );
    }
  });

  it('keeps a cancelled sale out of Minha equipe (the same total, with its member filter)', async () => {
    const cancelada = (await statusIds()).find((s) => s.cancela);
    const equipeId = vendedor.perfilId
      ? (
          await rows<{ e: number }>(
            sql`select equipe_id e from perfis where perfil_id = ${vendedor.perfilId}`,
          )
        )[0]?.e
      : undefined;
    // src/minhas-equipes/api.ts filtroDoMembro: the member's sales in the team since the 1st of the month
    const filter = { equipeId, vendedorId: vendedor.perfilId, data_gte: '2026-11-01' };
    const antes = (await gestor.get(`${E1}/vendas/total?${q({ filter })}`)).body;
    await novaVenda({
      vendedorId: vendedor.perfilId,
      equipeId,
      vendaStatusId: cancelada?.id,
      data: '2026-11-15',
    });
    const depois = (await gestor.get(`${E1}/vendas/total?${q({ filter })}`)).body;
    expect({ quantidade: depois.quantidade, total: depois.total }).toEqual({
      quantidade: antes.quantidade,
      total: antes.total,
    });
    expect(depois.foraDosTotais.quantidade).toBe(antes.foraDosTotais.quantidade + 1);
  });

  it('filters the sales list by product (an item holding it) and by origin', async () => {
    const [p] = await rows<{ id: number; n: number }>(sql`
      select (i->>'produtoId')::int id, count(distinct v.venda_id)::int n from vendas v, jsonb_array_elements(v.itens) i
      where v.empresa_id = 1 and v.deleted_at is null group by 1 order by 2 desc limit 1`);
    const res = await gestor.get(`${E1}/vendas?${q({ filter: { produtoId: p?.id }, range: [0, 0] })}`);
    expect(res.status).toBe(200);
    expect(Number(String(res.headers['content-range']).split('/')[1])).toBe(p?.n);
    const [semOrigem] = await rows<{ n: number }>(
      sql`select count(*)::int n from vendas where empresa_id = 1 and deleted_at is null and origem_id is null`,
    );
    const none = await gestor.get(`${E1}/vendas?${q({ filter: { origemId: null }, range: [0, 0] })}`);
    expect(Number(String(none.headers['content-range']).split('/')[1])).toBe(semOrigem?.n);
    for (const bad of [{ produtoId: 'x' }, { produtoId: [] }, { nosTotais: 'talvez' }, { produtoId: 0 }]) {
      const r = await gestor.get(`${E1}/vendas?${q({ filter: bad })}`);
      expect(r.status, JSON.stringify(bad)).toBe(400);
      expect(Object.keys(fieldsOf(r.body))[0]).toBe(`filter.${Object.keys(bad)[0]}`);
    }
  });
});

/** The visibility of a caller, in SQL of its own (a seller his own; a supervisor also his teams'). */
function visto(who: 'gestor' | 'supervisor' | 'vendedor') {
  if (who === 'gestor') return sql`true`;
  const me = who === 'supervisor' ? supervisor.perfilId : vendedor.perfilId;
  const teams = who === 'supervisor' ? supervisorEquipes : [];
  return teams.length > 0
    ? sql`(v.vendedor_id = ${me} or v.equipe_id in (${sql.join(
        teams.map((id) => sql`${id}`),
        sql`, `,
      )}))`
    : sql`v.vendedor_id = ${me}`;
}
const who = () => ({ gestor, supervisor, vendedor });
const PERIODO = { periodo: 'personalizado', de: '2026-02-01', ate: '2026-11-21' };
const EM = sql`v.empresa_id = 1 and v.data between '2026-02-01' and '2026-11-21'`;

const porChave = (linhas: Json[]) =>
  Object.fromEntries(linhas.filter((l) => l.quantidade !== 0).map((l) => [l.chave, [l.quantidade, l.total]]));

describe('the reports, for a manager, a supervisor and a seller', () => {
  for (const papel of ['gestor', 'supervisor', 'vendedor'] as const) {
    it(`VENDAS_POR_VENDEDOR, _EQUIPE, _STATUS and _PERIODO as ${papel}`, async () => {
      // the report runner needs CONFIGURAR_EMPRESA: the seller and supervisor run them as public reports
      const run = async (tipo: string) => {
        if (papel === 'gestor')
          return (await gestor.get(`${E1}/relatorios/resultado?${q({ tipo, ...PERIODO })}`)).body;
        const uri = `teste-${tipo.toLowerCase().replaceAll('_', '-')}`;
        await rows(sql`insert into relatorios (empresa_id, nome, uri, tipo, publico, ativo)
          select 1, ${`Teste ${tipo}`}, ${uri}, ${tipo}, true, true
          where not exists (select 1 from relatorios where uri = ${uri} and empresa_id = 1)`);
        const res = await who()[papel].get(`${E1}/meus-relatorios/${uri}?${q(PERIODO)}`);
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        return res.body.resultado;
      };
      const V = visto(papel);
      const base = sql`from vendas v join venda_status s using (venda_status_id) where ${EM} and ${V}`;
      const soma = (r: { q: number; t: string }) => [r.q, Number(r.t)];

      const porVendedor = await rows<{ k: string; q: number; t: string }>(
        sql`select v.vendedor_id::text k, count(*)::int q, sum(v.total) t ${base} and ${NOS_TOTAIS} group by 1`,
      );
      const vend = await run('VENDAS_POR_VENDEDOR');
      expect(porChave(vend.linhas)).toEqual(Object.fromEntries(porVendedor.map((r) => [r.k, soma(r)])));
      if (papel === 'vendedor')
        expect(Object.keys(porChave(vend.linhas))).toEqual([String(vendedor.perfilId)]);

      const [tot] = await rows<{ q: number; t: string; fq: number; ft: string }>(
        sql`select count(*) filter (where not s.cancela)::int q, coalesce(sum(v.total) filter (where not s.cancela), 0) t,
          count(*) filter (where s.cancela)::int fq, coalesce(sum(v.total) filter (where s.cancela), 0) ft
          ${base} and v.deleted_at is null`,
      );
      expect(vend.totais).toMatchObject({ quantidade: tot?.q, total: Number(tot?.t) });
      expect(vend.foraDosTotais).toEqual({ quantidade: tot?.fq, total: Number(tot?.ft) });
      expect(vend.totais.ticketMedio).toBeCloseTo(Number(tot?.t) / (tot?.q ?? 1), 2);

      const porEquipe = await rows<{ k: string; q: number; t: string }>(
        sql`select coalesce(v.equipe_id::text, 'sem-equipe') k, count(*)::int q, sum(v.total) t ${base} and ${NOS_TOTAIS} group by 1`,
      );
      expect(porChave((await run('VENDAS_POR_EQUIPE')).linhas)).toEqual(
        Object.fromEntries(porEquipe.map((r) => [r.k, soma(r)])),
      );

      const porStatus = await rows<{ k: string; q: number; t: string }>(
        sql`select v.venda_status_id::text k, count(*)::int q, sum(v.total) t ${base} and v.deleted_at is null group by 1`,
      );
      const st = await run('VENDAS_POR_STATUS');
      expect(porChave(st.linhas)).toEqual(Object.fromEntries(porStatus.map((r) => [r.k, soma(r)])));
      for (const l of st.linhas) {
        const s = (await statusIds()).find((x) => String(x.id) === l.chave);
        if (s) expect(Boolean(l.foraDosTotais)).toBe(s.cancela);
      }

      const porMes = await rows<{ k: string; q: number; t: string }>(
        sql`select to_char(v.data, 'YYYY-MM') k, count(*)::int q, sum(v.total) t ${base} and ${NOS_TOTAIS} group by 1`,
      );
      const per = await run('VENDAS_POR_PERIODO');
      expect(per.agrupamento).toBe('mes');
      expect(per.linhas.map((l: Json) => l.chave)).toEqual([
        '2026-02',
        '2026-03',
        '2026-04',
        '2026-05',
        '2026-06',
        '2026-07',
        '2026-08',
        '2026-09',
        '2026-10',
        '2026-11',
      ]);
      expect(porChave(per.linhas)).toEqual(Object.fromEntries(porMes.map((r) => [r.k, soma(r)])));
      expect(per.linhas[9]).toMatchObject({
        rotulo: 'nov. de 2026',
        filtro: { data_gte: '2026-11-01', data_lte: '2026-11-21', nosTotais: true },
      });
    });
  }

  it('by day up to 62 days, each row with its list filter and the previous period alongside', async () => {
    const res = await gestor.get(
      `${E1}/relatorios/resultado?${q({ tipo: 'VENDAS_POR_PERIODO', periodo: 'ultimos-30-dias' })}`,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      agrupamento: 'dia',
      periodo: { preset: 'ultimos-30-dias', de: '2026-10-23', ate: '2026-11-21' },
      anterior: { de: '2026-09-23', ate: '2026-10-22' },
    });
    expect(res.body.linhas).toHaveLength(30);
    const dia = res.body.linhas[29];
    expect(dia).toMatchObject({ chave: '2026-11-21', rotulo: '21/11/2026' });
    const [r] = await rows<{ q: number; t: string }>(
      sql`select count(*)::int q, coalesce(sum(v.total), 0) t from vendas v join venda_status s using (venda_status_id)
          where v.empresa_id = 1 and ${NOS_TOTAIS} and v.data = '2026-10-22'`,
    );
    expect(dia.anterior).toEqual({ quantidade: r?.q, total: Number(r?.t) });
    // the row's filter lists exactly its sales
    const list = await gestor.get(`${E1}/vendas?${q({ filter: dia.filtro, range: [0, 0] })}`);
    expect(Number(String(list.headers['content-range']).split('/')[1])).toBe(dia.quantidade);
  });

  it('NEGOCIACOES_POR_ETAPA: by stage created in the period (São Paulo days), value estimated, trash out', async () => {
    await t.database.db.execute(
      sql`update negociacoes set deleted_at = now() where negociacao_id = (select min(negociacao_id) from negociacoes where empresa_id = 1 and deleted_at is null)`,
    );
    for (const papel of ['gestor', 'vendedor'] as const) {
      let body: Json;
      if (papel === 'gestor') {
        body = (
          await gestor.get(`${E1}/relatorios/resultado?${q({ tipo: 'NEGOCIACOES_POR_ETAPA', ...PERIODO })}`)
        ).body;
      } else {
        await rows(sql`insert into relatorios (empresa_id, nome, uri, tipo, publico, ativo)
          values (1, 'Funil público', 'funil-publico', 'NEGOCIACOES_POR_ETAPA', true, true)`);
        body = (await vendedor.get(`${E1}/meus-relatorios/funil-publico?${q(PERIODO)}`)).body.resultado;
      }
      const V = visto(papel);
      const esperado = await rows<{ k: string; q: number; t: string }>(sql`
        select v.etapa k, count(*)::int q, coalesce(sum(v.valor_estimado), 0) t from negociacoes v
        where v.empresa_id = 1 and v.deleted_at is null and ${V}
          and (v.created_at at time zone 'America/Sao_Paulo')::date between '2026-02-01' and '2026-11-21' group by 1`);
      expect(body.recurso).toBe('negociacoes');
      expect(porChave(body.linhas as Json[])).toEqual(
        Object.fromEntries(esperado.map((r) => [r.k, [r.q, Number(r.t)]])),
      );
      expect((body.linhas as Json[]).map((l) => l.chave)).toEqual([
        'PROSPECCAO',
        'PROPOSTA',
        'NEGOCIACAO',
        'GANHA',
        'PERDIDA',
      ]);
      const ganha = (body.linhas as Json[]).find((l) => l.chave === 'GANHA') as Json;
      const list = await (papel === 'gestor' ? gestor : vendedor).get(
        `${E1}/negociacoes?${q({ filter: ganha.filtro, range: [0, 0] })}`,
      );
      expect(list.status, JSON.stringify(list.body)).toBe(200);
      expect(Number(String(list.headers['content-range']).split('/')[1])).toBe(ganha.quantidade);
    }
  });

  it('a report filter narrows the figures (status, seller, team without team)', async () => {
    const [st] = await statusIds();
    const res = await gestor.get(
      `${E1}/relatorios/resultado?${q({ tipo: 'VENDAS_POR_EQUIPE', ...PERIODO, filter: { vendaStatusId: st?.id, equipeId: [null] } })}`,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [r] = await rows<{ q: number; t: string }>(
      sql`select count(*)::int q, coalesce(sum(v.total), 0) t from vendas v where ${EM} and v.deleted_at is null
          and v.venda_status_id = ${st?.id as number} and v.equipe_id is null`,
    );
    expect(porChave(res.body.linhas)).toEqual(r?.q ? { 'sem-equipe': [r.q, Number(r.t)] } : {});
    expect(res.body.linhas[0]?.filtro).toMatchObject({
      vendaStatusId: [st?.id],
      equipeId: null,
      nosTotais: true,
    });
  });
});

describe('the home (painel) by role', () => {
  for (const papel of ['gestor', 'supervisor', 'vendedor'] as const) {
    it(`as ${papel}: its role, the month's figures, last month, by status and the last 12 months`, async () => {
      const res = await who()[papel].get(`${E1}/painel?periodo=este-mes`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const b = res.body;
      expect(b.papel).toBe(papel);
      expect(b.periodo).toEqual({ preset: 'este-mes', de: '2026-11-01', ate: '2026-11-21' });
      expect(b.anterior).toEqual({ de: '2026-10-01', ate: '2026-10-21' });
      const V = visto(papel);
      const base = sql`from vendas v join venda_status s using (venda_status_id) where v.empresa_id = 1 and ${V} and ${NOS_TOTAIS}`;
      const [mes] = await rows<{ q: number; t: string; cq: number; ct: string }>(
        sql`select count(*)::int q, coalesce(sum(v.total), 0) t, count(*) filter (where s.finaliza)::int cq,
          coalesce(sum(v.total) filter (where s.finaliza), 0) ct ${base} and v.data between '2026-11-01' and '2026-11-21'`,
      );
      expect(b.resumo).toMatchObject({
        quantidade: mes?.q,
        total: Number(mes?.t),
        concluidas: { quantidade: mes?.cq, total: Number(mes?.ct) },
        filtro: { data_gte: '2026-11-01', data_lte: '2026-11-21', nosTotais: true },
      });
      const [passado] = await rows<{ q: number; t: string }>(
        sql`select count(*)::int q, coalesce(sum(v.total), 0) t ${base} and v.data between '2026-10-01' and '2026-10-31'`,
      );
      expect(b.mesPassado).toEqual({ quantidade: passado?.q, total: Number(passado?.t) });
      const meses = await rows<{ k: string; q: number; t: string }>(
        sql`select to_char(v.data, 'YYYY-MM') k, count(*)::int q, sum(v.total) t ${base} and v.data between '2025-12-01' and '2026-11-21' group by 1`,
      );
      expect(b.meses).toHaveLength(12);
      expect(b.meses[0].chave).toBe('2025-12');
      expect(porChave(b.meses)).toEqual(Object.fromEntries(meses.map((r) => [r.k, [r.q, Number(r.t)]])));
      const abertas = await rows<{ k: string; q: number; t: string }>(
        sql`select v.etapa k, count(*)::int q, coalesce(sum(v.valor_estimado), 0) t from negociacoes v
            where v.empresa_id = 1 and v.deleted_at is null and ${V} and v.etapa in ('PROSPECCAO', 'PROPOSTA', 'NEGOCIACAO') group by 1`,
      );
      expect(porChave(b.negociacoes)).toEqual(
        Object.fromEntries(abertas.map((r) => [r.k, [r.q, Number(r.t)]])),
      );
      expect('origens' in b).toBe(papel === 'gestor');
      expect('produtos' in b).toBe(papel === 'gestor');
      expect('equipes' in b).toBe(papel !== 'vendedor');
      if (papel === 'supervisor')
        expect(b.equipes.map((l: Json) => Number(l.chave)).sort()).toEqual([...supervisorEquipes].sort());
      if (papel === 'gestor') {
        expect(b.vendedores.length).toBeLessThanOrEqual(10);
        const origens = await rows<{ k: string; q: number; t: string }>(
          sql`select coalesce(v.origem_id::text, 'sem-origem') k, count(*)::int q, sum(v.total) t ${base}
              and v.data between '2026-11-01' and '2026-11-21' group by 1`,
        );
        expect(porChave(b.origens)).toEqual(
          Object.fromEntries(origens.map((r) => [r.k, [r.q, Number(r.t)]])),
        );
        const [top] = await rows<{ k: string; u: number; t: string }>(
          sql`select (i->>'produtoId') k, sum((i->>'quantidade')::int)::int u,
                sum((i->>'quantidade')::numeric * (i->>'precoUnitario')::numeric) t
              from vendas v join venda_status s using (venda_status_id), jsonb_array_elements(v.itens) i
              where v.empresa_id = 1 and ${NOS_TOTAIS} and v.data between '2026-11-01' and '2026-11-21'
              group by 1 order by 3 desc limit 1`,
        );
        expect(b.produtos[0]).toMatchObject({ chave: top?.k, quantidade: top?.u, total: Number(top?.t) });
        const list = await gestor.get(`${E1}/vendas?${q({ filter: b.produtos[0].filtro, range: [0, 0] })}`);
        expect(list.status).toBe(200);
      }
    });
  }
});

describe('meus-relatorios, access and hostile input', () => {
  it('lists the public, active reports not in the trash, by name; a non-public one answers 404', async () => {
    const res = await vendedor.get(`${E1}/meus-relatorios`);
    expect(res.status).toBe(200);
    const [{ n } = { n: 0 }] = await rows<{ n: number }>(
      sql`select count(*)::int n from relatorios where empresa_id = 1 and publico and ativo and deleted_at is null`,
    );
    expect(res.body).toHaveLength(n);
    // the demo has a public report of every type, with readable addresses
    expect(new Set(res.body.map((r: Json) => r.tipo))).toEqual(
      new Set([
        'VENDAS_POR_PERIODO',
        'VENDAS_POR_VENDEDOR',
        'VENDAS_POR_EQUIPE',
        'VENDAS_POR_STATUS',
        'NEGOCIACOES_POR_ETAPA',
      ]),
    );
    expect(res.body.map((r: Json) => r.uri)).toContain('vendas-do-mes');
    const nomes = res.body.map((r: Json) => r.nome as string);
    expect(nomes).toEqual([...nomes].sort((a, b) => a.localeCompare(b, 'pt-BR', { sensitivity: 'base' })));
    const [privado] = await rows<{ uri: string }>(
      sql`select uri from relatorios where empresa_id = 1 and not publico and deleted_at is null limit 1`,
    );
    expect(privado).toBeDefined();
    expect((await vendedor.get(`${E1}/meus-relatorios/${privado?.uri}`)).status).toBe(404);
    expect((await vendedor.get(`${E1}/meus-relatorios/nao-existe`)).status).toBe(404);
    const um = res.body[0] as Json;
    const run = await vendedor.get(`${E1}/meus-relatorios/${um.uri}?periodo=este-ano`);
    expect(run.status).toBe(200);
    expect(run.body.relatorio).toEqual(um);
    expect(run.body.resultado.periodo).toEqual({ preset: 'este-ano', de: '2026-01-01', ate: '2026-11-21' });
    expect(run.body.resultado.anterior).toEqual({ de: '2025-01-01', ate: '2025-11-21' });
  });

  it('another company: 403; the runner needs CONFIGURAR_EMPRESA; no session: 401', async () => {
    for (const url of [
      `${E1}/painel`,
      `${E1}/meus-relatorios`,
      `${E1}/meus-relatorios/vendas-do-mes`,
      `${E1}/relatorios/resultado?tipo=VENDAS_POR_STATUS`,
    ]) {
      expect((await beta.get(url)).status, url).toBe(403);
      expect((await t.anon.get(url)).status, url).toBe(401);
    }
    expect((await vendedor.get(`${E1}/relatorios/resultado?tipo=VENDAS_POR_STATUS`)).status).toBe(403);
    // gestor of Beta sees Beta's own
    expect((await beta.get('/api/empresas/2/painel')).status).toBe(200);
    expect((await beta.get('/api/empresas/2/meus-relatorios/vendas-do-mes')).status).toBe(200);
  });

  it('refuses wrong periods, types and filters with a 400 at the field, in Portuguese', async () => {
    const cases: Array<[Json, string]> = [
      [{ tipo: 'VENDAS_POR_NADA' }, 'tipo'],
      [{ tipo: 'VENDAS_POR_STATUS', periodo: 'ontem' }, 'periodo'],
      [{ tipo: 'VENDAS_POR_STATUS', periodo: 'personalizado', de: '2026-02-01' }, 'ate'],
      [{ tipo: 'VENDAS_POR_STATUS', periodo: 'personalizado', de: '2026-03-01', ate: '2026-02-01' }, 'ate'],
      [{ tipo: 'VENDAS_POR_STATUS', periodo: 'personalizado', de: '2020-01-01', ate: '2026-01-01' }, 'ate'],
      [{ tipo: 'VENDAS_POR_STATUS', periodo: 'personalizado', de: '2026-02-30', ate: '2026-03-01' }, 'de'],
      [{ tipo: 'VENDAS_POR_STATUS', periodo: 'personalizado', de: '   ', ate: '2026-03-01' }, 'de'],
      [{ tipo: 'VENDAS_POR_STATUS', periodo: 'este-mes', de: '2026-01-01' }, 'de'],
      [{ tipo: 'VENDAS_POR_STATUS', filter: { vendedorId: 'x' } }, 'filter.vendedorId'],
      [{ tipo: 'VENDAS_POR_STATUS', filter: { campo: 1 } }, 'filter.campo'],
      [{ tipo: 'NEGOCIACOES_POR_ETAPA', filter: { vendaStatusId: 1 } }, 'filter.vendaStatusId'],
      [{ tipo: 'VENDAS_POR_STATUS', filter: '{"equipeId":"a\\u0000"}' }, 'filter.equipeId'],
      [{ tipo: 'VENDAS_POR_STATUS', filter: '[1]' }, 'filter'],
      [{ tipo: 'VENDAS_POR_STATUS', filter: '{' }, 'filter'],
    ];
    for (const [params, field] of cases) {
      const res = await gestor.get(`${E1}/relatorios/resultado?${q(params)}`);
      expect(res.status, JSON.stringify(params)).toBe(400);
      expect(Object.keys(fieldsOf(res.body)), JSON.stringify(params)).toContain(field);
      expect(res.body.message).toMatch(/inválid/);
    }
    const painel = await gestor.get(`${E1}/painel?periodo=${'x'.repeat(10_000)}`);
    expect(painel.status).toBe(400);
  });
});

describe('periods (São Paulo days, weeks from Monday)', () => {
  const at = (iso: string, query: Json) => resolvePeriodo(query as never, new Date(iso));
  it('counts the presets and their previous periods from the pinned clock', () => {
    // 24/11/2026 is a Tuesday; 02:00 UTC is still the 23rd in São Paulo
    expect(at('2026-11-24T02:00:00Z', { periodo: 'hoje' })).toMatchObject({
      de: '2026-11-23',
      anterior: { de: '2026-11-22', ate: '2026-11-22' },
    });
    expect(at('2026-11-24T15:00:00Z', { periodo: 'este-mes' })).toMatchObject({
      de: '2026-11-01',
      ate: '2026-11-24',
      anterior: { de: '2026-10-01', ate: '2026-10-24' },
    });
    expect(at('2026-11-24T15:00:00Z', { periodo: 'esta-semana' })).toMatchObject({
      de: '2026-11-23',
      ate: '2026-11-24',
      anterior: { de: '2026-11-21', ate: '2026-11-22' },
    });
    expect(at('2026-03-31T15:00:00Z', { periodo: 'mes-passado' })).toMatchObject({
      de: '2026-02-01',
      ate: '2026-02-28',
      anterior: { de: '2026-01-01', ate: '2026-01-31' },
    });
    expect(at('2026-03-31T15:00:00Z', { periodo: 'este-mes' }).anterior).toEqual({
      de: '2026-02-01',
      ate: '2026-02-28',
    });
    expect(at('2028-02-29T15:00:00Z', { periodo: 'este-ano' }).anterior).toEqual({
      de: '2027-01-01',
      ate: '2027-02-28',
    });
    expect(at('2026-11-24T15:00:00Z', { periodo: 'ultimos-90-dias' })).toMatchObject({
      de: '2026-08-27',
      anterior: { de: '2026-05-29', ate: '2026-08-26' },
    });
    expect(at('2026-11-24T15:00:00Z', {})).toMatchObject({ preset: 'este-mes' });
    expect(at('2026-11-24T15:00:00Z', { de: '2026-01-10', ate: '2026-01-19' })).toMatchObject({
      preset: 'personalizado',
      anterior: { de: '2025-12-31', ate: '2026-01-09' },
    });
  });
});
