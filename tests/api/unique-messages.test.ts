import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grupos, produtos } from '../../server/db/generated/registers.ts';
import { errorHandler, uniqueAnswers } from '../../server/plugins/error-handler.ts';
import { DEMO, makeApp, type TestApp } from './helpers.ts';

// A taken unique value reaching the one error handler answers at the field its register's schema declares
// (x-unique), with a sentence made from the schema (x-label, the title), whatever the index is called; and every
// constraint the handler names exists in the migrated database (`equipes_empresa_nome_unique` once did not).

let t: TestApp;
let bare: FastifyInstance;

beforeAll(async () => {
  t = await makeApp();
  // the handler alone, over the same migrated database: a write outside the register routes meets it directly
  bare = Fastify();
  await bare.register(errorHandler);
  const { db } = t.database;
  bare.post('/grupo', async () => db.insert(grupos).values({ nome: 'Grupo Único' }));
  bare.post('/produto', async () =>
    db.insert(produtos).values({ empresaId: 1, codigo: 'UNICO-01', nome: 'Único', preco: 1, ativo: true }),
  );
  await bare.ready();
});
afterAll(async () => {
  await bare?.close();
  await t.close();
});

describe('unique violations answer from the schema', () => {
  it('names, for two registers, the field and the sentence their schemas give', async () => {
    // the first takes the value; the second, the same without case and accents in the schema's sense, is refused
    expect((await bare.inject({ method: 'POST', url: '/grupo' })).statusCode).toBe(200);
    expect((await bare.inject({ method: 'POST', url: '/produto' })).statusCode).toBe(200);
    const grupo = await bare.inject({ method: 'POST', url: '/grupo' });
    expect(grupo.statusCode).toBe(409);
    expect(grupo.json()).toEqual({
      message: 'Já existe um grupo com o valor informado em Nome.',
      errors: [{ field: 'nome', message: 'Este valor já está em uso.' }],
    });
    const produto = await bare.inject({ method: 'POST', url: '/produto' });
    expect(produto.statusCode).toBe(409);
    expect(produto.json()).toEqual({
      message: 'Já existe um produto com o valor informado em Código.',
      errors: [{ field: 'codigo', message: 'Este valor já está em uso.' }],
    });
  });

  it('says the same as the register routes do for the same value', async () => {
    const admin = await t.login(DEMO.admin);
    const viaRoute = await admin.post('/api/admin/grupos', { nome: 'GRUPO UNICO' });
    expect(viaRoute.status).toBe(409);
    const viaHandler = (await bare.inject({ method: 'POST', url: '/grupo' })).json();
    expect(viaRoute.body).toEqual(viaHandler);
  });

  it('knows only constraints the migrations create', async () => {
    const rows = await t.database.db.execute<{ name: string }>(
      sql`select relname as name from pg_class where relkind = 'i' union select conname from pg_constraint`,
    );
    const existing = new Set(((rows as { rows?: { name: string }[] }).rows ?? []).map((r) => r.name));
    expect(existing.size).toBeGreaterThan(10);
    const names = [...uniqueAnswers().keys()];
    expect(names).toEqual(expect.arrayContaining(['usuarios_email_unique', 'grupos_nome_unique']));
    expect(names.filter((n) => !existing.has(n))).toEqual([]);
  });
});
