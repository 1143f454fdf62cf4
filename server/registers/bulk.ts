import { and, asc, sql } from 'drizzle-orm';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { errorResponses } from '../api-schemas.ts';
import type { Db } from '../db/client.ts';
import { badRequest, conflict, type FieldError, HttpError, notFound } from '../errors.ts';
import { MAX_PAGE } from '../lists/protocol.ts';
import { toFieldErrors } from '../validation-messages.ts';
import type { JsonSchema, RegisterDef } from './definition.ts';
import type { RegisterKit } from './kit.ts';
import { type Row, trimBody } from './records.ts';

/**
 * The most records one bulk edit changes: a whole page of the list (1,000, docs/contrato.md §5), so any selection
 * made on a list fits. Every record takes the whole update path (lock, merge, rules, history) in ONE transaction
 * that holds the rows locked until it ends; 1,000 keeps that to seconds (6.5 s for 1,000 produtos on PGlite
 * with the machine shared, tests/api/bulk.test.ts) instead of minutes of locked rows for "all that match" a
 * filter of 50,000.
 */
export const MAX_BULK = MAX_PAGE;

const INVALID = 'Os dados enviados são inválidos.';

/** The body of a bulk edit, for a register: ids or a list filter, the fields to set, the versions read. */
export interface BulkBody {
  ids?: number[];
  filter?: Record<string, unknown>;
  data: Row;
  versoes?: Record<string, string>;
}

/**
 * What a bulk edit may set: the writable fields a record's PUT takes, a unique one included so that it is refused
 * with its reason (one value cannot be unique in many records) rather than as an unknown field.
 */
function dataSchema(def: RegisterDef): JsonSchema {
  const update = (def.model.updateSchema.properties ?? {}) as Record<string, JsonSchema>;
  const properties: Record<string, JsonSchema> = {};
  for (const field of def.model.fields) {
    if (field.readOnly || field.createOnly) continue;
    const schema = update[field.name];
    if (schema) properties[field.name] = schema;
  }
  return {
    type: 'object',
    additionalProperties: false,
    description: 'Os campos a alterar em todos os registros, com os valores (como no PUT de um registro).',
    properties,
  };
}

/** "o produto “P1 – Pão” (nº 12)" / "a venda “Nº 7 – Ana” (nº 31)": which record stopped the change. */
async function recordName(kit: RegisterKit, request: FastifyRequest, id: number): Promise<string> {
  const { label } = kit.def.model;
  const article = label.gender === 'f' ? 'a' : 'o';
  let shown = '';
  try {
    const row = await kit.find(request, id);
    shown = kit.def.model.represent(kit.toRecord(row)).trim();
  } catch {
    // out of reach (another company's, or gone): named by the id the caller sent, nothing more
  }
  return `${article} ${label.singular.toLowerCase()}${shown ? ` “${shown}”` : ''} (nº ${id})`;
}

/** A refusal of one record, reworded for the whole change: nothing was changed, because of this record. */
async function named(
  error: HttpError,
  kit: RegisterKit,
  request: FastifyRequest,
  id: number,
): Promise<HttpError> {
  const which = await recordName(kit, request, id);
  const { gender } = kit.def.model.label;
  const Which = which.charAt(0).toUpperCase() + which.slice(1);
  if (error.statusCode === 404)
    return notFound(`Nada foi alterado: ${which} não foi encontrad${gender === 'f' ? 'a' : 'o'}.`);
  if (error.statusCode === 409)
    return conflict(
      `Nada foi alterado: ${which} foi alterad${gender === 'f' ? 'a' : 'o'} por outra pessoa depois que a lista foi lida. Atualize a lista e tente de novo.`,
      [{ field: `versoes.${id}`, message: 'Alterado por outra pessoa depois de lido.' }],
    );
  const errors: FieldError[] | undefined = error.errors?.map((e) => ({
    field: e.field,
    message: `${Which}: ${e.message}`,
  }));
  return new HttpError(error.statusCode, `Nada foi alterado: ${which}: ${error.message}`, errors);
}

/** The `lote` body: `ids` or a list `filter`, the `data` every record takes, and optional `versoes`. */
function bulkBodySchema(def: RegisterDef) {
  const INT = { type: 'integer', minimum: 1, maximum: 2147483647 };
  return {
    type: 'object',
    additionalProperties: false,
    required: ['data'],
    properties: {
      ids: { type: 'array', minItems: 1, maxItems: MAX_BULK, items: INT },
      filter: {
        type: 'object',
        description: 'O filtro da lista (como o `filter` do GET, em JSON).',
      },
      data: dataSchema(def),
      versoes: {
        type: 'object',
        maxProperties: MAX_BULK,
        propertyNames: { pattern: '^[1-9][0-9]{0,9}$' },
        additionalProperties: { type: 'string', format: 'date-time' },
      },
    },
  };
}

/** The body's errors: the validation's, then what a schema cannot say (ids or filter, no unique field, some data). */
function bulkErrors(def: RegisterDef, request: FastifyRequest<{ Body: BulkBody }>): FieldError[] {
  const errors = bodyErrors(request);
  if (errors.length > 0) return errors;
  const body = request.body;
  if ((body.ids === undefined) === (body.filter === undefined))
    errors.push({ field: 'ids', message: 'Envie ids ou filter (um dos dois).' });
  const unique = new Set(def.model.fields.filter((f) => f.unique).map((f) => f.name));
  for (const name of Object.keys(body.data))
    if (unique.has(name))
      errors.push({
        field: `data.${name}`,
        message: 'Valor único: não pode ser o mesmo em vários registros.',
      });
  if (Object.keys(body.data).length === 0)
    errors.push({ field: 'data', message: 'Escolha ao menos um campo para alterar.' });
  return errors;
}

/** The keys a list filter selects in the caller's reach; more than MAX_BULK is a 400 saying how many. */
async function idsOfFilter(
  kit: RegisterKit,
  db: Db,
  request: FastifyRequest,
  filter: Record<string, unknown>,
): Promise<number[]> {
  const { def } = kit;
  const query = kit.listQuery({ query: { filter: JSON.stringify(filter) } } as FastifyRequest);
  const where = and(kit.scope(request), query.where);
  const rows = await db
    .select({ key: def.keyColumn })
    .from(def.table)
    .where(where)
    .orderBy(asc(def.keyColumn))
    .limit(MAX_BULK + 1);
  if (rows.length > MAX_BULK) {
    const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(def.table).where(where);
    const total = Number(counted?.total ?? 0).toLocaleString('pt-BR');
    const plural = def.model.label.plural.toLowerCase();
    throw badRequest(INVALID, [
      {
        field: 'filter',
        message: `O filtro seleciona ${total} ${plural}: altere no máximo ${MAX_BULK.toLocaleString('pt-BR')} de uma vez (refine o filtro).`,
      },
    ]);
  }
  return rows.map((r) => Number(r.key));
}

/** Every record through the PUT's update path in ONE transaction; the first refusal undoes all and names it. */
async function updateAll(
  kit: RegisterKit,
  db: Db,
  request: FastifyRequest<{ Body: BulkBody }>,
  ids: number[],
) {
  const body = request.body;
  const versoes = body.versoes ?? {};
  let failed = 0;
  try {
    await db.transaction(async (tx) => {
      for (const id of ids) {
        failed = id;
        const read = versoes[String(id)];
        await kit.update(request, tx, id, {
          ...body.data,
          ...(read ? { updatedAt: read } : {}),
        });
      }
    });
  } catch (error) {
    if (error instanceof HttpError && failed) throw await named(error, kit, request, failed);
    throw error;
  }
}

/** The `lote` answer: `{ alterados: n }`, or a 400 before anything is touched, or the refusal that undid all. */
async function bulkHandler(kit: RegisterKit, db: Db, request: FastifyRequest<{ Body: BulkBody }>) {
  const errors = bulkErrors(kit.def, request);
  if (errors.length > 0) throw badRequest(INVALID, errors);
  const { body } = request;
  const ids = body.ids ? [...new Set(body.ids)] : await idsOfFilter(kit, db, request, body.filter ?? {});
  if (ids.length === 0) return { alterados: 0 };
  // in key order: two bulk edits over the same rows lock them in the same order (no deadlock on PostgreSQL)
  ids.sort((a, b) => a - b);
  await updateAll(kit, db, request, ids);
  return { alterados: ids.length };
}

/**
 * `POST {base}/lote`: one change to many records of a register, in ONE transaction. Each record goes through the
 * same update path as its PUT (kit.update: lock, stale check against `versoes`, merged record judged, references,
 * the register's rules such as a sale's audit lock, history); the first refusal undoes all of it and names the
 * record. Answers `{ alterados: n }`.
 */
export function bulkRoute(app: FastifyInstance, kit: RegisterKit) {
  const { def } = kit;
  app.post<{ Body: BulkBody }>(
    `${kit.base}/lote`,
    {
      preValidation: [
        kit.access(true),
        async (request) => {
          // text trimmed like a PUT's; a required field left blank is "Campo obrigatório."
          const data = (request.body as { data?: unknown } | undefined)?.data;
          blank.set(request, trimBody(def, data));
        },
      ],
      attachValidation: true,
      schema: {
        tags: kit.tags,
        summary: `Alterar ${def.model.label.plural.toLowerCase()} em lote`,
        description: `Os mesmos campos com os mesmos valores em vários registros, numa transação: \`ids\` (no máximo ${MAX_BULK}) ou \`filter\` (o filtro da lista, que não pode selecionar mais de ${MAX_BULK}), \`data\` (os campos, como no PUT; campos únicos não), \`versoes\` (opcional: o updatedAt com que cada registro foi lido, por id). Cada registro passa pelas regras do PUT; se um falhar (409 alterado por outra pessoa, 400, 403, 404), nada muda e a resposta o nomeia. Resposta: \`{ alterados }\`.`,
        params: kit.params(false),
        body: bulkBodySchema(def),
        response: {
          200: {
            type: 'object',
            additionalProperties: false,
            required: ['alterados'],
            properties: { alterados: { type: 'integer', description: 'Quantos registros mudaram.' } },
          },
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    (request) => bulkHandler(kit, app.db, request),
  );
}

/** Required text left blank in `data`, found before validation (trimBody). */
const blank = new WeakMap<FastifyRequest, string[]>();

/** The validation's errors of a bulk body, with blank required text as "Campo obrigatório." at `data.{field}`. */
function bodyErrors(request: FastifyRequest): FieldError[] {
  const failed = request.validationError as FastifyError | undefined;
  const errors = failed?.validation !== undefined ? toFieldErrors(failed.validation) : [];
  for (const field of blank.get(request) ?? []) {
    const at = `data.${field}`;
    const found = errors.find((e) => e.field === at);
    if (found) found.message = 'Campo obrigatório.';
    else errors.push({ field: at, message: 'Campo obrigatório.' });
  }
  return errors;
}
