import type { RegisterStep } from './drafts';
import { COMPOSITE_KINDS, isObject } from './shared';

/** `x-defaultSort`: `{ field, order }`, the list's first sort (by default the key, ascending); it becomes sortable. */
export const defaultSortStep: RegisterStep = {
  keywords: ['x-defaultSort'],
  apply(d) {
    d.defaultSort = { field: d.pk, order: 'ASC' };
    const value = d.schema['x-defaultSort'];
    if (value === undefined) return;
    if (
      !isObject(value) ||
      typeof value.field !== 'string' ||
      (value.order !== 'ASC' && value.order !== 'DESC')
    ) {
      d.problem('x-defaultSort must be { "field": "<property>", "order": "ASC" | "DESC" }');
      return;
    }
    const field = d.allFields.find((f) => f.name === value.field);
    if (!field) d.problem(`x-defaultSort names ${value.field}, which is not a property`);
    else if (COMPOSITE_KINDS.includes(field.kind) || field.writeOnly || field.schema['x-sortable'] === false)
      d.problem(`x-defaultSort: ${field.name} cannot be sorted`);
    else {
      d.defaultSort = { field: field.name, order: value.order };
      d.allFields = d.allFields.map((f) => (f.name === field.name ? { ...f, sortable: true } : f));
    }
  },
};
