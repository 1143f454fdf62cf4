import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorResponses } from '../api-schemas.ts';
import type { Db } from '../db/client.ts';
import { historico, perfis, usuarios } from '../db/schema.ts';
import type { ApiRecord } from './records.ts';

/** What happened to a record, in the words the API answers (docs/contrato.md §5 `acao`). */
export const ACTIONS = ['criado', 'alterado', 'excluido', 'restaurado'] as const;
export type HistoryAction = (typeof ACTIONS)[number];

/** Each changed field as [before, after]. */
export type ChangedFields = Record<string, [unknown, unknown]>;

/** Bookkeeping every record carries: not a change anyone made to its content. */
const BOOKKEEPING = new Set(['id', 'createdAt', 'updatedAt', 'deletedAt']);

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields that differ between two versions of a record (the API's records, as GET answers them): on create
 * `before` is undefined and every field given is listed with `null` before it.
 *
 * @example changedFields({ nome: 'A', preco: 1 }, { nome: 'B', preco: 1 }) // { nome: ['A', 'B'] }
 */
export function changedFields(before: ApiRecord | undefined, after: ApiRecord, key?: string): ChangedFields {
  const out: ChangedFields = {};
  const names = new Set([...Object.keys(before ?? {}), ...Object.keys(after)]);
  for (const name of names) {
    if (BOOKKEEPING.has(name) || name === key) continue;
    const was = before?.[name] ?? null;
    const now = after[name] ?? null;
    if (before === undefined && now === null) continue;
    if (!same(was, now)) out[name] = [was, now];
  }
  return out;
}

export interface HistoryEntry {
  empresaId: number | null;
  recurso: string;
  registroId: number;
  usuarioId: number | null;
  acao: HistoryAction;
  campos: ChangedFields;
}

/** Writes one entry; an update that changed nothing but bookkeeping writes none. */
export async function writeHistory(db: Db, entry: HistoryEntry): Promise<void> {
  if (entry.acao === 'alterado' && Object.keys(entry.campos).length === 0) return;
  await db.insert(historico).values({
    empresaId: entry.empresaId,
    recurso: entry.recurso,
    registroId: entry.registroId,
    usuarioId: entry.usuarioId,
    acao: entry.acao,
    campos: entry.campos,
    em: sql`date_trunc('milliseconds', now())`,
  });
}

/** Everything a register's route needs to write the history of the record it changed. */
export type HistoryWriter = (
  request: FastifyRequest,
  acao: HistoryAction,
  before: ApiRecord | undefined,
  after: ApiRecord,
  /** The transaction that made the change: the entry is written with it, or not at all. */
  tx: Db,
) => Promise<void>;

/** The history writer of one register: who (the signed-in user), where (the path's company), which record. */
export function historyWriter(resource: string, key: string, scoped: boolean): HistoryWriter {
  return async (request, acao, before, after, tx) => {
    const params = request.params as { empresaId?: string | number };
    const registroId = Number(after[key] ?? after.id);
    if (!Number.isInteger(registroId)) return;
    await writeHistory(tx, {
      empresaId: scoped ? Number(params.empresaId) : null,
      recurso: resource,
      registroId,
      usuarioId: request.auth?.usuarioId ?? null,
      acao,
      campos: acao === 'criado' || acao === 'alterado' ? changedFields(before, after, key) : {},
    });
  };
}

export const historyEntrySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['em', 'usuario', 'acao', 'campos'],
  properties: {
    em: { type: 'string', format: 'date-time' },
    usuario: {
      type: ['object', 'null'],
      additionalProperties: false,
      required: ['usuarioId', 'nomeCompleto'],
      properties: { usuarioId: { type: 'integer' }, nomeCompleto: { type: 'string' } },
    },
    acao: { type: 'string', enum: ACTIONS },
    campos: {
      type: 'object',
      description: 'Cada campo alterado como [antes, depois].',
      additionalProperties: { type: 'array', minItems: 2, maxItems: 2, items: {} },
    },
  },
} as const;

/** The most entries one answer carries, newest first. */
const HISTORY_LIMIT = 200;

/**
 * The name a company sees for a person: their own once they accepted its invitation (or when they hold no profile
 * there: a platform admin), else the one the company typed on the profile. A pending invitee from another tenant
 * who refused, say, is named as the company knows them, never by their real name.
 */
export const nomeVisto = (
  perfil: { perfilId: PgColumn; aceito: PgColumn; nome: PgColumn },
  usuario: { nomeCompleto: PgColumn },
) =>
  sql<string>`case when ${perfil.perfilId} is null or ${perfil.aceito} then ${usuario.nomeCompleto} else ${perfil.nome} end`;

/**
 * History entries with `fields` and who made each: `usuarioId`, and `nomeCompleto` as `empresaId` sees them
 * (`nomeVisto`; null: the platform's, the person's own name). The caller adds its where, order and limit.
 */
export function entriesWithActor<T extends Record<string, PgColumn | SQL.Aliased | SQL>>(
  db: Db,
  fields: T,
  empresaId: number | null,
) {
  const ator = alias(perfis, 'ator');
  return db
    .select({
      ...fields,
      usuarioId: usuarios.usuarioId,
      nomeCompleto: empresaId === null ? usuarios.nomeCompleto : nomeVisto(ator, usuarios),
    })
    .from(historico)
    .leftJoin(usuarios, eq(usuarios.usuarioId, historico.usuarioId))
    .leftJoin(
      ator,
      empresaId === null
        ? sql`false`
        : and(eq(ator.usuarioId, historico.usuarioId), eq(ator.empresaId, empresaId)),
    );
}

/**
 * The entries `where` selects, newest first (at most HISTORY_LIMIT), in the answer of `…/{id}/historico`: who made
 * each (named as `empresaId` sees them; null for the platform's), when, the action and the fields.
 */
export async function readHistory(db: Db, where: SQL, empresaId: number | null) {
  const rows = await entriesWithActor(
    db,
    { em: historico.em, acao: historico.acao, campos: historico.campos },
    empresaId,
  )
    .where(where)
    .orderBy(desc(historico.em), desc(historico.historicoId))
    .limit(HISTORY_LIMIT);
  return rows.map((r) => ({
    em: r.em.toISOString(),
    usuario: r.usuarioId === null ? null : { usuarioId: r.usuarioId, nomeCompleto: r.nomeCompleto ?? '' },
    acao: r.acao,
    campos: r.campos,
  }));
}

/**
 * `GET …/{resource}/{id}/historico` (docs/contrato.md §5): the record's changes, newest first, for whoever may read the
 * record (`reach` answers 404 otherwise, in or out of the trash).
 */
export function historyRoute(
  app: FastifyInstance,
  options: {
    base: string;
    tags: string[];
    resource: string;
    scoped: boolean;
    params: object;
    access: (request: FastifyRequest) => Promise<void>;
    reach: (request: FastifyRequest, id: number) => Promise<void>;
  },
) {
  const { db } = app;
  app.get<{ Params: { empresaId?: number; id: number } }>(
    `${options.base}/:id/historico`,
    {
      preValidation: options.access,
      schema: {
        tags: options.tags,
        summary: 'Histórico de alterações do registro',
        description: `Do mais recente ao mais antigo (no máximo ${HISTORY_LIMIT}): quando, quem, o quê e cada campo como [antes, depois].`,
        params: options.params,
        response: {
          200: { type: 'array', items: historyEntrySchema },
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const { id, empresaId } = request.params;
      await options.reach(request, id);
      return readHistory(
        db,
        and(
          eq(historico.recurso, options.resource),
          eq(historico.registroId, id),
          options.scoped ? eq(historico.empresaId, Number(empresaId)) : isNull(historico.empresaId),
        ) as SQL,
        options.scoped ? Number(empresaId) : null,
      );
    },
  );
}
