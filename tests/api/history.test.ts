import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, DEMO, makeApp, type TestApp } from './helpers.ts';

// A record's history (CONTRACT.md §5 `GET …/{resource}/{id}/historico`): who changed what and when, newest first,
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
    const base = '/api/empresas/1/origens';
    const created = await gestor.post(base, { nome: 'Evento Único', ativo: true });
    const id = created.body.id as number;
    expect((await gestor.del(`${base}/${id}`)).status).toBe(200);
    expect((await gestor.get(`${base}/${id}/historico`)).status).toBe(404);

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
