import { and, asc, eq, ne } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAdmin } from '../access.ts';
import { errorResponses } from '../api-schemas.ts';
import type { Db } from '../db/client.ts';
import { empresas } from '../db/generated/registers.ts';
import { contratos } from '../db/schema.ts';
import { conflict, fieldError, notFound } from '../errors.ts';
import { historyWriter } from '../registers/history.ts';

// A company's contracts (docs/produto.md §3), for platform ADMINs: /admin/empresas/{empresaId}/contratos. Rules: at most one
// active contract per company (409 at `ativo`), inicio ≤ fim (400 at `fim`); "tornar atual" points the company's
// contratoAtualId at one; the seats it gives are counted where people are activated (perfis/rules.ts).

type ContratoRow = typeof contratos.$inferSelect;

const int32 = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const params = {
  type: 'object',
  required: ['empresaId'],
  additionalProperties: false,
  properties: { empresaId: int32 },
} as const;
const paramsUm = {
  type: 'object',
  required: ['empresaId', 'contratoId'],
  additionalProperties: false,
  properties: { empresaId: int32, contratoId: int32 },
} as const;

const date = { type: ['string', 'null'], format: 'date' } as const;
const campos = {
  ativo: { type: 'boolean', title: 'Ativo' },
  limiteUsuarios: { type: 'integer', minimum: 1, maximum: 1000000, title: 'Limite de usuários' },
  inicio: { ...date, title: 'Início' },
  fim: { ...date, title: 'Fim' },
  valor: { type: ['number', 'null'], minimum: 0, maximum: 1e12, title: 'Valor mensal (R$)' },
} as const;

const createContratoBody = {
  type: 'object',
  additionalProperties: false,
  required: ['limiteUsuarios'],
  properties: {
    ...campos,
    atual: { type: 'boolean', description: 'Torna-o o contrato atual da empresa (o primeiro sempre é).' },
  },
} as const;
const alterarBody = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: campos,
} as const;

const ContratoItem = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'contratoId', 'empresaId', 'ativo', 'limiteUsuarios', 'inicio', 'fim', 'valor', 'atual'],
  properties: {
    id: { type: 'integer' },
    contratoId: { type: 'integer' },
    empresaId: { type: 'integer' },
    ativo: { type: 'boolean' },
    limiteUsuarios: { type: 'integer' },
    inicio: { type: ['string', 'null'], format: 'date' },
    fim: { type: ['string', 'null'], format: 'date' },
    valor: { type: ['number', 'null'] },
    atual: { type: 'boolean', description: 'É o contrato atual da empresa (contratoAtualId).' },
  },
} as const;

const lista = {
  type: 'object',
  additionalProperties: false,
  required: ['contratoAtualId', 'contratos'],
  properties: {
    contratoAtualId: { type: ['integer', 'null'] },
    contratos: { type: 'array', items: ContratoItem },
  },
} as const;

export interface ContratoInput {
  ativo?: boolean;
  limiteUsuarios?: number;
  inicio?: string | null;
  fim?: string | null;
  valor?: number | null;
  atual?: boolean;
}

const item = (c: ContratoRow, atualId: number | null) => ({
  id: c.contratoId,
  contratoId: c.contratoId,
  empresaId: c.empresaId,
  ativo: c.ativo,
  limiteUsuarios: c.limiteUsuarios,
  inicio: c.inicio,
  fim: c.fim,
  valor: c.valor === null ? null : Number(c.valor),
  atual: c.contratoId === atualId,
});

/** The company's row locked (FOR UPDATE): two requests changing its contracts run one after the other. */
async function lockEmpresa(tx: Db, empresaId: number) {
  const [e] = await tx
    .select({ contratoAtualId: empresas.contratoAtualId, nome: empresas.nome })
    .from(empresas)
    .where(eq(empresas.empresaId, empresaId))
    .for('update');
  if (!e) throw notFound('Empresa não encontrada.');
  return e;
}

async function listar(db: Db, empresaId: number) {
  const [e] = await db
    .select({ contratoAtualId: empresas.contratoAtualId })
    .from(empresas)
    .where(eq(empresas.empresaId, empresaId));
  if (!e) throw notFound('Empresa não encontrada.');
  const rows = await db
    .select()
    .from(contratos)
    .where(eq(contratos.empresaId, empresaId))
    .orderBy(asc(contratos.contratoId));
  return { contratoAtualId: e.contratoAtualId, contratos: rows.map((c) => item(c, e.contratoAtualId)) };
}

/** inicio ≤ fim, or a 400 at fim. */
function assertDatas(inicio: string | null, fim: string | null) {
  if (inicio && fim && fim < inicio) throw fieldError('fim', 'O fim deve ser igual ou posterior ao início.');
}

/** No other active contract in the company, or a 409 at ativo naming it. */
async function assertUmAtivo(tx: Db, empresaId: number, exceto: number | null) {
  const [outro] = await tx
    .select({ contratoId: contratos.contratoId })
    .from(contratos)
    .where(
      and(
        eq(contratos.empresaId, empresaId),
        eq(contratos.ativo, true),
        exceto === null ? undefined : ne(contratos.contratoId, exceto),
      ),
    )
    .limit(1);
  if (outro)
    throw conflict('A empresa já tem um contrato ativo.', [
      {
        field: 'ativo',
        message: `O contrato nº ${outro.contratoId} está ativo: encerre-o antes de ativar outro (só um contrato ativo por empresa).`,
      },
    ]);
}

const historico = historyWriter('empresas', 'empresaId', false);

async function registrar(
  request: FastifyRequest,
  tx: Db,
  empresaId: number,
  antes: ReturnType<typeof item>[],
  atualAntes: number | null,
) {
  const depois = await listar(tx, empresaId);
  await tx.update(empresas).set({ updatedAt: new Date() }).where(eq(empresas.empresaId, empresaId));
  await historico(
    request,
    'alterado',
    { id: empresaId, contratoAtualId: atualAntes, contratos: antes },
    { id: empresaId, empresaId, contratoAtualId: depois.contratoAtualId, contratos: depois.contratos },
    tx,
  );
  return depois;
}

const tags = ['empresas'];
const base = '/admin/empresas/:empresaId/contratos';
const response = { 200: lista, ...errorResponses(400, 401, 403, 404, 409) };
type UmContrato = { Params: { empresaId: number; contratoId: number } };

/** One contract, locked, of this company (another company's id answers 404 as a missing one). */
async function umContrato(tx: Db, empresaId: number, contratoId: number) {
  const [c] = await tx
    .select()
    .from(contratos)
    .where(and(eq(contratos.empresaId, empresaId), eq(contratos.contratoId, contratoId)))
    .for('update');
  if (!c) throw notFound('Contrato não encontrado.');
  return c;
}

/** GET: the company's contracts and which one is current. */
function listarRoute(app: FastifyInstance, db: Db) {
  app.get<{ Params: { empresaId: number } }>(
    base,
    {
      schema: {
        tags,
        summary: 'Os contratos de uma empresa (ADMIN)',
        params,
        response: { 200: lista, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      requireAdmin(request.auth);
      return listar(db, request.params.empresaId);
    },
  );
}

/** POST: a new contract; the company's first, or one sent with atual, becomes the current one. */
function criarRoute(app: FastifyInstance, db: Db) {
  app.post<{ Params: { empresaId: number }; Body: ContratoInput }>(
    base,
    {
      schema: {
        tags,
        summary: 'Novo contrato (ADMIN)',
        description:
          'Só um contrato ativo por empresa (409 em ativo); início ≤ fim (400 em fim). O primeiro contrato da empresa, ou um com atual: true, passa a ser o atual.',
        params,
        body: createContratoBody,
        response,
      },
    },
    async (request) => {
      requireAdmin(request.auth);
      const { empresaId } = request.params;
      const b = request.body;
      const ativo = b.ativo ?? true;
      const inicio = b.inicio ?? null;
      const fim = b.fim ?? null;
      assertDatas(inicio, fim);
      return db.transaction(async (tx) => {
        const e = await lockEmpresa(tx, empresaId);
        const antes = (await listar(tx, empresaId)).contratos;
        if (ativo) await assertUmAtivo(tx, empresaId, null);
        const [novo] = await tx
          .insert(contratos)
          .values({
            empresaId,
            ativo,
            limiteUsuarios: b.limiteUsuarios ?? 1,
            inicio,
            fim,
            valor: b.valor ?? null,
          })
          .returning();
        if (b.atual || e.contratoAtualId === null)
          await tx
            .update(empresas)
            .set({ contratoAtualId: novo!.contratoId })
            .where(eq(empresas.empresaId, empresaId));
        return registrar(request, tx, empresaId, antes, e.contratoAtualId);
      });
    },
  );
}

/** PATCH: the fields sent, under the same rules as a new one. */
function alterarRoute(app: FastifyInstance, db: Db) {
  app.patch<{ Params: { empresaId: number; contratoId: number }; Body: ContratoInput }>(
    `${base}/:contratoId`,
    {
      schema: {
        tags,
        summary: 'Alterar um contrato (ADMIN)',
        description: 'Os campos enviados; as mesmas regras da criação.',
        params: paramsUm,
        body: alterarBody,
        response,
      },
    },
    async (request) => {
      requireAdmin(request.auth);
      const { empresaId, contratoId } = request.params;
      return db.transaction(async (tx) => {
        const e = await lockEmpresa(tx, empresaId);
        const c = await umContrato(tx, empresaId, contratoId);
        const antes = (await listar(tx, empresaId)).contratos;
        const b = request.body;
        const novo = {
          ativo: b.ativo ?? c.ativo,
          limiteUsuarios: b.limiteUsuarios ?? c.limiteUsuarios,
          inicio: b.inicio === undefined ? c.inicio : b.inicio,
          fim: b.fim === undefined ? c.fim : b.fim,
          valor: b.valor === undefined ? c.valor : b.valor,
        };
        assertDatas(novo.inicio, novo.fim);
        if (novo.ativo && !c.ativo) await assertUmAtivo(tx, empresaId, contratoId);
        await tx
          .update(contratos)
          .set({ ...novo, updatedAt: new Date() })
          .where(and(eq(contratos.empresaId, empresaId), eq(contratos.contratoId, contratoId)));
        return registrar(request, tx, empresaId, antes, e.contratoAtualId);
      });
    },
  );
}

/** POST …/encerrar: the contract becomes inactive. */
function encerrarRoute(app: FastifyInstance, db: Db) {
  app.post<UmContrato>(
    `${base}/:contratoId/encerrar`,
    {
      schema: {
        tags,
        summary: 'Encerrar um contrato (ADMIN)',
        description:
          'Deixa-o inativo. A empresa deixa de ter limite de usuários até outro contrato ficar ativo e atual.',
        params: paramsUm,
        response,
      },
    },
    async (request) => {
      requireAdmin(request.auth);
      const { empresaId, contratoId } = request.params;
      return db.transaction(async (tx) => {
        const e = await lockEmpresa(tx, empresaId);
        await umContrato(tx, empresaId, contratoId);
        const antes = (await listar(tx, empresaId)).contratos;
        await tx
          .update(contratos)
          .set({ ativo: false, updatedAt: new Date() })
          .where(and(eq(contratos.empresaId, empresaId), eq(contratos.contratoId, contratoId)));
        return registrar(request, tx, empresaId, antes, e.contratoAtualId);
      });
    },
  );
}

/** POST …/atual: the company's contratoAtualId points at it, and it becomes active. */
function atualRoute(app: FastifyInstance, db: Db) {
  app.post<UmContrato>(
    `${base}/:contratoId/atual`,
    {
      schema: {
        tags,
        summary: 'Tornar um contrato o atual da empresa (ADMIN)',
        description:
          'Aponta contratoAtualId para ele e o deixa ativo: 409 em ativo se outro contrato estiver ativo (encerre-o antes).',
        params: paramsUm,
        response,
      },
    },
    async (request) => {
      requireAdmin(request.auth);
      const { empresaId, contratoId } = request.params;
      return db.transaction(async (tx) => {
        const e = await lockEmpresa(tx, empresaId);
        const c = await umContrato(tx, empresaId, contratoId);
        const antes = (await listar(tx, empresaId)).contratos;
        if (!c.ativo) {
          await assertUmAtivo(tx, empresaId, contratoId);
          await tx
            .update(contratos)
            .set({ ativo: true, updatedAt: new Date() })
            .where(and(eq(contratos.empresaId, empresaId), eq(contratos.contratoId, contratoId)));
        }
        await tx
          .update(empresas)
          .set({ contratoAtualId: contratoId })
          .where(eq(empresas.empresaId, empresaId));
        return registrar(request, tx, empresaId, antes, e.contratoAtualId);
      });
    },
  );
}

export default async function contratosRoutes(app: FastifyInstance) {
  const { db } = app;
  listarRoute(app, db);
  criarRoute(app, db);
  alterarRoute(app, db);
  encerrarRoute(app, db);
  atualRoute(app, db);
}
