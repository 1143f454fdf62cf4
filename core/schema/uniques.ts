import type { FieldModel, RegisterModel } from './model.ts';

// A register's unique values (x-unique) as a user meets them when one is taken: the index `npm run gen` names for
// the field, and the sentence and the field the 409 answers, both from the schema (x-label, the property's title).
// The generator (scripts/gen/tables.ts) and the server's error handler read the same names here.

/** The unique index the generator gives an x-unique field: `produtos_codigo_unique`. */
export function uniqueIndexName(
  model: Pick<RegisterModel, 'table'>,
  field: Pick<FieldModel, 'column'>,
): string {
  return `${model.table}_${field.column}_unique`;
}

/** What a 409 says for a taken unique value: a sentence for the toast, one at the field. */
export interface UniqueConflict {
  message: string;
  field: string;
  fieldMessage: string;
}

/** `Já existe um produto com o valor informado em Código.` */
export function uniqueConflictOf(model: Pick<RegisterModel, 'label'>, field: FieldModel): UniqueConflict {
  const article = model.label.gender === 'f' ? 'uma' : 'um';
  return {
    message: `Já existe ${article} ${model.label.singular.toLowerCase()} com o valor informado em ${field.title}.`,
    field: field.name,
    fieldMessage: 'Este valor já está em uso.',
  };
}

/** Every x-unique field of the registers, by the name of its unique index. */
export function uniqueConflicts(models: readonly RegisterModel[]): Map<string, UniqueConflict> {
  return new Map(
    models.flatMap((m) =>
      m.fields
        .filter((f) => f.unique && f.name !== m.primaryKey)
        .map((f) => [uniqueIndexName(m, f), uniqueConflictOf(m, f)] as const),
    ),
  );
}
