import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerTables } from '../../server/db/generated/registers.ts';
import { historico } from '../../server/db/schema.ts';
import { MAX_BULK } from '../../server/registers/bulk.ts';
import { type Client, DEMO, fieldsOf, makeApp, type TestApp } from './helpers.ts';

// Bulk edit (issue 12.3): POST {base}/lote sets the same fields on many records in ONE transaction, each record
// through its PUT's path (lock, version, merged record, rules, history); the first refusal undoes everything.

type Json = Record<string, unknown>;
type Caller = Client & { usuarioId: number; perfilId: number };

let t: TestApp;
let gestor: Caller;
let vendedor: Caller;
let beta: Caller;
let seq = 0;

const produtos = '/api/empresas/1/produtos';
const vendas = '/api/empresas/1/vendas';

async function caller(email: string): Promise<Caller> {
  const session = await t.login(email);
  const me = await session.get('/api/usuarios/me');
  return { ...session, perfilId: me.body.perfilPrincipal?.perfilId };
}

beforeAll(async () => {
  t = await makeApp();
  [gestor, vendedor, beta] = await Promise.all([
    caller(DEMO.gestorAlfa),
    caller(DEMO.vendedorAlfa),
    caller(DEMO.gestorBeta),
  ]);
});
afterAll(() => t.close());

async function novosProdutos(n: number, who: Client = gestor, base = produtos): Promise<Json[]> {
  const out: Json[] = [];
  for (let i = 0; i < n; i++) {
    seq += 1;
    const res = await who.post(base, {
      codigo: `LOTE-${seq}`,
      nome: `Produto do lote ${seq}`,
      preco: 10 + (seq % 7),
      ativo: true,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    out.push(res.body);
  }
  return out;
}

const idsOf = (rows: Json[]) => rows.map((r) => r.id as number);
const versoesOf = (rows: Json[]) => Object.fromEntries(rows.map((r) => [String(r.id), r.updatedAt]));

/** The records as stored now, by id. */
async function read(who: Client, base: string, ids: number[]): Promise<Json[]> {
  const res = await who.get(`${base}?filter=${encodeURIComponent(JSON.stringify({ id: ids }))}`);
  expect(res.status).toBe(200);
  return (res.body as Json[]).sort((a, b) => (a.id as number) - (b.id as number));
}

async function historyOf(recurso: string, ids: number[]) {
  return t.database.db
    .select()
    .from(historico)
    .where(
      and(eq(historico.recurso, recurso), inArray(historico.registroId, ids), eq(historico.acao, 'alterado')),
    );
}

describe('POST {base}/lote', () => {
  it('sets a field on 30 produtos in one call, keeps the rest, and writes one history entry per record', async () => {
    const rows = await novosProdutos(30);
    const ids = idsOf(rows);
    const res = await gestor.post(`${produtos}/lote`, {
      ids,
      data: { preco: 49.9, ativo: false },
      versoes: versoesOf(rows),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ alterados: 30 });
    const after = await read(gestor, produtos, ids);
    expect(after).toHaveLength(30);
    for (const [i, row] of after.entries()) {
      expect(row).toMatchObject({ preco: 49.9, ativo: false, nome: rows[i]?.nome, codigo: rows[i]?.codigo });
      expect((row.updatedAt as string) > (rows[i]?.updatedAt as string)).toBe(true);
    }
    const entries = await historyOf('produtos', ids);
    expect(entries).toHaveLength(30);
    for (const entry of entries) {
      const before = rows.find((r) => r.id === entry.registroId);
      expect(entry.usuarioId).toBe(gestor.usuarioId);
      expect(entry.empresaId).toBe(1);
      expect(entry.campos).toEqual({ preco: [before?.preco, 49.9], ativo: [true, false] });
    }
  });

  it('one stale version fails the whole change: nothing changed, 409 naming the record', async () => {
    const rows = await novosProdutos(5);
    const ids = idsOf(rows);
    const versoes = versoesOf(rows);
    const changed = rows[3] as Json;
    // someone else edits one of them after the list was read
    expect((await gestor.put(`${produtos}/${changed.id}`, { nome: 'Mudou antes' })).status).toBe(200);
    const before = await read(gestor, produtos, ids);
    const res = await gestor.post(`${produtos}/lote`, { ids, data: { preco: 1 }, versoes });
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('Nada foi alterado');
    expect(res.body.message).toContain(`“${changed.codigo} – Mudou antes” (nº ${changed.id})`);
    expect(fieldsOf(res.body)).toHaveProperty(`versoes.${changed.id}`);
    expect(await read(gestor, produtos, ids)).toEqual(before);
    expect(await historyOf('produtos', idsOf(rows.filter((r) => r !== changed)))).toEqual([]);
  });

  it('an audited sale without AUDITAR_VENDA fails the whole change; an auditor changes them all', async () => {
    const [produto] = await novosProdutos(1);
    const campos = (await gestor.get('/api/empresas/1/campos-extras?range=%5B0%2C19%5D')).body as Json[];
    const extras = campos
      .filter((c) => c.ativo && c.obrigatorio)
      .map((c) => ({
        slot: c.slot,
        valor: c.tipo === 'LISTA' ? (c.opcoes as Array<{ valor: string }>)[0]?.valor : 'x',
      }));
    const status = (await gestor.get('/api/empresas/1/venda-status?range=%5B0%2C0%5D')).body[0];
    const sales: Json[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await vendedor.post(vendas, {
        data: '2026-04-01',
        clienteNome: `Cliente do lote ${i}`,
        clienteDocumento: '52998224725',
        vendaStatusId: status.id,
        itens: [{ produtoId: produto?.id, quantidade: 1, precoUnitario: 20, adicionais: [] }],
        extras,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      sales.push(res.body);
    }
    const audited = sales[1] as Json;
    expect((await gestor.post(`${vendas}/${audited.id}/auditoria`)).status).toBe(200);
    const ids = idsOf(sales);
    const before = await read(vendedor, vendas, ids);

    const refused = await vendedor.post(`${vendas}/lote`, { ids, data: { observacoes: 'Conferida' } });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('Nada foi alterado');
    expect(refused.body.message).toContain(`(nº ${audited.id})`);
    expect(refused.body.message).toContain('só quem pode auditar vendas a altera');
    expect(await read(vendedor, vendas, ids)).toEqual(before);

    const done = await gestor.post(`${vendas}/lote`, { ids, data: { observacoes: 'Conferida' } });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toEqual({ alterados: 3 });
    for (const sale of await read(gestor, vendas, ids))
      expect(sale).toMatchObject({ observacoes: 'Conferida', total: 20 });
  });

  it('a rule the merged record breaks fails the whole change, at the record and field', async () => {
    // campos extras: a list needs options (x-requiredWhen); the text ones have none
    const campos = (await gestor.get('/api/empresas/1/campos-extras?range=%5B0%2C19%5D')).body as Json[];
    const texto = campos.find((c) => c.tipo === 'TEXTO');
    const lista = campos.find((c) => c.tipo === 'LISTA');
    expect(texto && lista).toBeTruthy();
    const res = await gestor.post('/api/empresas/1/campos-extras/lote', {
      ids: [lista?.slot, texto?.slot],
      data: { tipo: 'LISTA' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(`“${texto?.rotulo}”`);
    expect(Object.keys(fieldsOf(res.body))).toEqual(['opcoes']);
    const after = (await gestor.get('/api/empresas/1/campos-extras?range=%5B0%2C19%5D')).body;
    expect(after).toEqual(campos);
  });

  it('by filter: every record the list filter selects, at most MAX_BULK', async () => {
    const rows = await novosProdutos(4);
    const marca = rows.map((r) => r.codigo as string);
    // a filter on the codes of these four (x-search on codigo and nome)
    const res = await gestor.post(`${produtos}/lote`, {
      filter: { q: 'Produto do lote', ativo: true, id: idsOf(rows) },
      data: { comissaoPercentual: 7.5 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ alterados: 4 });
    for (const row of await read(gestor, produtos, idsOf(rows))) {
      expect(row.comissaoPercentual).toBe(7.5);
      expect(marca).toContain(row.codigo);
    }
    const none = await gestor.post(`${produtos}/lote`, {
      filter: { q: 'nada com este nome jamais' },
      data: { ativo: false },
    });
    expect(none.body).toEqual({ alterados: 0 });
    const bad = await gestor.post(`${produtos}/lote`, { filter: { naoExiste: 1 }, data: { ativo: false } });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body)).toEqual({ 'filter.naoExiste': 'Filtro desconhecido.' });
  });

  it(`changes ${MAX_BULK} records in one call, and refuses a filter that selects more`, async () => {
    expect(MAX_BULK).toBe(1000);
    const rows = Array.from({ length: MAX_BULK }, (_, i) => ({
      empresaId: 1,
      codigo: `MIL-${i}`,
      nome: `Milhar ${i}`,
      preco: '5.00',
      ativo: true,
    }));
    await t.database.db.insert(registerTables.produtos as never).values(rows as never);
    const started = performance.now();
    const res = await gestor.post(`${produtos}/lote`, { filter: { q: 'Milhar' }, data: { preco: 6 } });
    const ms = performance.now() - started;
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ alterados: MAX_BULK });
    // the figure behind MAX_BULK (bulk.ts): one transaction over 1,000 records, each through the PUT's path
    console.info(`bulk edit of ${MAX_BULK} produtos: ${Math.round(ms)} ms`);
    await t.database.db
      .insert(registerTables.produtos as never)
      .values({ empresaId: 1, codigo: 'MIL-X', nome: 'Milhar X', preco: '5.00', ativo: true } as never);
    const over = await gestor.post(`${produtos}/lote`, { filter: { q: 'Milhar' }, data: { preco: 7 } });
    expect(over.status).toBe(400);
    expect(fieldsOf(over.body).filter).toMatch(/seleciona 1\.001 produtos: altere no máximo 1\.000/);
  }, 120_000);

  it("another company's ids change nothing: 404 on one's own path, 403 on theirs", async () => {
    const mine = await novosProdutos(3);
    const theirs = await novosProdutos(1, beta, '/api/empresas/2/produtos');
    const before = await read(gestor, produtos, idsOf(mine));
    const mixed = await gestor.post(`${produtos}/lote`, {
      ids: [...idsOf(mine), theirs[0]?.id],
      data: { preco: 3 },
    });
    expect(mixed.status).toBe(404);
    expect(mixed.body.message).toMatch(/^Nada foi alterado: o produto \(nº \d+\) não foi encontrado\.$/);
    expect(await read(gestor, produtos, idsOf(mine))).toEqual(before);
    expect((await beta.get(`/api/empresas/2/produtos/${theirs[0]?.id}`)).body.preco).toBe(theirs[0]?.preco);
    const onTheirs = await gestor.post('/api/empresas/2/produtos/lote', {
      ids: idsOf(theirs),
      data: { preco: 3 },
    });
    expect(onTheirs.status).toBe(403);
    expect((await beta.get(`/api/empresas/2/produtos/${theirs[0]?.id}`)).body.preco).toBe(theirs[0]?.preco);
    // a seller without the register's permission writes none of them
    expect((await vendedor.post(`${produtos}/lote`, { ids: idsOf(mine), data: { preco: 3 } })).status).toBe(
      403,
    );
  });

  it('refuses hostile bodies with 400 at the field, changing nothing', async () => {
    const rows = await novosProdutos(2);
    const ids = idsOf(rows);
    const before = await read(gestor, produtos, ids);
    const cases: Array<[string, unknown, string]> = [
      ['wrong type', { ids, data: { preco: '12' } }, 'data.preco'],
      ['null in a required field', { ids, data: { nome: null } }, 'data.nome'],
      ['blank required text', { ids, data: { nome: '   ' } }, 'data.nome'],
      ['NUL', { ids, data: { nome: 'a\u0000b' } }, 'data.nome'],
      ['unpaired surrogate', { ids, data: { nome: 'a\uD800b' } }, 'data.nome'],
      ['huge text', { ids, data: { nome: 'x'.repeat(20_000) } }, 'data.nome'],
      ['unknown field', { ids, data: { naoExiste: 1 } }, 'data.naoExiste'],
      ['read-only field', { ids, data: { createdAt: '2026-01-01T00:00:00.000Z' } }, 'data.createdAt'],
      ['unique field', { ids, data: { codigo: 'MESMO' } }, 'data.codigo'],
      ['no field', { ids, data: {} }, 'data'],
      ['no data', { ids }, 'data'],
      ['unknown key', { ids, data: { ativo: false }, tudo: true }, 'tudo'],
      ['ids of text', { ids: ['1', '2'], data: { ativo: false } }, 'ids.0'],
      ['id zero', { ids: [0], data: { ativo: false } }, 'ids.0'],
      ['no ids', { ids: [], data: { ativo: false } }, 'ids'],
      [
        'too many ids',
        { ids: Array.from({ length: MAX_BULK + 1 }, (_, i) => i + 1), data: { ativo: false } },
        'ids',
      ],
      ['ids and filter', { ids, filter: {}, data: { ativo: false } }, 'ids'],
      ['neither', { data: { ativo: false } }, 'ids'],
      ['filter not an object', { filter: 'tudo', data: { ativo: false } }, 'filter'],
      [
        'bad version',
        { ids, data: { ativo: false }, versoes: { [String(ids[0])]: 'ontem' } },
        `versoes.${ids[0]}`,
      ],
      ['version key', { ids, data: { ativo: false }, versoes: { abc: rows[0]?.updatedAt } }, 'versoes'],
    ];
    for (const [what, body, field] of cases) {
      const res = await gestor.post(`${produtos}/lote`, body);
      expect(res.status, what).toBe(400);
      expect(res.body.message, what).toBe('Os dados enviados são inválidos.');
      expect(Object.keys(fieldsOf(res.body)), what).toContain(field);
    }
    expect(await read(gestor, produtos, ids)).toEqual(before);
  });
});
