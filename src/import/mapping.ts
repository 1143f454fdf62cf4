import Papa from 'papaparse';
import { CSV_FORMAT, columnFields, decodeCsv, looseKey } from '../../core/schema/csv';
import { fieldLabel } from '../../core/schema/labels';
import { localized } from '../../core/schema/localize';
import type { FieldModel, RegisterModel } from '../../core/schema/model';

/**
 * The browser's side of an import (docs/contrato.md §5 `POST …/import`): the chosen file read as a table, its columns
 * matched to the register's fields by title (as the export writes them), and the file sent again with only the
 * mapped columns, titled by field name, so the server never guesses at what the user chose.
 */

export interface CsvTable {
  header: string[];
  rows: string[][];
}

/** A file as a table: UTF-8 or Excel's Windows-1252, `;`, `,` or tab between cells, empty lines skipped. */
export function readTable(bytes: Uint8Array): CsvTable {
  const text = decodeCsv(bytes).replace(/^\uFEFF/, '');
  const parsed = Papa.parse<string[]>(text, {
    delimitersToGuess: [';', ',', '\t'],
    skipEmptyLines: 'greedy',
  });
  const [header = [], ...rows] = parsed.data;
  return { header, rows };
}

/** Each file column's field name, or '' to leave it out ("Ignorar"); matched by title or name, loosely. */
export function initialMapping(model: RegisterModel, header: readonly string[]): string[] {
  const columns = columnFields(model);
  const taken = new Set<string>();
  return header.map((title) => {
    const field = columns.get(looseKey(title.replace(/^'(?=[=+\-@])/, '')));
    if (!field || taken.has(field.name)) return '';
    taken.add(field.name);
    return field.name;
  });
}

/** The fields a column may be mapped to, in the export's order, with their titles. */
export function mappableFields(model: RegisterModel): Array<{ name: string; title: string }> {
  const seen = new Set<string>();
  const out: Array<{ name: string; title: string }> = [];
  for (const field of columnFields(model).values()) {
    if (seen.has(field.name)) continue;
    seen.add(field.name);
    out.push({ name: field.name, title: fieldLabel(model, field) });
  }
  return out;
}

/** The file again with the mapped columns only, each titled by its field's name: what the server is sent. */
export function mappedCsv(table: CsvTable, mapping: readonly string[]): string {
  const kept = mapping.flatMap((name, i) => (name ? [i] : []));
  return Papa.unparse(
    {
      fields: kept.map((i) => mapping[i] as string),
      data: table.rows.map((row) => kept.map((i) => row[i] ?? '')),
    },
    { delimiter: ';', newline: '\r\n' },
  );
}

export interface RowError {
  field: string;
  message: string;
}

export interface RowVerdict {
  linha: number;
  acao: 'criar' | 'alterar' | 'manter' | 'erro';
  errors?: RowError[];
}

export interface DryRun {
  criar: number;
  alterar: number;
  manter: number;
  erros: number;
  linhas: RowVerdict[];
}

/** "cria 120, altera 8, 3 com erro" (and "mantém 5" for rows that change nothing). */
export function summary(result: Pick<DryRun, 'criar' | 'alterar' | 'manter' | 'erros'>): string {
  const n = (value: number) => value.toLocaleString('pt-BR');
  const parts = [`cria ${n(result.criar)}`, `altera ${n(result.alterar)}`];
  if (result.manter > 0) parts.push(`mantém ${n(result.manter)} sem mudança`);
  parts.push(`${n(result.erros)} com erro`);
  return parts.join(', ');
}

// the errors' words, in the app's language (read when used: the models' language then)
const ERRORS = localized(
  { linha: '(linha)', cabecalho: ['Linha', 'Coluna', 'Erro'] },
  { linha: '(row)', cabecalho: ['Row', 'Column', 'Error'] },
);

/** The column an error is at, as the user reads it: the field's title ('itens.0.produtoId' → Itens). */
export function columnTitle(model: RegisterModel, field: string): string {
  if (!field) return ERRORS.linha;
  const name = field.split('.')[0] ?? field;
  const known: FieldModel | undefined = model.fieldsByName.get(name);
  return known ? fieldLabel(model, known) : name;
}

/** The errors as a CSV to fix the file by (Linha; Coluna; Erro, in the app's language), the export's format. */
export function errorsCsv(model: RegisterModel, linhas: readonly RowVerdict[]): string {
  const data = linhas.flatMap((v) =>
    (v.errors ?? []).map((e) => [String(v.linha), columnTitle(model, e.field), e.message]),
  );
  return `\uFEFF${Papa.unparse({ fields: ERRORS.cabecalho, data }, CSV_FORMAT)}`;
}
