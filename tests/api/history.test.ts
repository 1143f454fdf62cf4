import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historico, perfis, usuarios } from '../../server/db/schema.ts';
import { type Client, client as clientOf, DEMO, makeApp, type TestApp } from './helpers.ts';

// A record's history (docs/contrato.md §5 `GET …/{resource}/{id}/historico`): who changed what and when, newest first,
// each field as [before, after]; only for whoever reaches the record.

let t: TestApp;
let gestor: Client & { usuarioId: number };
let beta: Client;
let admin: Client;

beforeAll(async () => {
  t = await makeApp();
  [gestor, beta, admin] = await Promise.all([
    t.login(DEMO.gestorAlfa),
    t.login(DEMO.gestorBeta),
    t.login(DEMO.admin),
  ]);
});
afterAll(async () => t?.close());

interface Entry {
  em: string;
  usuario: { usuarioId: number; nomeCompleto: string } | null;
  acao: string;
  campos: Record<string, [unknown, unknown]>;
}

describe('historico', () => {
  it('lists create and each change, newest first, with who and each field before and after', async () => {
    const base = '/api/empresas/1/origens';
    const created = await gestor.post(base, { nome: 'Feira de Agosto', ativo: true });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    const first = await gestor.put(`${base}/${id}`, { ...created.body, nome: 'Feira de Setembro' });
    expect(first.status).toBe(200);
    // the same values again: no change to record
    const same = await gestor.put(`${base}/${id}`, first.body);
    expect(same.status).toBe(200);
    const second = await gestor.put(`${base}/${id}`, { ...same.body, descricao: 'Na praça', ativo: false });
    expect(second.status).toBe(200);

    const res = await gestor.get(`${base}/${id}/historico`);
    expect(res.status).toBe(200);
    const entries = res.body as Entry[];
    expect(entries.map((e) => e.acao)).toEqual(['alterado', 'alterado', 'criado']);
    const [latest, middle, creation] = entries as [Entry, Entry, Entry];
    expect(latest.campos).toEqual({ descricao: [null, 'Na praça'], ativo: [true, false] });
    expect(middle.campos).toEqual({ nome: ['Feira de Agosto', 'Feira de Setembro'] });
    expect(creation.campos).toMatchObject({ nome: [null, 'Feira de Agosto'], ativo: [null, true] });
    expect(latest.usuario?.usuarioId).toBe(gestor.usuarioId);
    expect(latest.usuario?.nomeCompleto).toBeTruthy();
    expect(Date.parse(latest.em)).toBeGreaterThanOrEqual(Date.parse(creation.em));
  });

  it('keeps the history of a record deleted for good out of reach, and of a trashed and restored sale in it', async () => {
    // grupos keep no trash: a group deleted is gone, and so is the way to its history
    const base = '/api/admin/grupos';
    const created = await admin.post(base, { nome: 'Grupo Único' });
    const id = created.body.id as number;
    expect((await admin.del(`${base}/${id}`)).status).toBe(200);
    expect((await admin.get(`${base}/${id}/historico`)).status).toBe(404);

    const vendas = '/api/empresas/1/vendas';
    const list = await gestor.get(`${vendas}?range=[0,0]`);
    const sale = list.body[0];
    expect((await gestor.del(`${vendas}/${sale.id}`)).status).toBe(200);
    const trashed = await gestor.get(`${vendas}/${sale.id}/historico`);
    expect(trashed.status).toBe(200);
    expect(trashed.body[0].acao).toBe('excluido');
    expect((await gestor.post(`${vendas}/${sale.id}/restaurar`)).status).toBe(200);
    const restored = await gestor.get(`${vendas}/${sale.id}/historico`);
    expect(restored.body.map((e: Entry) => e.acao)).toEqual(['restaurado', 'excluido']);
  });

  it('answers 404 alike to another company and for an id that does not exist', async () => {
    const created = await gestor.post('/api/empresas/1/origens', { nome: 'Só da Alfa', ativo: true });
    const id = created.body.id as number;
    const foreign = await beta.get(`/api/empresas/1/origens/${id}/historico`);
    expect(foreign.status).toBe(403);
    const viaOwnCompany = await beta.get(`/api/empresas/2/origens/${id}/historico`);
    const missing = await beta.get('/api/empresas/2/origens/999999/historico');
    expect(viaOwnCompany.status).toBe(404);
    expect(viaOwnCompany.body).toEqual(missing.body);
    expect(JSON.stringify(viaOwnCompany.body)).not.toContain('Só da Alfa');
  });

  it('records the platform admin registers too', async () => {
    const created = await admin.post('/api/admin/grupos', { nome: 'Grupo Histórico' });
    expect(created.status).toBe(201);
    const res = await admin.get(`/api/admin/grupos/${created.body.id}/historico`);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
    expect(res.body[0].campos.nome).toEqual([null, 'Grupo Histórico']);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// What each kind of change writes (issue 12.5), and that a change and its entry stand or fall together

const countEntries = async () =>
  Number((await t.database.db.select({ n: sql<number>`count(*)::int` }).from(historico))[0]?.n ?? 0);

/** Makes the history refuse every entry of one record, so the change that writes it must fail as a whole. */
async function refuseEntriesOf(recurso: string, registroId: number) {
  await t.database.db.execute(
    sql.raw(
      `alter table historico add constraint h4_recusa check (not (recurso = '${recurso}' and registro_id = ${registroId})) not valid`,
    ),
  );
}
const allowEntries = () => t.database.db.execute(sql.raw('alter table historico drop constraint h4_recusa'));

/** A sale body from one of the demo's sales: what the sale form sends. */
async function saleBody() {
  const base = (await gestor.get('/api/empresas/1/vendas?range=[0,0]')).body[0];
  const { data, clienteNome, clienteDocumento, vendaStatusId, itens, extras, vendedorId } = base;
  return { data, clienteNome, clienteDocumento, vendaStatusId, itens, extras, vendedorId };
}

describe('historico of each change', () => {
  it('records create, update, delete and restore of a register, in that order', async () => {
    const base = '/api/empresas/1/origens';
    const created = await gestor.post(base, { nome: 'Quiosque', ativo: true });
    const id = created.body.id as number;
    const updated = await gestor.put(`${base}/${id}`, {
      updatedAt: created.body.updatedAt,
      nome: 'Quiosque Novo',
    });
    expect(updated.status).toBe(200);
    expect((await gestor.del(`${base}/${id}`)).status).toBe(200);
    expect((await gestor.post(`${base}/${id}/restaurar`)).status).toBe(200);
    const res = await gestor.get(`${base}/${id}/historico`);
    expect(res.body.map((e: Entry) => [e.acao, e.campos])).toEqual([
      ['restaurado', {}],
      ['excluido', {}],
      ['alterado', { nome: ['Quiosque', 'Quiosque Novo'] }],
      ['criado', expect.objectContaining({ nome: [null, 'Quiosque'], ativo: [null, true] })],
    ]);
  });

  it("records a sale's items before and after, with the total they make", async () => {
    const body = await saleBody();
    const created = await gestor.post('/api/empresas/1/vendas', body);
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    const [first] = created.body.itens;
    const itens = [{ ...first, quantidade: first.quantidade + 2 }];
    const updated = await gestor.put(`/api/empresas/1/vendas/${id}`, {
      updatedAt: created.body.updatedAt,
      itens,
    });
    expect(updated.status).toBe(200);
    const [latest, creation] = (await gestor.get(`/api/empresas/1/vendas/${id}/historico`)).body as Entry[];
    expect(creation?.acao).toBe('criado');
    expect(creation?.campos.itens).toEqual([null, created.body.itens]);
    expect(latest?.acao).toBe('alterado');
    expect(latest?.campos.itens).toEqual([created.body.itens, updated.body.itens]);
    expect(latest?.campos.total).toEqual([created.body.total, updated.body.total]);
    expect(updated.body.total).not.toBe(created.body.total);
  });

  it('records a negotiation moved on the board (a PUT of the record with its new etapa) and its conversion', async () => {
    const base = '/api/empresas/1/negociacoes';
    const card = (
      await gestor.get(`${base}?filter=${encodeURIComponent('{"etapa":"PROSPECCAO"}')}&range=[0,0]`)
    ).body[0];
    // the board sends the whole record back with the new stage (src/negociacoes/NegociacoesBoard.tsx)
    const moved = await gestor.put(`${base}/${card.id}`, { ...card, etapa: 'PROPOSTA' });
    expect(moved.status).toBe(200);
    let entries = (await gestor.get(`${base}/${card.id}/historico`)).body as Entry[];
    expect(entries[0]?.acao).toBe('alterado');
    expect(entries[0]?.campos).toEqual({ etapa: ['PROSPECCAO', 'PROPOSTA'] });

    const { vendedorId: _v, clienteNome: _c, clienteDocumento: _d, ...venda } = await saleBody();
    const converted = await gestor.post(`${base}/${card.id}/converter`, {
      ...venda,
      clienteDocumento: '52998224725',
    });
    expect(converted.status).toBe(201);
    entries = (await gestor.get(`${base}/${card.id}/historico`)).body as Entry[];
    expect(entries[0]?.campos).toEqual({
      etapa: ['PROPOSTA', 'GANHA'],
      vendaId: [null, converted.body.venda.id],
    });
    const sale = (await gestor.get(`/api/empresas/1/vendas/${converted.body.venda.id}/historico`))
      .body as Entry[];
    expect(sale.map((e) => e.acao)).toEqual(['criado']);
    expect(sale[0]?.campos.negociacaoId).toEqual([null, card.id]);
  });

  it('writes nothing for a change refused: stale (409), invalid (400), a unique value taken (409)', async () => {
    const base = '/api/empresas/1/origens';
    const created = await gestor.post(base, { nome: 'Banca', ativo: true });
    const id = created.body.id as number;
    const fresh = await gestor.put(`${base}/${id}`, { updatedAt: created.body.updatedAt, nome: 'Banca 2' });
    expect(fresh.status).toBe(200);
    const before = await countEntries();
    const stale = await gestor.put(`${base}/${id}`, { updatedAt: created.body.updatedAt, nome: 'Banca 3' });
    expect(stale.status).toBe(409);
    const invalid = await gestor.put(`${base}/${id}`, { updatedAt: fresh.body.updatedAt, nome: 12345 });
    expect(invalid.status).toBe(400);
    const produto = (await gestor.get('/api/empresas/1/produtos?range=[0,1]')).body;
    const taken = await gestor.put(`/api/empresas/1/produtos/${produto[1].id}`, {
      updatedAt: produto[1].updatedAt,
      codigo: produto[0].codigo,
    });
    expect(taken.status).toBe(409);
    expect(await countEntries()).toBe(before);
    expect((await gestor.get(`${base}/${id}/historico`)).body).toHaveLength(2);
  });

  it('undoes the change when its entry cannot be written: one transaction (register, sale, profile)', async () => {
    const base = '/api/empresas/1/origens';
    const created = await gestor.post(base, { nome: 'Tenda', ativo: true });
    const id = created.body.id as number;
    await refuseEntriesOf('origens', id);
    try {
      const res = await gestor.put(`${base}/${id}`, {
        updatedAt: created.body.updatedAt,
        nome: 'Tenda Grande',
      });
      expect(res.status).toBe(500);
      expect((await gestor.del(`${base}/${id}`)).status).toBe(500);
    } finally {
      await allowEntries();
    }
    const now = await gestor.get(`${base}/${id}`);
    expect(now.body.nome).toBe('Tenda');
    expect(now.body.updatedAt).toBe(created.body.updatedAt);

    const [perfil] = await t.database.db
      .select()
      .from(perfis)
      .where(and(eq(perfis.empresaId, 1), eq(perfis.papelId, 5), eq(perfis.ativo, true)))
      .limit(1);
    await refuseEntriesOf('perfis', perfil!.perfilId);
    try {
      expect((await gestor.post(`/api/perfis/${perfil!.perfilId}/desativar`)).status).toBe(500);
      expect(
        (await gestor.patch(`/api/perfis/empresas/1/${perfil!.perfilId}/admin`, { nome: 'Outro Nome' }))
          .status,
      ).toBe(500);
    } finally {
      await allowEntries();
    }
    const [after] = await t.database.db.select().from(perfis).where(eq(perfis.perfilId, perfil!.perfilId));
    expect(after).toEqual(perfil);
  });
});

describe('historico of people', () => {
  const SENHA = 'SenhaSecreta#2026';
  const NOVA = 'OutraSenha!2027';
  let convidado: { usuarioId: number; perfilId: number; email: string };

  it('records an invitation, an edit (role, team, password withheld), activation and acceptance', async () => {
    const email = 'historia.pessoa@alfa.com.br';
    const invited = await gestor.post('/api/usuarios/empresas/1', {
      nomeCompleto: 'Pessoa da História',
      email,
      papelId: 5,
      matricula: 7777,
      senha: SENHA,
    });
    expect(invited.status).toBe(201);
    const usuarioId = invited.body.usuarioId as number;
    const [perfil] = await t.database.db
      .select()
      .from(perfis)
      .where(and(eq(perfis.usuarioId, usuarioId), eq(perfis.empresaId, 1)));
    convidado = { usuarioId, perfilId: perfil!.perfilId, email };
    const equipe = (await gestor.get('/api/empresas/1/equipes?range=[0,0]')).body[0];
    const edited = await gestor.patch(`/api/usuarios/empresas/1/${usuarioId}`, {
      papelId: 3,
      equipeId: equipe.id,
      senha: NOVA,
      matricula: 7778,
    });
    expect(edited.status).toBe(200);
    expect((await gestor.post(`/api/perfis/${perfil!.perfilId}/desativar`)).status).toBe(200);
    expect((await gestor.post(`/api/perfis/${perfil!.perfilId}/ativar`)).status).toBe(200);
    expect(
      (await gestor.post(`/api/perfis/${perfil!.perfilId}/alterar-equipe`, { equipeId: null })).status,
    ).toBe(200);
    // the invitee signs in with the password the administrator set last, and accepts
    const login = await t.anon.post('/api/auth/login', { email, senha: NOVA });
    expect(login.status).toBe(200);
    const pessoa = clientOf(t.app, login.body.accessToken);
    expect((await pessoa.post(`/api/perfis/${perfil!.perfilId}/aceitar`)).status).toBe(200);

    const res = await gestor.get(`/api/usuarios/empresas/1/${usuarioId}/historico`);
    expect(res.status).toBe(200);
    const entries = res.body as Entry[];
    const campos = entries.map((e) => [e.acao, e.campos]).reverse();
    expect(campos).toEqual([
      [
        'criado',
        {
          nomeCompleto: [null, 'Pessoa da História'],
          email: [null, email],
          matricula: [null, 7777],
          senha: [null, null],
        },
      ],
      [
        'criado',
        expect.objectContaining({
          usuarioId: [null, usuarioId],
          papelId: [null, 5],
          nome: [null, 'Pessoa da História'],
          ativo: [null, true],
        }),
      ],
      ['alterado', { matricula: [7777, 7778], senha: [null, null] }],
      ['alterado', { papelId: [5, 3], equipeId: [null, equipe.id] }],
      ['alterado', { ativo: [true, false] }],
      ['alterado', { ativo: [false, true] }],
      ['alterado', { equipeId: [equipe.id, null] }],
      ['alterado', { aceito: [false, true] }],
    ]);
    expect(entries[0]?.usuario?.usuarioId).toBe(usuarioId);
    expect(entries[1]?.usuario?.usuarioId).toBe(gestor.usuarioId);

    // the profile's own history holds its part
    const profile = await gestor.get(`/api/perfis/empresas/1/${perfil!.perfilId}/historico`);
    expect(profile.status).toBe(200);
    expect((profile.body as Entry[]).map((e) => e.acao)).toEqual([
      'alterado',
      'alterado',
      'alterado',
      'alterado',
      'alterado',
      'criado',
    ]);
  });

  it("records a person's changes to their own account outside any company, and never a password", async () => {
    const res = await t.anon.post('/api/auth/login', { email: convidado.email, senha: NOVA });
    expect(res.status).toBe(200);
    const me = clientOf(t.app, res.body.accessToken);
    expect(
      (await me.patch('/api/usuarios/me', { nomeCompleto: 'Pessoa Renomeada', matricula: 8888 })).status,
    ).toBe(200);
    expect(
      (await me.patch('/api/usuarios/me', { senhaAtual: NOVA, novaSenha: 'TerceiraSenha$2028' })).status,
    ).toBe(200);
    const own = await t.database.db
      .select()
      .from(historico)
      .where(and(eq(historico.recurso, 'usuarios'), eq(historico.registroId, convidado.usuarioId)))
      .orderBy(desc(historico.historicoId))
      .limit(2);
    expect(own.map((e) => [e.empresaId, e.campos])).toEqual([
      [null, { senha: [null, null] }],
      [null, { nomeCompleto: ['Pessoa da História', 'Pessoa Renomeada'], matricula: [7778, 8888] }],
    ]);
    // the company's view of the person leaves them out
    const company = await gestor.get(`/api/usuarios/empresas/1/${convidado.usuarioId}/historico`);
    expect(JSON.stringify(company.body)).not.toContain('8888');
    // no password, nor any hash, anywhere in the history
    const everything = JSON.stringify(await t.database.db.select().from(historico));
    for (const secret of [SENHA, NOVA, 'TerceiraSenha$2028', 'demo1234', '$argon2'])
      expect(everything).not.toContain(secret);
    const hashes = await t.database.db.select({ h: usuarios.senhaHash }).from(usuarios);
    for (const { h } of hashes) if (h) expect(everything).not.toContain(h);
  });

  it('records a profile made and changed through the profiles calls, and its files by name and size', async () => {
    const created = await gestor.post('/api/perfis/empresas/1/admin', { papelId: 5, nome: 'Vaga Aberta' });
    expect(created.status).toBe(201);
    const id = created.body.perfilId as number;
    expect(
      (await gestor.patch(`/api/perfis/empresas/1/${id}/admin`, { nome: 'Vaga Fechada', ativo: false }))
        .status,
    ).toBe(200);
    const png = Buffer.from('89504e470d0a1a0a', 'hex');
    const put = await gestor.put(`/api/perfis/${id}/arquivos/arquivo?arquivo=foto.png`, png, {
      'content-type': 'image/png',
    });
    expect(put.status).toBe(200);
    const res = await gestor.get(`/api/perfis/empresas/1/${id}/historico`);
    expect((res.body as Entry[]).map((e) => [e.acao, e.campos])).toEqual([
      ['alterado', { arquivo: [null, { nome: 'foto.png', contentType: 'image/png', tamanho: 8 }] }],
      ['alterado', { nome: ['Vaga Aberta', 'Vaga Fechada'], ativo: [true, false] }],
      ['criado', expect.objectContaining({ nome: [null, 'Vaga Aberta'], papelId: [null, 5] })],
    ]);
  });

  it("answers another company's person or profile as one that does not exist, and needs CADASTRAR_USUARIOS", async () => {
    const foreign = await beta.get(`/api/usuarios/empresas/2/${convidado.usuarioId}/historico`);
    const missing = await beta.get('/api/usuarios/empresas/2/999999/historico');
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
    const foreignPerfil = await beta.get(`/api/perfis/empresas/2/${convidado.perfilId}/historico`);
    const missingPerfil = await beta.get('/api/perfis/empresas/2/999998/historico');
    expect(foreignPerfil.status).toBe(404);
    expect(foreignPerfil.body).toEqual(missingPerfil.body);
    expect((await beta.get(`/api/usuarios/empresas/1/${convidado.usuarioId}/historico`)).status).toBe(403);
    const vendedor = await t.login(DEMO.vendedorAlfa);
    expect((await vendedor.get(`/api/usuarios/empresas/1/${convidado.usuarioId}/historico`)).status).toBe(
      403,
    );
    expect((await vendedor.get(`/api/perfis/empresas/1/${convidado.perfilId}/historico`)).status).toBe(403);
    expect((await gestor.get('/api/usuarios/empresas/1/abc/historico')).status).toBe(400);
  });
});

describe('historico of the company appearance', () => {
  it('records the appearance in the company record (a platform register)', async () => {
    const res = await gestor.put('/api/empresas/1/aparencia', { cor: 'teal', icone: 'Star' });
    expect(res.status).toBe(200);
    const entries = (await admin.get('/api/admin/empresas/1/historico')).body as Entry[];
    expect(entries[0]?.campos).toEqual({
      aparencia: [
        { cor: 'blue', icone: null },
        { cor: 'teal', icone: 'Star' },
      ],
    });
    expect(entries[0]?.usuario?.usuarioId).toBe(gestor.usuarioId);
  });
});
