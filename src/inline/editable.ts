import type { FieldKind, FieldModel, RegisterModel } from '../../core/schema/model';

/**
 * Which list columns may be edited in place. Only kinds whose form input fits in one line of a table cell and
 * reads its value from one key press at a time: a multi-line text (Enter is a new line there, not "save"), a
 * list, an object, a password, a date and time or a colour open the record instead.
 */
const INLINE_KINDS: ReadonlySet<FieldKind> = new Set<FieldKind>([
  'string',
  'email',
  'cpf',
  'cnpj',
  'cpfCnpj',
  'telefone',
  'cep',
  'uf',
  'integer',
  'number',
  'currency',
  'percent',
  'boolean',
  'enum',
  'date',
  'reference',
]);

/**
 * A field is edited in the list when the form would let the user change it (not read-only, not the engine's,
 * not fixed after creation), it is no unique value or natural key (a duplicate there is a decision worth the
 * whole form and its message), and its kind has a one-line input. A reference qualifies only as a company
 * register's own foreign key (an autocomplete over the target register), never a followed reference in a jsonb.
 *
 * @example inlineEditable(produto, produto.fieldsByName.get('preco')!) // true
 * @example inlineEditable(produto, produto.fieldsByName.get('codigo')!) // false: x-unique
 */
export function inlineEditable(model: RegisterModel, field: FieldModel): boolean {
  if (field.readOnly || field.standard || field.createOnly || field.unique || field.writeOnly) return false;
  if (field.name === model.primaryKey) return false;
  if (!INLINE_KINDS.has(field.kind)) return false;
  if (field.kind === 'reference') return field.reference !== null;
  // a URL is text, but its cell is a link the user follows
  if (field.kind === 'string' && field.format === 'uri') return false;
  return true;
}

/** The editable fields of a register by name, for the cells to look their column up. */
export function inlineFields(model: RegisterModel): ReadonlyMap<string, FieldModel> {
  return new Map(model.fields.filter((f) => inlineEditable(model, f)).map((f) => [f.name, f]));
}
