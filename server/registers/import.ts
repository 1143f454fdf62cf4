import { and, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import Papa from 'papaparse';
import {
  type CellParse,
  cellText,
  columnFields,
  decodeCsv,
  looseKey,
  parseCell,
  type ReferenceFinder,
  type ReferenceNamer,
  referenceOf,
} from '../../core/schema/csv.ts';
import { fieldLabel } from '../../core/schema/labels.ts';
import type { FieldModel } from '../../core/schema/model.ts';
import type { Db } from '../db/client.ts';
import { perfis } from '../db/schema.ts';
import { badRequest, type FieldError, HttpError } from '../errors.ts';
import { textProblem } from '../input-guard.ts';
import { toFieldErrors } from '../validation-messages.ts';
import type { RegisterKit } from './kit.ts';
import { errorText, pgErrorOf } from './pg-errors.ts';
import { type Row, trimBody } from './records.ts';

// `POST …/{resource}/import[?dryRun=1]` (docs/contrato.md §5): a CSV in the export's format, each row judged exactly as a
// POST (a new record) or a partial PUT (a record its key already names) would be: the same compiled validator of
// the route's schema (strict types, NUL, trimming), blank required text, references in the company's reach, unique
// values, the register's rules (a sale's number and total) and the history entry. All rows run in one transaction,
// each in a savepoint so one bad row does not hide the next one's verdict; the transaction is rolled back on a dry
// run or when any row failed, so the file is imported whole or not at all.

/** The largest file taken: a catalogue of tens of thousands of rows, well under what a request may hold in memory. */
export const IMPORT_BODY_LIMIT = 20 * 1024 * 1024;
/** The most data rows a file may have: one transaction holds them all (PGlite serves nothing else meanwhile). */
export const IMPORT_MAX_ROWS = 10_000;
/** A cell larger than this is a mistake (a whole file pasted into one cell), refused before it is read. */
const CELL_MAX = 100_000;

const INVALID = 'Os dados enviados são inválidos.';

/** One row's verdict: `criar`, `alterar`, `manter` (its record already holds what it says) or `erro`. */
export interface RowVerdict {
  linha: number;
  acao: 'criar' | 'alterar' | 'manter' | 'erro';
  id?: number;
  errors?: FieldError[];
}

/** Thrown inside the transaction to undo it (a dry run, or a file with errors) and carry the verdicts out. */
class Undo extends Error {}

const errorItem = {
  type: 'object',
  required: ['field', 'message'],
  properties: {
    field: {
      type: 'string',
      description: 'O campo (itens.0.produtoId dentro de uma lista); vazio: a linha toda.',
    },
    linha: { type: 'integer', description: 'A linha da planilha (o cabeçalho é a linha 1).' },
    message: { type: 'string' },
  },
} as const;

const DESCRIPTION = `Um CSV no formato da exportação (Content-Type: text/csv; UTF-8, com ou sem BOM; \`;\` ou \`,\` entre as células), até ${IMPORT_MAX_ROWS.toLocaleString('pt-BR')} linhas e ${IMPORT_BODY_LIMIT / 1024 / 1024} MB.

A primeira linha nomeia as colunas pelo título que a exportação escreve (sem diferença de maiúsculas e acentos) ou pelo nome do campo; uma coluna desconhecida é um 400 que a nomeia (o cliente remove as colunas que o usuário mandou ignorar). Colunas só de leitura (Criado em, Total …) são ignoradas.

Cada linha é julgada como um POST (registro novo) ou um PUT parcial (registro existente): mesma validação, referências no alcance da empresa, valores únicos e regras do cadastro (o número e o total de uma venda). Uma linha altera o registro que a coluna ID nomeia (da empresa) ou, sem ID, o que tem o mesmo valor num campo único (Código, Nome, Número …); só os campos cujo texto mudou são alterados. Senão, cria. Referências pelo nome do registro (como na exportação; um nome de dois registros é um erro: use o ID).

\`dryRun=1\`: nada muda; a resposta dá o veredito de cada linha ({ criar, alterar, manter, erros, linhas: [{ linha, acao, errors? }] }). Sem dryRun: todas as linhas numa transação, ou nenhuma: 400 { message, errors: [{ field, linha, message }] } com cada erro na sua linha (o cabeçalho é a linha 1) e campo; sucesso: { criados, alterados, mantidos }.`;

/** Mounts the import of one register: a scope of its own, so only it parses text/csv bodies. */
export function importRoute(app: FastifyInstance, kit: RegisterKit) {
  app.register(async (scoped) => {
    scoped.addContentTypeParser(
      'text/csv',
      { parseAs: 'buffer', bodyLimit: IMPORT_BODY_LIMIT },
      (_request, body, done) => done(null, decodeCsv(body as Buffer)),
    );
    route(scoped, kit);
  });
}

/** The import's answer schema: a dry run's verdicts or the counts written, and the errors' shape. */
const importResponses = {
  200: {
    type: 'object',
    properties: {
      criar: { type: 'integer' },
      alterar: { type: 'integer' },
      manter: { type: 'integer' },
      erros: { type: 'integer', description: 'Linhas com erro' },
      linhas: {
        type: 'array',
        items: {
          type: 'object',
          required: ['linha', 'acao'],
          properties: {
            linha: { type: 'integer' },
            acao: { type: 'string', enum: ['criar', 'alterar', 'manter', 'erro'] },
            id: { type: 'integer' },
            errors: { type: 'array', items: errorItem },
          },
        },
      },
      criados: { type: 'integer' },
      alterados: { type: 'integer' },
      mantidos: { type: 'integer' },
    },
  },
  ...Object.fromEntries(
    [400, 401, 403, 404, 413, 415].map((status) => [
      status,
      {
        type: 'object',
        required: ['message'],
        properties: { message: { type: 'string' }, errors: { type: 'array', items: errorItem } },
      },
    ]),
  ),
};

type ImportRequest = FastifyRequest<{ Querystring: { dryRun?: string } }>;

/** Every row's verdict, inside one transaction undone on a dry run or when any row failed. */
async function judgeRows(
  kit: RegisterKit,
  db: Db,
  request: ImportRequest,
  dryRun: boolean,
): Promise<RowVerdict[]> {
  const { model } = kit.def;
  const { header, rows } = readCsv(request.body);
  const mapped = mapHeader(header, columnFields(model), (f) => fieldLabel(model, f));
  const run = new ImportRun(kit, request, mapped);
  let verdicts: RowVerdict[] = [];
  try {
    await db.transaction(async (tx) => {
      verdicts = await run.all(tx, rows);
      if (dryRun || verdicts.some((v) => v.acao === 'erro')) throw new Undo();
    });
  } catch (error) {
    if (!(error instanceof Undo)) throw error;
  }
  return verdicts;
}

/** A dry run's answer: the counts and each row's verdict; a real one's: the counts, or a 400 naming every error. */
async function importHandler(kit: RegisterKit, db: Db, request: ImportRequest) {
  const dryRun = request.query.dryRun === '1' || request.query.dryRun === 'true';
  const verdicts = await judgeRows(kit, db, request, dryRun);
  const count = (acao: RowVerdict['acao']) => verdicts.filter((v) => v.acao === acao).length;
  const erros = count('erro');
  if (dryRun)
    return {
      criar: count('criar'),
      alterar: count('alterar'),
      manter: count('manter'),
      erros,
      linhas: verdicts.map(({ id: _id, ...v }) => (v.acao === 'erro' ? v : { linha: v.linha, acao: v.acao })),
    };
  if (erros > 0)
    throw badRequest(
      `Nada foi importado: ${erros === 1 ? '1 linha tem erro' : `${erros.toLocaleString('pt-BR')} linhas têm erros`}.`,
      verdicts.flatMap((v) => (v.errors ?? []).map((e) => ({ ...e, linha: v.linha }))) as FieldError[],
    );
  return { criados: count('criar'), alterados: count('alterar'), mantidos: count('manter') };
}

function route(app: FastifyInstance, kit: RegisterKit) {
  app.post<{ Querystring: { dryRun?: string } }>(
    `${kit.base}/import`,
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      preValidation: kit.access(true),
      schema: {
        tags: kit.tags,
        summary: `Importar ${kit.def.model.label.plural.toLowerCase()} (CSV)`,
        description: DESCRIPTION,
        consumes: ['text/csv'],
        params: kit.params(false),
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            dryRun: {
              type: 'string',
              enum: ['0', '1', 'true', 'false'],
              description: '1: só os vereditos, nada muda',
            },
          },
        },
        response: importResponses,
      },
    },
    (request) => importHandler(kit, app.db, request),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// The file

/** A 400 about the file as a whole (its header, its size): `linha` says where, when it is one line. */
function fileError(message: string, linha?: number, field = ''): HttpError {
  return badRequest(message, [{ field, message, ...(linha ? { linha } : {}) } as FieldError]);
}

/** The header and the data rows (empty lines skipped), or a 400 for a file that cannot be a table. */
export function readCsv(body: unknown): {
  header: string[];
  rows: Array<{ linha: number; cells: string[] }>;
} {
  if (typeof body !== 'string') throw fileError('Envie o arquivo CSV no corpo (Content-Type: text/csv).');
  const text = body.replace(/^\uFEFF/, '');
  if (text.trim() === '') throw fileError('O arquivo está vazio.');
  const parsed = Papa.parse<string[]>(text, {
    delimitersToGuess: [';', ',', '\t'],
    skipEmptyLines: 'greedy',
    // one more than the cap, to know it is over
    preview: IMPORT_MAX_ROWS + 2,
  });
  const quotes = parsed.errors.find((e) => e.type === 'Quotes');
  if (quotes) throw fileError('Aspas sem fechar: confira o arquivo.', (quotes.row ?? 0) + 1);
  const [header = [], ...data] = parsed.data;
  if (data.length > IMPORT_MAX_ROWS)
    throw fileError(
      `O arquivo tem mais de ${IMPORT_MAX_ROWS.toLocaleString('pt-BR')} linhas: divida-o em arquivos menores.`,
    );
  if (data.length === 0) throw fileError('O arquivo não tem linhas além do cabeçalho.');
  // a spreadsheet row (the header is row 1) is a record, whatever line breaks its quoted cells hold
  return { header, rows: data.map((cells, i) => ({ linha: i + 2, cells })) };
}

/** A column: the field it fills, or null for one left out (an empty title with no data). */
type Mapped = Array<FieldModel | null>;

/** The fields of the header's columns, or a 400 naming each unknown or repeated one. */
export function mapHeader(
  header: readonly string[],
  columns: ReadonlyMap<string, FieldModel>,
  titleOf: (field: FieldModel) => string,
): Mapped {
  const unknown: string[] = [];
  const seen = new Map<string, string>();
  const mapped = header.map((title, i) => {
    const clean = title.replace(/^'(?=[=+\-@])/, '');
    if (clean.trim() === '') return null;
    const field = columns.get(looseKey(clean));
    if (!field) {
      unknown.push(shown(clean) || `coluna ${i + 1}`);
      return null;
    }
    if (seen.has(field.name))
      throw fileError(`A coluna ${titleOf(field)} aparece duas vezes no cabeçalho.`, 1, field.name);
    seen.set(field.name, title);
    return field;
  });
  if (unknown.length > 0)
    throw fileError(
      `${unknown.length === 1 ? 'Coluna desconhecida' : 'Colunas desconhecidas'}: ${unknown.map((u) => `"${u}"`).join(', ')}. Use os títulos da exportação, ou ignore a coluna.`,
      1,
    );
  if (!mapped.some((f) => f !== null)) throw fileError('O cabeçalho não tem nenhuma coluna conhecida.', 1);
  return mapped;
}

/** A title as a message may quote it: short, printable. */
function shown(text: string): string {
  const clean = [...text]
    .map((c) => (/\p{Cc}|\p{Cs}/u.test(c) ? '?' : c))
    .join('')
    .trim();
  return clean.length > 40 ? `${clean.slice(0, 37)}...` : clean;
}

// ---------------------------------------------------------------------------------------------------------------
// The rows

/** Names ↔ ids of one referenced register in the company: the finder's index and the namer's. */
interface NameIndex {
  byName: Map<string, number[]>;
  /** Among byName, those in the trash: a live record wins over one in the trash of the same name. */
  trashed: Set<number>;
  byId: Map<number, string>;
}

class ImportRun {
  private readonly indexes = new Map<string, NameIndex>();
  /** A key value seen in the file (field and normalized value) → the row that had it first. */
  private readonly seen = new Map<string, number>();
  private readonly validateCreate;
  private readonly validateUpdate;
  private readonly empresaId: number;

  constructor(
    private readonly kit: RegisterKit,
    private readonly request: FastifyRequest,
    private readonly mapped: Mapped,
  ) {
    // the app's own compiled validators (server/input-guard.ts): strict types, NUL and surrogates, trimming
    this.validateCreate = request.compileValidationSchema(kit.createBody, 'body');
    this.validateUpdate = request.compileValidationSchema(kit.def.model.updateSchema, 'body');
    this.empresaId = kit.context(request).empresaId;
  }

  async all(tx: Db, rows: ReadonlyArray<{ linha: number; cells: string[] }>): Promise<RowVerdict[]> {
    await this.loadIndexes(tx);
    const out: RowVerdict[] = [];
    for (const row of rows) out.push(await this.one(tx, row.linha, row.cells));
    return out;
  }

  /** One row, in a savepoint: its failure undoes its own writes only, and the next row is still judged. */
  private async one(tx: Db, linha: number, cells: readonly string[]): Promise<RowVerdict> {
    const read = this.readRow(cells);
    if ('errors' in read) return { linha, acao: 'erro', errors: read.errors };
    const duplicates = this.duplicates(linha, read.values);
    if (duplicates.length > 0) return { linha, acao: 'erro', errors: duplicates };
    try {
      return await tx.transaction(async (sp) => {
        const current = await this.match(sp, read.values);
        return current
          ? await this.update(sp, linha, current, read.values)
          : await this.create(sp, linha, read.values);
      });
    } catch (error) {
      const errors = this.errorsOf(error);
      if (!errors) throw error;
      return { linha, acao: 'erro', errors };
    }
  }

  /** The cells as values by field (empty ones as null), or the errors of the cells that cannot be read. */
  private readRow(cells: readonly string[]): { values: Map<FieldModel, unknown> } | { errors: FieldError[] } {
    const values = new Map<FieldModel, unknown>();
    const errors: FieldError[] = [];
    const finder = this.finder();
    for (const [i, text] of cells.entries()) {
      const field = this.mapped[i];
      if (field === undefined) {
        if (text.trim() !== '')
          errors.push({ field: '', message: `A linha tem mais células que o cabeçalho (${cells.length}).` });
        continue;
      }
      if (field === null) continue;
      const message = cellProblem(text);
      if (message) {
        errors.push({ field: field.name, message });
        continue;
      }
      const parsed = parseCell(field, text, finder);
      if ('error' in parsed) errors.push({ field: field.name, message: parsed.error });
      else values.set(field, parsed.value);
    }
    // columns a short row leaves out read as empty cells
    for (let i = cells.length; i < this.mapped.length; i++) {
      const field = this.mapped[i];
      if (field) values.set(field, null);
    }
    return errors.length > 0 ? { errors: dedupe(errors) } : { values };
  }

  /** The key columns' values (ID, unique fields) another row of the file already had: an error at this one. */
  private duplicates(linha: number, values: Map<FieldModel, unknown>): FieldError[] {
    const errors: FieldError[] = [];
    for (const [field, value] of values) {
      if (value === null || !(this.isKey(field) || field.unique)) continue;
      const key = `${field.name}\u0000${typeof value === 'string' ? value.trim().toLowerCase() : String(value)}`;
      const first = this.seen.get(key);
      if (first !== undefined)
        errors.push({ field: field.name, message: `Valor repetido no arquivo: a linha ${first} já o tem.` });
      else this.seen.set(key, linha);
    }
    return errors;
  }

  private isKey(field: FieldModel): boolean {
    return field.name === 'id' || field.name === this.kit.def.key;
  }

  /**
   * The record the row names, in the caller's reach (the company's, outside the trash, the register's rule): by
   * its ID, else by a unique field's value. None: the row creates one.
   */
  private async match(tx: Db, values: Map<FieldModel, unknown>): Promise<Row | undefined> {
    const { def } = this.kit;
    const tries: SQL[] = [];
    for (const [field, value] of values) {
      if (value === null || value === undefined) continue;
      if (this.isKey(field) && typeof value === 'number') tries.unshift(eq(def.keyColumn, value));
      else if (field.unique && !this.isKey(field)) {
        const column = def.fields.get(field.name)?.column as PgColumn;
        tries.push(
          typeof value === 'string' ? sql`lower(${column}) = lower(${value.trim()})` : eq(column, value),
        );
      }
    }
    for (const where of tries) {
      const [row] = (await tx
        .select()
        .from(def.table)
        .where(and(where, this.kit.scope(this.request)))
        .limit(1)) as Row[];
      if (row) return row;
    }
    return undefined;
  }

  private async create(tx: Db, linha: number, values: Map<FieldModel, unknown>): Promise<RowVerdict> {
    const { def } = this.kit;
    const body: Row = {};
    for (const [field, value] of values) {
      if (value === null) continue;
      // a natural key (a campo extra's slot) is chosen on create: the ID column carries it
      if (this.isKey(field) && def.model.naturalKey) body[def.key] = value;
      else if (writable(field)) body[field.name] = value;
    }
    this.validate(this.validateCreate, body);
    const record = await this.kit.create(this.request, tx, body);
    return { linha, acao: 'criar', id: record.id };
  }

  private async update(
    tx: Db,
    linha: number,
    current: Row,
    values: Map<FieldModel, unknown>,
  ): Promise<RowVerdict> {
    const { def } = this.kit;
    const stored = this.kit.toRecord(current);
    const namer = this.namer();
    const body: Row = {};
    const blank: FieldError[] = [];
    for (const [field, value] of values) {
      if (!writable(field) || field.createOnly) continue;
      // a cell that reads as the stored value changes nothing (a date-time to the minute, a name for an id)
      if (cellText(field, value, namer) === cellText(field, stored[field.name], namer)) continue;
      if (value === null && !field.nullable) blank.push({ field: field.name, message: 'Campo obrigatório.' });
      body[field.name] = value;
    }
    if (blank.length > 0) throw badRequest(INVALID, blank);
    if (Object.keys(body).length === 0) return { linha, acao: 'manter', id: stored.id };
    this.validate(this.validateUpdate, body);
    await this.kit.update(this.request, tx, Number(current[def.key]), body);
    return { linha, acao: 'alterar', id: stored.id };
  }

  /** A body judged as its route would: blank required text, then the route's compiled schema (which trims). */
  private validate(validate: ReturnType<FastifyRequest['compileValidationSchema']>, body: Row) {
    const blank = trimBody(this.kit.def, body);
    const errors = validate(body) ? [] : toFieldErrors(validate.errors ?? []);
    for (const field of blank) {
      const found = errors.find((e) => e.field === field);
      if (found) found.message = 'Campo obrigatório.';
      else errors.push({ field, message: 'Campo obrigatório.' });
    }
    if (errors.length > 0) throw badRequest(INVALID, errors);
  }

  /** A row's failure as its errors; undefined for what is no row's fault (a bug, the database gone). */
  private errorsOf(error: unknown): FieldError[] | undefined {
    if (error instanceof HttpError) {
      if (error.errors && error.errors.length > 0)
        return error.errors.map(({ field, message }) => ({ field, message }));
      return [{ field: '', message: error.message }];
    }
    const pg = pgErrorOf(error);
    if (pg?.code === '23505') {
      const { def } = this.kit;
      const text = errorText(error);
      const name =
        pg.constraint && def.uniqueIndexes.has(pg.constraint)
          ? pg.constraint
          : [...def.uniqueIndexes.keys()].find((n) => text.includes(n));
      const field = (name && def.uniqueIndexes.get(name)?.[0]) ?? '';
      return [{ field, message: 'Este valor já está em uso.' }];
    }
    // values the schema let through but a column refuses (a foreign key, a check): the row's fault too
    if (pg?.code?.startsWith('23') || pg?.code?.startsWith('22'))
      return [{ field: '', message: 'Valor recusado pelo banco de dados.' }];
    return undefined;
  }

  // --- references by name -------------------------------------------------------------------------------------

  /** The registers the mapped columns point at, their own or inside items (a sale's products, additionals). */
  private targets(): Set<string> {
    const out = new Set<string>();
    const walk = (field: FieldModel) => {
      const target = referenceOf(field);
      if (target) out.add(target);
      for (const sub of [...(field.items ?? []), ...(field.properties ?? [])]) walk(sub);
    };
    for (const field of this.mapped) if (field && writable(field)) walk(field);
    return out;
  }

  /** Every referenced register's names in the company, read once per import (one query each). */
  private async loadIndexes(tx: Db) {
    for (const resource of this.targets()) this.indexes.set(resource, await this.indexOf(tx, resource));
  }

  private async indexOf(tx: Db, resource: string): Promise<NameIndex> {
    const index: NameIndex = { byName: new Map(), trashed: new Set(), byId: new Map() };
    const add = (id: number, name: string, trashed: boolean, main = true) => {
      if (!name.trim()) return;
      const key = looseKey(name);
      const ids = index.byName.get(key) ?? [];
      if (!ids.includes(id)) ids.push(id);
      index.byName.set(key, ids);
      if (trashed) index.trashed.add(id);
      if (main) index.byId.set(id, name);
    };
    if (resource === 'perfis' || resource === 'usuarios') {
      // a profile, or a user in a company, by the name the company gave the profile (as the export names them)
      const key = resource === 'perfis' ? perfis.perfilId : perfis.usuarioId;
      const rows = await tx
        .select({ id: key, nome: perfis.nome })
        .from(perfis)
        .where(eq(perfis.empresaId, this.empresaId));
      for (const r of rows) if (r.id !== null) add(r.id, r.nome, false);
      return index;
    }
    let target: RegisterKit;
    try {
      target = this.kit.kitOf(resource);
    } catch {
      return index; // not a register served here: ids only
    }
    const { def, model } = { def: target.def, model: target.def.model };
    const cols = getTableColumns(def.table) as Record<string, PgColumn>;
    const select: Record<string, PgColumn> = { [def.key]: def.keyColumn };
    for (const name of model.representationFields) if (cols[name]) select[name] = cols[name];
    // a unique text (a product's code) names a record too
    const uniques = model.fields.filter((f) => f.unique && f.type === 'string').map((f) => f.name);
    for (const name of uniques) if (cols[name]) select[name] = cols[name];
    if (def.deletedAtColumn) select.deletedAt = def.deletedAtColumn;
    const rows = (await tx
      .select(select)
      .from(def.table)
      .where(
        def.empresaColumn && this.empresaId > 0 ? eq(def.empresaColumn, this.empresaId) : undefined,
      )) as Row[];
    for (const row of rows) {
      const record = target.toRecord(row);
      const id = Number(row[def.key]);
      const trashed = row.deletedAt !== null && row.deletedAt !== undefined;
      add(id, model.represent(record), trashed);
      for (const name of uniques)
        if (typeof row[name] === 'string') add(id, row[name] as string, trashed, false);
    }
    return index;
  }

  /** Finds a referenced record by its name (or its ID); two records of one name are an error naming it. */
  private finder(): ReferenceFinder {
    return (resource, name): CellParse => {
      const index = this.indexes.get(resource);
      const found = index?.byName.get(looseKey(name)) ?? [];
      const live = found.filter((id) => !index?.trashed.has(id));
      const ids = live.length > 0 ? live : found;
      if (ids.length === 1) return { value: ids[0] };
      if (ids.length > 1)
        return { error: `Mais de um registro se chama "${shown(name)}": escreva o ID no lugar do nome.` };
      if (/^\d{1,10}$/.test(name.trim())) return { value: Number(name.trim()) };
      return { error: `${this.labelOf(resource)}: "${shown(name)}".` };
    };
  }

  private labelOf(resource: string): string {
    if (resource === 'perfis') return 'Perfil não encontrado';
    if (resource === 'usuarios') return 'Usuário não encontrado';
    try {
      const { singular, gender } = this.kit.kitOf(resource).def.model.label;
      return `${singular} não encontrad${gender === 'f' ? 'a' : 'o'}`;
    } catch {
      return 'Registro não encontrado';
    }
  }

  private namer(): ReferenceNamer {
    return (resource, id) => this.indexes.get(resource)?.byId.get(Number(id));
  }
}

/** What makes a cell unreadable whatever its column: NUL, an unpaired surrogate, a size no value has. */
function cellProblem(text: string): string | undefined {
  const problem = textProblem(text);
  if (problem === 'textoNul') return 'Texto com caractere nulo.';
  if (problem) return 'Texto com caractere Unicode inválido.';
  if (text.length > CELL_MAX)
    return `Célula grande demais (mais de ${CELL_MAX.toLocaleString('pt-BR')} caracteres).`;
  return undefined;
}

/** A field a body may carry: declared, not read-only (ID, Número, Total, the timestamps are not written). */
function writable(field: FieldModel): boolean {
  return !field.readOnly && !field.standard;
}

function dedupe(errors: FieldError[]): FieldError[] {
  const seen = new Set<string>();
  return errors.filter((e) => {
    const key = `${e.field}\u0000${e.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
