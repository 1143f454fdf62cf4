import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { papeis } from '../../server/db/schema.ts';
import { PAPEIS_DEMO } from '../../server/db/seed.ts';
import { type Client, client, DEMO, fieldsOf, makeApp, type TestApp } from './helpers.ts';

// Sales and negotiations: what each permission does (README.md, "Vendas e permissões"), numbers, totals,
// extra fields, the trash, the audit lock and the conversion of a negotiation. The register matrix
// (registers.test.ts) covers the generic CRUD of both.

type Json = Record<string, unknown>;
type Caller = Client & { usuarioId: number; perfilId: number };

let t: TestApp;
let gestor: Caller;
let vendedor: Caller;
let beta: Caller;
let supervisor: Caller;
let produtoId: number;
let adicional: { id: number; preco: number };
let statusIds: number[];
let extrasObrigatorios: Json[];

const base = '/api/empresas/1/vendas';
const q = (params: Json) =>
  Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(JSON.stringify(v))}`)
    .join('&');

async function caller(email: string): Promise<Caller> {
  const session = await t.login(email);
  const me = await session.get('/api/usuarios/me');
  return { ...session, perfilId: me.body.perfilPrincipal?.perfilId };
}

/** The vendedor's role (papel 5) with these permissions for one test; afterEach puts the demo ones back. */
async function vendedorCan(...permissoes: string[]) {
  await t.database.db.update(papeis).set({ permissoes }).where(eq(papeis.papelId, 5));
}
afterEach(async () => {
  const demo = PAPEIS_DEMO.find((p) => p.papelId === 5);
  await t.database.db
    .update(papeis)
    .set({ permissoes: [...(demo?.permissoes ?? [])] })
    .where(eq(papeis.papelId, 5));
});

/** A valid sale body: one item of a real product, the company's required extra fields filled. */
function sale(overrides: Json = {}): Json {
  return {
    data: '2026-03-10',
    clienteNome: 'Maria da Silva',
    clienteDocumento: '52998224725',
    vendaStatusId: statusIds[0],
    itens: [{ produtoId, quantidade: 1, precoUnitario: 50, adicionais: [] }],
    extras: extrasObrigatorios,
    ...overrides,
  };
}

async function create(who: Caller, overrides: Json = {}): Promise<Json & { id: number }> {
  const res = await who.post(base, sale(overrides));
  if (res.status !== 201) throw new Error(`POST vendas: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

beforeAll(async () => {
  t = await makeApp();
  [gestor, vendedor, beta] = await Promise.all([
    caller(DEMO.gestorAlfa),
    caller(DEMO.vendedorAlfa),
    caller(DEMO.gestorBeta),
  ]);
  const equipe = await gestor.get('/api/empresas/1/equipes/1');
  const sup = await gestor.get(`/api/usuarios/empresas/1/${equipe.body.supervisorId}/admin`);
  supervisor = await caller(sup.body.email);

  const produtos = await gestor.get(`/api/empresas/1/produtos?${q({ range: [0, 0] })}`);
  produtoId = produtos.body[0].id;
  const adicionais = await gestor.get(`/api/empresas/1/adicionais?${q({ range: [0, 0] })}`);
  adicional = { id: adicionais.body[0].id, preco: adicionais.body[0].preco };
  const status = await gestor.get(`/api/empresas/1/venda-status?${q({ range: [0, 9] })}`);
  statusIds = status.body.map((s: Json) => s.id);
  const campos = await gestor.get(`/api/empresas/1/campos-extras?${q({ range: [0, 19] })}`);
  extrasObrigatorios = campos.body
    .filter((c: Json) => c.ativo && c.obrigatorio)
    .map((c: Json) => ({
      slot: c.slot,
      valor: c.tipo === 'LISTA' ? (c.opcoes as Array<{ valor: string }>)[0]?.valor : 'x',
    }));
});
afterAll(() => t.close());

describe('numbers and totals', () => {
  it('the server gives the number and computes the total: quantity × (price + additionals)', async () => {
    const body = sale({
      itens: [
        { produtoId, quantidade: 2, precoUnitario: 10.5, adicionais: [adicional.id] },
        { produtoId, quantidade: 3, precoUnitario: 0.1, adicionais: [] },
      ],
    });
    const res = await gestor.post(base, body);
    expect(res.status).toBe(201);
    expect(res.body.total).toBeCloseTo(2 * (10.5 + adicional.preco) + 0.3, 2);
    expect(Number.isInteger(res.body.numero)).toBe(true);
    // a client cannot set either
    const forged = await gestor.post(base, { ...body, numero: 1, total: 1 });
    expect(forged.status).toBe(400);
  });

  it('refuses items of products and additionals the company does not have', async () => {
    const beta1 = await beta.get(`/api/empresas/2/produtos?${q({ range: [0, 0] })}`);
    const res = await gestor.post(
      base,
      sale({
        itens: [{ produtoId: beta1.body[0].id, quantidade: 1, precoUnitario: 1, adicionais: [999999] }],
      }),
    );
    expect(res.status).toBe(400);
    expect(fieldsOf(res.body)).toEqual({
      'itens.0.produtoId': 'Produto não encontrado.',
      'itens.0.adicionais.0': 'Adicional não encontrado.',
    });
  });

  it('keeps numbers unique and without gaps under 20 concurrent creates', async () => {
    const made = await Promise.all(Array.from({ length: 20 }, () => gestor.post(base, sale())));
    expect(made.map((r) => r.status)).toEqual(Array(20).fill(201));
    const numeros = made.map((r) => r.body.numero as number).sort((a, b) => a - b);
    expect(new Set(numeros).size).toBe(20);
    expect((numeros.at(-1) as number) - (numeros[0] as number)).toBe(19);
  });

  it('finds a sale by its number and by the document as typed, dots and dashes included', async () => {
    const made = await create(gestor, { clienteDocumento: '39053344705' });
    const byNumber = await gestor.get(`${base}?${q({ filter: { q: String(made.numero) } })}`);
    expect(byNumber.body.map((v: Json) => v.id)).toContain(made.id);
    const byDocument = await gestor.get(`${base}?${q({ filter: { q: '390.533.447-05' } })}`);
    expect(byDocument.body.map((v: Json) => v.id)).toContain(made.id);
    expect(byDocument.body.every((v: Json) => v.clienteDocumento === '39053344705')).toBe(true);
  });

  it('answers the count and total of what a filter selects', async () => {
    const cliente = `Cliente Total ${Date.now()}`;
    await create(gestor, {
      clienteNome: cliente,
      itens: [{ produtoId, quantidade: 1, precoUnitario: 100, adicionais: [] }],
    });
    await create(gestor, {
      clienteNome: cliente,
      itens: [{ produtoId, quantidade: 2, precoUnitario: 25.25, adicionais: [] }],
    });
    const res = await gestor.get(`${base}/total?${q({ filter: { q: cliente } })}`);
    expect(res.body).toEqual({ quantidade: 2, total: 150.5, foraDosTotais: { quantidade: 0, total: 0 } });
  });
});

describe('what each permission does', () => {
  it('VER_TODAS_VENDAS: without it a seller sees only own sales (another one is a 404)', async () => {
    const theirs = await create(gestor);
    const mine = await create(vendedor);
    expect(mine.vendedorId).toBe(vendedor.perfilId);
    const list = await vendedor.get(`${base}?${q({ range: [0, 499] })}`);
    expect(list.body.length).toBeGreaterThan(0);
    expect(list.body.every((v: Json) => v.vendedorId === vendedor.perfilId)).toBe(true);
    expect((await vendedor.get(`${base}/${theirs.id}`)).status).toBe(404);
    expect(
      (
        await vendedor.put(`${base}/${theirs.id}`, {
          ...sale(),
          vendedorId: vendedor.perfilId,
          updatedAt: theirs.updatedAt,
        })
      ).status,
    ).toBe(404);
    expect((await vendedor.del(`${base}/${theirs.id}`)).status).toBe(404);
    await vendedorCan('VER_TODAS_VENDAS');
    expect((await vendedor.get(`${base}/${theirs.id}`)).status).toBe(200);
  });

  it("a team's supervisor also sees the team's sales; VER_TODAS_EQUIPES, every team's", async () => {
    const teamSale = await create(gestor, { vendedorId: gestor.perfilId, equipeId: 1 });
    const otherTeam = await create(gestor, { vendedorId: gestor.perfilId, equipeId: 2 });
    expect((await supervisor.get(`${base}/${teamSale.id}`)).status).toBe(200);
    expect((await supervisor.get(`${base}/${otherTeam.id}`)).status).toBe(404);
    expect((await vendedor.get(`${base}/${otherTeam.id}`)).status).toBe(404);
    await vendedorCan('VER_TODAS_EQUIPES');
    expect((await vendedor.get(`${base}/${otherTeam.id}`)).status).toBe(200);
  });

  it('DEFINIR_VENDEDOR: choose the seller on create, otherwise oneself', async () => {
    const refused = await vendedor.post(base, sale({ vendedorId: gestor.perfilId }));
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch('Você não pode escolher o vendedor desta venda');
    await vendedorCan('DEFINIR_VENDEDOR', 'VER_TODAS_VENDAS');
    const chosen = await vendedor.post(base, sale({ vendedorId: gestor.perfilId }));
    expect(chosen.status).toBe(201);
    expect(chosen.body.vendedorId).toBe(gestor.perfilId);
  });

  it('ALTERAR_VENDEDOR: change the seller later', async () => {
    const mine = await create(vendedor);
    const body = { ...mine, vendedorId: gestor.perfilId };
    const refused = await vendedor.put(`${base}/${mine.id}`, body);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch('Você não pode trocar o vendedor desta venda');
    // other changes stay open to the seller
    expect((await vendedor.put(`${base}/${mine.id}`, { ...mine, observacoes: 'ok' })).status).toBe(200);
    await vendedorCan('ALTERAR_VENDEDOR', 'VER_TODAS_VENDAS');
    const fresh = (await vendedor.get(`${base}/${mine.id}`)).body;
    const changed = await vendedor.put(`${base}/${mine.id}`, { ...fresh, vendedorId: gestor.perfilId });
    expect(changed.status).toBe(200);
    expect(changed.body.vendedorId).toBe(gestor.perfilId);
  });

  it('AUDITAR_VENDA: marks a sale audited, after which only auditors change or delete it', async () => {
    const mine = await create(vendedor);
    expect((await vendedor.post(`${base}/${mine.id}/auditoria`)).status).toBe(403);
    const audited = await gestor.post(`${base}/${mine.id}/auditoria`);
    expect(audited.status).toBe(200);
    expect(audited.body.auditadaPorId).toBe(gestor.usuarioId);
    expect(typeof audited.body.auditadaEm).toBe('string');
    const locked = await vendedor.put(`${base}/${mine.id}`, { ...audited.body, observacoes: 'depois' });
    expect(locked.status).toBe(403);
    expect((await vendedor.del(`${base}/${mine.id}`)).status).toBe(403);
    const byAuditor = await gestor.put(`${base}/${mine.id}`, { ...audited.body, observacoes: 'auditor' });
    expect(byAuditor.status).toBe(200);
    const undone = await gestor.del(`${base}/${mine.id}/auditoria`);
    expect(undone.body.auditadaEm).toBeNull();
    expect((await vendedor.put(`${base}/${mine.id}`, { ...undone.body, observacoes: 'livre' })).status).toBe(
      200,
    );
  });

  it('VER_LIXEIRA: see and restore deleted sales', async () => {
    const mine = await create(vendedor);
    expect((await vendedor.del(`${base}/${mine.id}`)).status).toBe(200);
    expect((await vendedor.get(`${base}/${mine.id}`)).status).toBe(404);
    expect((await vendedor.get(`${base}/lixeira`)).status).toBe(403);
    expect((await vendedor.post(`${base}/${mine.id}/restaurar`)).status).toBe(403);
    const trash = await gestor.get(`${base}/lixeira?${q({ filter: { id: [mine.id] } })}`);
    expect(trash.status).toBe(200);
    expect(trash.body.map((v: Json) => v.id)).toEqual([mine.id]);
    expect(trash.body[0].deletedAt).not.toBeNull();
    const restored = await gestor.post(`${base}/${mine.id}/restaurar`);
    expect(restored.status).toBe(200);
    expect(restored.body.deletedAt).toBeNull();
    expect((await vendedor.get(`${base}/${mine.id}`)).status).toBe(200);
    // a seller with VER_LIXEIRA sees only the deleted sales they could see before
    const theirs = await create(gestor);
    await gestor.del(`${base}/${theirs.id}`);
    await vendedorCan('VER_LIXEIRA');
    const own = await vendedor.get(`${base}/lixeira?${q({ range: [0, 499] })}`);
    expect(own.body.map((v: Json) => v.id)).not.toContain(theirs.id);
  });

  it('REALIZAR_AUTOMACOES: one status for many sales; audited ones only for an auditor', async () => {
    const [a, b, c] = [await create(vendedor), await create(vendedor), await create(vendedor)];
    await gestor.post(`${base}/${c.id}/auditoria`);
    const target = statusIds[1];
    const refused = await vendedor.post(`${base}/status`, { ids: [a.id, b.id], vendaStatusId: target });
    expect(refused.status).toBe(403);
    await vendedorCan('REALIZAR_AUTOMACOES');
    const res = await vendedor.post(`${base}/status`, { ids: [a.id, b.id, c.id], vendaStatusId: target });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ alteradas: [a.id, b.id].sort((x, y) => x - y), ignoradas: [c.id] });
    expect((await vendedor.get(`${base}/${a.id}`)).body.vendaStatusId).toBe(target);
    expect((await vendedor.get(`${base}/${c.id}`)).body.vendaStatusId).toBe(c.vendaStatusId);
  });

  it('a platform ADMIN, with no profile of its own, must name the seller', async () => {
    const admin = await t.login(DEMO.admin);
    const unnamed = await admin.post(base, sale());
    expect(unnamed.status).toBe(400);
    expect(fieldsOf(unnamed.body)).toEqual({ vendedorId: 'Campo obrigatório.' });
    expect((await admin.post(base, sale({ vendedorId: vendedor.perfilId }))).status).toBe(201);
  });

  it("another company's sales are out of reach", async () => {
    const mine = await create(gestor);
    expect((await beta.get(`${base}/${mine.id}`)).status).toBe(403);
    expect((await beta.get(`/api/empresas/2/vendas/${mine.id}`)).status).toBe(404);
  });
});

describe('extra fields', () => {
  const betaBase = '/api/empresas/2';
  const tipos: Array<[string, Json, string, string]> = [
    ['NUMERO', {}, 'doze', '12.5'],
    ['DATA', {}, '2026-02-30', '2026-02-28'],
    ['BOOLEANO', {}, 'talvez', 'true'],
    ['LISTA', { opcoes: [{ valor: 'Pix' }, { valor: 'Boleto' }] }, 'Cheque', 'Pix'],
    ['CPF_CNPJ', {}, '12345678900', '52998224725'],
    ['TELEFONE', {}, '123', '11987654321'],
    ['EMAIL', {}, 'sem-arroba', 'a@b.com.br'],
  ];
  let betaStatus: number;
  let betaProduto: number;

  beforeAll(async () => {
    // empresa 2 gets one extra field of each type (slots 11–17), the last one required
    for (const [i, [tipo, extra]] of tipos.entries()) {
      const res = await beta.post(`${betaBase}/campos-extras`, {
        slot: 11 + i,
        rotulo: `Campo ${tipo}`,
        tipo,
        obrigatorio: i === tipos.length - 1,
        ativo: true,
        ...extra,
      });
      expect(res.status).toBe(201);
    }
    betaStatus = (await beta.get(`${betaBase}/venda-status?${q({ range: [0, 0] })}`)).body[0].id;
    betaProduto = (await beta.get(`${betaBase}/produtos?${q({ range: [0, 0] })}`)).body[0].id;
  });

  const betaSale = (extras: Json[]) => ({
    ...sale({
      vendaStatusId: betaStatus,
      itens: [{ produtoId: betaProduto, quantidade: 1, precoUnitario: 1, adicionais: [] }],
    }),
    extras,
  });
  const required = () => ({ slot: 17, valor: 'a@b.com.br' });
  const betaExtrasBase = async () => {
    const campos = await beta.get(`${betaBase}/campos-extras?${q({ range: [0, 19] })}`);
    return campos.body
      .filter((c: Json) => c.ativo && c.obrigatorio && c.slot !== 17)
      .map((c: Json) => ({
        slot: c.slot,
        valor: c.tipo === 'LISTA' ? (c.opcoes as Array<{ valor: string }>)[0]?.valor : 'x',
      }));
  };

  it('checks each value by its configured type, at its field, naming the field', async () => {
    const others = await betaExtrasBase();
    for (const [i, [tipo, , bad, good]] of tipos.entries()) {
      const extras = [
        ...others,
        { slot: 11 + i, valor: bad },
        ...(i === tipos.length - 1 ? [] : [required()]),
      ];
      const res = await beta.post(`${betaBase}/vendas`, betaSale(extras));
      expect(res.status, tipo).toBe(400);
      const fields = fieldsOf(res.body);
      expect(fields[`extras.${others.length}.valor`], tipo).toMatch(`Campo ${tipo}:`);
      const ok = await beta.post(
        `${betaBase}/vendas`,
        betaSale([...others, { slot: 11 + i, valor: good }, ...(i === tipos.length - 1 ? [] : [required()])]),
      );
      expect(ok.status, `${tipo} ${JSON.stringify(ok.body)}`).toBe(201);
    }
  });

  it('requires the required ones and refuses a slot with no active field', async () => {
    const others = await betaExtrasBase();
    const missing = await beta.post(`${betaBase}/vendas`, betaSale(others));
    expect(missing.status).toBe(400);
    expect(fieldsOf(missing.body).extras).toBe('Campo EMAIL: campo obrigatório.');
    const unknown = await beta.post(
      `${betaBase}/vendas`,
      betaSale([...others, required(), { slot: 20, valor: 'x' }]),
    );
    expect(fieldsOf(unknown.body)[`extras.${others.length + 1}.slot`]).toBe(
      'Não há campo extra ativo nesta posição.',
    );
  });
});

describe('negotiations', () => {
  const negBase = '/api/empresas/1/negociacoes';

  it('converts into a sale prefilled from it, linking both, once', async () => {
    const neg = await vendedor.post(negBase, {
      clienteNome: 'Padaria Pão de Queijo',
      clienteDocumento: '11222333000181',
      etapa: 'NEGOCIACAO',
      valorEstimado: 1200,
      notas: [{ data: '2026-03-01T10:00:00.000Z', texto: 'Primeiro contato' }],
    });
    expect(neg.status).toBe(201);
    expect(neg.body.vendedorId).toBe(vendedor.perfilId);
    const converted = await vendedor.post(`${negBase}/${neg.body.id}/converter`, {
      data: '2026-03-15',
      vendaStatusId: statusIds[0],
      itens: [{ produtoId, quantidade: 3, precoUnitario: 400, adicionais: [] }],
      extras: extrasObrigatorios,
    });
    expect(converted.status).toBe(201);
    expect(converted.body.venda).toMatchObject({
      clienteNome: 'Padaria Pão de Queijo',
      clienteDocumento: '11222333000181',
      vendedorId: vendedor.perfilId,
      negociacaoId: neg.body.id,
      total: 1200,
    });
    expect(converted.body.negociacao).toMatchObject({ vendaId: converted.body.venda.id, etapa: 'GANHA' });
    const again = await vendedor.post(`${negBase}/${neg.body.id}/converter`, {
      data: '2026-03-15',
      vendaStatusId: statusIds[0],
      itens: [{ produtoId, quantidade: 1, precoUnitario: 1, adicionais: [] }],
    });
    expect(again.status).toBe(409);
    // the sale is the seller's own
    expect((await vendedor.get(`${base}/${converted.body.venda.id}`)).status).toBe(200);
  });

  it('follows the same reach as sales: a seller sees own negotiations only', async () => {
    const theirs = await gestor.post(negBase, {
      clienteNome: 'Cliente do gestor',
      etapa: 'PROSPECCAO',
      notas: [],
    });
    expect(theirs.status).toBe(201);
    expect((await vendedor.get(`${negBase}/${theirs.body.id}`)).status).toBe(404);
    const refused = await vendedor.post(negBase, {
      clienteNome: 'X Y',
      vendedorId: gestor.perfilId,
      notas: [],
    });
    expect(refused.status).toBe(403);
  });
});

describe('with no client at hand', () => {
  it('the vendedor can still read the company registers a sale needs', async () => {
    expect((await client(t.app, '').get(base)).status).toBe(401);
    expect((await vendedor.get(`/api/empresas/1/produtos?${q({ range: [0, 0] })}`)).status).toBe(200);
  });
});
