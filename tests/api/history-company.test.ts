import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { papeis, perfis, usuarios } from '../../server/db/schema.ts';
import { type Answer, type Client, DEMO, fieldsOf, makeApp, type TestApp } from './helpers.ts';

// The history of a whole company (GET /api/empresas/{empresaId}/historico, CONFIGURAR_EMPRESA) and of the platform
// (GET /api/admin/historico): every entry with who, when, which record and its current name, filtered, paged and
// sorted in react-admin's simple REST dialect; each caller sees only the entries of records they may read.

let t: TestApp;
let gestor: Client & { usuarioId: number };
let vendedor: Client & { usuarioId: number };
let beta: Client;
let admin: Client & { usuarioId: number };
/** A member of empresa 1 whose role has CONFIGURAR_EMPRESA and nothing else. */
let configurador: Client & { usuarioId: number };

interface Entrada {
  id: number;
  em: string;
  usuario: { usuarioId: number; nomeCompleto: string } | null;
  recurso: string;
  registroId: number;
  registro: string | null;
  acao: string;
  campos: Record<string, [unknown, unknown]>;
}

const ALFA = '/api/empresas/1/historico';
const q = (filter: object, extra = '') =>
  `${ALFA}?filter=${encodeURIComponent(JSON.stringify(filter))}${extra}`;
const entradas = (res: Answer) => res.body as Entrada[];

let origemId: number;
let produtoId: number;

beforeAll(async () => {
  t = await makeApp();
  [gestor, vendedor, beta, admin] = await Promise.all([
    t.login(DEMO.gestorAlfa),
    t.login(DEMO.vendedorAlfa),
    t.login(DEMO.gestorBeta),
    t.login(DEMO.admin),
  ]);
  // a role with CONFIGURAR_EMPRESA alone, given to one accepted seller of empresa 1
  const db = t.database.db;
  await db
    .insert(papeis)
    .values({ papelId: 90, nome: 'Configurador', papeisAbaixo: [], permissoes: ['CONFIGURAR_EMPRESA'] });
  const [alvo] = await db
    .select({ perfilId: perfis.perfilId, email: usuarios.email })
    .from(perfis)
    .innerJoin(usuarios, eq(usuarios.usuarioId, perfis.usuarioId))
    .where(eq(perfis.empresaId, 1))
    .orderBy(perfis.perfilId)
    .offset(10)
    .limit(1);
  await db.update(perfis).set({ papelId: 90 }).where(eq(perfis.perfilId, alvo!.perfilId));
  configurador = await t.login(alvo!.email);

  // a few changes to list: an origem created, renamed, deleted and restored; a product; a sale of the seller's
  const origem = await gestor.post('/api/empresas/1/origens', { nome: 'Feira de Agosto', ativo: true });
  expect(origem.status).toBe(201);
  origemId = origem.body.id;
  const renamed = await gestor.put(`/api/empresas/1/origens/${origemId}`, {
    ...origem.body,
    nome: 'Feira da Primavera',
  });
  expect(renamed.status).toBe(200);
  const produto = await gestor.get('/api/empresas/1/produtos?range=[0,0]');
  produtoId = produto.body[0].id;
  const changed = await gestor.put(`/api/empresas/1/produtos/${produtoId}`, {
    updatedAt: produto.body[0].updatedAt,
    preco: 123.45,
  });
  expect(changed.status).toBe(200);
});
afterAll(async () => t?.close());

describe('GET /empresas/{empresaId}/historico', () => {
  it('lists the company changes newest first, with who, the record and its current name, and Content-Range', async () => {
    const res = await gestor.get(q({ recurso: 'origens', registroId: origemId }));
    expect(res.status).toBe(200);
    expect(res.headers['content-range']).toBe('historico 0-1/2');
    const [latest, first] = entradas(res) as [Entrada, Entrada];
    expect(latest.acao).toBe('alterado');
    expect(latest.campos).toEqual({ nome: ['Feira de Agosto', 'Feira da Primavera'] });
    expect(first.acao).toBe('criado');
    for (const e of [latest, first]) {
      expect(e).toEqual({
        id: expect.any(Number),
        em: expect.any(String),
        usuario: { usuarioId: gestor.usuarioId, nomeCompleto: expect.any(String) },
        recurso: 'origens',
        registroId: origemId,
        // the record's name now, not at the time of the change
        registro: 'Feira da Primavera',
        acao: expect.any(String),
        campos: expect.any(Object),
      });
    }
    expect(Date.parse(latest.em)).toBeGreaterThanOrEqual(Date.parse(first.em));
  });

  it('names a product by its representation and a record deleted for good as null', async () => {
    const res = await gestor.get(q({ recurso: 'produtos', registroId: produtoId }));
    expect(res.status).toBe(200);
    const [entry] = entradas(res) as [Entrada];
    expect(entry.campos.preco?.[1]).toBe(123.45);
    expect(entry.registro).toMatch(/ – /);
    // in the trash a record keeps its name
    const sistema = await gestor.post('/api/empresas/1/sistemas', {
      nome: 'Sistema Passageiro',
      ativo: true,
    });
    expect(sistema.status).toBe(201);
    expect((await gestor.del(`/api/empresas/1/sistemas/${sistema.body.id}`)).status).toBe(200);
    const after = entradas(await gestor.get(q({ recurso: 'sistemas', registroId: sistema.body.id })));
    expect(after.map((e) => [e.acao, e.registro])).toEqual([
      ['excluido', 'Sistema Passageiro'],
      ['criado', 'Sistema Passageiro'],
    ]);
  });

  it('filters by who, what, action, record and when', async () => {
    const mine = await vendedor.post('/api/empresas/1/vendas', await novaVenda(vendedor));
    expect(mine.status).toBe(201);
    const byWho = entradas(await gestor.get(q({ usuarioId: vendedor.usuarioId })));
    expect(byWho.length).toBeGreaterThan(0);
    expect(byWho.every((e) => e.usuario?.usuarioId === vendedor.usuarioId)).toBe(true);

    const byWhat = entradas(await gestor.get(q({ recurso: ['produtos', 'origens'] })));
    expect(new Set(byWhat.map((e) => e.recurso))).toEqual(new Set(['produtos', 'origens']));

    const byAction = entradas(await gestor.get(q({ acao: 'criado', recurso: 'origens' })));
    expect(byAction.length).toBeGreaterThan(0);
    expect(byAction.every((e) => e.acao === 'criado')).toBe(true);

    const all = entradas(await gestor.get(q({})));
    const oldest = all[all.length - 1]!;
    const newest = all[0]!;
    const since = entradas(await gestor.get(q({ em_gte: newest.em })));
    expect(since.map((e) => e.id)).toContain(newest.id);
    expect(since.every((e) => Date.parse(e.em) >= Date.parse(newest.em))).toBe(true);
    const until = entradas(await gestor.get(q({ em_lte: oldest.em })));
    expect(until.every((e) => Date.parse(e.em) <= Date.parse(oldest.em))).toBe(true);
    // a whole day, in Brasília time: tomorrow holds nothing yet, today everything made here
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    expect(entradas(await gestor.get(q({ em_gte: today, em_lte: today }))).length).toBe(all.length);
    expect(entradas(await gestor.get(q({ em_gte: '2099-12-31' })))).toEqual([]);

    // free text over the record's current name, accent- and case-insensitive, every word
    const byName = entradas(await gestor.get(q({ q: 'primavera FEIRA' })));
    expect(byName.map((e) => e.registroId)).toEqual([origemId, origemId]);
    expect(entradas(await gestor.get(q({ q: 'agosto' })))).toEqual([]);
  });

  it('pages with range and sorts by em or id, both ways, without repeating or skipping', async () => {
    const all = entradas(await gestor.get(q({})));
    expect(all.length).toBeGreaterThanOrEqual(5);
    const first = await gestor.get(q({}, `&range=${encodeURIComponent('[0,1]')}`));
    expect(first.headers['content-range']).toBe(`historico 0-1/${all.length}`);
    const second = await gestor.get(q({}, `&range=${encodeURIComponent('[2,3]')}`));
    expect(second.headers['content-range']).toBe(`historico 2-3/${all.length}`);
    expect([...entradas(first), ...entradas(second)].map((e) => e.id)).toEqual(
      all.slice(0, 4).map((e) => e.id),
    );
    const beyond = await gestor.get(q({}, `&range=${encodeURIComponent('[5000,5009]')}`));
    expect(beyond.body).toEqual([]);
    expect(beyond.headers['content-range']).toBe(`historico */${all.length}`);
    const asc = entradas(await gestor.get(q({}, `&sort=${encodeURIComponent('["em","ASC"]')}`)));
    expect(asc.map((e) => e.id)).toEqual([...all].reverse().map((e) => e.id));
    const byId = entradas(await gestor.get(q({}, `&sort=${encodeURIComponent('["id","DESC"]')}`)));
    expect(byId.map((e) => e.id)).toEqual([...byId.map((e) => e.id)].sort((a, b) => b - a));
    // a bigger range is cut to 1,000, and the Content-Range says so
    const huge = await gestor.get(q({}, `&range=${encodeURIComponent('[0,999999]')}`));
    expect(huge.status).toBe(200);
    expect(huge.headers['content-range']).toBe(`historico 0-${all.length - 1}/${all.length}`);
  });

  it('needs CONFIGURAR_EMPRESA: a seller gets 403, before any validation', async () => {
    for (const url of [q({}), `${ALFA}?filter=nada`, `${ALFA}?range=[9,1]`]) {
      const res = await vendedor.get(url);
      expect(res.status).toBe(403);
      expect(res.body.message).toMatch(/“Configurar a empresa”/);
    }
  });

  it("leaves out entries of records the role cannot read: people without CADASTRAR_USUARIOS, others' sales", async () => {
    const [alvo] = await t.database.db
      .select({ perfilId: perfis.perfilId })
      .from(perfis)
      .where(and(eq(perfis.empresaId, 1), eq(perfis.papelId, 5), eq(perfis.ativo, true)))
      .limit(1);
    expect((await gestor.post(`/api/perfis/${alvo!.perfilId}/desativar`)).status).toBe(200);
    const venda = await gestor.post('/api/empresas/1/vendas', await novaVenda(gestor));
    expect(venda.status).toBe(201);

    const full = entradas(await gestor.get(q({})));
    expect(full.some((e) => e.recurso === 'vendas')).toBe(true);
    const desativado = full.find((e) => e.recurso === 'perfis' && e.registroId === alvo!.perfilId);
    expect(desativado?.campos).toEqual({ ativo: [true, false] });
    expect(desativado?.registro).toBeTruthy();

    const res = await configurador.get(q({}));
    expect(res.status).toBe(200);
    const seen = entradas(res);
    expect(seen.some((e) => e.recurso === 'origens')).toBe(true);
    expect(seen.filter((e) => e.recurso === 'perfis' || e.recurso === 'usuarios')).toEqual([]);
    // sales: only those the role sees (its own, no VER_TODAS_VENDAS): none yet
    expect(seen.filter((e) => e.recurso === 'vendas')).toEqual([]);
    const own = await configurador.post('/api/empresas/1/vendas', await novaVenda(configurador));
    expect(own.status).toBe(201);
    const sales = entradas(await configurador.get(q({ recurso: 'vendas' })));
    expect(sales.map((e) => [e.registroId, e.acao])).toEqual([[own.body.id, 'criado']]);
    expect(sales[0]?.registro).toBe(`Nº ${own.body.numero} – ${own.body.clienteNome}`);
    // asking for them by name changes nothing
    const asked = entradas(await configurador.get(q({ recurso: ['perfis', 'vendas', 'usuarios'] })));
    expect(asked.map((e) => [e.recurso, e.registroId])).toEqual([['vendas', own.body.id]]);
    const total = Number(String(res.headers['content-range']).split('/')[1]);
    expect(total).toBe(seen.length);
    // the role's own account changes belong to no company: not here
    expect((await configurador.patch('/api/usuarios/me', { matricula: 424242 })).status).toBe(200);
    expect(JSON.stringify((await gestor.get(q({ recurso: 'usuarios' }))).body)).not.toContain('424242');
    const platform = entradas(
      await admin.get(
        `/api/admin/historico?filter=${encodeURIComponent(JSON.stringify({ recurso: 'usuarios', usuarioId: configurador.usuarioId }))}`,
      ),
    );
    expect(platform[0]?.campos.matricula?.[1]).toBe(424242);
    expect(platform[0]?.registro).toBeTruthy();
  });

  it("answers 403 for another tenant's company and never lists its entries", async () => {
    const foreign = await beta.get(q({}));
    expect(foreign.status).toBe(403);
    expect(JSON.stringify(foreign.body)).not.toContain('Feira');
    const own = await beta.get('/api/empresas/2/historico');
    expect(own.status).toBe(200);
    expect(JSON.stringify(own.body)).not.toContain('Feira');
    expect(entradas(own).some((e) => e.recurso === 'origens' && e.registroId === origemId)).toBe(false);
    // and a company that does not exist answers the same as one of another tenant
    const missing = await beta.get('/api/empresas/999999/historico');
    expect({ status: missing.status, body: missing.body }).toEqual({
      status: foreign.status,
      body: foreign.body,
    });
  });

  it.each([
    ['filter=nada', 'filter'],
    [`filter=${encodeURIComponent('[1]')}`, 'filter'],
    [`filter=${encodeURIComponent('{"recurso":"senhas"}')}`, 'filter.recurso'],
    [`filter=${encodeURIComponent('{"usuarioId":"abc"}')}`, 'filter.usuarioId'],
    [`filter=${encodeURIComponent('{"registroId":[1.5]}')}`, 'filter.registroId'],
    [`filter=${encodeURIComponent('{"acao":"apagado"}')}`, 'filter.acao'],
    [`filter=${encodeURIComponent('{"em_gte":"2026-13-45"}')}`, 'filter.em_gte'],
    [`filter=${encodeURIComponent('{"em_lte":1}')}`, 'filter.em_lte'],
    [`filter=${encodeURIComponent('{"senha":"x"}')}`, 'filter.senha'],
    [`filter=${encodeURIComponent('{"q":"a\\u0000b"}')}`, 'filter.q'],
    [`filter=${encodeURIComponent(JSON.stringify({ q: 'x'.repeat(201) }))}`, 'filter.q'],
    [`range=${encodeURIComponent('[5,2]')}`, 'range'],
    [`range=${encodeURIComponent('["a","b"]')}`, 'range'],
    [`range=${encodeURIComponent('[-1,3]')}`, 'range'],
    [`sort=${encodeURIComponent('["senha","ASC"]')}`, 'sort'],
    [`sort=${encodeURIComponent('["em","UP"]')}`, 'sort'],
    ['sort=em', 'sort'],
  ])('refuses %s with a 400 in Portuguese at %s', async (query, field) => {
    const res = await gestor.get(`${ALFA}?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Os dados enviados são inválidos.');
    expect(Object.keys(fieldsOf(res.body))).toContain(field);
    for (const e of res.body.errors) expect(e.message).not.toMatch(/must|should|invalid/i);
  });

  it('refuses a malformed company id with a 400 and an unknown query parameter', async () => {
    expect((await gestor.get('/api/empresas/abc/historico')).status).toBe(400);
    expect((await gestor.get('/api/empresas/0/historico')).status).toBe(400);
    expect((await gestor.get(`${ALFA}?senha=1`)).status).toBe(400);
  });
});

describe('GET /admin/historico', () => {
  it('lists the platform registers changes for the admin only', async () => {
    const created = await admin.post('/api/admin/grupos', { nome: 'Grupo da Auditoria' });
    expect(created.status).toBe(201);
    const res = await admin.get(
      `/api/admin/historico?filter=${encodeURIComponent(JSON.stringify({ recurso: 'grupos', registroId: created.body.id }))}`,
    );
    expect(res.status).toBe(200);
    expect(res.headers['content-range']).toBe('historico 0-0/1');
    expect(res.body).toEqual([
      {
        id: expect.any(Number),
        em: expect.any(String),
        usuario: { usuarioId: admin.usuarioId, nomeCompleto: expect.any(String) },
        recurso: 'grupos',
        registroId: created.body.id,
        registro: 'Grupo da Auditoria',
        acao: 'criado',
        campos: { nome: [null, 'Grupo da Auditoria'] },
      },
    ]);
    // no company's entries here
    const all = entradas(await admin.get('/api/admin/historico'));
    expect(all.some((e) => e.recurso === 'origens' || e.recurso === 'vendas')).toBe(false);
    for (const who of [gestor, beta]) expect((await who.get('/api/admin/historico')).status).toBe(403);
    // deleted for good, a record has no name any more
    expect((await admin.del(`/api/admin/grupos/${created.body.id}`)).status).toBe(200);
    const gone = entradas(
      await admin.get(
        `/api/admin/historico?filter=${encodeURIComponent(JSON.stringify({ registroId: created.body.id, recurso: 'grupos' }))}`,
      ),
    );
    expect(gone.map((e) => [e.acao, e.registro])).toEqual([
      ['excluido', null],
      ['criado', null],
    ]);
    const bad = await admin.get(`/api/admin/historico?filter=${encodeURIComponent('{"recurso":"perfis"}')}`);
    expect(bad.status).toBe(400);
  });
});

/** A sale of `who` (their own profile as seller), from one of the demo's sales. */
async function novaVenda(who: Client & { usuarioId: number }) {
  const [perfil] = await t.database.db
    .select({ perfilId: perfis.perfilId })
    .from(perfis)
    .where(and(eq(perfis.empresaId, 1), eq(perfis.usuarioId, who.usuarioId)));
  const base = (await gestor.get('/api/empresas/1/vendas?range=[0,0]')).body[0];
  const {
    id: _i,
    vendaId: _v,
    numero: _n,
    total: _t,
    createdAt: _c,
    updatedAt: _u,
    deletedAt: _d,
    empresaId: _e,
    auditadaEm: _a,
    auditadaPorId: _p,
    negociacaoId: _g,
    ...body
  } = base;
  return { ...body, vendedorId: perfil!.perfilId, equipeId: null };
}
