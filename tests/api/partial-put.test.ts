import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historico } from '../../server/db/schema.ts';
import { STALE_MESSAGE } from '../../server/registers/plugin.ts';
import { type Client, DEMO, fieldsOf, makeApp, type TestApp } from './helpers.ts';

// A PUT changes the fields its body names and keeps the others (docs/contrato.md §5); read-only fields sent back are
// ignored; a stale updatedAt is a 409; the register's rules judge the record the body makes, not the body alone.

type Json = Record<string, unknown>;

let t: TestApp;
let gestor: Client & { usuarioId: number };
let perfilId: number;
let seq = 0;

const produtos = '/api/empresas/1/produtos';
const vendas = '/api/empresas/1/vendas';
const camposExtras = '/api/empresas/1/campos-extras';

beforeAll(async () => {
  t = await makeApp();
  gestor = await t.login(DEMO.gestorAlfa);
  perfilId = (await gestor.get('/api/usuarios/me')).body.perfilPrincipal.perfilId;
});
afterAll(() => t.close());

async function produto(overrides: Json = {}): Promise<Json & { id: number }> {
  seq += 1;
  const res = await gestor.post(produtos, {
    codigo: `PARCIAL-${seq}`,
    nome: `Produto parcial ${seq}`,
    descricao: 'Descrição que fica',
    categoria: 'SERVICO',
    preco: 10,
    comissaoPercentual: 5,
    ativo: true,
    ...overrides,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** The newest history entry of a record. */
async function lastChange(recurso: string, registroId: number) {
  const [row] = await t.database.db
    .select()
    .from(historico)
    .where(and(eq(historico.recurso, recurso), eq(historico.registroId, registroId)))
    .orderBy(desc(historico.historicoId))
    .limit(1);
  return row;
}

describe('partial PUT', () => {
  it('a body with one field changes it and keeps every other field', async () => {
    const p = await produto();
    const res = await gestor.put(`${produtos}/${p.id}`, { preco: 12.5 });
    expect(res.status).toBe(200);
    const { updatedAt: _was, preco: _p, ...kept } = p;
    expect(res.body).toMatchObject({ ...kept, preco: 12.5 });
    expect(res.body.updatedAt > (p.updatedAt as string)).toBe(true);
    expect((await gestor.get(`${produtos}/${p.id}`)).body).toEqual(res.body);
    // the history says what changed: the price alone
    expect((await lastChange('produtos', p.id))?.campos).toEqual({ preco: [10, 12.5] });
    // an optional field is cleared only when named, with null
    const cleared = await gestor.put(`${produtos}/${p.id}`, { descricao: null });
    expect(cleared.body).toMatchObject({ descricao: null, preco: 12.5, nome: p.nome });
  });

  it('a stale updatedAt is a 409 and changes nothing; a current one passes', async () => {
    const p = await produto();
    const first = await gestor.put(`${produtos}/${p.id}`, { nome: 'Primeiro', updatedAt: p.updatedAt });
    expect(first.status).toBe(200);
    const stale = await gestor.put(`${produtos}/${p.id}`, { preco: 99, updatedAt: p.updatedAt });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ message: STALE_MESSAGE });
    expect((await gestor.get(`${produtos}/${p.id}`)).body).toEqual(first.body);
    const current = await gestor.put(`${produtos}/${p.id}`, { preco: 99, updatedAt: first.body.updatedAt });
    expect(current.status).toBe(200);
    expect(current.body).toMatchObject({ nome: 'Primeiro', preco: 99 });
    // a record out of reach is a 404 before the version is judged
    expect((await gestor.put(`${produtos}/2147483647`, { preco: 1, updatedAt: p.updatedAt })).status).toBe(
      404,
    );
  });

  it('ignores the read-only fields GET answers when they come back', async () => {
    const p = await produto();
    const res = await gestor.put(`${produtos}/${p.id}`, {
      id: 999999,
      produtoId: 999999,
      empresaId: 2,
      createdAt: '2000-01-01T00:00:00.000Z',
      deletedAt: '2000-01-01T00:00:00.000Z',
      updatedAt: p.updatedAt,
      nome: 'Só o nome',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: p.id,
      produtoId: p.id,
      empresaId: 1,
      createdAt: p.createdAt,
      deletedAt: null,
      nome: 'Só o nome',
    });
    // a team's GET adds its supervisor and members: sent back whole, they are ignored too
    const equipe = (await gestor.get('/api/empresas/1/equipes/1')).body;
    expect(equipe.membros.length).toBeGreaterThan(0);
    const team = await gestor.put('/api/empresas/1/equipes/1', {
      ...equipe,
      membros: [],
      supervisor: null,
      icone: 'Star',
    });
    expect(team.status).toBe(200);
    const after = (await gestor.get('/api/empresas/1/equipes/1')).body;
    expect(after).toMatchObject({
      icone: 'Star',
      membros: equipe.membros,
      supervisorId: equipe.supervisorId,
    });
    // a natural key (a campo extra's slot) comes back and stays what it was
    const campo = (await gestor.get(`${camposExtras}?range=${encodeURIComponent('[0,0]')}`)).body[0];
    const moved = await gestor.put(`${camposExtras}/${campo.slot}`, { slot: 19, rotulo: 'Rótulo novo' });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ slot: campo.slot, rotulo: 'Rótulo novo' });
  });

  it('keeps input strict: wrong types, NUL, unknown fields and blank required text are 400s at the field', async () => {
    const p = await produto();
    const cases: Array<[Json, Record<string, string>]> = [
      [{ preco: '12' }, { preco: 'Deve ser um número.' }],
      [{ ativo: 1 }, { ativo: 'Deve ser verdadeiro ou falso.' }],
      [{ nome: null }, { nome: 'Deve ser um texto.' }],
      [{ nome: '   ' }, { nome: 'Campo obrigatório.' }],
      [{ naoExiste: 1 }, { naoExiste: 'Campo não permitido.' }],
    ];
    for (const [body, errors] of cases) {
      const res = await gestor.put(`${produtos}/${p.id}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(fieldsOf(res.body)), JSON.stringify(body)).toEqual(Object.keys(errors));
    }
    const nul = await gestor.put(`${produtos}/${p.id}`, { nome: 'a\u0000b' });
    expect(nul.status).toBe(400);
    expect(Object.keys(fieldsOf(nul.body))).toEqual(['nome']);
    expect((await gestor.get(`${produtos}/${p.id}`)).body).toEqual(p);
  });

  it('judges x-requiredWhen on the merged record: a partial body neither breaks the rule nor skips it', async () => {
    const made = await gestor.post(camposExtras, {
      slot: 18,
      rotulo: 'Canal',
      tipo: 'LISTA',
      opcoes: [{ valor: 'Loja' }, { valor: 'Site' }],
      obrigatorio: false,
      ativo: true,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    // the type is stored LISTA: emptying its options alone breaks the rule
    const empty = await gestor.put(`${camposExtras}/18`, { opcoes: [] });
    expect(empty.status).toBe(400);
    expect(Object.keys(fieldsOf(empty.body))).toEqual(['opcoes']);
    // a text field turned into a list without options skips nothing either
    const texto = await gestor.post(camposExtras, {
      slot: 17,
      rotulo: 'Apelido',
      tipo: 'TEXTO',
      obrigatorio: false,
      ativo: true,
    });
    expect(texto.status).toBe(201);
    const list = await gestor.put(`${camposExtras}/17`, { tipo: 'LISTA' });
    expect(list.status).toBe(400);
    expect(Object.keys(fieldsOf(list.body))).toEqual(['opcoes']);
    // and a partial body that keeps the rule passes: the stored options count
    const rename = await gestor.put(`${camposExtras}/18`, { rotulo: 'Canal de venda' });
    expect(rename.status).toBe(200);
    expect(rename.body.opcoes).toEqual([{ valor: 'Loja' }, { valor: 'Site' }]);
  });

  it('recomputes a sale from its merged record: items sent alone give the new total; other fields keep it', async () => {
    const p = await produto({ preco: 30 });
    const campos = (await gestor.get(`${camposExtras}?range=${encodeURIComponent('[0,19]')}`)).body as Json[];
    const extras = campos
      .filter((c) => c.ativo && c.obrigatorio)
      .map((c) => ({
        slot: c.slot,
        valor: c.tipo === 'LISTA' ? (c.opcoes as Array<{ valor: string }>)[0]?.valor : 'x',
      }));
    const status = (await gestor.get(`/api/empresas/1/venda-status?range=${encodeURIComponent('[0,0]')}`))
      .body;
    const created = await gestor.post(vendas, {
      data: '2026-03-10',
      clienteNome: 'Cliente parcial',
      clienteDocumento: '52998224725',
      vendedorId: perfilId,
      vendaStatusId: status[0].id,
      itens: [{ produtoId: p.id, quantidade: 1, precoUnitario: 30, adicionais: [] }],
      extras,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const sale = created.body;
    expect(sale.total).toBe(30);

    const items = await gestor.put(`${vendas}/${sale.id}`, {
      itens: [{ produtoId: p.id, quantidade: 3, precoUnitario: 12.5, adicionais: [] }],
    });
    expect(items.status, JSON.stringify(items.body)).toBe(200);
    expect(items.body).toMatchObject({ total: 37.5, numero: sale.numero, clienteNome: 'Cliente parcial' });

    // a field other than the items: the items and the total stay; number and total sent back are ignored
    const note = await gestor.put(`${vendas}/${sale.id}`, { observacoes: 'Só a nota', total: 1, numero: 1 });
    expect(note.status, JSON.stringify(note.body)).toBe(200);
    expect(note.body).toMatchObject({ observacoes: 'Só a nota', total: 37.5, numero: sale.numero });
    expect(note.body.itens).toEqual(items.body.itens);
    // the sale's rules still judge the record: an item of a product that is not the company's
    const bad = await gestor.put(`${vendas}/${sale.id}`, {
      itens: [{ produtoId: 2147483647, quantidade: 1, precoUnitario: 1, adicionais: [] }],
    });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body)).toHaveProperty('itens.0.produtoId');
  });
});
