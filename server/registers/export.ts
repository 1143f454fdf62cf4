import { Readable } from 'node:stream';
import { and, asc, desc, eq, getTableColumns, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Papa from 'papaparse';
import { CSV_FORMAT, cellText, exportFields, type ReferenceNamer } from '../../core/schema/csv.ts';
import { fieldLabel } from '../../core/schema/labels.ts';
import type { FieldModel, RegisterModel } from '../../core/schema/model.ts';
import { errorResponses } from '../api-schemas.ts';
import type { Db } from '../db/client.ts';
import { perfis, usuarios } from '../db/schema.ts';
import { invalid, parseSortPair } from '../lists/protocol.ts';
import type { RegisterKit } from './kit.ts';
import type { Row } from './records.ts';

// `GET …/{resource}/export` (docs/contrato.md §5): every row the list's filter matches, as a CSV for Excel in Brazil,
// streamed. Memory stays flat whatever the size: rows are read a batch at a time by keyset pagination (never a
// cursor or a transaction held open: PGlite is one connection, and every other request would wait), each batch
// is written before the next is read, and a slow client slows the reading (backpressure) rather than filling the
// server's memory. A client that goes away stops it.

/** Rows per query: big enough that the per-query cost vanishes, small enough that a batch is a few hundred kB. */
export const EXPORT_BATCH = 1000;

/** The query of an export: the list's, plus the columns to write. */
export const exportQuerystring = {
  type: 'object',
  additionalProperties: false,
  properties: {
    filter: { type: 'string', description: 'JSON, como na lista: por exemplo {"q":"plano","ativo":true}' },
    sort: { type: 'string', description: 'JSON, como na lista: por exemplo ["nome","ASC"]' },
    columns: {
      type: 'string',
      description: 'Os campos, separados por vírgula, na ordem das colunas (padrão: as colunas da lista).',
    },
  },
} as const;

/** The file's name: `produtos-2026-11-24.csv` (the server's calendar day). */
export function exportFilename(name: string, today = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${name}-${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}.csv`;
}

/**
 * The columns of an export: those named in `columns` (the list's visible ones, in their order), each a field the
 * caller may read, or a 400 at `columns`; without it, the id and the list's columns.
 */
export function exportColumns(
  readable: readonly FieldModel[],
  defaults: readonly string[],
  raw: string | undefined,
): FieldModel[] {
  const byName = new Map(readable.map((f) => [f.name, f]));
  if (raw === undefined || raw.trim() === '')
    return [...new Set(defaults)].flatMap((n) => (byName.has(n) ? [byName.get(n) as FieldModel] : []));
  const names = raw.split(',').map((n) => n.trim());
  if (names.length > byName.size || raw.length > 4000)
    throw invalid('columns', 'Colunas demais: informe cada campo uma vez.');
  const unknown = names.filter((n) => !byName.has(n));
  if (unknown.length > 0) {
    const shown = unknown[0]?.slice(0, 40).replace(/[^\p{L}\p{N}_-]/gu, '?');
    throw invalid('columns', `Coluna desconhecida: ${shown || '(vazia)'}.`);
  }
  if (new Set(names).size !== names.length) throw invalid('columns', 'Cada coluna pode aparecer uma vez só.');
  return names.map((n) => byName.get(n) as FieldModel);
}

/**
 * Sends a CSV built batch by batch: the BOM and the titles, then each batch's lines as `next` answers them, until
 * it answers null. `next` is called only when the client has taken what was written (the Readable's read()),
 * and never again once the client has gone.
 */
export function sendCsv(
  reply: FastifyReply,
  filename: string,
  titles: readonly string[],
  next: () => Promise<readonly (readonly string[])[] | null>,
  first?: readonly (readonly string[])[] | null,
): FastifyReply {
  let gone = false;
  reply.raw.once('close', () => {
    gone = !reply.raw.writableFinished;
  });
  async function* chunks() {
    yield Buffer.from(`\uFEFF${Papa.unparse([titles as string[]], CSV_FORMAT)}\r\n`, 'utf8');
    let batch = first === undefined ? await next() : first;
    while (batch && batch.length > 0 && !gone) {
      yield Buffer.from(`${Papa.unparse(batch as string[][], CSV_FORMAT)}\r\n`, 'utf8');
      // a turn of the event loop between batches: other requests, and a client's going away, are heard even
      // while the socket takes every byte at once (PGlite answers in the same thread, without one)
      await new Promise((resolve) => setImmediate(resolve));
      if (gone) return;
      batch = await next();
    }
  }
  reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${filename}"`)
    .header('Cache-Control', 'no-store')
    .header('X-Content-Type-Options', 'nosniff');
  // objectMode off: the stream buffers 64 kB at most before it stops asking for the next batch
  return reply.send(Readable.from(chunks(), { objectMode: false, highWaterMark: 64 * 1024 }));
}

// ---------------------------------------------------------------------------------------------------------------
// Keyset pagination

/** One pass of the order: the rows where the sort column is null, or those where it is not. */
export interface Phase {
  where: SQL | undefined;
  /** What the order compares, the key last; all in one direction. */
  by: Array<SQL | PgColumn>;
  /** How each is cast back from text for the next batch's bound (the key's is its value). */
  types: string[];
}

/**
 * The list's order (server/registers/query.ts parseSort: text without accents and case, then the column, then
 * the key) as keyset passes. PostgreSQL puts nulls last going up and first going down; a row comparison cannot
 * say that, so the nulls are a pass of their own, ordered by the key.
 */
function phasesOf(kit: RegisterKit, sortRaw: string | undefined): { phases: Phase[]; up: boolean } {
  const { def } = kit;
  const [sent, order] = parseSortPair(sortRaw, [def.model.defaultSort.field, def.model.defaultSort.order]);
  const up = order === 'ASC';
  const name = sent === 'id' ? def.key : sent;
  const keyOnly: Phase = { where: undefined, by: [def.keyColumn], types: [] };
  const field = def.fields.get(name);
  if (name === def.key || !field) return { phases: [keyOnly], up };
  const column = field.column;
  const type = column.getSQLType();
  const values: Phase = {
    where: column.notNull ? undefined : isNotNull(column),
    by: field.text
      ? [sql`f_unaccent(lower(${column})) collate "C"`, column, def.keyColumn]
      : [column, def.keyColumn],
    types: field.text ? ['text', type] : [type],
  };
  if (!values.where) return { phases: [values], up };
  const nulls: Phase = { where: isNull(column), by: [def.keyColumn], types: [] };
  return { phases: up ? [values, nulls] : [nulls, values], up };
}

/** A table read in key order: its key and the columns to answer. */
export interface KeysetSource {
  table: PgTable;
  key: string;
  keyColumn: PgColumn;
  /** What each row answers, by property (the key included). */
  columns: Record<string, PgColumn>;
}

/**
 * A function answering the next batch of rows of `where`, in the given order, each query starting after the
 * last row of the one before: no offset to skip, no cursor or transaction to hold between batches (the database
 * serves other requests in between), and a row is never seen twice.
 */
export function keysetReader(
  db: Db,
  source: KeysetSource,
  where: SQL | undefined,
  order: { phases: Phase[]; up: boolean },
) {
  const { phases, up } = order;
  const direction = up ? asc : desc;
  let index = 0;
  let after: unknown[] | undefined;
  return async function next(): Promise<Row[] | null> {
    while (index < phases.length) {
      const phase = phases[index] as Phase;
      // the sort values as text: they come back exact (microseconds, numerics), cast to their type in the bound
      const extra = phase.types.map((_, i) => sql<string>`(${phase.by[i]})::text`);
      const select: Record<string, PgColumn | SQL> = { ...source.columns };
      extra.forEach((e, i) => {
        select[`__k${i}`] = e;
      });
      let bound: SQL | undefined;
      if (after) {
        const values = after.map((v, i) => {
          const type = phase.types[i];
          return type ? sql`cast(${v} as ${sql.raw(type)})` : sql`${v}`;
        });
        bound = up
          ? sql`(${sql.join(phase.by, sql`, `)}) > (${sql.join(values, sql`, `)})`
          : sql`(${sql.join(phase.by, sql`, `)}) < (${sql.join(values, sql`, `)})`;
      }
      const rows = (await db
        .select(select)
        .from(source.table)
        .where(and(where, phase.where, bound))
        .orderBy(...phase.by.map((b) => direction(b)))
        .limit(EXPORT_BATCH)) as Row[];
      const last = rows[rows.length - 1];
      if (last) after = [...phase.types.map((_, i) => last[`__k${i}`]), last[source.key]];
      if (rows.length < EXPORT_BATCH) {
        index += 1;
        after = undefined;
      }
      for (const row of rows) for (let i = 0; i < extra.length; i++) delete row[`__k${i}`];
      if (rows.length > 0) return rows;
    }
    return null;
  };
}

/** The keyset order of one column then the key (both never null), or of the key alone. */
export function columnOrder(column: PgColumn, key: PgColumn, up: boolean): { phases: Phase[]; up: boolean } {
  if (column === key) return { phases: [{ where: undefined, by: [key], types: [] }], up };
  return { phases: [{ where: undefined, by: [column, key], types: [column.getSQLType()] }], up };
}

// ---------------------------------------------------------------------------------------------------------------
// Reference names

/** Every (resource, id) a value of this field points at, nested items and objects included. */
function collectReferences(field: FieldModel, value: unknown, add: (resource: string, id: number) => void) {
  if (value === null || value === undefined) return;
  if (field.reference && typeof value === 'number') add(field.reference.resource, value);
  else if (Array.isArray(value) && field.items)
    for (const item of value)
      if (item && typeof item === 'object')
        for (const sub of field.items) collectReferences(sub, (item as Row)[sub.name], add);
  if (field.properties && typeof value === 'object' && !Array.isArray(value))
    for (const sub of field.properties) collectReferences(sub, (value as Row)[sub.name], add);
}

/**
 * The names of the records a batch points at: one query per referenced register, never one per row. A register's
 * record reads as its recordRepresentation (in the trash too: an old sale still names its product); a profile by
 * its name; a user, in a company, by the name of their profile there (what the company itself typed, docs/contrato.md §4).
 */
async function namesOf(
  db: Db,
  kit: RegisterKit,
  empresaId: number,
  wanted: Map<string, Set<number>>,
): Promise<ReferenceNamer> {
  const names = new Map<string, Map<number, string>>();
  await Promise.all(
    [...wanted].map(async ([resource, set]) => {
      const ids = [...set];
      const found = new Map<number, string>();
      names.set(resource, found);
      if (ids.length === 0) return;
      if (resource === 'perfis' || (resource === 'usuarios' && empresaId > 0)) {
        const key = resource === 'perfis' ? perfis.perfilId : perfis.usuarioId;
        const rows = await db
          .select({ id: key, nome: perfis.nome })
          .from(perfis)
          .where(and(inArray(key, ids), empresaId > 0 ? eq(perfis.empresaId, empresaId) : undefined));
        for (const r of rows) if (r.id !== null) found.set(r.id, r.nome);
        return;
      }
      if (resource === 'usuarios') {
        const rows = await db
          .select({ id: usuarios.usuarioId, nome: usuarios.nomeCompleto })
          .from(usuarios)
          .where(inArray(usuarios.usuarioId, ids));
        for (const r of rows) found.set(r.id, r.nome);
        return;
      }
      let target: RegisterKit;
      try {
        target = kit.kitOf(resource);
      } catch {
        return; // not a register served here: the id stays
      }
      const { def, model } = { def: target.def, model: target.def.model };
      const columns = getTableColumns(def.table) as Record<string, PgColumn>;
      const select: Record<string, PgColumn> = { [def.key]: def.keyColumn };
      for (const name of model.representationFields) if (columns[name]) select[name] = columns[name];
      const rows = (await db
        .select(select)
        .from(def.table)
        .where(
          and(
            inArray(def.keyColumn, ids),
            def.empresaColumn && empresaId > 0 ? eq(def.empresaColumn, empresaId) : undefined,
          ),
        )) as Row[];
      for (const row of rows) found.set(Number(row[def.key]), model.represent(target.toRecord(row)));
    }),
  );
  return (resource, id) => names.get(resource)?.get(Number(id));
}

/** A batch of records as CSV cells, the references named (looked up for the whole batch at once). */
export async function batchCells(
  db: Db,
  kit: RegisterKit,
  empresaId: number,
  fields: readonly FieldModel[],
  records: readonly Row[],
): Promise<string[][]> {
  const wanted = new Map<string, Set<number>>();
  const add = (resource: string, id: number) => {
    const set = wanted.get(resource) ?? new Set<number>();
    wanted.set(resource, set);
    set.add(id);
  };
  for (const record of records) for (const f of fields) collectReferences(f, record[f.name], add);
  const nameOf = await namesOf(db, kit, empresaId, wanted);
  return records.map((record) => fields.map((f) => cellText(f, record[f.name], nameOf)));
}

// ---------------------------------------------------------------------------------------------------------------
// The route

/** The list's columns by default: the id first, then the schema's x-list ones. */
function defaultColumns(model: RegisterModel): string[] {
  return ['id', ...model.listColumns.map((f) => f.name)];
}

/**
 * `GET {base}/export` of a register: the same access, scope (company, trash excluded, the register's visible rule:
 * a seller's own sales), filter and sort as the list, and no page cap.
 */
export function exportRoute(app: FastifyInstance, kit: RegisterKit) {
  const { def, base, tags } = kit;
  const { db } = app;
  const plural = def.model.label.plural.toLowerCase();
  const readable = exportFields(def.model);
  app.get(
    `${base}/export`,
    {
      preValidation: kit.access(false),
      schema: {
        tags,
        summary: `Exportar ${plural} (CSV)`,
        description:
          'Todas as linhas que o filtro da lista encontra, na ordem da lista, em CSV para o Excel no Brasil (UTF-8 com BOM, `;`, vírgula decimal, dd/mm/aaaa), enviadas aos poucos, sem limite de página. `columns`: os campos das colunas visíveis.',
        params: kit.params(false),
        querystring: exportQuerystring,
        produces: ['text/csv'],
        response: {
          200: { description: 'O arquivo CSV', content: { 'text/csv': { schema: { type: 'string' } } } },
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request: FastifyRequest, reply) => {
      const query = request.query as { filter?: string; sort?: string; columns?: string };
      // the list's own checks: a filter or sort the list refuses is refused here too, with the same 400
      const { where } = kit.listQuery(request);
      const fields = exportColumns(readable, defaultColumns(def.model), query.columns);
      const { empresaId } = kit.context(request);
      // only what the file shows (a sale's items are not parsed for a list of numbers and names)
      const columns: Record<string, PgColumn> = { [def.key]: def.keyColumn };
      for (const f of fields) {
        const column = def.fields.get(f.name)?.column;
        if (column) columns[f.name] = column;
      }
      const next = keysetReader(
        db,
        { table: def.table, key: def.key, keyColumn: def.keyColumn, columns },
        and(kit.scope(request), where),
        phasesOf(kit, query.sort),
      );
      const batch = async () => {
        const rows = await next();
        return rows ? batchCells(db, kit, empresaId, fields, rows.map(kit.toRecord)) : null;
      };
      // the first batch before the answer starts: a failure then is still a proper error answer
      const first = await batch();
      return sendCsv(
        reply,
        exportFilename(def.resource),
        fields.map((f) => fieldLabel(def.model, f)),
        batch,
        first,
      );
    },
  );
}
