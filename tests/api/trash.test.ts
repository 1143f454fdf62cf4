import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisterModel } from '../../core/schema/model.ts';
import { papeis } from '../../server/db/schema.ts';
import { PAPEIS_DEMO } from '../../server/db/seed.ts';
import { loadRegisterModels } from '../../server/registers/definition.ts';
import { type Client, DEMO, makeApp, type TestApp } from './helpers.ts';

// The trash of every x-trash register (docs/contrato.md §5: GET {resource}/lixeira, POST {resource}/{id}/restaurar), read
// from the models: a register given x-trash is covered here without touching this file.

type Json = Record<string, unknown>;

const models = loadRegisterModels();
const trashed = models.filter((m) => m.trash);
const EMPRESA = 1;
/** gestor@alfa's role in company 1 (every permission). */
const ADMINISTRADOR = 1;

let t: TestApp;
let admin: Client & { usuarioId: number };
let gestor: Client;
let vendedor: Client;
let gestorBeta: Client;

const base = (m: RegisterModel, empresa = EMPRESA) => `/api/empresas/${empresa}/${m.resource}`;
const q = (params: Json) =>
  Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(JSON.stringify(v))}`)
    .join('&');

let serial = 0;
/** A unique text value in the field's rules: the same as `value` with a tag that fits its length. */
function retag(model: RegisterModel, field: string, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const max = model.fieldsByName.get(field)?.maxLength ?? 60;
  // lower case: a code or an address (relatorios' uri is a slug) takes it
  const tag = `-l${++serial}`;
  return `${value.slice(0, max - tag.length)}${tag}`;
}

/**
 * A new record of the register, made from one of the company's (the demo data): its writable fields, unique
 * values retagged. The caller is the company's ADMIN, so a sale's rules (seller, audit) let it through.
 */
async function makeOne(model: RegisterModel): Promise<Json & { id: number }> {
  const page = await admin.get(`${base(model)}?${q({ range: [0, 0] })}`);
  const [sample] = page.body as Json[];
  if (!sample) throw new Error(`${model.resource}: no demo record to copy`);
  const body: Json = {};
  for (const f of model.fields) {
    if (f.readOnly || f.standard || sample[f.name] === undefined) continue;
    body[f.name] = f.unique ? retag(model, f.name, sample[f.name]) : sample[f.name];
  }
  const made = await admin.post(base(model), body);
  if (made.status !== 201) throw new Error(`${model.resource}: ${made.status} ${JSON.stringify(made.body)}`);
  return made.body;
}

const historyOf = async (model: RegisterModel, id: number) =>
  ((await admin.get(`${base(model)}/${id}/historico`)).body as Array<{ acao: string }>).map((h) => h.acao);

beforeAll(async () => {
  t = await makeApp();
  [admin, gestor, vendedor, gestorBeta] = await Promise.all([
    t.login(DEMO.admin),
    t.login(DEMO.gestorAlfa),
    t.login(DEMO.vendedorAlfa),
    t.login(DEMO.gestorBeta),
  ]);
});
afterAll(() => t?.close());

describe('the x-trash registers', () => {
  it('are every company register with user-entered records but campos-extras (a natural key)', () => {
    const company = models.filter((m) => m.scope === 'empresa').map((m) => m.resource);
    expect(company.filter((r) => !trashed.some((m) => m.resource === r))).toEqual(['campos-extras']);
    expect(trashed.map((m) => m.resource).sort()).toEqual(
      [
        'adicionais',
        'equipes',
        'negociacoes',
        'origens',
        'pdvs',
        'produtos',
        'relatorios',
        'sistemas',
        'venda-status',
        'vendas',
      ].sort(),
    );
  });
});

for (const model of trashed) {
  describe(`${model.resource}: trash and restore`, () => {
    it('delete → out of the list, in the trash, GET 404, history "excluido"; restore → back, "restaurado"', async () => {
      const record = await makeOne(model);
      const deleted = await admin.del(`${base(model)}/${record.id}`);
      expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
      expect(typeof deleted.body.deletedAt).toBe('string');
      expect((await admin.get(`${base(model)}/${record.id}`)).status).toBe(404);
      // out of any list: a page, a search
      const page = await admin.get(`${base(model)}?${q({ range: [0, 999] })}`);
      expect((page.body as Json[]).some((r) => r.id === record.id)).toBe(false);
      // in the trash, newest first, with the Content-Range of a list
      const lixeira = await admin.get(`${base(model)}/lixeira?${q({ range: [0, 9] })}`);
      expect(lixeira.status).toBe(200);
      // with who put it there
      const byAdmin = {
        ...deleted.body,
        excluidoPor: { usuarioId: admin.usuarioId, nomeCompleto: expect.any(String) },
      };
      expect((lixeira.body as Json[])[0]).toEqual(byAdmin);
      expect(lixeira.headers['content-range']).toMatch(new RegExp(`^${model.resource} 0-\\d+/\\d+$`));
      // the trash filters as a list does (by id here)
      const one = await admin.get(`${base(model)}/lixeira?${q({ filter: { id: [record.id] } })}`);
      expect(one.body).toEqual([byAdmin]);
      expect(await historyOf(model, record.id)).toEqual(['excluido', 'criado']);
      // a second delete finds nothing outside the trash
      expect((await admin.del(`${base(model)}/${record.id}`)).status).toBe(404);

      const restored = await admin.post(`${base(model)}/${record.id}/restaurar`);
      expect(restored.status, JSON.stringify(restored.body)).toBe(200);
      expect(restored.body.deletedAt).toBeNull();
      expect(restored.body.updatedAt > (deleted.body.updatedAt as string)).toBe(true);
      const back = await admin.get(`${base(model)}/${record.id}`);
      expect(back.status).toBe(200);
      expect(back.body.id).toBe(record.id);
      const lixeiraAfter = await admin.get(`${base(model)}/lixeira?${q({ filter: { id: [record.id] } })}`);
      expect(lixeiraAfter.body).toEqual([]);
      // restoring what is not in the trash: 404
      expect((await admin.post(`${base(model)}/${record.id}/restaurar`)).status).toBe(404);
      expect(await historyOf(model, record.id)).toEqual(['restaurado', 'excluido', 'criado']);
    });

    it('another company: its ids are 404 on restore and absent from its trash', async () => {
      const record = await makeOne(model);
      expect((await admin.del(`${base(model)}/${record.id}`)).status).toBe(200);
      // gestor@beta is in company 2 only: its own path, company 1's id
      expect((await gestorBeta.post(`${base(model, 2)}/${record.id}/restaurar`)).status).toBe(404);
      const theirs = await gestorBeta.get(`${base(model, 2)}/lixeira?${q({ filter: { id: [record.id] } })}`);
      expect(theirs.status).toBe(200);
      expect(theirs.body).toEqual([]);
      // and company 1's path is not theirs at all
      expect((await gestorBeta.get(`${base(model)}/lixeira`)).status).toBe(403);
      expect((await gestorBeta.post(`${base(model)}/${record.id}/restaurar`)).status).toBe(403);
      expect((await admin.get(`${base(model)}/${record.id}`)).status).toBe(404);
      expect((await admin.post(`${base(model)}/${record.id}/restaurar`)).status).toBe(200);
    });

    it('hostile ids and queries: 400 at the field, never a 5xx', async () => {
      for (const id of ['0', '-1', '2147483648', 'abc', '1.5', '%00']) {
        const res = await admin.post(`${base(model)}/${id}/restaurar`);
        expect(res.status, id).toBe(400);
        expect(typeof res.body.message).toBe('string');
      }
      for (const bad of [
        'filter=%7B',
        'range=%5B5%2C1%5D',
        `filter=${encodeURIComponent('{"naoExiste":1}')}`,
      ]) {
        const res = await admin.get(`${base(model)}/lixeira?${bad}`);
        expect(res.status, bad).toBe(400);
      }
      expect((await admin.get(`/api/empresas/abc/${model.resource}/lixeira`)).status).toBe(400);
      // an id that does not exist: 404
      expect((await admin.post(`${base(model)}/2147483647/restaurar`)).status).toBe(404);
    });
  });
}

describe('who reaches the trash', () => {
  const produtos = models.find((m) => m.resource === 'produtos') as RegisterModel;

  it('a role without VER_LIXEIRA gets 403 on the trash and on restore, even with the write permission', async () => {
    const record = await makeOne(produtos);
    expect((await admin.del(`${base(produtos)}/${record.id}`)).status).toBe(200);
    // the seller: neither VER_LIXEIRA nor CADASTRAR_AUXILIARES
    expect((await vendedor.get(`${base(produtos)}/lixeira`)).status).toBe(403);
    expect((await vendedor.post(`${base(produtos)}/${record.id}/restaurar`)).status).toBe(403);
    // the company's administrator with VER_LIXEIRA taken away: still CADASTRAR_AUXILIARES, no trash
    const papel = PAPEIS_DEMO.find((p) => p.papelId === ADMINISTRADOR)?.permissoes as readonly string[];
    await t.database.db
      .update(papeis)
      .set({ permissoes: papel.filter((p) => p !== 'VER_LIXEIRA') as never })
      .where(eq(papeis.papelId, ADMINISTRADOR));
    try {
      const denied = await gestor.get(`${base(produtos)}/lixeira`);
      expect(denied.status).toBe(403);
      expect(denied.body.message).toMatch(/“Ver a lixeira”/);
      expect((await gestor.post(`${base(produtos)}/${record.id}/restaurar`)).status).toBe(403);
    } finally {
      await t.database.db
        .update(papeis)
        .set({ permissoes: [...papel] as never })
        .where(eq(papeis.papelId, ADMINISTRADOR));
    }
    // with it back, they restore
    expect((await gestor.get(`${base(produtos)}/lixeira`)).status).toBe(200);
    expect((await gestor.post(`${base(produtos)}/${record.id}/restaurar`)).status).toBe(200);
  });
});

describe('a unique value taken while in the trash', () => {
  it('blocks the restore with a 409 that says what to do; freed again, it restores', async () => {
    const produtos = models.find((m) => m.resource === 'produtos') as RegisterModel;
    const record = await makeOne(produtos);
    expect((await admin.del(`${base(produtos)}/${record.id}`)).status).toBe(200);
    const taker = await admin.post(base(produtos), {
      codigo: String(record.codigo).toLowerCase(),
      nome: 'Pegou o código',
      preco: 1,
      ativo: true,
    });
    expect(taker.status, JSON.stringify(taker.body)).toBe(201);
    const refused = await admin.post(`${base(produtos)}/${record.id}/restaurar`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/valor único/);
    // still in the trash, unchanged
    const still = await admin.get(`${base(produtos)}/lixeira?${q({ filter: { id: [record.id] } })}`);
    expect((still.body as Json[])[0]?.codigo).toBe(record.codigo);
    expect((await admin.del(`${base(produtos)}/${taker.body.id}`)).status).toBe(200);
    expect((await admin.post(`${base(produtos)}/${record.id}/restaurar`)).status).toBe(200);
  });
});
