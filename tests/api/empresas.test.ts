import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, fieldsOf, makeApp, type TestApp } from './helpers.ts';

let t: TestApp;
let gestor: Awaited<ReturnType<TestApp['login']>>;
let vendedor: Awaited<ReturnType<TestApp['login']>>;
let beta: Awaited<ReturnType<TestApp['login']>>;
let admin: Awaited<ReturnType<TestApp['login']>>;

beforeAll(async () => {
  t = await makeApp();
  [gestor, vendedor, beta, admin] = await Promise.all([
    t.login(DEMO.gestorAlfa),
    t.login(DEMO.vendedorAlfa),
    t.login(DEMO.gestorBeta),
    t.login(DEMO.admin),
  ]);
});
afterAll(() => t.close());

describe('GET /empresas/:empresaId', () => {
  it('answers the company to any member, with group and CNPJ but no contracts or domains', async () => {
    const res = await vendedor.get('/api/empresas/1');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      empresaId: 1,
      nome: 'Alfa Telecom',
      cnpj: '11222333000181',
      aparencia: { cor: 'blue', icone: null },
      grupo: { nome: 'Grupo Exemplo' },
    });
    expect(res.body.grupoId).toBe(res.body.grupo.grupoId);
    expect(Object.keys(res.body).sort()).toEqual(
      ['aparencia', 'cnpj', 'createdAt', 'empresaId', 'grupo', 'grupoId', 'nome', 'updatedAt'].sort(),
    );
  });

  it('refuses a stranger, and lets a platform admin through', async () => {
    const res = await beta.get('/api/empresas/1');
    expect(res.status).toBe(403);
    expect(JSON.stringify(res.body)).not.toMatch(/Alfa|11222333000181/);
    expect((await admin.get('/api/empresas/1')).status).toBe(200);
    expect((await admin.get('/api/empresas/999')).status).toBe(404);
    expect((await t.anon.get('/api/empresas/1')).status).toBe(401);
  });
});

describe('PUT /empresas/:empresaId/aparencia', () => {
  it('saves the colour and icon for CONFIGURAR_EMPRESA, and the session user sees it', async () => {
    const before = (await gestor.get('/api/empresas/1')).body;
    const res = await gestor.put('/api/empresas/1/aparencia', { cor: 'deepPurple', icone: 'CellTower' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ empresaId: 1, aparencia: { cor: 'deepPurple', icone: 'CellTower' } });
    expect(Date.parse(res.body.updatedAt)).toBeGreaterThan(Date.parse(before.updatedAt));

    const me = await gestor.get('/api/usuarios/me');
    expect(me.body.empresaPrincipal.aparencia).toEqual({ cor: 'deepPurple', icone: 'CellTower' });
    const perfilAlfa = me.body.perfis.find((p: { empresaId: number }) => p.empresaId === 1);
    expect(perfilAlfa.empresa.aparencia).toEqual({ cor: 'deepPurple', icone: 'CellTower' });
  });

  it('takes null colour and icon (the defaults), a blank icon as none, and a null body as no appearance', async () => {
    const res = await gestor.put('/api/empresas/1/aparencia', { cor: null, icone: '  ' });
    expect(res.status).toBe(200);
    expect(res.body.aparencia).toEqual({ cor: null, icone: null });

    const cleared = await gestor.put('/api/empresas/1/aparencia', 'null', {
      'content-type': 'application/json',
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body.aparencia).toBeNull();
    await gestor.put('/api/empresas/1/aparencia', { cor: null, icone: null });
  });

  it('answers 400 at the field for an unknown colour, an unknown field or a missing one', async () => {
    const bad = await gestor.put('/api/empresas/1/aparencia', { cor: 'magenta', icone: null });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Os dados enviados são inválidos.');
    expect(fieldsOf(bad.body)).toEqual({ cor: 'Escolha uma das opções permitidas.' });

    const extra = await gestor.put('/api/empresas/1/aparencia', { cor: 'red', icone: null, tema: 'x' });
    expect(extra.status).toBe(400);
    expect(fieldsOf(extra.body)).toEqual({ tema: 'Campo não permitido.' });

    const missing = await gestor.put('/api/empresas/1/aparencia', { cor: 'red' });
    expect(missing.status).toBe(400);
    expect(fieldsOf(missing.body)).toEqual({ icone: 'Campo obrigatório.' });

    expect((await gestor.get('/api/empresas/1')).body.aparencia).toEqual({ cor: null, icone: null });
  });

  it('refuses a member without the permission, and another company says nothing of Alfa', async () => {
    const res = await vendedor.put('/api/empresas/1/aparencia', { cor: 'pink', icone: null });
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/“Configurar a empresa”/);

    const foreign = await beta.put('/api/empresas/1/aparencia', { cor: 'pink', icone: null });
    expect(foreign.status).toBe(403);
    expect(JSON.stringify(foreign.body)).not.toMatch(/Alfa|11222333000181|aparencia/);

    expect((await gestor.get('/api/empresas/1')).body.aparencia).toEqual({ cor: null, icone: null });
  });

  it('answers 401 without a token, and 404 to an admin for a company that does not exist', async () => {
    expect((await t.anon.put('/api/empresas/1/aparencia', { cor: 'red', icone: null })).status).toBe(401);
    expect((await admin.put('/api/empresas/999/aparencia', { cor: 'red', icone: null })).status).toBe(404);
    const own = await beta.put('/api/empresas/2/aparencia', { cor: 'amber', icone: 'SolarPower' });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ empresaId: 2, nome: 'Beta Energia' });
  });
});
