import { type DataProvider, fetchUtils } from 'ra-core';
import simpleRestProvider from 'ra-data-simple-rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FieldModel, RegisterModel } from '../../core/schema/model.ts';
import { registerTables } from '../../server/db/generated/registers.ts';
import { loadRegisterModels } from '../../server/registers/definition.ts';
import { MAX_PAGE } from '../../server/registers/query.ts';
import { DEMO, makeApp, type TestApp } from './helpers.ts';
import { buildRecord, type Json, nextSeq, valueFor } from './records.ts';

// react-admin's stock simple REST provider, UNMODIFIED (docs/contrato.md §5, issue 12): the package as published,
// over react-admin's own fetchJson with the bearer token, against the real server listening on a port. Every
// register the models define, every method a list and a form use: if one fails here, a stock react-admin app
// fails on it too.

const models = loadRegisterModels();
const byResource = new Map(models.map((m) => [m.resource, m]));

let t: TestApp;
let api: string;
/** The company's registers as gestor@alfa (every register permission), the admin's as the platform admin. */
const providers: { empresa?: DataProvider; admin?: DataProvider } = {};
let gestor: { usuarioId: number; perfilId: number };

/** fetchJson with `user.token`: react-admin's documented way of sending the Authorization header. */
const httpClientOf =
  (token: string) =>
  (url: string, options: fetchUtils.Options = {}) =>
    fetchUtils.fetchJson(url, { ...options, user: { authenticated: true, token: `Bearer ${token}` } });

beforeAll(async () => {
  t = await makeApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  api = `http://127.0.0.1:${port}/api`;
  const [alfa, admin] = await Promise.all([t.login(DEMO.gestorAlfa), t.login(DEMO.admin)]);
  const me = await alfa.get('/api/usuarios/me');
  gestor = { usuarioId: alfa.usuarioId, perfilId: me.body.perfilPrincipal.perfilId };
  providers.empresa = simpleRestProvider(`${api}/empresas/1`, httpClientOf(alfa.accessToken));
  providers.admin = simpleRestProvider(`${api}/admin`, httpClientOf(admin.accessToken));
});
afterAll(() => t?.close());

const providerOf = (model: RegisterModel) => providers[model.scope] as DataProvider;

/** The unique values a register already holds, so new records avoid them. */
async function takenIn(model: RegisterModel): Promise<Map<string, Set<unknown>>> {
  const taken = new Map<string, Set<unknown>>();
  const unique = model.fields.filter((f) => f.unique);
  if (unique.length === 0) return taken;
  const { data } = await providerOf(model).getList(model.resource, {
    pagination: { page: 1, perPage: MAX_PAGE },
    sort: { field: 'id', order: 'ASC' },
    filter: {},
  });
  for (const f of unique) taken.set(f.name, new Set(data.map((r) => r[f.name])));
  return taken;
}

/** Hand-written tables a register points at: the signed-in gestor's rows. */
const HAND: Record<string, () => number> = {
  usuarios: () => gestor.usuarioId,
  perfis: () => gestor.perfilId,
};

/** A valid new record's body, its references created through the provider too (or the gestor's own rows). */
async function bodyOf(model: RegisterModel): Promise<Json> {
  const refs: Json = {};
  for (const field of model.fields) {
    if (!field.reference || field.readOnly) continue;
    if (field.reference.resource === model.resource && !field.required) continue;
    const target = byResource.get(field.reference.resource);
    refs[field.name] = target ? (await createOne(target)).id : HAND[field.reference.resource]?.();
  }
  if (model.resource === 'vendas') Object.assign(refs, await saleParts());
  return buildRecord(model, refs, await takenIn(model));
}

/** A valid value of each extra-field type (campos-extras.tipo). */
const EXTRA_SAMPLES: Record<string, (c: Json) => string> = {
  TEXTO: () => 'texto',
  NUMERO: () => '12.5',
  DATA: () => '2026-03-01',
  BOOLEANO: () => 'true',
  LISTA: (c) => (c.opcoes as Array<{ valor: string }>)[0]?.valor ?? '',
  CPF_CNPJ: () => '52998224725',
  TELEFONE: () => '11987654321',
  EMAIL: () => 'cliente@exemplo.com.br',
};

/** A sale's items (a real product) and the company's required extra fields, filled. */
async function saleParts(): Promise<Json> {
  const provider = providers.empresa as DataProvider;
  const all = { pagination: { page: 1, perPage: 50 }, sort: { field: 'id', order: 'ASC' as const } };
  const [produtos, campos] = await Promise.all([
    provider.getList('produtos', { ...all, filter: { ativo: true } }),
    provider.getList('campos-extras', { ...all, filter: {} }),
  ]);
  return {
    itens: [{ produtoId: produtos.data[0]?.id, quantidade: 2, precoUnitario: 10.5, adicionais: [] }],
    extras: campos.data
      .filter((c) => c.ativo && c.obrigatorio)
      .map((c) => ({ slot: c.slot, valor: EXTRA_SAMPLES[c.tipo]?.(c) ?? null })),
  };
}

async function createOne(model: RegisterModel): Promise<Json & { id: number }> {
  const { data } = await providerOf(model).create(model.resource, { data: await bodyOf(model) });
  return data as Json & { id: number };
}

/**
 * What update and updateMany change: a plain field every record may share a new value of; else a reference (to a
 * new target record); else a unique field (grupos has nothing else), which updateMany then sets on one record.
 */
function changeable(model: RegisterModel): { field: FieldModel; shared: boolean } {
  const writable = model.fields.filter(
    (f) => !f.readOnly && !f.createOnly && f.type !== 'array' && f.type !== 'object',
  );
  const plain = writable.filter((f) => !f.unique && !f.reference);
  const field =
    plain.find((f) => f.kind === 'boolean') ??
    plain.find((f) => f.kind === 'string' && !f.pattern && !f.enum) ??
    plain[0] ??
    writable.find((f) => !f.unique) ??
    writable[0];
  if (!field) throw new Error(`${model.resource}: nothing to change`);
  return { field, shared: !field.unique };
}

/** Another valid value of the field than `was` (for a reference, a new record to point at). */
async function otherValue(model: RegisterModel, field: FieldModel, was: unknown): Promise<unknown> {
  if (field.kind === 'boolean') return !was;
  const target = field.reference && byResource.get(field.reference.resource);
  if (target) return (await createOne(target)).id;
  const taken = field.unique ? (await takenIn(model)).get(field.name) : undefined;
  for (;;) {
    const value = valueFor(field, nextSeq());
    if (JSON.stringify(value) !== JSON.stringify(was) && !taken?.has(value)) return value;
  }
}

const byId = (x: number, y: number) => x - y;

describe.each(models.map((m) => [`${m.resource} (${m.scope})`, m] as const))(
  'ra-data-simple-rest on %s',
  (_, model) => {
    it('getList, getOne, getMany, getManyReference, create, update, updateMany, delete, deleteMany', async () => {
      const provider = providerOf(model);
      const resource = model.resource;
      const made: Array<Json & { id: number }> = [];
      for (let i = 0; i < 5; i++) made.push(await createOne(model));
      const [a, b, c, d, e] = made as [Json & { id: number }, ...Array<Json & { id: number }>];

      const list = await provider.getList(resource, {
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'id', order: 'DESC' },
        filter: {},
      });
      expect(list.total).toBeGreaterThanOrEqual(5);
      expect(list.data.map((r) => r.id)).toContain(e?.id);

      const one = await provider.getOne(resource, { id: a.id });
      expect(one.data).toMatchObject(a);

      const many = await provider.getMany(resource, { ids: [a.id, b?.id] });
      expect(many.data.map((r) => r.id).sort(byId)).toEqual(([a.id, b?.id] as number[]).sort(byId));

      // the records pointing at one of theirs (a reference field), or, without one, by key
      const ref = model.fields.find((f) => f.reference && f.filter !== null && !f.readOnly);
      const target = ref ? ref.name : 'id';
      const reference = await provider.getManyReference(resource, {
        target,
        id: ref ? (a[ref.name] as number) : a.id,
        pagination: { page: 1, perPage: 25 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      });
      expect(reference.data.map((r) => r.id)).toContain(a.id);
      expect(reference.total).toBeGreaterThanOrEqual(1);

      // update sends back the whole record GET answered (a team's supervisor and membros included) with a change
      const { field, shared } = changeable(model);
      const changed = await otherValue(model, field, one.data[field.name]);
      const updated = await provider.update(resource, {
        id: a.id,
        data: { ...one.data, [field.name]: changed },
        previousData: one.data,
      });
      expect(updated.data[field.name]).toEqual(changed);
      expect((await provider.getOne(resource, { id: a.id })).data[field.name]).toEqual(changed);

      // updateMany: the one field only (a partial PUT per id); the others are kept
      const again = await otherValue(model, field, changed);
      const ids = (shared ? [b?.id, c?.id] : [b?.id]) as number[];
      const bulk = await provider.updateMany(resource, { ids, data: { [field.name]: again } });
      expect([...(bulk.data ?? [])].sort(byId)).toEqual([...ids].sort(byId));
      const after = await provider.getMany(resource, { ids });
      for (const row of after.data) {
        const before = made.find((m) => m.id === row.id) as Json;
        expect(row[field.name]).toEqual(again);
        for (const other of model.fields)
          if (other.name !== field.name && !other.readOnly)
            expect(row[other.name]).toEqual(before[other.name]);
      }

      const deleted = await provider.delete(resource, { id: d?.id as number, previousData: d });
      expect(deleted.data.id).toBe(d?.id);
      const gone = await provider.deleteMany(resource, { ids: [e?.id, a.id] as number[] });
      expect([...(gone.data ?? [])].sort(byId)).toEqual(([e?.id, a.id] as number[]).sort(byId));
      for (const id of [a.id, d?.id, e?.id] as number[])
        await expect(provider.getOne(resource, { id })).rejects.toMatchObject({ status: 404 });
    });
  },
);

describe('the page', () => {
  it('cuts a range over 1,000 rows to 1,000, and Content-Range says so', async () => {
    const provider = providers.empresa as DataProvider;
    const rows = Array.from({ length: 1005 }, (_, i) => ({
      empresaId: 1,
      codigo: `PAGINA-${i}`,
      nome: `Produto da página ${i}`,
      preco: '1.00',
      ativo: true,
    }));
    await t.database.db.insert(registerTables.produtos as never).values(rows as never);
    const all = await provider.getList('produtos', {
      pagination: { page: 1, perPage: 2000 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(all.total).toBeGreaterThan(1005);
    expect(all.data).toHaveLength(MAX_PAGE);
    expect(MAX_PAGE).toBe(1000);

    const token = (await t.login(DEMO.gestorAlfa)).accessToken;
    const res = await fetch(`${api}/empresas/1/produtos?range=${encodeURIComponent('[0,1999]')}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-range')).toBe(`produtos 0-999/${all.total}`);
    expect(await res.json()).toHaveLength(1000);
    // from an offset too: [1000,2999] answers the rest, up to 1,000
    const rest = await fetch(`${api}/empresas/1/produtos?range=${encodeURIComponent('[1000,2999]')}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(rest.headers.get('content-range')).toBe(`produtos 1000-${(all.total ?? 0) - 1}/${all.total}`);
  });
});
