import type { QueryClient } from '@tanstack/react-query';
import { schemaLocale } from '../../core/schema/localize';
import type { FieldModel, RegisterModel } from '../../core/schema/model';
import { toHttpError } from '../company/dataProvider';
import { http } from '../data/http';
import { bulkNumber } from './texts';

/**
 * Bulk edit (issue 12.3): the fields a user may set on many records at once, the words that count them, and
 * the one server call (POST {base}/{resource}/lote, one transaction on the server: server/registers/bulk.ts).
 */

/** The server's cap on one bulk edit (server/registers/bulk.ts MAX_BULK: a list page). */
export const MAX_LOTE = 1000;

/**
 * The fields a bulk edit offers: the form's writable ones that may hold the same value in many records — not a
 * unique one (one value cannot be unique in many), not a natural key (fixed once created), and not a list or a
 * group of fields (a sale's items are each sale's own).
 */
export function bulkFields(model: RegisterModel): FieldModel[] {
  return model.fields.filter(
    (f) =>
      !f.readOnly &&
      !f.standard &&
      !f.unique &&
      !f.createOnly &&
      !f.writeOnly &&
      f.kind !== 'password' &&
      f.kind !== 'array' &&
      f.kind !== 'object',
  );
}

/** "1 produto" / "30 produtos" / "2 vendas". */
export function countText(model: Pick<RegisterModel, 'label'>, n: number): string {
  const { singular, plural } = model.label;
  return `${bulkNumber(n)} ${(n === 1 ? singular : plural).toLowerCase()}`;
}

/** "30 produtos alterados" / "1 venda alterada". */
export function doneText(model: Pick<RegisterModel, 'label'>, n: number): string {
  if (schemaLocale() === 'en') return `${countText(model, n)} changed.`;
  const ending = model.label.gender === 'f' ? 'a' : 'o';
  return `${countText(model, n)} alterad${ending}${n === 1 ? '' : 's'}.`;
}

/**
 * The updatedAt each record was read with, from the lists and records react-admin holds (the page, a "select
 * all", an opened record): the newest read wins. The server refuses the whole change (409, naming the record) if
 * one was changed since; a record read nowhere goes without one.
 */
export function versionsOf(
  queryClient: QueryClient,
  resource: string,
  ids: readonly unknown[],
): Record<string, string> {
  const wanted = new Set(ids.map(String));
  const out: Record<string, string> = {};
  const queries = queryClient
    .getQueryCache()
    .findAll({ queryKey: [resource] })
    .sort((a, b) => a.state.dataUpdatedAt - b.state.dataUpdatedAt);
  const take = (record: unknown) => {
    const r = record as { id?: unknown; updatedAt?: unknown } | null;
    if (r && wanted.has(String(r.id)) && typeof r.updatedAt === 'string') out[String(r.id)] = r.updatedAt;
  };
  for (const query of queries) {
    const data = query.state.data as unknown;
    if (Array.isArray(data)) data.forEach(take);
    else if (data && typeof data === 'object') {
      const inner = (data as { data?: unknown }).data;
      if (Array.isArray(inner)) inner.forEach(take);
      else take(inner ?? data);
    }
  }
  return out;
}

/**
 * The chosen fields' values as the server takes them: an input left empty clears the field (null), as the
 * record's form would send it.
 */
export function loteData(fields: readonly FieldModel[], values: Record<string, unknown>) {
  const data: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.name];
    data[field.name] = value === undefined || value === '' ? null : value;
  }
  return data;
}

export interface LoteBody {
  ids?: number[];
  filter?: Record<string, unknown>;
  data: Record<string, unknown>;
  versoes?: Record<string, string>;
}

/** POST {base}/{resource}/lote; refuses with react-admin's HttpError carrying the server's message. */
export async function editarEmLote(
  base: string,
  resource: string,
  body: LoteBody,
): Promise<{ alterados: number }> {
  try {
    return (await http.post<{ alterados: number }>(`${base}/${resource}/lote`, body)).data;
  } catch (error) {
    throw toHttpError(error);
  }
}
