import type { FieldKind, FilterKind } from '../types';
import type { FieldStep, RegisterStep } from './drafts';
import { COMPOSITE_KINDS, RANGE_KINDS, TEXT_KINDS } from './shared';

/**
 * `x-list` (a list column, a number its rank), `x-sortable` (the server's sort whitelist; list columns sort by
 * default) and `x-filter` (true: a filter by kind; "range": `_gte` / `_lte`). At the register, the list columns:
 * numbered ones first, then `true` ones, else the first five simple fields.
 */
export const listStep: FieldStep = {
  keywords: ['x-list', 'x-sortable', 'x-filter'],
  apply(d) {
    const { raw, kind, writeOnly } = d;
    const listValue = raw['x-list'];
    if (listValue !== undefined && typeof listValue !== 'boolean' && typeof listValue !== 'number')
      d.problem('x-list must be true, false or a number');
    if (listValue !== undefined && listValue !== false && writeOnly)
      d.problem('x-list on a writeOnly property');
    const composite = COMPOSITE_KINDS.includes(kind) || writeOnly;
    const sortValue = raw['x-sortable'];
    if (sortValue !== undefined && typeof sortValue !== 'boolean') d.problem('x-sortable must be a boolean');
    if (sortValue === true && composite)
      d.problem(`x-sortable on a ${writeOnly ? 'writeOnly' : kind} property`);
    d.filter = filterOf(raw['x-filter'], kind, writeOnly, d.problem);
    d.list = listValue === true ? Infinity : typeof listValue === 'number' ? listValue : null;
    d.sortable =
      sortValue === true ||
      (sortValue === undefined && !composite && listValue !== undefined && listValue !== false);
  },
};

function filterOf(
  value: unknown,
  kind: FieldKind,
  writeOnly: boolean,
  problem: (message: string) => void,
): FilterKind | null {
  if (value === undefined || value === false) return null;
  if (value !== true && value !== 'range') {
    problem('x-filter must be true, false or "range"');
    return null;
  }
  if (writeOnly || COMPOSITE_KINDS.includes(kind)) {
    problem(`x-filter on a ${writeOnly ? 'writeOnly' : kind} property`);
    return null;
  }
  if (value === 'range') {
    if (!RANGE_KINDS.includes(kind)) problem(`x-filter "range" needs a number or a date, not ${kind}`);
    return 'range';
  }
  if (kind === 'reference') return 'reference';
  if (kind === 'enum') return 'select';
  if (kind === 'boolean') return 'boolean';
  if (TEXT_KINDS.includes(kind)) return 'contains';
  return 'eq';
}

export const listColumnsStep: RegisterStep = {
  keywords: ['x-list'],
  apply(d) {
    let listed = d.allFields.filter((f) => f.list !== null);
    if (listed.length === 0) {
      const simple = d.fields.filter(
        (f) => !f.writeOnly && !COMPOSITE_KINDS.includes(f.kind) && f.kind !== 'text',
      );
      const chosen = new Set(simple.slice(0, 5).map((f) => f.name));
      d.allFields = d.allFields.map((f) =>
        chosen.has(f.name) ? { ...f, list: Infinity, sortable: f.schema['x-sortable'] !== false } : f,
      );
      listed = d.allFields.filter((f) => f.list !== null);
    }
    // Infinity (x-list true) minus Infinity is NaN: compare equal ranks explicitly, sort is stable
    const order = [...listed].sort((a, b) =>
      a.list === b.list ? 0 : (a.list as number) - (b.list as number),
    );
    const rank = new Map(order.map((f, i) => [f.name, i + 1]));
    d.allFields = d.allFields.map((f) => ({
      ...f,
      list: rank.get(f.name) ?? null,
      search: d.search.includes(f.name),
    }));
  },
};
