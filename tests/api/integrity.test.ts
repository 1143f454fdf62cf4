import { and, eq, getTableColumns, is, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { getTableConfig, type PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NestedReference, RegisterModel } from '../../core/schema/model.ts';
import { registerTables } from '../../server/db/generated/registers.ts';
import * as handSchema from '../../server/db/schema.ts';
import { loadRegisterModels } from '../../server/registers/definition.ts';
import { pgErrorOf } from '../../server/registers/pg-errors.ts';
import { type Client, DEMO, fieldsOf, makeApp, type TestApp } from './helpers.ts';

// Reference integrity (docs/contrato.md §5, DELETE): a record other records use is never removed from under them. Every
// x-reference of schemas/ is read from the models here, so a new schema is covered without touching this file:
// deleting the referenced record answers 409 naming the use (register and count), or, for a register with a
// trash, moves it there while the referencing record still reads, saves as it was and names it (getMany by id
// answers the record in the trash). Only campos-extras (a natural key, no trash) still refuses with a 409.

type Json = Record<string, unknown>;

const models = loadRegisterModels();
const byResource = new Map(models.map((m) => [m.resource, m]));
const EMPRESA = 1;

let t: TestApp;
let admin: Client;

const pathOf = (model: RegisterModel) =>
  model.scope === 'empresa' ? `/api/empresas/${EMPRESA}/${model.resource}` : `/api/admin/${model.resource}`;
const tableOf = (model: RegisterModel) => registerTables[model.resource] as PgTable;
const columnsOf = (table: PgTable) => getTableColumns(table) as Record<string, PgColumn>;
const q = (params: Json) =>
  Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(JSON.stringify(v))}`)
    .join('&');

/** One way a record points at another: a column (foreign key) or a place inside a jsonb value. */
interface Reference {
  from: RegisterModel;
  /** `vendas.origemId`, `vendas.itens[].produtoId` */
  name: string;
  resource: string;
  column: string;
  nested: NestedReference | null;
}

const references: Reference[] = models.flatMap((m) => [
  ...m.fields
    .filter((f) => f.reference)
    .map((f) => ({
      from: m,
      name: `${m.resource}.${f.name}`,
      resource: f.reference?.resource as string,
      column: f.name,
      nested: null,
    })),
  ...m.nestedReferences.map((r) => ({
    from: m,
    name: `${m.resource}.${r.path}`,
    resource: r.resource,
    column: r.field,
    nested: r,
  })),
]);

/** The values a jsonb reference holds in one value, walking its steps. */
function valuesAt(value: unknown, steps: readonly string[]): number[] {
  if (steps.length === 0) return typeof value === 'number' ? [value] : [];
  const [step, ...rest] = steps;
  if (step === '[]') return Array.isArray(value) ? value.flatMap((v) => valuesAt(v, rest)) : [];
  return value && typeof value === 'object' ? valuesAt((value as Json)[step as string], rest) : [];
}

/** The SQL/JSON path of a jsonb reference: `$[*].adicionais[*] ? (@ == 7)` (not the server's @> containment). */
function jsonPath(steps: readonly string[], id: number): string {
  return `$${steps.map((s) => (s === '[]' ? '[*]' : `.${s}`)).join('')} ? (@ == ${id})`;
}

/** A record of `from` (outside the trash, in the company for company registers) that uses some target, and it. */
async function findUse(ref: Reference): Promise<{ recordId: number; targetId: number } | undefined> {
  const table = tableOf(ref.from);
  const cols = columnsOf(table);
  const scope = and(
    ref.from.scope === 'empresa' ? eq(cols.empresaId as PgColumn, EMPRESA) : undefined,
    ref.from.trash ? isNull(cols.deletedAt as PgColumn) : undefined,
  );
  const rows = (await t.database.db
    .select()
    .from(table)
    .where(and(scope, isNotNull(cols[ref.column] as PgColumn)))
    .limit(ref.nested ? 200 : 1)) as Json[];
  for (const row of rows) {
    const targets = ref.nested ? valuesAt(row[ref.column], ref.nested.steps) : [row[ref.column] as number];
    const targetId = targets[0];
    if (targetId !== undefined) return { recordId: row[ref.from.primaryKey] as number, targetId };
  }
  return undefined;
}

/** How many records of `from` (the trash included) use the target, counted here apart from the server's way. */
async function usesOf(from: RegisterModel, column: string, nested: NestedReference | null, id: number) {
  const table = tableOf(from);
  const cols = columnsOf(table);
  const col = cols[column] as PgColumn;
  const where: SQL | undefined = and(
    from.scope === 'empresa' ? eq(cols.empresaId as PgColumn, EMPRESA) : undefined,
    nested ? sql`jsonb_path_exists(${col}, ${jsonPath(nested.steps, id)}::jsonpath)` : eq(col, id),
  );
  const [row] = await t.database.db.select({ total: sql<number>`count(*)::int` }).from(table).where(where);
  return Number(row?.total ?? 0);
}

const countText = (n: number, label: { singular: string; plural: string }) =>
  `${n} ${(n === 1 ? label.singular : label.plural).toLowerCase()}`;

/** A sale turned from a negotiation: the one way a negotiation points at a sale (vendaId is read-only). */
async function convertOne() {
  const [negociacao] = (await admin.get(`/api/empresas/${EMPRESA}/negociacoes?${q({ range: [0, 0] })}`))
    .body as Json[];
  const [venda] = (await admin.get(`/api/empresas/${EMPRESA}/vendas?${q({ range: [0, 0] })}`)).body as Json[];
  if (!negociacao || !venda) throw new Error('the demo data has no negotiation or sale');
  const res = await admin.post(`/api/empresas/${EMPRESA}/negociacoes/${negociacao.id}/converter`, {
    data: venda.data,
    vendaStatusId: venda.vendaStatusId,
    itens: venda.itens,
    extras: venda.extras,
  });
  if (res.status !== 201) throw new Error(`conversion: ${res.status} ${JSON.stringify(res.body)}`);
}

/**
 * Points the hand-table rows (a team's profiles) that use a register record elsewhere (null), and answers how to
 * put them back: they hold a record out of the trash, which a test of another reference steps around.
 */
async function detachHandRows(target: RegisterModel, id: number): Promise<() => Promise<void>> {
  const undo: Array<() => Promise<unknown>> = [];
  for (const table of Object.values(handSchema)) {
    if (!is(table, PgTable)) continue;
    for (const fk of getTableConfig(table).foreignKeys) {
      const { columns, foreignTable } = fk.reference();
      const column = columns[0];
      if (foreignTable !== tableOf(target) || !column || fk.onDelete === 'cascade') continue;
      const key = Object.values(columnsOf(table)).find((c) => c.primary) as PgColumn;
      const rows = (await t.database.db.select({ key }).from(table).where(eq(column, id))) as Array<{
        key: number;
      }>;
      if (rows.length === 0) continue;
      await t.database.db
        .update(table)
        .set({ [Object.entries(columnsOf(table)).find(([, c]) => c === column)?.[0] as string]: null })
        .where(eq(column, id));
      undo.push(() =>
        t.database.db
          .update(table)
          .set({ [Object.entries(columnsOf(table)).find(([, c]) => c === column)?.[0] as string]: id })
          .where(
            sql`${key} in (${sql.join(
              rows.map((r) => sql`${r.key}`),
              sql`, `,
            )})`,
          ),
      );
    }
  }
  return async () => {
    for (const step of undo) await step();
  };
}

beforeAll(async () => {
  t = await makeApp();
  admin = await t.login(DEMO.admin);
  await convertOne();
});
afterAll(() => t?.close());

describe('every x-reference of schemas/', () => {
  it('is found in the models, jsonb ones included', () => {
    const names = references.map((r) => r.name);
    // the issue's cases: products and additionals inside a sale's items, extra fields by slot, the statuses
    expect(names).toEqual(
      expect.arrayContaining([
        'vendas.itens[].produtoId',
        'vendas.itens[].adicionais[]',
        'vendas.extras[].slot',
        'vendas.vendaStatusId',
        'vendas.origemId',
        'negociacoes.vendaId',
      ]),
    );
  });

  for (const ref of references) {
    const target = byResource.get(ref.resource);
    if (!target) {
      // a hand-written table (usuarios, perfis): no DELETE route, and the database itself refuses to orphan
      it(`${ref.name} → ${ref.resource} (hand table): the database refuses to delete a row in use`, async () => {
        const use = await findUse(ref);
        expect(
          use,
          `no ${ref.from.resource} record uses a ${ref.resource} row in the demo data`,
        ).toBeDefined();
        const hand = Object.values(handSchema).find(
          (v) => is(v, PgTable) && getTableConfig(v).name.replace(/_/g, '-') === ref.resource,
        ) as PgTable;
        const key = Object.values(columnsOf(hand)).find((c) => c.primary) as PgColumn;
        const rollback = new Error('rollback');
        const failure = await t.database.db
          .transaction(async (tx) => {
            await tx.delete(hand).where(eq(key, use?.targetId as number));
            throw rollback;
          })
          .catch((error: unknown) => error);
        expect(failure).not.toBe(rollback);
        expect(['23001', '23503']).toContain(pgErrorOf(failure)?.code);
      });
      continue;
    }
    if (target.trash) {
      it(`${ref.name} → ${ref.resource} (with a trash): goes to the trash; the record using it still reads, saves and names it`, async () => {
        const use = await findUse(ref);
        expect(use, `no ${ref.from.resource} record uses a ${ref.resource} record`).toBeDefined();
        const { recordId, targetId } = use as { recordId: number; targetId: number };
        // a team's members (profiles, a hand table) hold it back (tested below): let them out for this one
        const members = await detachHandRows(target, targetId);
        try {
          const trashed = await admin.del(`${pathOf(target)}/${targetId}`);
          expect(trashed.status, JSON.stringify(trashed.body)).toBe(200);
          expect(typeof trashed.body.deletedAt).toBe('string');
          const read = await admin.get(`${pathOf(ref.from)}/${recordId}`);
          expect(read.status).toBe(200);
          // the round trip of what GET answered: the stored reference to a record in the trash stays acceptable
          const saved = await admin.put(`${pathOf(ref.from)}/${recordId}`, read.body);
          expect(saved.status, JSON.stringify(saved.body)).toBe(200);
          expect(saved.body[ref.column]).toEqual(read.body[ref.column]);
          // the reference still has a name: several by id (getMany) answer the record in the trash, marked
          const named = await admin.get(`${pathOf(target)}?${q({ filter: { id: [targetId] } })}`);
          expect(named.status).toBe(200);
          expect(named.body).toHaveLength(1);
          expect(named.body[0].id).toBe(targetId);
          expect(typeof named.body[0].deletedAt).toBe('string');
          // …but a list or a search (what a reference input offers) does not
          const listed = await admin.get(`${pathOf(target)}?${q({ filter: { id: [targetId], q: '' } })}`);
          expect(listed.status).toBe(200);
          expect(listed.body).toEqual([]);
          expect((await admin.post(`${pathOf(target)}/${targetId}/restaurar`)).status).toBe(200);
        } finally {
          await members();
        }
      });
      continue;
    }
    it(`${ref.name} → ${ref.resource}: a record in use is not deleted, and the 409 says where it is used`, async () => {
      const use = await findUse(ref);
      expect(
        use,
        `no ${ref.from.resource} record uses a ${ref.resource} record in the demo data`,
      ).toBeDefined();
      const { recordId, targetId } = use as { recordId: number; targetId: number };
      const count = await usesOf(ref.from, ref.column, ref.nested, targetId);
      expect(count).toBeGreaterThan(0);
      const refused = await admin.del(`${pathOf(target)}/${targetId}`);
      expect(refused.status).toBe(409);
      expect(Object.keys(refused.body)).toEqual(['message']);
      expect(refused.body.message).toMatch(/^Est[ae] .+ está em uso em .+ e não pode ser excluíd[ao]\.$/);
      expect(refused.body.message).toContain(countText(count, ref.from.label));
      expect((await admin.get(`${pathOf(target)}/${targetId}`)).status).toBe(200);
      const read = await admin.get(`${pathOf(ref.from)}/${recordId}`);
      expect(read.status).toBe(200);
    });
  }
});

describe('the hand-written tables that point at registers', () => {
  const handReferences = Object.values(handSchema).flatMap((table) => {
    if (!is(table, PgTable)) return [];
    const config = getTableConfig(table);
    return config.foreignKeys.flatMap((fk) => {
      const { columns, foreignTable } = fk.reference();
      const target = models.find((m) => registerTables[m.resource] === foreignTable);
      // cascade and set null go with the target: nothing is left pointing at it
      if (!target || ['cascade', 'set null', 'set default'].includes(fk.onDelete ?? '')) return [];
      return [{ table, name: config.name, column: columns[0] as PgColumn, target }];
    });
  });

  it('are found: a team by its members (perfis), a company by its users', () => {
    expect(handReferences.map((r) => `${r.name}.${r.column.name} → ${r.target.resource}`)).toEqual(
      expect.arrayContaining(['perfis.equipe_id → equipes', 'usuarios.empresa_principal_id → empresas']),
    );
  });

  for (const ref of handReferences) {
    it(`${ref.name}.${ref.column.name} → ${ref.target.resource}: 409 naming the rows`, async () => {
      const empresa = columnsOf(ref.table).empresaId;
      const inCompany = ref.target.scope === 'empresa' && empresa ? eq(empresa, EMPRESA) : undefined;
      const [row] = (await t.database.db
        .select({ id: ref.column })
        .from(ref.table)
        .where(and(isNotNull(ref.column), inCompany))
        .limit(1)) as Array<{ id: number }>;
      expect(row, `no ${ref.name} row points at ${ref.target.resource}`).toBeDefined();
      const id = row?.id as number;
      const [counted] = await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(ref.table)
        .where(and(eq(ref.column, id), inCompany));
      const refused = await admin.del(`${pathOf(ref.target)}/${id}`);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toMatch(new RegExp(`em uso em (.+(, | e ))?${Number(counted?.n)} `));
      if (ref.name === 'perfis') expect(refused.body.message).toMatch(/\d+ perf(il|is)\b/);
      expect((await admin.get(`${pathOf(ref.target)}/${id}`)).status).toBe(200);
    });
  }
});

describe('the issue 10 cases', () => {
  const produtos = `/api/empresas/${EMPRESA}/produtos`;

  it('CAPA-01, in sales, goes to the trash: its sales still read, save and name it; a new sale may not use it', async () => {
    const [capa] = (await admin.get(`${produtos}?${q({ filter: { q: 'CAPA-01' } })}`)).body as Json[];
    expect(capa?.codigo).toBe('CAPA-01');
    const vendas = byResource.get('vendas') as RegisterModel;
    const itens = vendas.nestedReferences.find((r) => r.path === 'itens[].produtoId') as NestedReference;
    expect(await usesOf(vendas, 'itens', itens, capa?.id as number)).toBeGreaterThan(0);
    const trashed = await admin.del(`${produtos}/${capa?.id}`);
    expect(trashed.status).toBe(200);
    expect(typeof trashed.body.deletedAt).toBe('string');
    try {
      // one of its sales: read and saved back unchanged
      const vendasTable = tableOf(vendas);
      const cols = columnsOf(vendasTable);
      const [sale] = (await t.database.db
        .select({ id: cols.vendaId as PgColumn })
        .from(vendasTable)
        .where(
          and(
            eq(cols.empresaId as PgColumn, EMPRESA),
            isNull(cols.deletedAt as PgColumn),
            sql`${cols.itens} @> ${JSON.stringify([{ produtoId: capa?.id }])}::jsonb`,
          ),
        )
        .limit(1)) as Array<{ id: number }>;
      const path = `/api/empresas/${EMPRESA}/vendas/${sale?.id}`;
      const read = await admin.get(path);
      expect(read.status).toBe(200);
      const saved = await admin.put(path, read.body);
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body.total).toBe(read.body.total);
      // a new sale with it is refused at the item: only a sale that already held it keeps it
      const fresh = await admin.post(`/api/empresas/${EMPRESA}/vendas`, {
        data: read.body.data,
        clienteNome: 'Cliente novo',
        clienteDocumento: '52998224725',
        vendedorId: read.body.vendedorId,
        vendaStatusId: read.body.vendaStatusId,
        itens: [{ produtoId: capa?.id, quantidade: 1, precoUnitario: 1, adicionais: [] }],
        extras: read.body.extras,
      });
      expect(fresh.status).toBe(400);
      expect(fieldsOf(fresh.body)).toEqual({ 'itens.0.produtoId': 'Produto não encontrado.' });
    } finally {
      expect((await admin.post(`${produtos}/${capa?.id}/restaurar`)).status).toBe(200);
    }
  });

  it('a team with members stays out of the trash (409 naming the profiles); without them it goes', async () => {
    const equipes = `/api/empresas/${EMPRESA}/equipes`;
    const [perfil] = (await t.database.db
      .select({ equipeId: handSchema.perfis.equipeId })
      .from(handSchema.perfis)
      .where(and(eq(handSchema.perfis.empresaId, EMPRESA), isNotNull(handSchema.perfis.equipeId)))
      .limit(1)) as Array<{ equipeId: number }>;
    const refused = await admin.del(`${equipes}/${perfil?.equipeId}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(
      /^Esta equipe está em uso em \d+ perf(il|is) e não pode ser excluída\.$/,
    );
    expect((await admin.get(`${equipes}/${perfil?.equipeId}`)).status).toBe(200);
    const [some] = (await admin.get(`${equipes}?${q({ range: [0, 0] })}`)).body as Json[];
    const empty = await admin.post(equipes, { nome: 'Equipe vazia', supervisorId: some?.supervisorId });
    expect(empty.status, JSON.stringify(empty.body)).toBe(201);
    expect((await admin.del(`${equipes}/${empty.body.id}`)).status).toBe(200);
    // a team in the trash takes no members
    const [someone] = (await t.database.db
      .select({ perfilId: handSchema.perfis.perfilId })
      .from(handSchema.perfis)
      .where(eq(handSchema.perfis.empresaId, EMPRESA))
      .limit(1)) as Array<{ perfilId: number }>;
    const moved = await admin.post(`/api/perfis/${someone?.perfilId}/alterar-equipe`, {
      equipeId: empty.body.id,
    });
    expect(moved.status).toBe(400);
  });

  it('a sale in the trash still counts, apart, for a register without a trash (campos extras)', async () => {
    const campos = `/api/empresas/${EMPRESA}/campos-extras`;
    const used = new Set(((await admin.get(campos)).body as Json[]).map((c) => c.slot));
    const slot = Array.from({ length: 20 }, (_, i) => 20 - i).find((s) => !used.has(s)) as number;
    const made = await admin.post(campos, {
      slot,
      rotulo: 'Só na lixeira',
      tipo: 'TEXTO',
      obrigatorio: false,
      ativo: true,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const [venda] = (await admin.get(`/api/empresas/${EMPRESA}/vendas?${q({ range: [0, 0] })}`))
      .body as Json[];
    const sale = await admin.post(`/api/empresas/${EMPRESA}/vendas`, {
      data: venda?.data,
      clienteNome: 'Cliente da lixeira',
      clienteDocumento: '52998224725',
      vendedorId: venda?.vendedorId,
      vendaStatusId: venda?.vendaStatusId,
      itens: venda?.itens,
      extras: [...((venda?.extras ?? []) as Json[]), { slot, valor: 'guardado' }],
    });
    expect(sale.status, JSON.stringify(sale.body)).toBe(201);
    expect((await admin.del(`/api/empresas/${EMPRESA}/vendas/${sale.body.id}`)).status).toBe(200);
    const refused = await admin.del(`${campos}/${slot}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      message: 'Este campo extra está em uso em 1 venda (na lixeira) e não pode ser excluído.',
    });
  });

  it('an unused campo extra is deleted for good; an unused product goes to the trash', async () => {
    const campos = `/api/empresas/${EMPRESA}/campos-extras`;
    const used = new Set(((await admin.get(campos)).body as Json[]).map((c) => c.slot));
    const slot = Array.from({ length: 20 }, (_, i) => 20 - i).find((s) => !used.has(s)) as number;
    const campo = await admin.post(campos, {
      slot,
      rotulo: 'Sem uso',
      tipo: 'TEXTO',
      obrigatorio: false,
      ativo: true,
    });
    expect(campo.status).toBe(201);
    expect((await admin.del(`${campos}/${slot}`)).status).toBe(200);
    expect((await admin.get(`${campos}/${slot}`)).status).toBe(404);
    const made = await admin.post(produtos, { codigo: 'SOLTO-01', nome: 'Sem uso', preco: 1, ativo: true });
    const gone = await admin.del(`${produtos}/${made.body.id}`);
    expect(gone.status).toBe(200);
    expect(typeof gone.body.deletedAt).toBe('string');
    expect((await admin.get(`${produtos}/${made.body.id}`)).status).toBe(404);
  });

  it('a unique code is unique without case, at the field; the stored value is as typed', async () => {
    const made = await admin.post(produtos, {
      codigo: 'Unico-7',
      nome: 'Caixa mista',
      preco: 1,
      ativo: true,
    });
    expect(made.status).toBe(201);
    for (const codigo of ['UNICO-7', 'unico-7', 'capa-01']) {
      const taken = await admin.post(produtos, { codigo, nome: 'Variante', preco: 1, ativo: true });
      expect(taken.status, codigo).toBe(409);
      expect(fieldsOf(taken.body), codigo).toEqual({ codigo: 'Este valor já está em uso.' });
      expect(taken.body.message).toMatch(/^Já existe um produto/);
    }
    const other = await admin.post(produtos, { codigo: 'OUTRO-7', nome: 'Outro', preco: 1, ativo: true });
    const renamed = await admin.put(`${produtos}/${other.body.id}`, { ...other.body, codigo: 'uNiCo-7' });
    expect(renamed.status).toBe(409);
    expect(fieldsOf(renamed.body)).toEqual({ codigo: 'Este valor já está em uso.' });
    expect((await admin.get(`${produtos}/${made.body.id}`)).body.codigo).toBe('Unico-7');
    // a company's code does not block another company's
    const beta = await admin.post('/api/empresas/2/produtos', {
      codigo: 'unico-7',
      nome: 'Da outra empresa',
      preco: 1,
      ativo: true,
    });
    expect(beta.status).toBe(201);
  });

  it('a unique name is unique without accents too (origens: nome)', async () => {
    const origens = `/api/empresas/${EMPRESA}/origens`;
    const made = await admin.post(origens, { nome: 'Feira de Março' });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const taken = await admin.post(origens, { nome: 'FEIRA DE MARCO' });
    expect(taken.status).toBe(409);
    expect(fieldsOf(taken.body)).toEqual({ nome: 'Este valor já está em uso.' });
    expect((await admin.get(`${origens}/${made.body.id}`)).body.nome).toBe('Feira de Março');
  });

  it('a platform register too (grupos: nome)', async () => {
    const made = await admin.post('/api/admin/grupos', { nome: 'Grupo Açaí' });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const taken = await admin.post('/api/admin/grupos', { nome: 'GRUPO ACAI' });
    expect(taken.status).toBe(409);
    expect(Object.keys(fieldsOf(taken.body))).toEqual(['nome']);
  });
});

describe('campos extras', () => {
  const base = `/api/empresas/${EMPRESA}/campos-extras`;
  const freeSlot = async () => {
    const used = new Set(((await admin.get(base)).body as Json[]).map((c) => c.slot));
    const slot = Array.from({ length: 20 }, (_, i) => 20 - i).find((s) => !used.has(s));
    if (slot === undefined) throw new Error('no free slot');
    return slot;
  };

  it('a "Lista de opções" needs at least one option, at the field', async () => {
    const slot = await freeSlot();
    const body = { slot, rotulo: 'Plano escolhido', tipo: 'LISTA', obrigatorio: false, ativo: true };
    const empty = await admin.post(base, { ...body, opcoes: [] });
    expect(empty.status).toBe(400);
    expect(fieldsOf(empty.body)).toEqual({ opcoes: 'Informe pelo menos 1 item.' });
    const missing = await admin.post(base, body);
    expect(missing.status).toBe(400);
    expect(fieldsOf(missing.body)).toEqual({ opcoes: 'Campo obrigatório.' });
    const ok = await admin.post(base, { ...body, opcoes: [{ valor: 'Básico' }] });
    expect(ok.status).toBe(201);
    const emptied = await admin.put(`${base}/${slot}`, { ...ok.body, opcoes: [] });
    expect(emptied.status).toBe(400);
    expect(fieldsOf(emptied.body)).toEqual({ opcoes: 'Informe pelo menos 1 item.' });
    // another type needs none
    const texto = await admin.put(`${base}/${slot}`, { ...ok.body, tipo: 'TEXTO', opcoes: [] });
    expect(texto.status).toBe(200);
    expect((await admin.del(`${base}/${slot}`)).status).toBe(200);
  });

  it('a sale holding a value of a field deactivated since still saves, the value kept; a new one is refused', async () => {
    const vendas = byResource.get('vendas') as RegisterModel;
    const ref = references.find((r) => r.name === 'vendas.extras[].slot') as Reference;
    const use = await findUse(ref);
    expect(use).toBeDefined();
    const { recordId, targetId: slot } = use as { recordId: number; targetId: number };
    const campo = (await admin.get(`${base}/${slot}`)).body;
    expect((await admin.put(`${base}/${slot}`, { ...campo, ativo: false })).status).toBe(200);
    try {
      const path = `${pathOf(vendas)}/${recordId}`;
      const read = (await admin.get(path)).body;
      const saved = await admin.put(path, read);
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body.extras).toEqual(read.extras);
      // a value changed for the inactive field is a new value: refused
      const held = (read.extras as Array<{ slot: number; valor: string | null }>).findIndex(
        (e) => e.slot === slot,
      );
      const changed = (read.extras as Json[]).map((e, i) => (i === held ? { ...e, valor: 'mudou' } : e));
      const refused = await admin.put(path, { ...saved.body, extras: changed });
      expect(refused.status).toBe(400);
      expect(fieldsOf(refused.body)[`extras.${held}.slot`]).toBe('Não há campo extra ativo nesta posição.');
    } finally {
      const now = (await admin.get(`${base}/${slot}`)).body;
      await admin.put(`${base}/${slot}`, { ...now, ativo: true });
    }
  });
});
