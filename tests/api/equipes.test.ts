import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, DEMO, fieldsOf, makeApp, type TestApp } from './helpers.ts';

// The teams register (schemas/equipe.schema.json) is covered by the register matrix; these are what it adds:
// the detail of docs/produto.md §3 (supervisor and members) and the rules of its supervisor reference.

type Caller = Client & { usuarioId: number };

let t: TestApp;
let gestor: Caller;
let vendedor: Caller;
let beta: Caller;

beforeAll(async () => {
  t = await makeApp();
  [gestor, vendedor, beta] = await Promise.all([
    t.login(DEMO.gestorAlfa),
    t.login(DEMO.vendedorAlfa),
    t.login(DEMO.gestorBeta),
  ]);
});
afterAll(() => t.close());

const base = '/api/empresas/1/equipes';

describe('equipes', () => {
  it('GET one adds the supervisor and the members; the list stays lean', async () => {
    const one = await gestor.get(`${base}/1`);
    expect(one.status).toBe(200);
    expect(one.body.supervisor).toMatchObject({ usuarioId: one.body.supervisorId });
    expect(typeof one.body.supervisor.nomeCompleto).toBe('string');
    expect(one.body.membros.length).toBeGreaterThan(2);
    for (const m of one.body.membros)
      expect(Object.keys(m).sort()).toEqual(
        ['aceito', 'ativo', 'foto', 'nomeCompleto', 'papelNome', 'perfilId', 'usuarioId'].sort(),
      );
    // the members are exactly the company's profiles whose team is this one
    const perfis = await gestor.get('/api/perfis/empresas/1');
    const expected = perfis.body
      .filter((p: { equipeId: number | null }) => p.equipeId === 1)
      .map((p: { perfilId: number }) => p.perfilId)
      .sort((a: number, b: number) => a - b);
    expect(
      one.body.membros.map((m: { perfilId: number }) => m.perfilId).sort((a: number, b: number) => a - b),
    ).toEqual(expected);

    const list = await gestor.get(base);
    expect(list.status).toBe(200);
    expect(list.body[0]).not.toHaveProperty('membros');
    expect(list.body[0]).not.toHaveProperty('supervisor');
  });

  it('a member moved through alterar-equipe shows in the new team and leaves the old one', async () => {
    const before = await gestor.get(`${base}/2`);
    const membro = before.body.membros[0];
    const moved = await gestor.post(`/api/perfis/${membro.perfilId}/alterar-equipe`, { equipeId: 3 });
    expect(moved.status).toBe(200);
    const [two, three] = await Promise.all([gestor.get(`${base}/2`), gestor.get(`${base}/3`)]);
    expect(two.body.membros.map((m: { perfilId: number }) => m.perfilId)).not.toContain(membro.perfilId);
    expect(three.body.membros.map((m: { perfilId: number }) => m.perfilId)).toContain(membro.perfilId);
  });

  it('the supervisor must have a profile in the company', async () => {
    const outsider = await gestor.post(base, { nome: 'Equipe de fora', supervisorId: beta.usuarioId });
    expect(outsider.status).toBe(400);
    expect(fieldsOf(outsider.body)).toEqual({ supervisorId: 'Registro não encontrado.' });
    const ok = await gestor.post(base, { nome: 'Equipe nova', supervisorId: vendedor.usuarioId });
    expect(ok.status).toBe(201);
    const detail = await gestor.get(`${base}/${ok.body.id}`);
    expect(detail.body).toMatchObject({ supervisor: { usuarioId: vendedor.usuarioId }, membros: [] });
  });

  it('a team with members is not deleted (409 naming them); once they move, it is', async () => {
    const team = await gestor.post(base, { nome: 'Equipe temporária', supervisorId: gestor.usuarioId });
    const perfis = await gestor.get('/api/perfis/empresas/1');
    const perfil = perfis.body.find((p: { usuarioId: number | null }) => p.usuarioId === vendedor.usuarioId);
    const before = perfil.equipeId as number | null;
    expect(
      (await gestor.post(`/api/perfis/${perfil.perfilId}/alterar-equipe`, { equipeId: team.body.id })).status,
    ).toBe(200);
    const inUse = await gestor.del(`${base}/${team.body.id}`);
    expect(inUse.status).toBe(409);
    expect(inUse.body).toEqual({
      message: 'Esta equipe está em uso em 1 perfil e não pode ser excluída.',
    });
    const after = await gestor.get('/api/perfis/empresas/1');
    const same = after.body.find((p: { perfilId: number }) => p.perfilId === perfil.perfilId);
    expect(same).toMatchObject({ equipeId: team.body.id, ativo: perfil.ativo });
    expect(
      (await gestor.post(`/api/perfis/${perfil.perfilId}/alterar-equipe`, { equipeId: before })).status,
    ).toBe(200);
    expect((await gestor.del(`${base}/${team.body.id}`)).status).toBe(200);
  });

  it('members read the teams; only CADASTRAR_EQUIPES changes them; another company sees none of them', async () => {
    expect((await vendedor.get(`${base}/1`)).status).toBe(200);
    const refused = await vendedor.put(`${base}/1`, { nome: 'Tomada', supervisorId: vendedor.usuarioId });
    expect(refused.status).toBe(403);
    expect((await beta.get(`${base}/1`)).status).toBe(403);
    expect((await beta.get('/api/empresas/2/equipes/1')).status).toBe(404);
  });
});
