import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hojeNoBrasil } from '../../server/usuarios/routes.ts';
import { client, DEMO, fieldsOf, makeApp, type TestApp } from './helpers.ts';

let t: TestApp;
let gestor: Awaited<ReturnType<TestApp['login']>>;
let vendedor: Awaited<ReturnType<TestApp['login']>>;
let beta: Awaited<ReturnType<TestApp['login']>>;
let admin: Awaited<ReturnType<TestApp['login']>>;

beforeAll(async () => {
  // terms version 2: the demo users accepted version 1, so they must accept again
  t = await makeApp({ config: { termosVersao: 2 } });
  [gestor, vendedor, beta, admin] = await Promise.all([
    t.login(DEMO.gestorAlfa),
    t.login(DEMO.vendedorAlfa),
    t.login(DEMO.gestorBeta),
    t.login(DEMO.admin),
  ]);
});
afterAll(() => t.close());

describe('/usuarios/me', () => {
  it('GET answers the session user', async () => {
    const res = await vendedor.get('/api/usuarios/me');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      email: 'vendedor@alfa.com.br',
      empresaPrincipal: { empresaId: 1 },
      perfilPrincipal: { papelId: 5 },
      aceiteTermos: { versao: 1 },
      versaoTermos: 2,
    });
    expect(res.body.perfis[0]).toMatchObject({ papelNome: 'Vendedor', empresa: { nome: 'Alfa Telecom' } });
  });

  it('PATCH changes own name and matrícula, and refuses every other field', async () => {
    const ok = await vendedor.patch('/api/usuarios/me', {
      nomeCompleto: '  Vendedor Alfa Silva ',
      matricula: 77,
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ nomeCompleto: 'Vendedor Alfa Silva', matricula: 77 });
    const sneaky = await vendedor.patch('/api/usuarios/me', { papelSistema: 'ADMIN', email: 'x@y.com' });
    expect(sneaky.status).toBe(400);
    expect(fieldsOf(sneaky.body)).toEqual({
      papelSistema: 'Campo não permitido.',
      email: 'Campo não permitido.',
    });
    expect((await vendedor.get('/api/usuarios/me')).body.papelSistema).toBe('USUARIO');
    const blank = await vendedor.patch('/api/usuarios/me', { nomeCompleto: '   ' });
    expect(fieldsOf(blank.body)).toEqual({ nomeCompleto: 'Campo obrigatório.' });
  });

  it('a password change asks for the current one and ends the other sessions', async () => {
    const noCurrent = await vendedor.patch('/api/usuarios/me', { novaSenha: 'nova-senha-123' });
    expect(noCurrent.status).toBe(400);
    expect(fieldsOf(noCurrent.body)).toEqual({ senhaAtual: 'Informe a senha atual para trocá-la.' });
    const wrong = await vendedor.patch('/api/usuarios/me', {
      senhaAtual: 'errada',
      novaSenha: 'nova-senha-123',
    });
    expect(fieldsOf(wrong.body)).toEqual({ senhaAtual: 'A senha atual não confere.' });
    const short = await vendedor.patch('/api/usuarios/me', { senhaAtual: 'demo1234', novaSenha: 'curta' });
    expect(fieldsOf(short.body)).toEqual({ novaSenha: 'Deve ter pelo menos 8 caracteres.' });

    const otherDevice = await t.login(DEMO.vendedorAlfa);
    const ok = await vendedor.patch('/api/usuarios/me', {
      senhaAtual: 'demo1234',
      novaSenha: 'nova-senha-123',
    });
    expect(ok.status).toBe(200);
    expect((await vendedor.get('/api/usuarios/me')).status).toBe(200);
    expect((await otherDevice.get('/api/usuarios/me')).status).toBe(401);
    expect(
      (await t.anon.post('/api/auth/login', { email: DEMO.vendedorAlfa, senha: 'demo1234' })).status,
    ).toBe(401);
    expect(
      (await t.anon.post('/api/auth/login', { email: DEMO.vendedorAlfa, senha: 'nova-senha-123' })).status,
    ).toBe(200);
    await vendedor.patch('/api/usuarios/me', { senhaAtual: 'nova-senha-123', novaSenha: 'demo1234' });
  });

  it('aceitar-termos records today (Brasília) and the current version', async () => {
    const res = await gestor.post('/api/usuarios/me/aceitar-termos');
    expect(res.status).toBe(200);
    expect(res.body.aceiteTermos).toEqual({ data: hojeNoBrasil(), versao: 2 });
    expect(hojeNoBrasil(new Date('2026-03-01T02:00:00Z'))).toBe('2026-02-28');
  });
});

describe('company users (CADASTRAR_USUARIOS)', () => {
  it('lists the company’s users, with their profiles there when asked', async () => {
    const plain = await gestor.get('/api/usuarios/empresas/1/admin');
    expect(plain.status).toBe(200);
    expect(plain.body.length).toBeGreaterThan(30);
    expect(plain.body[0]).not.toHaveProperty('perfis');
    expect(plain.body[0]).not.toHaveProperty('senhaHash');
    const withPerfis = await gestor.get('/api/usuarios/empresas/1/admin?includePerfis=true');
    const multi = withPerfis.body.find((u: { email: string }) => u.email === DEMO.multi);
    expect(multi.perfis).toHaveLength(1);
    expect(multi.perfis[0].empresaId).toBe(1);
    expect(withPerfis.body.some((u: { email: string }) => u.email === DEMO.gestorBeta)).toBe(false);
    expect((await vendedor.get('/api/usuarios/empresas/1/admin')).status).toBe(403);
  });

  it('reads one company user, 404 for a user of another company', async () => {
    const one = await gestor.get(`/api/usuarios/empresas/1/${vendedor.usuarioId}/admin`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ email: DEMO.vendedorAlfa, perfis: [{ empresaId: 1, papelId: 5 }] });
    expect((await gestor.get(`/api/usuarios/empresas/1/${beta.usuarioId}/admin`)).status).toBe(404);
  });

  it('creates a user with a pending profile; reuses a user of another company; 409 when already here', async () => {
    const created = await gestor.post('/api/usuarios/empresas/1', {
      nomeCompleto: 'João da Conceição',
      email: 'Joao.Conceicao@Alfa.com.br',
      papelId: 5,
      matricula: 4242,
      equipeId: 2,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      nomeCompleto: 'João da Conceição',
      email: 'joao.conceicao@alfa.com.br',
      matricula: 4242,
      papelSistema: 'USUARIO',
      empresaPrincipalId: 1,
      perfis: [{ empresaId: 1, papelId: 5, equipeId: 2, aceito: false, ativo: true }],
    });
    // without a password the new user cannot sign in yet
    expect(
      (await t.anon.post('/api/auth/login', { email: 'joao.conceicao@alfa.com.br', senha: 'qualquer-coisa' }))
        .status,
    ).toBe(401);

    const reused = await gestor.post('/api/usuarios/empresas/1', {
      nomeCompleto: 'Outro Nome',
      email: DEMO.gestorBeta,
      papelId: 5,
    });
    expect(reused.status).toBe(201);
    expect(reused.body.usuarioId).toBe(beta.usuarioId);
    // until the invitation is accepted, empresa 1 sees only what it typed (docs/contrato.md §4; tests/api/privacy.test.ts)
    expect(reused.body).toMatchObject({ nomeCompleto: 'Outro Nome', email: DEMO.gestorBeta });
    expect(reused.body).not.toHaveProperty('matricula');
    expect(reused.body).not.toHaveProperty('empresaPrincipalId');
    const again = await gestor.post('/api/usuarios/empresas/1', {
      nomeCompleto: 'Gestor Beta',
      email: DEMO.gestorBeta,
      papelId: 5,
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      message: 'Este usuário já tem um perfil nesta empresa.',
      errors: [{ field: 'email', message: 'Este usuário já tem um perfil nesta empresa.' }],
    });
  });

  it('validates the body, the role ladder and the permission', async () => {
    const bad = await gestor.post('/api/usuarios/empresas/1', {
      email: 'nao-e-email',
      papelId: 5,
      senha: '123',
    });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body)).toEqual({
      nomeCompleto: 'Campo obrigatório.',
      email: 'Informe um e-mail válido.',
      senha: 'Deve ter pelo menos 8 caracteres.',
    });
    const high = await gestor.post('/api/usuarios/empresas/1', {
      nomeCompleto: 'X',
      email: 'x@alfa.com.br',
      papelId: 1,
    });
    expect(high.status).toBe(403);
    const noRole = await gestor.post('/api/usuarios/empresas/1', {
      nomeCompleto: 'X',
      email: 'x@alfa.com.br',
      papelId: 99,
    });
    expect(noRole.status).toBe(400);
    expect(fieldsOf(noRole.body)).toEqual({ papelId: 'Papel não encontrado.' });
    const seller = await vendedor.post('/api/usuarios/empresas/1', {
      nomeCompleto: 'X',
      email: 'x@alfa.com.br',
      papelId: 5,
    });
    expect(seller.status).toBe(403);
  });

  it('PATCH changes role and team here; personal data only of users of this company alone', async () => {
    const role = await gestor.patch(`/api/usuarios/empresas/1/${beta.usuarioId}`, {
      papelId: 3,
      equipeId: 1,
    });
    expect(role.status).toBe(200);
    expect(role.body.perfis[0]).toMatchObject({ empresaId: 1, papelId: 3, equipeId: 1 });
    const personal = await gestor.patch(`/api/usuarios/empresas/1/${beta.usuarioId}`, {
      nomeCompleto: 'Hackeado',
    });
    expect(personal.status).toBe(403);
    expect(personal.body.message).toMatch(/outras empresas/);

    const created = await gestor.post('/api/usuarios/empresas/1', {
      nomeCompleto: 'Só Alfa',
      email: 'so.alfa@alfa.com.br',
      papelId: 5,
      senha: 'primeira-senha',
    });
    const id = created.body.usuarioId;
    const renamed = await gestor.patch(`/api/usuarios/empresas/1/${id}`, {
      nomeCompleto: 'Só Alfa Renomeada',
      email: 'so.alfa2@alfa.com.br',
      senha: 'segunda-senha',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ nomeCompleto: 'Só Alfa Renomeada', email: 'so.alfa2@alfa.com.br' });
    expect(renamed.body.perfis[0].nome).toBe('Só Alfa Renomeada');
    expect(
      (await t.anon.post('/api/auth/login', { email: 'so.alfa2@alfa.com.br', senha: 'segunda-senha' }))
        .status,
    ).toBe(200);
    const taken = await gestor.patch(`/api/usuarios/empresas/1/${id}`, { email: DEMO.vendedorAlfa });
    expect(taken.status).toBe(409);
    expect(fieldsOf(taken.body)).toEqual({ email: 'Este e-mail já está cadastrado.' });
    const multi = (await gestor.get('/api/usuarios/empresas/1/admin')).body.find(
      (u: { email: string }) => u.email === DEMO.multi,
    );
    expect((await gestor.patch(`/api/usuarios/empresas/1/${multi.usuarioId}`, { papelId: 5 })).status).toBe(
      403,
    );
    expect((await gestor.patch('/api/usuarios/empresas/1/999999', { papelId: 5 })).status).toBe(404);
  });
});

describe('public data and search', () => {
  it('GET /usuarios/:id/public for people who share a company', async () => {
    const res = await vendedor.get(`/api/usuarios/${gestor.usuarioId}/public`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ usuarioId: gestor.usuarioId, nomeCompleto: 'Gestora Alfa', foto: null });
    const betaOnly = (await beta.get('/api/usuarios/me')).body;
    expect(betaOnly.perfis.length).toBeGreaterThan(0);
    const stranger = await client(t.app, vendedor.accessToken).get('/api/usuarios/99999/public');
    expect(stranger.status).toBe(404);
    expect((await admin.get(`/api/usuarios/${gestor.usuarioId}/public`)).status).toBe(200);
  });

  it('POST /usuarios/buscar: partial, accent- and case-insensitive, only among visible users', async () => {
    const invited = await gestor.post('/api/usuarios/empresas/1', {
      nomeCompleto: 'Cecília Brandão',
      email: 'cecilia.brandao@alfa.com.br',
      papelId: 5,
      matricula: 98765,
      senha: 'senha-da-cecilia',
    });
    // a pending invitation is nobody's co-member yet
    expect((await vendedor.post('/api/usuarios/buscar', { email: 'cecilia.brandao@' })).body).toEqual([]);
    const signedIn = await t.anon.post('/api/auth/login', {
      email: 'cecilia.brandao@alfa.com.br',
      senha: 'senha-da-cecilia',
    });
    const cecilia = client(t.app, signedIn.body.accessToken);
    expect((await cecilia.post(`/api/perfis/${invited.body.perfis[0].perfilId}/aceitar`)).status).toBe(200);
    const byName = await vendedor.post('/api/usuarios/buscar', { nome: 'CECILIA brandao' });
    expect(byName.status).toBe(200);
    expect(byName.body.map((u: { email: string }) => u.email)).toContain('cecilia.brandao@alfa.com.br');
    expect(byName.body[0]).not.toHaveProperty('senhaHash');
    const byEmail = await vendedor.post('/api/usuarios/buscar', { email: 'GESTOR@ALFA' });
    expect(byEmail.body.map((u: { email: string }) => u.email)).toEqual(['gestor@alfa.com.br']);
    const byMatricula = await vendedor.post('/api/usuarios/buscar', { matricula: '9876' });
    expect(byMatricula.body.map((u: { matricula: number }) => u.matricula)).toEqual([98765]);
    const wildcard = await vendedor.post('/api/usuarios/buscar', { nome: '%' });
    expect(wildcard.body).toEqual([]);
    // a Beta-only seller cannot find Alfa's people
    const betaSeller = await beta.post('/api/usuarios/buscar', { nome: 'Cecília Brandão' });
    expect(betaSeller.body.filter((u: { email: string }) => u.email.endsWith('@alfa.com.br'))).toEqual([]);
    const empty = await vendedor.post('/api/usuarios/buscar', {});
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Informe o nome, o e-mail ou a matrícula para buscar.');
    const letters = await vendedor.post('/api/usuarios/buscar', { matricula: 'abc' });
    expect(fieldsOf(letters.body)).toEqual({ matricula: 'A matrícula tem só números.' });
  });
});
