import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contratos } from '../../server/db/schema.ts';
import { DEMO, fieldsOf, makeApp, type TestApp } from './helpers.ts';

let t: TestApp;
let gestor: Awaited<ReturnType<TestApp['login']>>;
let vendedor: Awaited<ReturnType<TestApp['login']>>;
let beta: Awaited<ReturnType<TestApp['login']>>;
let multi: Awaited<ReturnType<TestApp['login']>>;
let admin: Awaited<ReturnType<TestApp['login']>>;
let perfilVendedor: { perfilId: number; papelId: number; equipeId: number | null };
let perfilGestor: { perfilId: number };

beforeAll(async () => {
  t = await makeApp();
  [gestor, vendedor, beta, multi, admin] = await Promise.all([
    t.login(DEMO.gestorAlfa),
    t.login(DEMO.vendedorAlfa),
    t.login(DEMO.gestorBeta),
    t.login(DEMO.multi),
    t.login(DEMO.admin),
  ]);
  perfilVendedor = (await vendedor.get(`/api/perfis/usuarios/${vendedor.usuarioId}/empresas/1`)).body;
  perfilGestor = (await gestor.get(`/api/perfis/usuarios/${gestor.usuarioId}/empresas/1`)).body;
});
afterAll(() => t.close());

/** Invites a brand-new user to Alfa as Vendedor and signs them in. */
async function invite(email: string) {
  const created = await gestor.post('/api/usuarios/empresas/1', {
    nomeCompleto: 'Convidada Teste',
    email,
    papelId: 5,
    senha: 'senha-forte-1',
  });
  expect(created.status).toBe(201);
  const res = await t.anon.post('/api/auth/login', { email, senha: 'senha-forte-1' });
  expect(res.status).toBe(200);
  const { client } = await import('./helpers.ts');
  return { user: created.body, session: client(t.app, res.body.accessToken), perfil: created.body.perfis[0] };
}

describe('papeis', () => {
  it('lists the role ladder and reads one role', async () => {
    const list = await vendedor.get('/api/papeis');
    expect(list.status).toBe(200);
    expect(list.body.map((p: { nome: string }) => p.nome)).toEqual([
      'Administrador',
      'Gerente',
      'Supervisor',
      'Auditor',
      'Vendedor',
    ]);
    const one = await vendedor.get('/api/papeis/1');
    expect(one.body).toMatchObject({ papelId: 1, nome: 'Administrador', papeisAbaixo: [2, 3, 4, 5] });
    expect(one.body.permissoes).toContain('CADASTRAR_USUARIOS');
    expect((await vendedor.get('/api/papeis/999')).body).toEqual({ message: 'Papel não encontrado.' });
    expect((await vendedor.get('/api/papeis/999')).status).toBe(404);
    const bad = await vendedor.get('/api/papeis/abc');
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body)).toHaveProperty('id');
    expect((await t.anon.get('/api/papeis')).status).toBe(401);
  });
});

describe('reading profiles', () => {
  it('GET /perfis/:id: own and colleagues, never another company', async () => {
    const own = await vendedor.get(`/api/perfis/${perfilVendedor.perfilId}`);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({
      empresaId: 1,
      papelId: 5,
      aceito: true,
      ativo: true,
      nome: 'Vendedor Alfa',
    });
    expect((await vendedor.get(`/api/perfis/${perfilGestor.perfilId}`)).status).toBe(200);
    const foreign = await beta.get(`/api/perfis/${perfilGestor.perfilId}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ message: 'Perfil não encontrado.' });
    expect((await vendedor.get('/api/perfis/999999')).status).toBe(404);
  });

  it('GET /perfis/usuarios/:u/empresas/:c', async () => {
    const res = await multi.get(`/api/perfis/usuarios/${multi.usuarioId}/empresas/2`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ empresaId: 2, papelId: 5 });
    expect((await beta.get(`/api/perfis/usuarios/${gestor.usuarioId}/empresas/1`)).status).toBe(404);
    expect((await gestor.get(`/api/perfis/usuarios/${beta.usuarioId}/empresas/1`)).status).toBe(404);
  });

  it('GET /perfis/usuarios/:u lists own profiles, or only those in shared companies', async () => {
    const own = await multi.get(`/api/perfis/usuarios/${multi.usuarioId}`);
    expect(own.body.map((p: { empresaId: number }) => p.empresaId)).toEqual([1, 2]);
    const filtered = await multi.get(`/api/perfis/usuarios/${multi.usuarioId}?empresaId=2`);
    expect(filtered.body.map((p: { empresaId: number }) => p.empresaId)).toEqual([2]);
    const seenByAlfa = await vendedor.get(`/api/perfis/usuarios/${multi.usuarioId}`);
    expect(seenByAlfa.body.map((p: { empresaId: number }) => p.empresaId)).toEqual([1]);
    expect((await beta.get(`/api/perfis/usuarios/${vendedor.usuarioId}`)).status).toBe(404);
    expect((await admin.get(`/api/perfis/usuarios/${multi.usuarioId}`)).body).toHaveLength(2);
  });

  it('GET /perfis/empresas/:c is for members; /admin adds user, role name and team, for CADASTRAR_USUARIOS', async () => {
    const list = await vendedor.get('/api/perfis/empresas/1');
    expect(list.status).toBe(200);
    expect(list.body.length).toBeGreaterThan(30);
    expect(list.body.every((p: { empresaId: number }) => p.empresaId === 1)).toBe(true);
    expect(list.body[0]).not.toHaveProperty('usuario');
    expect((await beta.get('/api/perfis/empresas/1')).status).toBe(403);

    const adminList = await gestor.get('/api/perfis/empresas/1/admin');
    expect(adminList.status).toBe(200);
    const v = adminList.body.find((p: { perfilId: number }) => p.perfilId === perfilVendedor.perfilId);
    expect(v).toMatchObject({
      papelNome: 'Vendedor',
      usuario: { email: 'vendedor@alfa.com.br', papelSistema: 'USUARIO' },
      equipe: { empresaId: 1, nome: 'Equipe Norte' },
    });
    expect(v.usuario).not.toHaveProperty('senhaHash');
    expect((await vendedor.get('/api/perfis/empresas/1/admin')).status).toBe(403);
    const one = await gestor.get(`/api/perfis/empresas/1/${perfilVendedor.perfilId}/admin`);
    expect(one.status).toBe(200);
    expect(one.body.papelNome).toBe('Vendedor');
    const betaProfile = (await beta.get(`/api/perfis/usuarios/${beta.usuarioId}/empresas/2`)).body.perfilId;
    expect((await gestor.get(`/api/perfis/empresas/1/${betaProfile}/admin`)).status).toBe(404);
    // a platform admin bypasses permission checks
    expect((await admin.get('/api/perfis/empresas/2/admin')).status).toBe(200);
  });
});

describe('invitations: aceitar and recusar', () => {
  it('a new user accepts their own invitation, once; nobody else can', async () => {
    const { session, perfil } = await invite('aceita@teste.com.br');
    expect(perfil.aceito).toBe(false);
    // pending: no access to the company yet
    expect((await session.get('/api/perfis/empresas/1')).status).toBe(403);
    expect((await gestor.post(`/api/perfis/${perfil.perfilId}/aceitar`)).status).toBe(403);
    const ok = await session.post(`/api/perfis/${perfil.perfilId}/aceitar`);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ aceito: true, ativo: true });
    expect((await session.post(`/api/perfis/${perfil.perfilId}/aceitar`)).status).toBe(200);
    expect((await session.get('/api/perfis/empresas/1')).status).toBe(200);
    const refuse = await session.post(`/api/perfis/${perfil.perfilId}/recusar`);
    expect(refuse.status).toBe(409);
    expect(refuse.body).toEqual({ message: 'Este convite já foi aceito.' });
  });

  it('a refused invitation cannot be accepted later', async () => {
    const { session, perfil } = await invite('recusa@teste.com.br');
    const refused = await session.post(`/api/perfis/${perfil.perfilId}/recusar`);
    expect(refused.status).toBe(200);
    expect(refused.body).toMatchObject({ aceito: false, ativo: false });
    const late = await session.post(`/api/perfis/${perfil.perfilId}/aceitar`);
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/recusado ou cancelado/);
  });

  it('POST /perfis/usuarios/:u/aceitar accepts all own pending invitations, only for oneself', async () => {
    const { user, session } = await invite('todos@teste.com.br');
    const invitedBeta = await beta.post('/api/usuarios/empresas/2', {
      nomeCompleto: 'Convidada Teste',
      email: 'todos@teste.com.br',
      papelId: 5,
    });
    expect(invitedBeta.status).toBe(201);
    expect((await gestor.post(`/api/perfis/usuarios/${user.usuarioId}/aceitar`)).status).toBe(403);
    const onlyBeta = await session.post(`/api/perfis/usuarios/${user.usuarioId}/aceitar`, { empresaId: 2 });
    expect(onlyBeta.body.map((p: { empresaId: number }) => p.empresaId)).toEqual([2]);
    const rest = await session.post(`/api/perfis/usuarios/${user.usuarioId}/aceitar`);
    expect(rest.status).toBe(200);
    expect(rest.body.map((p: { empresaId: number }) => p.empresaId)).toEqual([1]);
    const me = await session.get('/api/usuarios/me');
    expect(me.body.perfis.every((p: { aceito: boolean }) => p.aceito)).toBe(true);
  });
});

describe('managing profiles (admin calls)', () => {
  it('creates a profile for a role below one’s own, pending acceptance', async () => {
    const res = await gestor.post('/api/perfis/empresas/1/admin', {
      papelId: 5,
      nome: 'Vendedor Externo',
      equipeId: 1,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      empresaId: 1,
      papelId: 5,
      papelNome: 'Vendedor',
      nome: 'Vendedor Externo',
      aceito: false,
      ativo: true,
      usuario: null,
      equipe: { equipeId: 1 },
    });
  });

  it('refuses roles at or above one’s own (403), foreign teams and bad fields (400), duplicates (409)', async () => {
    const peer = await gestor.post('/api/perfis/empresas/1/admin', { papelId: 1, nome: 'Outro Admin' });
    expect(peer.status).toBe(403);
    expect(peer.body).toEqual({ message: 'Você só pode atribuir papéis abaixo do seu.' });
    const foreignTeam = await gestor.post('/api/perfis/empresas/1/admin', {
      papelId: 5,
      nome: 'X',
      equipeId: 4,
    });
    expect(foreignTeam.status).toBe(400);
    expect(fieldsOf(foreignTeam.body)).toEqual({ equipeId: 'Equipe não encontrada nesta empresa.' });
    const invalid = await gestor.post('/api/perfis/empresas/1/admin', { papelId: 'x', nome: '', cor: 1 });
    expect(invalid.status).toBe(400);
    expect(fieldsOf(invalid.body)).toEqual({
      papelId: 'Deve ser um número inteiro.',
      nome: 'Campo obrigatório.',
      cor: 'Campo não permitido.',
    });
    const selfAccept = await gestor.post('/api/perfis/empresas/1/admin', {
      papelId: 5,
      nome: 'Y',
      aceito: true,
    });
    expect(selfAccept.status).toBe(400);
    expect(fieldsOf(selfAccept.body)).toEqual({ aceito: 'Só o próprio usuário pode aceitar o convite.' });
    const dup = await gestor.post('/api/perfis/empresas/1/admin', {
      papelId: 5,
      nome: 'Dup',
      usuarioId: vendedor.usuarioId,
    });
    expect(dup.status).toBe(409);
    expect(dup.body.errors).toEqual([
      { field: 'usuarioId', message: 'Este usuário já tem um perfil nesta empresa.' },
    ]);
    // the platform admin may appoint a company Administrador
    const byAdmin = await admin.post('/api/perfis/empresas/1/admin', { papelId: 1, nome: 'Admin Nomeado' });
    expect(byAdmin.status).toBe(201);
  });

  it('PATCH changes a profile below one’s role, and not a peer', async () => {
    const res = await gestor.patch(`/api/perfis/empresas/1/${perfilVendedor.perfilId}/admin`, {
      papelId: 3,
      nome: 'Vendedor Alfa',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ papelId: 3, papelNome: 'Supervisor' });
    await gestor.patch(`/api/perfis/empresas/1/${perfilVendedor.perfilId}/admin`, { papelId: 5 });
    const multiPerfil = (await multi.get(`/api/perfis/usuarios/${multi.usuarioId}/empresas/1`)).body;
    const peer = await gestor.patch(`/api/perfis/empresas/1/${multiPerfil.perfilId}/admin`, {
      nome: 'Mudado',
    });
    expect(peer.status).toBe(403);
    expect((await gestor.patch('/api/perfis/empresas/1/999999/admin', { nome: 'x' })).status).toBe(404);
  });

  it('alterar-equipe needs CADASTRAR_EQUIPES and a team of the same company', async () => {
    const moved = await gestor.post(`/api/perfis/${perfilVendedor.perfilId}/alterar-equipe`, { equipeId: 2 });
    expect(moved.status).toBe(200);
    expect(moved.body.equipeId).toBe(2);
    const none = await gestor.post(`/api/perfis/${perfilVendedor.perfilId}/alterar-equipe`, {
      equipeId: null,
    });
    expect(none.body.equipeId).toBeNull();
    const foreign = await gestor.post(`/api/perfis/${perfilVendedor.perfilId}/alterar-equipe`, {
      equipeId: 4,
    });
    expect(foreign.status).toBe(400);
    expect(fieldsOf(foreign.body)).toEqual({ equipeId: 'Equipe não encontrada nesta empresa.' });
    const missing = await gestor.post(`/api/perfis/${perfilVendedor.perfilId}/alterar-equipe`, {});
    expect(fieldsOf(missing.body)).toEqual({ equipeId: 'Campo obrigatório.' });
    expect(
      (await vendedor.post(`/api/perfis/${perfilVendedor.perfilId}/alterar-equipe`, { equipeId: 1 })).status,
    ).toBe(403);
    await gestor.post(`/api/perfis/${perfilVendedor.perfilId}/alterar-equipe`, { equipeId: 1 });
  });

  it('desativar cuts the access at once; ativar gives it back; peers are out of reach', async () => {
    const off = await gestor.post(`/api/perfis/${perfilVendedor.perfilId}/desativar`);
    expect(off.status).toBe(200);
    expect(off.body.ativo).toBe(false);
    expect((await vendedor.get('/api/perfis/empresas/1')).status).toBe(403);
    const on = await gestor.post(`/api/perfis/${perfilVendedor.perfilId}/ativar`);
    expect(on.body.ativo).toBe(true);
    expect((await vendedor.get('/api/perfis/empresas/1')).status).toBe(200);
    const multiPerfil = (await multi.get(`/api/perfis/usuarios/${multi.usuarioId}/empresas/1`)).body;
    expect((await gestor.post(`/api/perfis/${multiPerfil.perfilId}/desativar`)).status).toBe(403);
    expect((await vendedor.post(`/api/perfis/${perfilGestor.perfilId}/desativar`)).status).toBe(403);
  });

  it('the current contract’s limiteUsuarios caps active users (409)', async () => {
    const [c] = await t.database.db.select().from(contratos).where(eq(contratos.empresaId, 1));
    await t.database.db.update(contratos).set({ limiteUsuarios: 1 }).where(eq(contratos.empresaId, 1));
    try {
      const res = await gestor.post('/api/usuarios/empresas/1', {
        nomeCompleto: 'Além do Limite',
        email: 'limite@teste.com.br',
        papelId: 5,
      });
      expect(res.status).toBe(409);
      expect(res.body.message).toMatch(/permite 1 usuários ativos/);
    } finally {
      await t.database.db
        .update(contratos)
        .set({ limiteUsuarios: c!.limiteUsuarios })
        .where(eq(contratos.empresaId, 1));
    }
  });
});

describe('profile files', () => {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );

  it('stores an own file and serves it with its content type to those who may see the profile', async () => {
    const url = `/api/perfis/${perfilVendedor.perfilId}/arquivos/arquivo?arquivo=foto.png`;
    const up = await vendedor.put(url, png, { 'content-type': 'image/png' });
    expect(up.status).toBe(200);
    expect(up.body).toMatchObject({ nome: 'foto.png', contentType: 'image/png', tamanho: png.length });
    for (const who of [vendedor, gestor]) {
      const res = await who.get(url);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(Buffer.from(res.raw.rawPayload).equals(png)).toBe(true);
    }
    expect((await beta.get(url)).status).toBe(404);
    expect((await t.anon.get(url)).status).toBe(401);
  });

  it('refuses other people’s profiles without permission, unknown types, bad names and unknown files', async () => {
    const url = `/api/perfis/${perfilGestor.perfilId}/arquivos/arquivo?arquivo=foto.png`;
    expect((await vendedor.put(url, png, { 'content-type': 'image/png' })).status).toBe(403);
    const text = await vendedor.put(
      `/api/perfis/${perfilVendedor.perfilId}/arquivos/arquivo?arquivo=a.html`,
      '<script>alert(1)</script>',
      { 'content-type': 'text/html' },
    );
    expect(text.status).toBe(415);
    expect(text.body).toEqual({ message: 'Tipo de conteúdo não suportado.' });
    const traversal = await vendedor.get(
      `/api/perfis/${perfilVendedor.perfilId}/arquivos/arquivo?arquivo=../x`,
    );
    expect(traversal.status).toBe(400);
    const unknown = await vendedor.get(
      `/api/perfis/${perfilVendedor.perfilId}/arquivos/arquivo?arquivo=nada.png`,
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Arquivo não encontrado.' });
  });
});
