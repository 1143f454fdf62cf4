import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSOES } from '../../core/permissoes.ts';
import { DEMO, fieldsOf, makeApp, type TestApp } from './helpers.ts';

// /admin/papeis: the platform admin's papéis screen. A role grants only the permissions of papel.schema.json's
// enum; anything else is a 400 at the field, in Portuguese (docs/contrato.md §6).

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['login']>>;
let gestor: Awaited<ReturnType<TestApp['login']>>;
let vendedor: Awaited<ReturnType<TestApp['login']>>;

beforeAll(async () => {
  t = await makeApp();
  [admin, gestor, vendedor] = await Promise.all([
    t.login(DEMO.admin),
    t.login(DEMO.gestorAlfa),
    t.login(DEMO.vendedorAlfa),
  ]);
});
afterAll(() => t.close());

const vendedorPapel = async () => (await admin.get('/api/admin/papeis/5')).body;

describe('/admin/papeis', () => {
  it('lists every role with Content-Range and answers one, to a platform admin only', async () => {
    const list = await admin.get('/api/admin/papeis?range=%5B0%2C24%5D');
    expect(list.status).toBe(200);
    expect(list.headers['content-range']).toBe(`papeis 0-${list.body.length - 1}/${list.body.length}`);
    expect(list.body[0]).toMatchObject({
      id: 1,
      papelId: 1,
      nome: 'Administrador',
      permissoes: [...PERMISSOES],
    });
    expect((await admin.get('/api/admin/papeis?range=%5B1%2C1%5D')).headers['content-range']).toMatch(
      /^papeis 1-1\/\d+$/,
    );
    expect((await admin.get('/api/admin/papeis?range=nope')).status).toBe(400);
    const f = (filter: unknown) => `/api/admin/papeis?filter=${encodeURIComponent(JSON.stringify(filter))}`;
    expect((await admin.get(f({ id: [2, 5] }))).body.map((p: { id: number }) => p.id)).toEqual([2, 5]);
    expect((await admin.get(f({ q: 'VENDE' }))).body.map((p: { nome: string }) => p.nome)).toEqual([
      'Vendedor',
    ]);
    for (const bad of [
      [1],
      { id: ['1'] },
      { nome: 'x' },
      { q: 'a\u0000' },
      { q: 'x'.repeat(201) },
      { id: [1e308] },
    ])
      expect((await admin.get(f(bad))).status, JSON.stringify(bad)).toBe(400);
    expect((await admin.get('/api/admin/papeis?range=%5B0%2C1e308%5D')).status).toBe(400);
    expect((await admin.get('/api/admin/papeis/999')).status).toBe(404);
    for (const who of [gestor, vendedor]) {
      expect((await who.get('/api/admin/papeis')).status).toBe(403);
      expect(
        (await who.put('/api/admin/papeis/5', { ...(await vendedorPapel()), permissoes: [] })).status,
      ).toBe(403);
    }
    expect((await t.anon.get('/api/admin/papeis/1')).status).toBe(401);
  });

  it('grants a permission of the enum, and the member holding the role may use it at once', async () => {
    expect(
      (await vendedor.post('/api/empresas/1/produtos', { codigo: 'PAP-1', nome: 'Papel 1' })).status,
    ).toBe(403);
    const before = await vendedorPapel();
    const saved = await admin.put('/api/admin/papeis/5', { ...before, permissoes: ['CADASTRAR_AUXILIARES'] });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ papelId: 5, permissoes: ['CADASTRAR_AUXILIARES'] });
    expect((await vendedor.get('/api/papeis/5')).body.permissoes).toEqual(['CADASTRAR_AUXILIARES']);
    const created = await vendedor.post('/api/empresas/1/produtos', {
      codigo: 'PAP-1',
      nome: 'Papel 1',
      preco: 10,
      ativo: true,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    // the form's copy read before the save is stale now
    expect((await admin.put('/api/admin/papeis/5', { ...before, permissoes: [] })).status).toBe(409);
    const back = await admin.put('/api/admin/papeis/5', { ...saved.body, permissoes: before.permissoes });
    expect(back.status).toBe(200);
  });

  it('refuses a permission the enum does not have, at the field and in Portuguese', async () => {
    const current = await vendedorPapel();
    for (const bad of ['INVENTADA', 'cadastrar_auxiliares', '', 'A\u0000B', 42, null]) {
      const res = await admin.put('/api/admin/papeis/5', { ...current, permissoes: ['VER_LIXEIRA', bad] });
      expect(res.status, String(bad)).toBe(400);
      expect(res.body.message).toBe('Os dados enviados são inválidos.');
      expect(Object.keys(fieldsOf(res.body))).toEqual(['permissoes.1']);
    }
    const created = await admin.post('/api/admin/papeis', { nome: 'Novo', permissoes: ['INVENTADA'] });
    expect(created.status).toBe(400);
    expect(fieldsOf(created.body)).toEqual({ 'permissoes.0': 'Escolha uma das opções permitidas.' });
    const repeated = await admin.put('/api/admin/papeis/5', {
      ...current,
      permissoes: ['VER_LIXEIRA', 'VER_LIXEIRA'],
    });
    expect(repeated.status).toBe(400);
    expect((await vendedorPapel()).permissoes).toEqual(current.permissoes);
  });

  it('creates a role; a taken name, an unknown role below and hostile bodies are 400/409 at their fields', async () => {
    const created = await admin.post('/api/admin/papeis', {
      nome: 'Conferente',
      papeisAbaixo: [5],
      permissoes: ['AUDITAR_VENDA'],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ id: created.body.papelId, nome: 'Conferente', papeisAbaixo: [5] });
    const taken = await admin.post('/api/admin/papeis', { nome: 'Conferente', permissoes: [] });
    expect(taken.status).toBe(409);
    expect(fieldsOf(taken.body)).toEqual({ nome: 'Já existe um papel com este nome.' });
    const below = await admin.post('/api/admin/papeis', {
      nome: 'Outro',
      papeisAbaixo: [999],
      permissoes: [],
    });
    expect(below.status).toBe(400);
    expect(fieldsOf(below.body)).toEqual({ 'papeisAbaixo.0': 'Papel não encontrado.' });
    for (const body of [
      { nome: '', permissoes: [] },
      { nome: 'x'.repeat(61), permissoes: [] },
      { nome: 'Ok', permissoes: 'VER_LIXEIRA' },
      { nome: 'Ok', permissoes: [], extra: 1 },
      { nome: 7, permissoes: [] },
    ]) {
      const res = await admin.post('/api/admin/papeis', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors.length).toBeGreaterThan(0);
    }
    expect((await admin.put('/api/admin/papeis/abc', { nome: 'X', permissoes: [] })).status).toBe(400);
    expect((await admin.put('/api/admin/papeis/999', { nome: 'X', permissoes: [] })).status).toBe(404);
  });
});
