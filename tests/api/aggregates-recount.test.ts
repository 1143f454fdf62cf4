import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, DEMO, makeApp, rowsOf, signedInWithPerfil, type TestApp } from './helpers.ts';

// Issue 17 point 1: the sales aggregates (migrations 0012, 0013) against a full recount, after a pseudo-random
// sequence of writes (creates, PUTs, bulk edits, status in bulk, trash, restore) from a fixed seed, and the
// sales list's total (Content-Range) and GET …/vendas/total, which now read those aggregates
// (server/vendas/contagem.ts), against count(*) and sum over `vendas` for the filters and reaches people use.
// The deterministic walk through each kind of write is tests/api/figuras.test.ts; this one is randomized.
// RECOUNT_SEED=n replays another sequence; a failure names the seed and the step.

type Json = Record<string, unknown>;
type Caller = Client & { usuarioId: number; perfilId: number };

const SEED = Number(process.env.RECOUNT_SEED ?? 20261125);
const E1 = '/api/empresas/1';

/** mulberry32: a tiny PRNG, so the sequence is the same on every machine for a seed. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return { next, int, pick: <T>(list: readonly T[]): T => list[int(list.length)] as T };
}

let t: TestApp;
let gestor: Caller;
let vendedor: Caller;
let supervisor: Caller;
let beta: Caller;
const dados = {
  status: [] as number[],
  vendedores: [] as number[],
  equipes: [] as number[],
  origens: [] as number[],
  produtos: [] as number[],
  extras: [] as Array<{ slot: number; valor: string }>,
  statusBeta: 0,
  vendedorBeta: 0,
};

const rows = <T = Json>(query: SQL): Promise<T[]> => rowsOf<T>(t, query);

const caller = (email: string): Promise<Caller> => signedInWithPerfil(t, email);

const ids = async (query: SQL) => (await rows<{ id: number }>(query)).map((r) => r.id);

beforeAll(async () => {
  t = await makeApp();
  const [sup] = await rows<{ email: string }>(
    sql`select u.email from equipes e join usuarios u on u.usuario_id = e.supervisor_id
        where e.empresa_id = 1 and e.deleted_at is null order by e.equipe_id limit 1`,
  );
  [gestor, vendedor, supervisor, beta] = await Promise.all([
    caller(DEMO.gestorAlfa),
    caller(DEMO.vendedorAlfa),
    caller(sup?.email ?? ''),
    caller(DEMO.gestorBeta),
  ]);
  dados.status = await ids(
    sql`select venda_status_id id from venda_status where empresa_id = 1 and deleted_at is null order by 1`,
  );
  dados.vendedores = await ids(
    sql`select perfil_id id from perfis where empresa_id = 1 and aceito and ativo order by 1 limit 6`,
  );
  dados.equipes = await ids(
    sql`select equipe_id id from equipes where empresa_id = 1 and deleted_at is null order by 1`,
  );
  dados.origens = await ids(
    sql`select origem_id id from origens where empresa_id = 1 and deleted_at is null order by 1`,
  );
  dados.produtos = await ids(
    sql`select produto_id id from produtos where empresa_id = 1 and deleted_at is null order by 1 limit 5`,
  );
  const campos = await rows<{ slot: number; opcoes: Array<{ valor: string }> | null }>(
    sql`select slot, opcoes from campos_extras where empresa_id = 1 and ativo and obrigatorio`,
  );
  dados.extras = campos.map((c) => ({ slot: c.slot, valor: c.opcoes?.[0]?.valor ?? 'sim' }));
  [dados.statusBeta = 0] = await ids(sql`select venda_status_id id from venda_status where empresa_id = 2`);
  [dados.vendedorBeta = 0] = await ids(sql`select perfil_id id from perfis where empresa_id = 2`);
});
afterAll(() => t.close());

/** Per aggregate table, the rows that differ from a GROUP BY over the live sales (0 everywhere: they agree). */
async function diferencas(): Promise<Record<string, number>> {
  const vivas = sql`from vendas v where v.deleted_at is null`;
  const itens = sql`from vendas v, jsonb_array_elements(v.itens) i where v.deleted_at is null`;
  const un = sql`sum((i->>'quantidade')::int)::int, sum((i->>'quantidade')::numeric * (i->>'precoUnitario')::numeric)`;
  const mes = sql`date_trunc('month', v.data)::date`;
  const pares: Record<string, [SQL, SQL]> = {
    dia: [
      sql`select empresa_id, data, venda_status_id, vendedor_id, equipe_id, count(*)::int, sum(total) ${vivas} group by 1, 2, 3, 4, 5`,
      sql`select empresa_id, dia, venda_status_id, vendedor_id, equipe_id, quantidade, total from vendas_resumo`,
    ],
    mes: [
      sql`select empresa_id, ${mes}, venda_status_id, vendedor_id, equipe_id, count(*)::int, sum(total) ${vivas} group by 1, 2, 3, 4, 5`,
      sql`select empresa_id, mes, venda_status_id, vendedor_id, equipe_id, quantidade, total from vendas_resumo_mes`,
    ],
    origem: [
      sql`select empresa_id, data, venda_status_id, origem_id, count(*)::int, sum(total) ${vivas} group by 1, 2, 3, 4`,
      sql`select empresa_id, dia, venda_status_id, origem_id, quantidade, total from vendas_resumo_origem`,
    ],
    origemMes: [
      sql`select empresa_id, ${mes}, venda_status_id, origem_id, count(*)::int, sum(total) ${vivas} group by 1, 2, 3, 4`,
      sql`select empresa_id, mes, venda_status_id, origem_id, quantidade, total from vendas_resumo_origem_mes`,
    ],
    produto: [
      sql`select v.empresa_id, v.data, v.venda_status_id, (i->>'produtoId')::int, ${un} ${itens} group by 1, 2, 3, 4`,
      sql`select empresa_id, dia, venda_status_id, produto_id, unidades, total from vendas_resumo_produto`,
    ],
    produtoMes: [
      sql`select v.empresa_id, ${mes}, v.venda_status_id, (i->>'produtoId')::int, ${un} ${itens} group by 1, 2, 3, 4`,
      sql`select empresa_id, mes, venda_status_id, produto_id, unidades, total from vendas_resumo_produto_mes`,
    ],
  };
  const out: Record<string, number> = {};
  for (const [nome, [recontagem, resumo]] of Object.entries(pares)) {
    const [r] = await rows<{ n: number }>(
      sql`select (select count(*) from (${recontagem} except ${resumo}) a)::int
               + (select count(*) from (${resumo} except ${recontagem}) b)::int as n`,
    );
    out[nome] = r?.n ?? -1;
  }
  return out;
}

/** A pseudo-random sale body: date over a few months around a month boundary, any status, seller, team, origin. */
function corpo(r: ReturnType<typeof prng>): Json {
  const dia = r.pick(['2026-08-31', '2026-09-01', '2026-09-30', '2026-10-01', '2026-10-15', '2026-11-02']);
  return {
    data: dia,
    clienteNome: `Cliente ${r.int(1000)}`,
    clienteDocumento: '52998224725',
    vendaStatusId: r.pick(dados.status),
    vendedorId: r.pick(dados.vendedores),
    equipeId: r.next() < 0.25 ? null : r.pick(dados.equipes),
    origemId: r.next() < 0.3 ? null : r.pick(dados.origens),
    itens: Array.from({ length: 1 + r.int(3) }, () => ({
      produtoId: r.pick(dados.produtos),
      quantidade: 1 + r.int(4),
      precoUnitario: (1 + r.int(50000)) / 100,
      adicionais: [],
    })),
    extras: dados.extras,
  };
}

const vivas = () =>
  ids(
    sql`select venda_id id from vendas where empresa_id = 1 and deleted_at is null and venda_id > 0 order by 1`,
  );
const naLixeira = () =>
  ids(sql`select venda_id id from vendas where empresa_id = 1 and deleted_at is not null order by 1`);

/** One pseudo-random write through the API, checked to succeed; answers what it did, for the failure message. */
async function escrever(r: ReturnType<typeof prng>): Promise<string> {
  const kind = r.pick(['create', 'create', 'put', 'put', 'lote', 'status', 'delete', 'restore']);
  const live = await vivas();
  const fail = (res: { status: number; body: unknown }, ok: number) =>
    expect(res.status, `${kind}: ${JSON.stringify(res.body)}`).toBe(ok);
  if (kind === 'create') {
    fail(await gestor.post(`${E1}/vendas`, corpo(r)), 201);
  } else if (kind === 'put') {
    const id = r.pick(live);
    const current = (await gestor.get(`${E1}/vendas/${id}`)).body;
    const all = corpo(r);
    // a random part of a new body: date, status, seller, team, items
    const keys = ['data', 'vendaStatusId', 'vendedorId', 'equipeId', 'itens'].filter(() => r.next() < 0.5);
    const body: Json = { updatedAt: current.updatedAt };
    for (const k of keys.length ? keys : ['data']) body[k] = all[k];
    fail(await gestor.put(`${E1}/vendas/${id}`, body), 200);
  } else if (kind === 'lote') {
    const some = [...new Set([r.pick(live), r.pick(live), r.pick(live)])];
    const all = corpo(r);
    fail(await gestor.post(`${E1}/vendas/lote`, { ids: some, data: { data: all.data } }), 200);
  } else if (kind === 'status') {
    const some = [...new Set([r.pick(live), r.pick(live), r.pick(live), r.pick(live)])];
    fail(await gestor.post(`${E1}/vendas/status`, { ids: some, vendaStatusId: r.pick(dados.status) }), 200);
  } else if (kind === 'delete') {
    fail(await gestor.del(`${E1}/vendas/${r.pick(live)}`), 200);
  } else {
    const trash = await naLixeira();
    if (trash.length === 0) return 'restore (lixeira vazia)';
    fail(await gestor.post(`${E1}/vendas/${r.pick(trash)}/restaurar`), 200);
  }
  return kind;
}

const q = (params: Json) =>
  Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(JSON.stringify(v))}`)
    .join('&');

/** Who sees what: the SQL of each caller's reach over `vendas v` (docs/produto.md §6, written here by hand). */
function alcance(who: Caller): SQL {
  if (who === gestor) return sql`true`;
  return sql`(v.vendedor_id = ${who.perfilId} or v.equipe_id in (select equipe_id from equipes
    where empresa_id = 1 and supervisor_id = ${who.usuarioId} and deleted_at is null))`;
}

const fora = sql`exists (select 1 from venda_status s where s.venda_status_id = v.venda_status_id and s.cancela)`;

/** A list filter, and the same condition in SQL over `vendas v`. */
function filtros(): Array<[Caller, Json, SQL]> {
  const [s1 = 0, s2 = 0] = dados.status;
  const [v1 = 0] = dados.vendedores;
  const [o1 = 0] = dados.origens;
  const [e1 = 0] = dados.equipes;
  return [
    [gestor, {}, sql`true`],
    [gestor, { vendaStatusId: [s1] }, sql`v.venda_status_id = ${s1}`],
    [gestor, { vendaStatusId: [s1, s2] }, sql`v.venda_status_id in (${s1}, ${s2})`],
    [gestor, { vendedorId: v1 }, sql`v.vendedor_id = ${v1}`],
    [gestor, { equipeId: [e1, null] }, sql`(v.equipe_id = ${e1} or v.equipe_id is null)`],
    [gestor, { origemId: o1 }, sql`v.origem_id = ${o1}`],
    [gestor, { nosTotais: true }, sql`not ${fora}`],
    [gestor, { nosTotais: false, vendedorId: v1 }, sql`${fora} and v.vendedor_id = ${v1}`],
    [gestor, { data: '2026-10-01' }, sql`v.data = '2026-10-01'`],
    [
      gestor,
      { data_gte: '2026-10-02', data_lte: '2026-10-20' },
      sql`v.data between '2026-10-02' and '2026-10-20'`,
    ],
    // whole October from the monthly tables, the ends of September and November from the daily ones
    [
      gestor,
      { data_gte: '2026-09-15', data_lte: '2026-11-05', vendaStatusId: s2 },
      sql`v.data between '2026-09-15' and '2026-11-05' and v.venda_status_id = ${s2}`,
    ],
    [gestor, { data_gte: '2026-09-01' }, sql`v.data >= '2026-09-01'`],
    [gestor, { data_lte: '2026-09-30' }, sql`v.data <= '2026-09-30'`],
    [gestor, { data_gte: '2026-11-01', data_lte: '2026-10-01' }, sql`false`],
    [vendedor, {}, sql`true`],
    [
      vendedor,
      { data_gte: '2026-09-15', data_lte: '2026-11-05' },
      sql`v.data between '2026-09-15' and '2026-11-05'`,
    ],
    [supervisor, {}, sql`true`],
    [supervisor, { origemId: o1 }, sql`v.origem_id = ${o1}`],
    [supervisor, { nosTotais: true, data_gte: '2026-10-01' }, sql`not ${fora} and v.data >= '2026-10-01'`],
    // another company's ids: none of this company's sales
    [gestor, { vendaStatusId: dados.statusBeta }, sql`v.venda_status_id = ${dados.statusBeta}`],
    [gestor, { vendedorId: dados.vendedorBeta }, sql`v.vendedor_id = ${dados.vendedorBeta}`],
    // a key the aggregates do not hold: counted over the rows, the same answer
    [gestor, { clienteDocumento: '52998224725' }, sql`v.cliente_documento = '52998224725'`],
  ];
}

/** The list's Content-Range and …/vendas/total of each filter against count(*) and sums over `vendas`. */
async function conferirTotais(passo: string) {
  for (const [who, filter, cond] of filtros()) {
    const [esperado] = await rows<{ n: number; dentro: number; td: string; foraN: number; tf: string }>(sql`
      select count(*)::int n, (count(*) filter (where not ${fora}))::int dentro,
             coalesce(sum(v.total) filter (where not ${fora}), 0)::text td,
             (count(*) filter (where ${fora}))::int "foraN",
             coalesce(sum(v.total) filter (where ${fora}), 0)::text tf
      from vendas v where v.empresa_id = 1 and v.deleted_at is null and ${alcance(who)} and ${cond}`);
    const quem = who === gestor ? 'gestor' : who === vendedor ? 'vendedor' : 'supervisor';
    const onde = `seed ${SEED}, ${passo}, ${quem} ${JSON.stringify(filter)}`;
    const list = await who.get(`${E1}/vendas?${q({ filter, range: [0, 0] })}`);
    expect(list.status, onde).toBe(200);
    expect(Number(String(list.headers['content-range']).split('/')[1]), onde).toBe(esperado?.n);
    const total = await who.get(`${E1}/vendas/total?${q({ filter })}`);
    expect(total.status, onde).toBe(200);
    expect(total.body, onde).toEqual({
      quantidade: esperado?.dentro,
      total: Number(esperado?.td),
      foraDosTotais: { quantidade: esperado?.foraN, total: Number(esperado?.tf) },
    });
  }
}

const ZERO = { dia: 0, mes: 0, origem: 0, origemMes: 0, produto: 0, produtoMes: 0 };

describe(`the sales aggregates against a full recount (seed ${SEED})`, () => {
  it('agree after each batch of pseudo-random writes, and so do the list total and the header', async () => {
    const r = prng(SEED);
    expect(await diferencas(), `seed ${SEED}, antes`).toEqual(ZERO);
    await conferirTotais('antes');
    const feitos: string[] = [];
    for (let lote = 1; lote <= 5; lote++) {
      for (let i = 0; i < 8; i++) feitos.push(await escrever(r));
      const passo = `lote ${lote} (${feitos.join(', ')})`;
      expect(await diferencas(), `seed ${SEED}, ${passo}`).toEqual(ZERO);
      await conferirTotais(passo);
    }
    expect(new Set(feitos).size, 'every kind of write ran').toBeGreaterThanOrEqual(5);
  });

  it('hostile filters: wrong types, NUL, huge, blank are 400; another company is 403; nothing leaks', async () => {
    const bad = [
      { vendaStatusId: 'abc' },
      { vendedorId: 99999999999 },
      { data_gte: 'ontem' },
      { data_gte: '2026-02-30' },
      { nosTotais: 'talvez' },
      { equipeId: [1.5] },
      { origemId: { $gt: 1 } },
      { vendedorId: '1\u0000' },
      { semCampo: 1 },
    ];
    for (const filter of bad)
      for (const path of ['', '/total']) {
        const res = await gestor.get(`${E1}/vendas${path}?${q({ filter, range: [0, 0] })}`);
        expect(res.status, `${path} ${JSON.stringify(filter)}`).toBe(400);
      }
    const nul = await gestor.get(`${E1}/vendas/total?filter=${encodeURIComponent('{"q":"a\u0000b"}')}`);
    expect([200, 400]).toContain(nul.status);
    // another company's manager asks for Alfa's totals: 403, no figure
    for (const path of ['/vendas/total', '/vendas?range=[0,0]']) {
      const res = await beta.get(`${E1}${path}`);
      expect(res.status, path).toBe(403);
      expect(JSON.stringify(res.body)).not.toMatch(/quantidade|total/);
      expect(res.headers['content-range']).toBeUndefined();
    }
    // and Beta's own totals hold none of Alfa's sales
    const [deBeta] = await rows<{ n: number }>(
      sql`select count(*)::int n from vendas where empresa_id = 2 and deleted_at is null`,
    );
    const proprio = await beta.get(`/api/empresas/2/vendas/total`);
    expect(proprio.status).toBe(200);
    expect(proprio.body.quantidade + proprio.body.foraDosTotais.quantidade).toBe(deBeta?.n);
  });
});
