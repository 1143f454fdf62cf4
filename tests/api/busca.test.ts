import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, DEMO, fieldsOf, makeApp, type TestApp } from './helpers.ts';

// The global search (Ctrl+K, GET /empresas/{e}/busca): sales by document (with and without punctuation), number
// and customer; each caller finds only what their lists would show; another tenant finds nothing and is refused;
// people only for those who manage users; hostile `q`.

type Json = Record<string, unknown>;
interface Item {
  id: number;
  titulo: string;
  subtitulo: string | null;
  valores: Record<string, string | number | boolean | null>;
  caminho: string;
}
interface Grupo {
  recurso: string;
  rotulo: string;
  total: number;
  mais: boolean;
  caminho: string | null;
  itens: Item[];
}

let t: TestApp;
let gestor: Client;
let vendedor: Client;
let beta: Client;
let vendedorPerfilId: number;
/** A sale of company 1 that is not the vendedor's, with a CPF. */
let alheia: Json;
/** One of the vendedor's own sales with a CPF. */
let propria: Json;

const cpf = (d: string) => `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;

async function busca(who: Client, q: string, empresaId = 1) {
  return who.get(`/api/empresas/${empresaId}/busca?q=${encodeURIComponent(q)}`);
}
async function grupo(who: Client, q: string, recurso: string, empresaId = 1): Promise<Grupo | undefined> {
  const res = await busca(who, q, empresaId);
  expect(res.status).toBe(200);
  return (res.body.grupos as Grupo[]).find((g) => g.recurso === recurso);
}
const ids = (g: Grupo | undefined) => (g?.itens ?? []).map((i) => i.id);

beforeAll(async () => {
  t = await makeApp();
  [gestor, vendedor, beta] = await Promise.all([
    t.login(DEMO.gestorAlfa),
    t.login(DEMO.vendedorAlfa),
    t.login(DEMO.gestorBeta),
  ]);
  vendedorPerfilId = (await vendedor.get('/api/usuarios/me')).body.perfilPrincipal.perfilId;
  const sales = (await gestor.get(`/api/empresas/1/vendas?range=${encodeURIComponent('[0,999]')}`))
    .body as Json[];
  const withCpf = sales.filter(
    (s) => typeof s.clienteDocumento === 'string' && s.clienteDocumento.length === 11,
  );
  const other = withCpf.find((s) => s.vendedorId !== vendedorPerfilId);
  const own = withCpf.find((s) => s.vendedorId === vendedorPerfilId);
  if (!other || !own) throw new Error('the demo has no sale with a CPF for each seller');
  alheia = other;
  propria = own;
});
afterAll(() => t.close());

describe('sales', () => {
  it('finds a sale by its CPF, with or without punctuation, and links to its screen', async () => {
    const doc = String(alheia.clienteDocumento);
    for (const q of [doc, cpf(doc), ` ${cpf(doc)} `]) {
      const vendas = await grupo(gestor, q, 'vendas');
      expect(ids(vendas), q).toContain(alheia.id);
      const item = vendas?.itens.find((i) => i.id === alheia.id);
      expect(item?.caminho).toBe(`/e/1/vendas/${alheia.id}`);
      expect(item?.titulo).toBe(`Nº ${alheia.numero} – ${alheia.clienteNome}`);
      expect(item?.subtitulo).toContain(cpf(doc));
      expect(vendas?.rotulo).toBe('Vendas');
    }
  });

  it("sends the raw values of a hit's line beside its Portuguese text, for a client to write it in its language", async () => {
    const doc = String(alheia.clienteDocumento);
    const item = (await grupo(gestor, doc, 'vendas'))?.itens.find((i) => i.id === alheia.id);
    expect(item?.valores).toEqual({ data: alheia.data, total: alheia.total, clienteDocumento: doc });
    const [ano, mes, dia] = String(alheia.data).split('-');
    const total = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(
      Number(alheia.total),
    );
    expect(item?.subtitulo).toBe(`${dia}/${mes}/${ano} · ${total} · ${cpf(doc)}`);
  });

  it('finds a sale by the start of its CPF as it is typed, with or without punctuation', async () => {
    const doc = String(alheia.clienteDocumento);
    for (const q of [doc.slice(0, 7), cpf(doc).slice(0, 9), `${doc.slice(0, 3)}.`]) {
      const vendas = await grupo(gestor, q, 'vendas');
      expect(ids(vendas).length, q).toBeGreaterThan(0);
      // every hit's document starts so, or it is the sale of that number
      for (const item of vendas?.itens ?? [])
        expect(
          item.subtitulo?.replace(/\D/g, '').includes(doc.slice(0, 3)) || item.titulo.startsWith('Nº'),
        ).toBe(true);
    }
    expect(ids(await grupo(gestor, doc.slice(0, 7), 'vendas'))).toContain(alheia.id);
    expect(ids(await grupo(gestor, cpf(doc).slice(0, 9), 'vendas'))).toContain(alheia.id);
    // digits in the middle of a document are not a start: the sale is not among the hits of its last digits
    const vendas = await grupo(gestor, doc.slice(4, 11), 'vendas');
    expect(ids(vendas)).not.toContain(alheia.id);
  });

  it('finds a sale by its number and by its customer name, at most five a group, with the total', async () => {
    expect(ids(await grupo(gestor, String(alheia.numero), 'vendas'))).toContain(alheia.id);
    const byName = await grupo(gestor, String(alheia.clienteNome), 'vendas');
    expect(ids(byName)).toContain(alheia.id);
    // a common word: many sales, five shown, the count capped, a link to the filtered list
    const vendas = await grupo(gestor, 'a', 'vendas');
    expect(vendas?.itens).toHaveLength(5);
    expect(vendas?.total).toBeGreaterThan(5);
    expect(vendas?.total).toBeLessThanOrEqual(100);
    expect(vendas?.caminho).toBe(`/e/1/vendas?filter=${encodeURIComponent('{"q":"a"}')}`);
  });

  it("a seller finds his own sales, never another seller's", async () => {
    expect(ids(await grupo(vendedor, String(propria.clienteDocumento), 'vendas'))).toContain(propria.id);
    const doc = String(alheia.clienteDocumento);
    for (const q of [doc, cpf(doc), String(alheia.numero)])
      expect(ids(await grupo(vendedor, q, 'vendas'))).not.toContain(alheia.id);
    const all = await grupo(vendedor, 'a', 'vendas');
    const mine = (await vendedor.get(`/api/empresas/1/vendas?range=${encodeURIComponent('[0,999]')}`))
      .body as Json[];
    for (const id of ids(all)) expect(mine.map((s) => s.id)).toContain(id);
  });

  it('finds nothing in the trash', async () => {
    const del = await gestor.del(`/api/empresas/1/vendas/${alheia.id}`);
    expect(del.status).toBe(200);
    expect(ids(await grupo(gestor, String(alheia.clienteDocumento), 'vendas'))).not.toContain(alheia.id);
    expect((await gestor.post(`/api/empresas/1/vendas/${alheia.id}/restaurar`)).status).toBe(200);
    expect(ids(await grupo(gestor, String(alheia.clienteDocumento), 'vendas'))).toContain(alheia.id);
  });
});

describe('registers and people by permission', () => {
  it('registers the role may not open are not searched', async () => {
    const produtos = (await gestor.get('/api/empresas/1/produtos')).body as Json[];
    const nome = String(produtos[0]?.nome);
    expect(ids(await grupo(gestor, nome, 'produtos'))).toContain(produtos[0]?.id);
    // the seller's role has no CADASTRAR_AUXILIARES: no product group, whatever matches
    expect(await grupo(vendedor, nome, 'produtos')).toBeUndefined();
  });

  it('a pending invitation is told as such', async () => {
    const convite = await gestor.post('/api/usuarios/empresas/1', {
      nomeCompleto: 'Convidada Buscável',
      email: 'convidada.buscavel@exemplo.com.br',
      papelId: 5,
    });
    expect(convite.status).toBe(201);
    const pessoas = await grupo(gestor, 'convidada buscavel', 'pessoas');
    expect(pessoas?.itens.map((i) => i.titulo)).toEqual(['Convidada Buscável']);
    expect(pessoas?.itens[0]?.valores).toEqual({
      papel: expect.any(String),
      email: 'convidada.buscavel@exemplo.com.br',
      pendente: true,
      ativo: true,
    });
    expect(pessoas?.itens[0]?.subtitulo).toMatch(/ · convite pendente$/);
  });

  it('people only for those who manage users, by the name the company sees', async () => {
    const pessoas = await grupo(gestor, 'vendedor@alfa', 'pessoas');
    const me = (await vendedor.get('/api/usuarios/me')).body;
    expect(ids(pessoas)).toEqual([me.usuarioId]);
    expect(pessoas?.itens[0]?.caminho).toBe(`/e/1/usuarios/${me.usuarioId}`);
    expect(pessoas?.itens[0]?.subtitulo).toContain('vendedor@alfa.com.br');
    // only what the company may see of a person (docs/contrato.md §4), raw, for the app's language
    expect(pessoas?.itens[0]?.valores).toEqual({
      papel: expect.any(String),
      email: 'vendedor@alfa.com.br',
      pendente: false,
      ativo: true,
    });
    expect(await grupo(vendedor, 'vendedor@alfa', 'pessoas')).toBeUndefined();
    // nobody of company 2 among company 1's people
    const todos = await grupo(gestor, 'beta.com.br', 'pessoas');
    expect(todos).toBeUndefined();
  });
});

describe('tenants', () => {
  it("another company's member is refused, and finds nothing of company 1 in his own", async () => {
    const res = await busca(beta, String(alheia.clienteDocumento));
    expect(res.status).toBe(403);
    // refused before the input is judged: no 400 tells him anything
    expect((await beta.get('/api/empresas/1/busca?q=')).status).toBe(403);
    for (const q of [String(alheia.clienteDocumento), String(alheia.clienteNome), 'gestor@alfa']) {
      const own = await busca(beta, q, 2);
      expect(own.status).toBe(200);
      for (const g of own.body.grupos as Grupo[]) {
        for (const item of g.itens) expect(item.caminho.startsWith('/e/2/')).toBe(true);
        if (g.recurso === 'vendas') expect(ids(g)).not.toContain(alheia.id);
        if (g.recurso === 'pessoas') expect(g.itens.map((i) => i.titulo).join()).not.toMatch(/alfa/i);
      }
    }
  });

  it('asks for a session', async () => {
    expect((await t.anon.get('/api/empresas/1/busca?q=a')).status).toBe(401);
  });
});

describe('hostile q', () => {
  it.each([
    ['missing', ''],
    ['empty', 'q='],
    ['blank', 'q=%20%20%20'],
    ['NUL', 'q=ab%00c'],
    ['too long', `q=${'x'.repeat(101)}`],
    ['huge', `q=${'x'.repeat(5000)}`],
    ['a list', 'q=a&q=b'],
    ['unknown parameter', 'q=a&x=1'],
  ])('%s → 400 at q', async (_label, query) => {
    const res = await gestor.get(`/api/empresas/1/busca?${query}`);
    expect(res.status).toBe(400);
    const fields = Object.keys(fieldsOf(res.body));
    expect(fields.length, JSON.stringify(res.body)).toBeGreaterThan(0);
    expect(fields.every((f) => f === 'q' || f === 'x')).toBe(true);
  });

  it('100 characters after trimming are accepted; wildcards are literal', async () => {
    expect((await busca(gestor, ` ${'x'.repeat(100)} `)).status).toBe(200);
    const res = await busca(gestor, '%_%');
    expect(res.status).toBe(200);
    expect(res.body.grupos).toEqual([]);
  });

  it('a malformed company id → 400', async () => {
    expect((await gestor.get('/api/empresas/abc/busca?q=a')).status).toBe(400);
    expect((await gestor.get('/api/empresas/0/busca?q=a')).status).toBe(400);
  });
});
