import { and, count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { empresas } from '../../server/db/generated/registers.ts';
import { contratos, perfis } from '../../server/db/schema.ts';
import { DEMO, fieldsOf, makeApp, type TestApp } from './helpers.ts';

// The company-profile calls of docs/produto.md §7 as the admin area's "Pessoas" pages use them (issue 14.2): who may call
// them, another tenant's ids, hostile bodies, the contract's limit in the server's words, and the record history
// of every write naming the platform admin.

type Client = Awaited<ReturnType<TestApp['login']>>;
let t: TestApp;
let admin: Client;
let gestorBeta: Client;
let vendedor: Client;
let adminNome: string;
let perfilBeta: number;
let perfilAlfa: number;
let equipeBeta: number;

beforeAll(async () => {
  t = await makeApp();
  [admin, gestorBeta, vendedor] = await Promise.all([
    t.login(DEMO.admin),
    t.login(DEMO.gestorBeta),
    t.login(DEMO.vendedorAlfa),
  ]);
  adminNome = (await admin.get('/api/usuarios/me')).body.nomeCompleto;
  const [b] = await t.database.db.select().from(perfis).where(eq(perfis.empresaId, 2)).limit(1);
  const [a] = await t.database.db
    .select()
    .from(perfis)
    .where(and(eq(perfis.empresaId, 1), eq(perfis.papelId, 5)))
    .limit(1);
  perfilBeta = b!.perfilId;
  perfilAlfa = a!.perfilId;
  equipeBeta = (await admin.get('/api/empresas/2/equipes')).body[0].equipeId;
});
afterAll(() => t.close());

const calls = (perfilId: number) =>
  [
    ['get', '/api/perfis/empresas/1/admin', undefined],
    ['get', `/api/perfis/empresas/1/${perfilId}/admin`, undefined],
    ['post', '/api/perfis/empresas/1/admin', { papelId: 5, nome: 'Sem Usuário' }],
    ['patch', `/api/perfis/empresas/1/${perfilId}/admin`, { papelId: 4 }],
    ['get', '/api/usuarios/empresas/1/admin', undefined],
    ['post', '/api/usuarios/empresas/1', { nomeCompleto: 'Fulano', email: 'fulano@x.com.br', papelId: 5 }],
  ] as const;

describe('who may call them', () => {
  it('anonymous: 401; a vendedor and a gestor of another company: 403; nothing written', async () => {
    const before = await t.database.db.select().from(perfis).where(eq(perfis.empresaId, 1));
    for (const [method, url, body] of calls(perfilAlfa)) {
      const anon = method === 'get' ? await t.anon.get(url) : await t.anon[method](url, body);
      expect(anon.status, `anon ${method} ${url}`).toBe(401);
      for (const [who, c] of [
        ['vendedor', vendedor],
        ['gestor beta', gestorBeta],
      ] as const) {
        const res = method === 'get' ? await c.get(url) : await c[method](url, body);
        expect(res.status, `${who} ${method} ${url}`).toBe(403);
        expect(res.body.message).toMatch(/\S/);
      }
    }
    const after = await t.database.db.select().from(perfis).where(eq(perfis.empresaId, 1));
    expect(after).toEqual(before);
  });

  it('the platform admin reads any company: its profiles with user, role name and team', async () => {
    const res = await admin.get('/api/perfis/empresas/2/admin');
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.body.every((p: { empresaId: number }) => p.empresaId === 2)).toBe(true);
    expect(res.body[0]).toHaveProperty('papelNome');
    expect(res.body[0]).toHaveProperty('usuario');
  });
});

describe("another company's ids through company 1's path", () => {
  it('read and change answer 404, as an id that does not exist, and change nothing', async () => {
    expect((await admin.get(`/api/perfis/empresas/1/${perfilBeta}/admin`)).status).toBe(404);
    expect((await admin.get('/api/perfis/empresas/1/999999/admin')).status).toBe(404);
    const [before] = await t.database.db.select().from(perfis).where(eq(perfis.perfilId, perfilBeta));
    const patch = await admin.patch(`/api/perfis/empresas/1/${perfilBeta}/admin`, {
      ativo: false,
      papelId: 1,
    });
    expect(patch.status).toBe(404);
    const [after] = await t.database.db.select().from(perfis).where(eq(perfis.perfilId, perfilBeta));
    expect(after).toEqual(before);
  });

  it("another company's team is refused at its field", async () => {
    const res = await admin.patch(`/api/perfis/empresas/1/${perfilAlfa}/admin`, { equipeId: equipeBeta });
    expect(res.status).toBe(400);
    expect(fieldsOf(res.body).equipeId).toMatch(/Equipe/);
    const invite = await admin.post('/api/usuarios/empresas/1', {
      nomeCompleto: 'Equipe Alheia',
      email: 'equipe.alheia@exemplo.com.br',
      papelId: 5,
      equipeId: equipeBeta,
    });
    expect(invite.status).toBe(400);
    expect(fieldsOf(invite.body).equipeId).toMatch(/Equipe/);
  });
});

describe('hostile bodies', () => {
  it('wrong types, NUL, huge, blank and unknown fields: 400 at the field, nothing stored', async () => {
    const count = async () =>
      (await t.database.db.select().from(perfis).where(eq(perfis.empresaId, 1))).length;
    const n = await count();
    const bad: Array<[string, Record<string, unknown>, string]> = [
      ['papelId as text', { papelId: '5', nome: 'X' }, 'papelId'],
      ['nome with NUL', { papelId: 5, nome: 'a\u0000b' }, 'nome'],
      ['huge nome', { papelId: 5, nome: 'x'.repeat(10_000) }, 'nome'],
      ['ativo as text', { papelId: 5, nome: 'X', ativo: 'true' }, 'ativo'],
      ['null papel', { papelId: null, nome: 'X' }, 'papelId'],
    ];
    for (const [what, body, field] of bad) {
      const res = await admin.post('/api/perfis/empresas/1/admin', body);
      expect(res.status, what).toBe(400);
      expect(Object.keys(fieldsOf(res.body)).join(','), what).toContain(field);
    }
    const blank = await admin.post('/api/perfis/empresas/1/admin', { papelId: 5, nome: '   ' });
    expect(blank.status).toBe(400);
    const extra = await admin.post('/api/perfis/empresas/1/admin', { papelId: 5, nome: 'X', senha: 'x' });
    expect(extra.status).toBe(400);
    const patch = await admin.patch(`/api/perfis/empresas/1/${perfilAlfa}/admin`, { papelId: 999 });
    expect(patch.status).toBe(400);
    expect(fieldsOf(patch.body).papelId).toMatch(/Papel/);
    const mail = await admin.post('/api/usuarios/empresas/1', {
      nomeCompleto: 'Sem Arroba',
      email: 'sem-arroba',
      papelId: 5,
    });
    expect(mail.status).toBe(400);
    expect(fieldsOf(mail.body)).toHaveProperty('email');
    const blankName = await admin.post('/api/usuarios/empresas/1', {
      nomeCompleto: '  ',
      email: 'branco@exemplo.com.br',
      papelId: 5,
    });
    expect(blankName.status).toBe(400);
    expect(await count()).toBe(n);
  });
});

describe('an invitation by the admin, and its history', () => {
  it('invites a first manager, appoints him Administrador, and every write names the admin', async () => {
    const invite = await admin.post('/api/usuarios/empresas/1', {
      nomeCompleto: 'Gerson Primeiro',
      email: 'gerson.primeiro@exemplo.com.br',
      papelId: 2,
    });
    expect(invite.status).toBe(201);
    const list = (await admin.get('/api/perfis/empresas/1/admin')).body as Array<{
      perfilId: number;
      nome: string;
      aceito: boolean;
      ativo: boolean;
      papelNome: string;
      usuario: { email: string } | null;
    }>;
    const novo = list.find((p) => p.usuario?.email === 'gerson.primeiro@exemplo.com.br');
    expect(novo).toMatchObject({ nome: 'Gerson Primeiro', aceito: false, ativo: true, papelNome: 'Gerente' });

    // the admin may give any role, Administrador included (a company's Administrador may not)
    const up = await admin.patch(`/api/perfis/empresas/1/${novo!.perfilId}/admin`, {
      papelId: 1,
      ativo: false,
    });
    expect(up.status).toBe(200);
    expect(up.body).toMatchObject({ papelId: 1, papelNome: 'Administrador', ativo: false });

    const hist = await admin.get(`/api/perfis/empresas/1/${novo!.perfilId}/historico`);
    expect(hist.status).toBe(200);
    expect(hist.body.map((e: { acao: string }) => e.acao)).toEqual(['alterado', 'criado']);
    for (const e of hist.body) expect(e.usuario.nomeCompleto).toBe(adminNome);
    expect(hist.body[0].campos).toMatchObject({ papelId: [2, 1], ativo: [true, false] });
  });

  it("the contract's user limit is refused in the server's words, and nothing is written", async () => {
    const db = t.database.db;
    const [empresa] = await db.select().from(empresas).where(eq(empresas.empresaId, 1));
    const [c] = await db.select().from(contratos).where(eq(contratos.contratoId, empresa!.contratoAtualId!));
    // active profiles of users hold the seats: a limit of exactly that many is full
    const [seats] = await db
      .select({ n: count() })
      .from(perfis)
      .where(and(eq(perfis.empresaId, 1), eq(perfis.ativo, true), isNotNull(perfis.usuarioId)));
    await db
      .update(contratos)
      .set({ limiteUsuarios: seats!.n })
      .where(eq(contratos.contratoId, c!.contratoId));
    try {
      const res = await admin.post('/api/usuarios/empresas/1', {
        nomeCompleto: 'Além do Limite',
        email: 'alem.do.limite@exemplo.com.br',
        papelId: 5,
      });
      expect(res.status).toBe(409);
      expect(res.body.message).toMatch(/limite foi atingido/);
      const listed = (await admin.get('/api/perfis/empresas/1/admin')).body as Array<{ nome: string }>;
      expect(listed.some((p) => p.nome === 'Além do Limite')).toBe(false);
    } finally {
      await db
        .update(contratos)
        .set({ limiteUsuarios: c!.limiteUsuarios })
        .where(eq(contratos.contratoId, c!.contratoId));
    }
  });
});
