import { and, count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { perfis } from '../../server/db/schema.ts';
import { type Client, DEMO, fieldsOf, makeApp, type TestApp } from './helpers.ts';

// A company's contracts and domains in the admin area (issue 14): one active contract, dates in order, the seats
// of the current contract counted when people are activated, domains unique across the platform; ADMIN only.

let t: TestApp;
let admin: Client;
let gestor: Client;
let empresaId: number;

const contratosDe = (id: number) => `/api/admin/empresas/${id}/contratos`;

beforeAll(async () => {
  t = await makeApp();
  admin = await t.login(DEMO.admin);
  gestor = await t.login(DEMO.gestorAlfa);
  const nova = await admin.post('/api/admin/empresas', { nome: 'Gama Contratos', grupoId: 1 });
  expect(nova.status).toBe(201);
  empresaId = nova.body.empresaId;
  // the schema's default appearance: the Aparência page's own (red, no icon)
  expect(nova.body.aparencia).toEqual({ cor: 'red', icone: null });
}, 180_000);
afterAll(async () => {
  await t?.close();
});

describe('contratos', () => {
  it('the first contract becomes the current one; a second active one is refused with 409 at ativo', async () => {
    const primeiro = await admin.post(contratosDe(empresaId), {
      limiteUsuarios: 5,
      inicio: '2026-01-01',
      fim: '2026-12-31',
      valor: 1500.5,
    });
    expect(primeiro.status).toBe(200);
    const [c] = primeiro.body.contratos;
    expect(c).toMatchObject({ ativo: true, limiteUsuarios: 5, valor: 1500.5, atual: true });
    expect(primeiro.body.contratoAtualId).toBe(c.contratoId);

    const segundo = await admin.post(contratosDe(empresaId), { limiteUsuarios: 9 });
    expect(segundo.status).toBe(409);
    expect(fieldsOf(segundo.body)).toEqual({ ativo: expect.stringContaining(`nº ${c.contratoId}`) });

    // an inactive one may be added, and made current only once the active one has ended
    const inativo = await admin.post(contratosDe(empresaId), { limiteUsuarios: 9, ativo: false });
    expect(inativo.status).toBe(200);
    const novo = inativo.body.contratos.find((x: { limiteUsuarios: number }) => x.limiteUsuarios === 9);
    expect(novo).toMatchObject({ ativo: false, atual: false });
    const cedo = await admin.post(`${contratosDe(empresaId)}/${novo.contratoId}/atual`);
    expect(cedo.status).toBe(409);
    expect(fieldsOf(cedo.body)).toHaveProperty('ativo');
    const reativar = await admin.patch(`${contratosDe(empresaId)}/${novo.contratoId}`, { ativo: true });
    expect(reativar.status).toBe(409);

    const fim = await admin.post(`${contratosDe(empresaId)}/${c.contratoId}/encerrar`);
    expect(fim.status).toBe(200);
    expect(fim.body.contratos[0]).toMatchObject({ ativo: false, atual: true });
    const atual = await admin.post(`${contratosDe(empresaId)}/${novo.contratoId}/atual`);
    expect(atual.status).toBe(200);
    expect(atual.body.contratoAtualId).toBe(novo.contratoId);
    expect(atual.body.contratos.filter((x: { ativo: boolean }) => x.ativo)).toHaveLength(1);

    // the company's full shape (docs/produto.md §3) agrees, and the change is in the company's record history
    const hist = await admin.get(
      `/api/admin/historico?filter=${encodeURIComponent(JSON.stringify({ recurso: 'empresas', registroId: empresaId }))}`,
    );
    expect(hist.status).toBe(200);
    expect(JSON.stringify(hist.body)).toContain('contratoAtualId');
  });

  it('dates in order: fim before inicio is a 400 at fim, on create and on change', async () => {
    const errado = await admin.post(contratosDe(empresaId), {
      limiteUsuarios: 3,
      ativo: false,
      inicio: '2026-05-10',
      fim: '2026-05-09',
    });
    expect(errado.status).toBe(400);
    expect(fieldsOf(errado.body)).toEqual({ fim: 'O fim deve ser igual ou posterior ao início.' });
    const lista = await admin.get(contratosDe(empresaId));
    const um = lista.body.contratos[0];
    const patch = await admin.patch(`${contratosDe(empresaId)}/${um.contratoId}`, { fim: '2025-12-31' });
    expect(patch.status).toBe(400);
    expect(fieldsOf(patch.body)).toHaveProperty('fim');
    // the same day is in order
    const igual = await admin.patch(`${contratosDe(empresaId)}/${um.contratoId}`, { fim: '2026-01-01' });
    expect(igual.status).toBe(200);
  });

  it('the current contract’s limiteUsuarios is enforced when a person is activated', async () => {
    const lista = await admin.get(contratosDe(1));
    const atual = lista.body.contratos.find((c: { atual: boolean }) => c.atual);
    expect(atual).toBeTruthy();
    const perfisAlfa = await admin.get('/api/perfis/empresas/1');
    expect(perfisAlfa.status).toBe(200);
    const vendedor = (await t.login(DEMO.vendedorAlfa)) as Client & { usuarioId: number };
    const alvo = perfisAlfa.body.find(
      (p: { usuarioId: number | null }) => p.usuarioId === vendedor.usuarioId,
    );
    expect((await admin.post(`/api/perfis/${alvo.perfilId}/desativar`)).status).toBe(200);
    const [usados] = await t.database.db
      .select({ n: count() })
      .from(perfis)
      .where(and(eq(perfis.empresaId, 1), eq(perfis.ativo, true), isNotNull(perfis.usuarioId)));
    // full: the seats are all taken
    const cheio = await admin.patch(`${contratosDe(1)}/${atual.contratoId}`, { limiteUsuarios: usados!.n });
    expect(cheio.status).toBe(200);
    const recusado = await admin.post(`/api/perfis/${alvo.perfilId}/ativar`);
    expect(recusado.status).toBe(409);
    expect(recusado.body.message).toContain(`permite ${usados!.n} usuários`);
    // one seat more, and the same person comes back
    await admin.patch(`${contratosDe(1)}/${atual.contratoId}`, { limiteUsuarios: usados!.n + 1 });
    expect((await admin.post(`/api/perfis/${alvo.perfilId}/ativar`)).status).toBe(200);
    await admin.patch(`${contratosDe(1)}/${atual.contratoId}`, { limiteUsuarios: 200 });
  });

  it('ADMIN only: 403 for a company gestor (even of the same company), 401 anonymous, 404 for no company', async () => {
    expect((await gestor.get(contratosDe(1))).status).toBe(403);
    expect((await gestor.post(contratosDe(1), { limiteUsuarios: 2, ativo: false })).status).toBe(403);
    expect((await gestor.post(`${contratosDe(1)}/1/encerrar`)).status).toBe(403);
    expect((await t.anon.get(contratosDe(1))).status).toBe(401);
    expect((await t.anon.post(contratosDe(1), { limiteUsuarios: 2 })).status).toBe(401);
    expect((await admin.get(contratosDe(999999))).status).toBe(404);
    // another company's contract through this company's path: not found
    const beta = await admin.get(contratosDe(2));
    const deBeta = beta.body.contratos[0].contratoId;
    expect((await admin.post(`${contratosDe(empresaId)}/${deBeta}/encerrar`)).status).toBe(404);
    expect((await admin.get(contratosDe(2))).body.contratos[0].ativo).toBe(true);
  });

  it('hostile bodies are 400s in Portuguese and change nothing', async () => {
    const antes = (await admin.get(contratosDe(empresaId))).body;
    for (const body of [
      { limiteUsuarios: 'muitos' },
      { limiteUsuarios: 0 },
      { limiteUsuarios: -1 },
      { limiteUsuarios: 1e20 },
      { limiteUsuarios: 2, inicio: '2026-02-30' },
      { limiteUsuarios: 2, inicio: 'x'.repeat(100_000) },
      { limiteUsuarios: 2, fim: '2026-01-01\u0000' },
      { limiteUsuarios: 2, valor: -5 },
      { limiteUsuarios: 2, empresaId: 2 },
      { limiteUsuarios: 2, contratoId: 1 },
      {},
      [],
    ]) {
      const res = await admin.post(contratosDe(empresaId), body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.message).toMatch(/[ãáéíóúç]|inválid|obrigat/i);
    }
    expect((await admin.patch(`${contratosDe(empresaId)}/1`, {})).status).toBe(400);
    expect((await admin.get(`/api/admin/empresas/abc/contratos`)).status).toBe(400);
    expect((await admin.get(contratosDe(empresaId))).body).toEqual(antes);
  });
});

describe('domínios', () => {
  it('a domain is unique across the platform: 409 at dominio naming the company that has it', async () => {
    const ok = await admin.post('/api/admin/dominios', { empresaId, dominio: 'gama.com.br' });
    expect(ok.status).toBe(201);
    const taken = await admin.post('/api/admin/dominios', { empresaId, dominio: 'alfa.com.br' });
    expect(taken.status).toBe(409);
    expect(fieldsOf(taken.body)).toEqual({
      dominio: 'O domínio alfa.com.br já pertence à empresa Alfa Telecom.',
    });
    // nothing of the other company beyond its name
    expect(JSON.stringify(taken.body)).not.toMatch(/cnpj|grupo|empresaId":1/i);
    const mudar = await admin.put(`/api/admin/dominios/${ok.body.dominioId}`, { dominio: 'beta.com.br' });
    expect(mudar.status).toBe(409);
    expect(fieldsOf(mudar.body).dominio).toContain('Beta');
    // its own value again is no conflict
    const mesmo = await admin.put(`/api/admin/dominios/${ok.body.dominioId}`, { dominio: 'gama.com.br' });
    expect(mesmo.status).toBe(200);
    const lista = await admin.get(
      `/api/admin/dominios?filter=${encodeURIComponent(JSON.stringify({ empresaId }))}`,
    );
    expect(lista.body.map((d: { dominio: string }) => d.dominio)).toEqual(['gama.com.br']);
  });

  it('ADMIN only: 403 for a gestor, 401 anonymous; a malformed domain is a 400 at the field', async () => {
    expect((await gestor.post('/api/admin/dominios', { empresaId: 1, dominio: 'x.com.br' })).status).toBe(
      403,
    );
    expect((await t.anon.post('/api/admin/dominios', { empresaId: 1, dominio: 'x.com.br' })).status).toBe(
      401,
    );
    const ruim = await admin.post('/api/admin/dominios', { empresaId, dominio: 'não é domínio' });
    expect(ruim.status).toBe(400);
    expect(fieldsOf(ruim.body)).toHaveProperty('dominio');
  });
});

describe('pasta do Google Drive', () => {
  it('takes a Drive folder address only, and the full shape names the folder by its id', async () => {
    const ruim = await admin.put(`/api/admin/empresas/${empresaId}`, {
      googleDriveFolderId: 'https://example.com/drive/folders/abc',
    });
    expect(ruim.status).toBe(400);
    expect(fieldsOf(ruim.body)).toHaveProperty('googleDriveFolderId');
    const url = 'https://drive.google.com/drive/folders/1AbCdEfGhIjKlMnOp_q-r';
    const ok = await admin.put(`/api/admin/empresas/${empresaId}`, { googleDriveFolderId: url });
    expect(ok.status).toBe(200);
    expect(ok.body.googleDriveFolderId).toBe(url);
  });
});
