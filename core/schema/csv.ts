import Papa from 'papaparse';
import { formatBoolean, formatMoneyAmount, formatNumber, readableFields, sharedKindText } from './display';
import { fieldLabel } from './labels';
import type { FieldModel, RegisterModel } from './model';

type Row = Readonly<Record<string, unknown>>;

/** Names a record of a referenced register (its recordRepresentation), by the target's resource and id. */
export type ReferenceNamer = (resource: string, id: unknown) => string | undefined;

/**
 * A value as a cell a Brazilian spreadsheet reads right: numbers with a decimal comma (1.234,50 for money, so
 * Excel in pt-BR takes it as a number), dates as dd/mm/aaaa, Sim/Não, enum labels, masked documents, references
 * by the target's name. `parseCell` reads every one of them back (what the export writes, the import reads).
 *
 * Lists and objects (a sale's items, a negotiation's notes) are written one item per line, each item as
 * `Título: valor` parts separated by ` | ` (no label when an item has a single field), and a list inside an item
 * (an item's additionals) with ` + ` between its values:
 *
 *     Produto: CTRL-15 – Plano Controle | Quantidade: 2 | Preço unitário: 49,90 | Adicionais: Chip + Seguro
 *
 * Inside such a cell a value escapes `\`, `|`, `+` (in a list) and a line break with a backslash (`\|`, `\n`),
 * so any text survives; plain values (most of them) read as typed.
 */
export function cellText(field: FieldModel, value: unknown, nameOf?: ReferenceNamer): string {
  if (value === null || value === undefined) return '';
  const target = referenceOf(field);
  if (target && field.type !== 'array') return nameOf?.(target, value) || String(value);
  const shared = sharedKindText(field, value);
  if (shared !== undefined) return shared;
  switch (field.kind) {
    case 'currency':
      return formatMoneyAmount(value);
    case 'integer':
      return formatNumber(value, 0);
    // percentages stay numbers (the column title says %): a spreadsheet can sum them
    case 'number':
    case 'percent':
      return formatNumber(value, 10);
    case 'boolean':
      return formatBoolean(value);
    case 'password':
      return '';
    case 'array': {
      if (!Array.isArray(value)) return '';
      if (field.items)
        return value
          .filter((item): item is Row => typeof item === 'object' && item !== null)
          .map((item) => partsText(field.items as FieldModel[], item, nameOf))
          .join('\n');
      return value.map((item) => escapeText(itemText(field, item, nameOf), ITEM_SPECIALS)).join('\n');
    }
    case 'object':
      if (!field.properties || typeof value !== 'object' || Array.isArray(value)) return '';
      return partsText(field.properties, value as Row, nameOf);
    default:
      return String(value);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Lists and objects in one cell

/** Escaped inside an item's part (`|`) and a list inside an item (`+`); a line break is written as `\n`. */
const PART_SPECIALS = '\\|';
const LIST_SPECIALS = '\\|+';
const ITEM_SPECIALS = '\\';

function escapeText(text: string, specials: string): string {
  let out = '';
  for (const c of text) {
    if (c === '\n') out += '\\n';
    else if (c === '\r') out += '\\r';
    else out += specials.includes(c) ? `\\${c}` : c;
  }
  return out;
}

/** Splits at each unescaped `separator` (one character) and undoes the escapes of each piece. */
function splitEscaped(text: string, separator: string): string[] {
  const out: string[] = [];
  let piece = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (c === '\\' && i + 1 < text.length) {
      const next = text[++i] as string;
      piece += next === 'n' ? '\n' : next === 'r' ? '\r' : next;
    } else if (c === separator) {
      out.push(piece);
      piece = '';
    } else piece += c;
  }
  out.push(piece);
  return out;
}

/** An item or object as `Título: valor | Título: valor` (just the value when it has one field). */
function partsText(fields: readonly FieldModel[], item: Row, nameOf?: ReferenceNamer): string {
  if (fields.length === 1) {
    const only = fields[0] as FieldModel;
    return subText(only, item[only.name], nameOf);
  }
  return fields
    .map((sub) => {
      const text = subText(sub, item[sub.name], nameOf);
      return text === '' ? '' : `${sub.title}: ${text}`;
    })
    .filter(Boolean)
    .join(' | ');
}

/** A field inside an item: a list of values joined by ` + `, anything else as its own cell, escaped. */
function subText(sub: FieldModel, value: unknown, nameOf?: ReferenceNamer): string {
  if (sub.type === 'array' && !sub.items && Array.isArray(value))
    return value.map((v) => escapeText(itemText(sub, v, nameOf), LIST_SPECIALS)).join(' + ');
  return escapeText(cellText(sub, value, nameOf), PART_SPECIALS);
}

/** One value of a list of plain values (an enum's label, a referenced record's name). */
function itemText(field: FieldModel, item: unknown, nameOf?: ReferenceNamer): string {
  if (item === null || item === undefined) return '';
  const target = referenceOf(field);
  if (target) return nameOf?.(target, item) || String(item);
  return field.enumLabels?.[String(item)] ?? String(item);
}

/** The register a field points at: its own x-reference, or its items' (a list of additionals). */
export function referenceOf(field: FieldModel): string | undefined {
  if (field.reference) return field.reference.resource;
  if (field.type !== 'array') return undefined;
  const items = field.schema.items as { 'x-reference'?: { resource?: unknown } } | undefined;
  const resource = items?.['x-reference']?.resource;
  return typeof resource === 'string' ? resource : undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// Reading cells back

/** A cell read: the value for the API (null for an empty cell), or why it cannot be read, in Portuguese. */
export type CellParse = { value: unknown } | { error: string };

/** Finds a record of `resource` by its name (recordRepresentation), or says why not (none, several). */
export type ReferenceFinder = (resource: string, name: string) => CellParse;

/** A title or name compared without case, accents and repeated spaces: 'Preço  unitário' = 'preco unitario'. */
export function looseKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\s\u00a0]+/g, ' ')
    .trim()
    .toLocaleLowerCase('pt-BR');
}

// The apostrophe the export puts before text a spreadsheet would run as a formula (CSV_FORMAT).
const DEFUSED = /^'(?=[=+\-@\t\r])/;

const fail = (error: string): CellParse => ({ error });
const ok = (value: unknown): CellParse => ({ value });

/**
 * Reads a cell as `cellText` writes it (and the usual ways people type the same values), into the API's value:
 * '1.234,56' → 1234.56, '01/03/2026' → '2026-03-01', 'Sim' → true, an enum's label → its value, a masked CPF →
 * its digits, a reference's name → its id (through `idOf`), an empty cell → null. The server's validation still
 * judges the value (a CPF's check digits, a length …); this only says what was typed.
 *
 * @example parseCell(preco, '1.234,50') // { value: 1234.5 }
 * @example parseCell(preco, 'abc') // { error: 'Número inválido: use vírgula nos decimais, como 1.234,56.' }
 */
export function parseCell(field: FieldModel, text: string, idOf?: ReferenceFinder): CellParse {
  const raw = text.replace(DEFUSED, '');
  const trimmed = raw.trim();
  if (trimmed === '') return ok(null);
  const target = referenceOf(field);
  if (target && field.type !== 'array') return findReference(target, trimmed, idOf);
  switch (field.kind) {
    case 'currency':
    case 'number':
    case 'percent':
      return parseNumber(trimmed, false);
    case 'integer':
      return parseNumber(trimmed, true);
    case 'boolean':
      return parseBoolean(trimmed);
    case 'date':
      return parseDay(trimmed);
    case 'datetime':
      return parseMoment(trimmed);
    case 'enum':
      return parseEnum(field, trimmed);
    case 'cpf':
    case 'cnpj':
    case 'cpfCnpj':
    case 'telefone':
    case 'cep':
      // the digits, as the API keeps them; anything but digits and the masks' punctuation is left for the
      // validation to refuse, rather than guessed at
      return ok(/^[\d\s.\-/()]+$/.test(trimmed) ? trimmed.replace(/\D/g, '') : trimmed);
    case 'password':
      return ok(null);
    case 'array':
      return parseList(field, raw, idOf);
    case 'object': {
      if (!field.properties) return fail('Valor inválido.');
      const parsed = parseParts(field.properties, trimmed, idOf);
      return 'error' in parsed ? parsed : ok(parsed.value);
    }
    case 'uf':
      return ok(trimmed.toUpperCase());
    default:
      // text keeps its inner spaces and line breaks; the server trims the ends
      return ok(raw);
  }
}

function findReference(resource: string, name: string, idOf?: ReferenceFinder): CellParse {
  if (idOf) return idOf(resource, name);
  const id = parseNumber(name, true);
  return 'error' in id ? fail(`Registro não encontrado: ${quote(name)}.`) : id;
}

const quote = (text: string) => `"${text.length > 60 ? `${text.slice(0, 57)}...` : text}"`;

const NUMBER_MESSAGE = 'Número inválido: use vírgula nos decimais, como 1.234,56.';

/**
 * '1.234,56', '-5,00', '12,5', 'R$ 10,00', '12,5%', '1234' → numbers. Without a comma, dots in groups of three are
 * thousands ('1.234' is 1234, as a Brazilian reads it); a lone dot otherwise is a decimal point ('12.5').
 */
export function parseNumber(text: string, integer: boolean): CellParse {
  const t = text
    .replace(/^R\$/i, '')
    .replace(/%$/, '')
    .replace(/[\s\u00a0]/g, '');
  let normal: string | undefined;
  if (/^[-+]?\d{1,3}(\.\d{3})*(,\d+)?$/.test(t) || /^[-+]?\d+(,\d+)?$/.test(t))
    normal = t.replace(/\./g, '').replace(',', '.');
  else if (/^[-+]?\d+\.\d+$/.test(t) || /^[-+]?\d+$/.test(t)) normal = t;
  if (normal === undefined) return fail(integer ? 'Informe um número inteiro.' : NUMBER_MESSAGE);
  const n = Number(normal);
  if (!Number.isFinite(n)) return fail(NUMBER_MESSAGE);
  if (integer && !Number.isInteger(n)) return fail('Informe um número inteiro.');
  return ok(Object.is(n, -0) ? 0 : n);
}

const YES = new Set(['sim', 's', 'verdadeiro', 'true', '1', 'x']);
const NO = new Set(['nao', 'n', 'falso', 'false', '0']);

function parseBoolean(text: string): CellParse {
  const key = looseKey(text);
  if (YES.has(key)) return ok(true);
  if (NO.has(key)) return ok(false);
  return fail('Use Sim ou Não.');
}

const pad2 = (n: string) => n.padStart(2, '0');

/** 'dd/mm/aaaa' (or d/m/aaaa, or the API's aaaa-mm-dd) → 'aaaa-mm-dd'; the server judges the calendar. */
function parseDay(text: string): CellParse {
  const br = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (br) {
    const [, d = '', m = '', y = ''] = br;
    const iso = `${y}-${pad2(m)}-${pad2(d)}`;
    return realDay(iso) ? ok(iso) : fail(`Data inexistente: ${text}.`);
  }
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return realDay(text) ? ok(text) : fail(`Data inexistente: ${text}.`);
  return fail('Data inválida: use dd/mm/aaaa.');
}

function realDay(iso: string): boolean {
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso;
}

/**
 * 'dd/mm/aaaa hh:mm[:ss]' in local time (as the export writes it, in the same time zone) → an ISO instant;
 * an ISO date-time with its offset is taken as it is.
 */
function parseMoment(text: string): CellParse {
  const br = /^(\d{1,2})\/(\d{1,2})\/(\d{4})[ T]+(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  if (br) {
    const [, d = '', m = '', y = '', h = '', min = '', s = '0'] = br;
    const day = `${y}-${pad2(m)}-${pad2(d)}`;
    if (!realDay(day) || Number(h) > 23 || Number(min) > 59 || Number(s) > 59)
      return fail(`Data inexistente: ${text}.`);
    const date = new Date(Number(y), Number(m) - 1, Number(d), Number(h), Number(min), Number(s));
    date.setFullYear(Number(y));
    return ok(date.toISOString());
  }
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i.test(text)) {
    const date = new Date(text);
    return Number.isNaN(date.getTime()) ? fail(`Data inexistente: ${text}.`) : ok(date.toISOString());
  }
  return fail('Data e hora inválidas: use dd/mm/aaaa hh:mm.');
}

/** An enum by its label ('Serviço') or its value ('SERVICO'), without case or accents. */
function parseEnum(field: FieldModel, text: string): CellParse {
  const values = field.enum ?? [];
  const key = looseKey(text);
  const found =
    values.find((v) => looseKey(field.enumLabels?.[String(v)] ?? String(v)) === key) ??
    values.find((v) => looseKey(String(v)) === key);
  if (found !== undefined) return ok(found);
  const labels = values.map((v) => field.enumLabels?.[String(v)] ?? String(v));
  return fail(`Opção desconhecida: ${quote(text)}. Use ${labels.join(', ')}.`);
}

/** A list: one item per line; items of objects as `Título: valor | …`. */
function parseList(field: FieldModel, text: string, idOf?: ReferenceFinder): CellParse {
  const lines = text
    .split(/\r\n|\n|\r/)
    .map((l) => l.trim())
    .filter((l) => l !== '');
  const out: unknown[] = [];
  for (const [i, line] of lines.entries()) {
    const where = lines.length > 1 ? `Item ${i + 1}: ` : '';
    const parsed = field.items
      ? parseParts(field.items, line, idOf)
      : parseValue(field, splitEscaped(line, '\u0000')[0] ?? '', idOf);
    if ('error' in parsed) return fail(`${where}${parsed.error}`);
    out.push(parsed.value);
  }
  return ok(out);
}

/** One value of a list of plain values: a referenced record's name, an enum's label, a number … */
function parseValue(field: FieldModel, text: string, idOf?: ReferenceFinder): CellParse {
  const t = text.trim();
  const target = referenceOf(field);
  if (target) return findReference(target, t, idOf);
  if (field.enum) return parseEnum(field, t);
  if (field.itemKind === 'integer') return parseNumber(t, true);
  if (field.itemKind === 'number' || field.itemKind === 'currency') return parseNumber(t, false);
  return ok(t);
}

/** `Título: valor | Título: valor` (or the lone value of a one-field item) → an object. */
function parseParts(fields: readonly FieldModel[], text: string, idOf?: ReferenceFinder): CellParse {
  const item: Record<string, unknown> = {};
  // `value` still holds its escapes: a list inside splits at its unescaped ' + ' first
  const read = (sub: FieldModel, value: string): string | undefined => {
    const parsed =
      sub.type === 'array' && !sub.items
        ? parseInnerList(sub, value, idOf)
        : parseCell(sub, joinEscaped(value), idOf);
    if ('error' in parsed) return `${sub.title}: ${parsed.error}`;
    if (parsed.value !== null) item[sub.name] = parsed.value;
    return undefined;
  };
  if (fields.length === 1) {
    const error = read(fields[0] as FieldModel, text);
    return error ? fail(error) : ok(withGaps(fields, item));
  }
  const byTitle = new Map<string, FieldModel>();
  for (const sub of fields) {
    byTitle.set(looseKey(sub.title), sub);
    byTitle.set(looseKey(sub.name), sub);
  }
  for (const part of splitKeeping(text, '|')) {
    if (part.trim() === '') continue;
    const colon = part.indexOf(':');
    const sub = colon > 0 ? byTitle.get(looseKey(part.slice(0, colon))) : undefined;
    if (!sub) {
      const titles = fields.map((f) => f.title).join(', ');
      return fail(`Parte sem título conhecido: ${quote(part.trim())}. Escreva Título: valor (${titles}).`);
    }
    if (sub.name in item) return fail(`${sub.title} aparece duas vezes.`);
    const error = read(sub, part.slice(colon + 1).trim());
    if (error) return fail(error);
  }
  return ok(withGaps(fields, item));
}

/** The parts a cell leaves out (cellText writes no empty part): an empty list, or null where the type takes it. */
function withGaps(fields: readonly FieldModel[], item: Record<string, unknown>): Record<string, unknown> {
  for (const sub of fields) {
    if (sub.name in item) continue;
    if (sub.type === 'array' && !sub.items) item[sub.name] = [];
    else if (Array.isArray(sub.schema.type) && sub.schema.type.includes('null')) item[sub.name] = null;
  }
  return item;
}

/** `A + B + C` inside an item part (still escaped) → the values. */
function parseInnerList(field: FieldModel, text: string, idOf?: ReferenceFinder): CellParse {
  const out: unknown[] = [];
  for (const piece of splitEscaped(text, '+')) {
    if (piece.trim() === '') continue;
    const parsed = parseValue(field, piece, idOf);
    if ('error' in parsed) return parsed;
    out.push(parsed.value);
  }
  return ok(out);
}

/** Splits at each unescaped one-character separator, keeping the escapes (a part is unescaped when read). */
function splitKeeping(text: string, separator: string): string[] {
  const out: string[] = [];
  let piece = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (c === '\\' && i + 1 < text.length) {
      piece += c + (text[++i] as string);
    } else if (c === separator) {
      out.push(piece);
      piece = '';
    } else piece += c;
  }
  out.push(piece);
  return out;
}

/** Undoes a part's escapes, except in a list inside it (its ` + ` still splits: parseInnerList undoes them). */
function joinEscaped(text: string): string {
  return splitEscaped(text, '\u0000').join('');
}

/** The exported columns: the id, the declared fields a reader may see, then the timestamps. */
export const exportFields = readableFields;

// Not for numbers: '-1.234,50' is a negative amount, not a formula.
const FORMULA = /^[=+\-@\t\r](?!\d[\d.,]*$)/;

/**
 * Papa.unparse's options for a Brazilian spreadsheet: ';' (the comma is the decimal separator), CRLF, and text a
 * spreadsheet would run as a formula prefixed with an apostrophe. The server's streamed export writes its batches
 * with them (server/registers/export.ts), so both ends write one format.
 */
export const CSV_FORMAT = { delimiter: ';', newline: '\r\n', escapeFormulae: FORMULA } as const;

/**
 * The records as CSV for a Brazilian spreadsheet: ';' between cells (the comma is the decimal separator), a UTF-8
 * BOM so Excel reads the accents, column titles from the schema, CRLF line ends, and text that a spreadsheet
 * would run as a formula (=, +, -, @) escaped.
 *
 * @example
 * toCsv(model, [{ id: 1, preco: 1234.5 }]); // '\uFEFFID;…;Preço\r\n1;…;1.234,50'
 */
export function toCsv(model: RegisterModel, records: readonly Row[], nameOf?: ReferenceNamer): string {
  const fields = exportFields(model);
  const csv = Papa.unparse(
    {
      fields: fields.map((f) => fieldLabel(model, f)),
      data: records.map((record) => fields.map((f) => cellText(f, record[f.name], nameOf))),
    },
    CSV_FORMAT,
  );
  return `\uFEFF${csv}`;
}

/** The file name of an export: 'produtos-2026-03-01'. */
export function exportFileName(model: RegisterModel, today = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${model.resource}-${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`;
}

/**
 * The fields an import reads, by column: the title the export writes (fieldLabel) or the field's name, compared
 * loosely (looseKey). A natural key (a campo extra's Posição) is a column too: the export writes it as ID.
 */
export function columnFields(model: RegisterModel): Map<string, FieldModel> {
  const out = new Map<string, FieldModel>();
  const fields = exportFields(model);
  const key = model.naturalKey ? model.fieldsByName.get(model.primaryKey) : undefined;
  if (key) fields.push(key);
  for (const f of fields) out.set(looseKey(f.name), f);
  // a title wins over a name that happens to read the same
  for (const f of fields) out.set(looseKey(fieldLabel(model, f)), f);
  return out;
}

const utf8 = new TextDecoder('utf-8');
const windows1252 = new TextDecoder('windows-1252');

/**
 * The file's text: UTF-8 (the export's, with or without its BOM) or, when no byte of it reads as UTF-8's accents
 * and some cannot be UTF-8 at all, Windows-1252: what Excel in Brazil writes when saving "CSV (separado por
 * vírgulas)", whose accents then come through. Bytes no encoding explains become U+FFFD, never a broken character.
 */
export function decodeCsv(bytes: Uint8Array): string {
  const text = utf8.decode(bytes);
  // U+FFFD where bytes were not UTF-8, and no other non-ASCII character: a one-byte encoding
  if (text.includes('\uFFFD') && !/[^\p{ASCII}\uFFFD]/u.test(text)) return windows1252.decode(bytes);
  return text;
}
