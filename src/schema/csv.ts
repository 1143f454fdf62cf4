import Papa from 'papaparse';
import { formatBoolean, formatMoneyAmount, formatNumber, readableFields, sharedKindText } from './display';
import { fieldLabel } from './labels';
import type { FieldModel, RegisterModel } from './model';

type Row = Readonly<Record<string, unknown>>;

/** Names a record of a referenced register (its recordRepresentation), by the target's resource and id. */
export type ReferenceNamer = (resource: string, id: unknown) => string | undefined;

/**
 * A value as a cell a Brazilian spreadsheet reads right: numbers with a decimal comma (1.234,50 for money, so
 * Excel in pt-BR takes it as a number), dates as dd/mm/aaaa, Sim/Não, enum labels, masked documents.
 */
export function cellText(field: FieldModel, value: unknown, nameOf?: ReferenceNamer): string {
  if (value === null || value === undefined) return '';
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
    case 'reference':
      return (field.reference && nameOf?.(field.reference.resource, value)) || String(value);
    case 'password':
      return '';
    case 'array': {
      if (!Array.isArray(value)) return '';
      return value
        .map((item: unknown) => {
          if (field.items && typeof item === 'object' && item !== null)
            return field.items
              .map((sub) => cellText(sub, (item as Row)[sub.name], nameOf))
              .filter(Boolean)
              .join(' – ');
          return field.enumLabels?.[String(item)] ?? String(item);
        })
        .join(', ');
    }
    case 'object':
      if (!field.properties || typeof value !== 'object') return '';
      return field.properties
        .map((sub) => cellText(sub, (value as Row)[sub.name], nameOf))
        .filter(Boolean)
        .join(' – ');
    default:
      return String(value);
  }
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
