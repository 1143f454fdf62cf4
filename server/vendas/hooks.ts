import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { hasPermission, requirePermission } from '../access.ts';
import { errorResponses } from '../api-schemas.ts';
import { negociacoes, vendaStatus, vendas } from '../db/generated/registers.ts';
import { badRequest, conflict } from '../errors.ts';
import { filtrosDeVendas } from '../figuras/filtros.ts';
import { somasPelaRegra } from '../figuras/totais.ts';
import type { RegisterHookContext, RegisterHooks, RegisterKit } from '../registers/plugin.ts';
import type { Row } from '../registers/records.ts';
import { contarVendas, somarVendas } from './contagem.ts';
import {
  auditLock,
  checkExtras,
  type Extra,
  type Item,
  nextNumber,
  totalOf,
  vendedorOnCreate,
  vendedorOnUpdate,
  visibleVendas,
} from './rules.ts';

type VendaInsert = typeof vendas.$inferInsert;

/** Number, total, seller, extra fields: what the server sets or checks on a sale it is given (and, on update, has). */
async function prepareVenda(ctx: RegisterHookContext, values: Row, current?: Row): Promise<Row> {
  const out: Row = { ...values };
  if (values.itens !== undefined)
    out.total = await totalOf(
      ctx.db,
      ctx.empresaId,
      values.itens as Item[],
      (current?.itens as Item[] | null | undefined) ?? [],
    );
  if (values.extras !== undefined)
    out.extras = await checkExtras(
      ctx.db,
      ctx.empresaId,
      values.extras as Extra[],
      (current?.extras as Extra[] | null | undefined) ?? [],
    );
  return out;
}

/** AUDITAR_VENDA: marks a sale audited (who, when); after that only auditors change it. DELETE takes it back. */
function auditoriaRoutes(app: FastifyInstance, kit: RegisterKit) {
  const { db } = app;
  const { base, tags } = kit;
  for (const method of ['POST', 'DELETE'] as const) {
    app.route<{ Params: { id: number } }>({
      method,
      url: `${base}/:id/auditoria`,
      preValidation: kit.access(false),
      schema: {
        tags,
        summary: method === 'POST' ? 'Marcar a venda como auditada (AUDITAR_VENDA)' : 'Desfazer a auditoria',
        params: kit.params(true),
        response: { 200: kit.record, ...errorResponses(400, 401, 403, 404) },
      },
      handler: async (request) => {
        const ctx = kit.context(request);
        requirePermission(request.auth, ctx.empresaId, 'AUDITAR_VENDA');
        const current = await kit.find(request, request.params.id);
        return db.transaction(async (tx) => {
          const [row] = (await tx
            .update(vendas)
            .set(
              method === 'POST'
                ? {
                    auditadaEm: kit.now,
                    auditadaPorId: request.auth.usuarioId,
                    updatedAt: kit.bumped,
                  }
                : {
                    auditadaEm: null,
                    auditadaPorId: null,
                    updatedAt: kit.bumped,
                  },
            )
            .where(eq(vendas.vendaId, current.vendaId as number))
            .returning()) as Row[];
          const record = kit.toRecord(row as Row);
          await kit.history(request, 'alterado', kit.toRecord(current), record, tx);
          return record;
        });
      },
    });
  }
}

/** REALIZAR_AUTOMACOES: one status for many selected sales. Audited ones change only for an auditor. */
function statusEmLoteRoute(app: FastifyInstance, kit: RegisterKit) {
  const { db } = app;
  const { base, tags } = kit;
  app.post<{ Params: { empresaId: number }; Body: { ids: number[]; vendaStatusId: number } }>(
    `${base}/status`,
    {
      preValidation: kit.access(false),
      schema: {
        tags,
        summary: 'Mudar o status de várias vendas (REALIZAR_AUTOMACOES)',
        params: kit.params(false),
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['ids', 'vendaStatusId'],
          properties: {
            ids: { type: 'array', minItems: 1, maxItems: 500, items: { type: 'integer', minimum: 1 } },
            vendaStatusId: { type: 'integer', minimum: 1 },
          },
        },
        response: {
          200: {
            type: 'object',
            required: ['alteradas', 'ignoradas'],
            properties: {
              alteradas: { type: 'array', items: { type: 'integer' } },
              ignoradas: {
                type: 'array',
                description: 'As que não mudaram: fora do seu alcance ou auditadas (sem AUDITAR_VENDA).',
                items: { type: 'integer' },
              },
            },
          },
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const ctx = kit.context(request);
      requirePermission(request.auth, ctx.empresaId, 'REALIZAR_AUTOMACOES');
      const { ids, vendaStatusId } = request.body;
      const [status] = await db
        .select({ id: vendaStatus.vendaStatusId })
        .from(vendaStatus)
        .where(
          and(
            eq(vendaStatus.vendaStatusId, vendaStatusId),
            eq(vendaStatus.empresaId, ctx.empresaId),
            isNull(vendaStatus.deletedAt),
          ),
        );
      if (!status)
        throw badRequest('Os dados enviados são inválidos.', [
          { field: 'vendaStatusId', message: 'Registro não encontrado.' },
        ]);
      const auditor = hasPermission(request.auth, ctx.empresaId, 'AUDITAR_VENDA');
      // one transaction: every sale changes with its history entry, or none does
      return db.transaction(async (tx) => {
        // the statuses before, for each sale's history
        const before = new Map(
          (
            await tx
              .select({ id: vendas.vendaId, vendaStatusId: vendas.vendaStatusId })
              .from(vendas)
              .where(and(kit.scope(request), inArray(vendas.vendaId, ids)))
          ).map((r) => [r.id, r.vendaStatusId]),
        );
        const changed = (await tx
          .update(vendas)
          .set({
            vendaStatusId,
            updatedAt: kit.bumped,
          })
          .where(
            and(
              kit.scope(request),
              inArray(vendas.vendaId, ids),
              auditor ? undefined : sql`${vendas.auditadaEm} is null`,
            ),
          )
          .returning({ id: vendas.vendaId })) as Array<{ id: number }>;
        const alteradas = changed.map((r) => r.id).sort((a, b) => a - b);
        for (const id of alteradas)
          await kit.history(
            request,
            'alterado',
            { id, vendaStatusId: before.get(id) ?? null },
            { id, vendaStatusId },
            tx,
          );
        const done = new Set(alteradas);
        return {
          alteradas,
          ignoradas: [...new Set(ids)].filter((id) => !done.has(id)).sort((a, b) => a - b),
        };
      });
    },
  );
}

/** The total of the sales a list filter selects (the sales list shows it under the filters). */
function totalRoute(app: FastifyInstance, kit: RegisterKit) {
  const { db } = app;
  const { base, tags } = kit;
  app.get<{ Params: { empresaId: number }; Querystring: { filter?: string } }>(
    `${base}/total`,
    {
      preValidation: kit.access(false),
      schema: {
        tags,
        summary: 'Quantidade e valor total das vendas do filtro',
        params: kit.params(false),
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { filter: { type: 'string', description: 'O mesmo filtro da lista' } },
        },
        description:
          'A regra dos totais: vendas em status que cancela (cancela) ficam fora de quantidade e total, e são contadas à parte em foraDosTotais.',
        response: {
          200: {
            type: 'object',
            required: ['quantidade', 'total', 'foraDosTotais'],
            properties: {
              quantidade: { type: 'integer' },
              total: { type: 'number' },
              foraDosTotais: {
                type: 'object',
                required: ['quantidade', 'total'],
                properties: { quantidade: { type: 'integer' }, total: { type: 'number' } },
              },
            },
          },
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const query = kit.listQuery(request);
      const kept = await somarVendas(kit.context(request), query.filter);
      if (kept) return kept;
      const [row] = await db
        .select(somasPelaRegra(vendas))
        .from(vendas)
        .where(and(kit.scope(request), query.where));
      return {
        quantidade: Number(row?.quantidade ?? 0),
        total: Number(row?.total ?? 0),
        foraDosTotais: { quantidade: Number(row?.foraQuantidade ?? 0), total: Number(row?.foraTotal ?? 0) },
      };
    },
  );
}

function vendasRoutes(app: FastifyInstance, kit: RegisterKit) {
  auditoriaRoutes(app, kit);
  statusEmLoteRoute(app, kit);
  totalRoute(app, kit);
}

/** Sales: who sees and changes which (docs/produto.md §6 as README.md reads it), numbers, totals, extra fields, audit. */
export const vendasHooks: RegisterHooks = {
  filledOnCreate: ['vendedorId'],
  // the number too: "1234" finds sale nº 1234 (and documents containing 1234); punctuation of a typed CPF is ignored
  search(q) {
    const digits = q.replace(/[.\-/\s]/g, '');
    if (!/^\d+$/.test(digits)) return undefined;
    // a whole CPF or CNPJ as typed, with its dots and dashes (documents are stored as digits)
    if (digits.length === 11 || digits.length === 14) return eq(vendas.clienteDocumento, digits);
    return digits.length <= 9 ? eq(vendas.numero, Number(digits)) : undefined;
  },
  visible: (ctx) => visibleVendas(ctx, { vendedorId: vendas.vendedorId, equipeId: vendas.equipeId }),
  filters: filtrosDeVendas,
  count: contarVendas,
  async beforeCreate(ctx, values) {
    const withSeller = await vendedorOnCreate(ctx, values);
    const ready = await prepareVenda(ctx, { extras: [], ...withSeller });
    return {
      ...ready,
      numero: await nextNumber(ctx.db, ctx.empresaId, 'vendas'),
      auditadaEm: null,
      auditadaPorId: null,
    };
  },
  async beforeUpdate(ctx, values, _body, current) {
    auditLock(ctx, current);
    vendedorOnUpdate(ctx, values, current);
    return prepareVenda(ctx, values, current);
  },
  async beforeDelete(ctx, current) {
    auditLock(ctx, current);
  },
  routes: vendasRoutes,
};

function negociacoesRoutes(app: FastifyInstance, kit: RegisterKit) {
  const { db } = app;
  // the body is a sale's, without what the negotiation gives (customer, seller, team), which it may still override
  const vendaWrite = kit.kitOf('vendas').def.model.writeSchema;
  const fromNegociacao = ['clienteNome', 'clienteDocumento', 'vendedorId'];
  const conversao = {
    ...vendaWrite,
    title: 'Venda (conversão de negociação)',
    required: ((vendaWrite.required as string[] | undefined) ?? []).filter(
      (f) => !fromNegociacao.includes(f),
    ),
  };
  // "converter em venda": the sale is created from the body (the sale form, prefilled from the negotiation by the
  // screen) with the negotiation's customer, seller and team; both are linked and the negotiation is won.
  app.post<{ Params: { empresaId: number; id: number }; Body: Row }>(
    `${kit.base}/:id/converter`,
    {
      preValidation: kit.access(false),
      schema: {
        tags: kit.tags,
        summary: 'Converter a negociação em venda',
        description:
          'Cria a venda (corpo como o POST de vendas; o cliente, o vendedor e a equipe vêm da negociação quando não enviados), liga as duas e marca a negociação como ganha.',
        params: kit.params(true),
        body: conversao,
        response: {
          201: {
            type: 'object',
            required: ['venda', 'negociacao'],
            properties: { venda: { $ref: 'Venda#' }, negociacao: kit.record },
          },
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const ctx = kit.context(request);
      const vendasKit = kit.kitOf('vendas');
      const negociacao = await kit.find(request, request.params.id);
      if (negociacao.vendaId) throw conflict('Esta negociação já foi convertida em venda.');
      const body: Row = {
        clienteNome: negociacao.clienteNome,
        clienteDocumento: negociacao.clienteDocumento,
        clienteTelefone: negociacao.clienteTelefone,
        clienteEmail: negociacao.clienteEmail,
        vendedorId: negociacao.vendedorId,
        equipeId: negociacao.equipeId,
        ...request.body,
      };
      if (typeof body.clienteDocumento !== 'string')
        throw badRequest('Os dados enviados são inválidos.', [
          { field: 'clienteDocumento', message: 'Informe o CPF ou CNPJ do cliente para registrar a venda.' },
        ]);
      await vendasKit.checkReferences(ctx.empresaId, body);
      const now = vendasKit.now;
      const result = await db.transaction(async (tx) => {
        const txCtx = { ...ctx, db: tx };
        const values = {
          ...vendasKit.values(body, 'create'),
          empresaId: ctx.empresaId,
          createdAt: now,
          updatedAt: now,
        };
        const ready = await vendasHooks.beforeCreate?.(txCtx, values, body);
        // the engine's values, ready: the sale's columns, the server's own (number, total) set by beforeCreate
        const nova: VendaInsert = {
          ...(ready as VendaInsert),
          negociacaoId: negociacao.negociacaoId as number,
        };
        const [sale] = (await tx.insert(vendas).values(nova).returning()) as Row[];
        if (!sale) throw new Error('conversão: a venda não foi criada');
        const [won] = (await tx
          .update(negociacoes)
          .set({
            vendaId: sale.vendaId as number,
            etapa: 'GANHA',
            updatedAt: kit.bumped,
          })
          .where(
            and(
              eq(negociacoes.negociacaoId, negociacao.negociacaoId as number),
              sql`${negociacoes.vendaId} is null`,
            ),
          )
          .returning()) as Row[];
        if (!won) throw conflict('Esta negociação já foi convertida em venda.');
        const venda = vendasKit.toRecord(sale);
        const ganha = kit.toRecord(won);
        await vendasKit.history(request, 'criado', undefined, venda, tx);
        await kit.history(request, 'alterado', kit.toRecord(negociacao), ganha, tx);
        return { venda, negociacao: ganha };
      });
      reply.status(201);
      return result;
    },
  );
}

/** Negotiations: the same reach and seller rules as sales, and the conversion into one. */
export const negociacoesHooks: RegisterHooks = {
  filledOnCreate: ['vendedorId'],
  visible: (ctx) =>
    visibleVendas(ctx, { vendedorId: negociacoes.vendedorId, equipeId: negociacoes.equipeId }),
  beforeCreate: (ctx, values) => vendedorOnCreate(ctx, values),
  async beforeUpdate(ctx, values, _body, current) {
    vendedorOnUpdate(ctx, values, current);
    return values;
  },
  routes: negociacoesRoutes,
};
