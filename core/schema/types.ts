import type {
  BaseType,
  EnumColor,
  JsonPrimitive,
  JsonSchema,
  JsonValue,
  ReferenceSpec,
  RegisterLabel,
  RegisterMenu,
  RegisterScope,
  SortSpec,
  Widget,
} from './vocabulary';

/** The register model's shapes: what normalizeRegister (core/schema/register.ts) answers for one schema. */

export type FieldKind =
  | 'string'
  | 'text'
  | 'integer'
  | 'number'
  | 'currency'
  | 'percent'
  | 'boolean'
  | 'date'
  | 'datetime'
  | 'enum'
  | 'email'
  | 'cpf'
  | 'cnpj'
  | 'cpfCnpj'
  | 'telefone'
  | 'cep'
  | 'uf'
  | 'cor'
  | 'password'
  | 'reference'
  | 'array'
  | 'object';

/**
 * How a list filters by the field: `eq` equality, `contains` accent- and case-insensitive substring, `range`
 * `field_gte` / `field_lte`, `select` one of the enum values, `reference` a record of the target, `boolean`.
 */
export type FilterKind = 'eq' | 'contains' | 'range' | 'select' | 'reference' | 'boolean';

export interface Choice {
  id: string | number;
  name: string;
}

export interface FieldModel {
  /** The property name: camelCase, the API's and the Drizzle table's name. */
  name: string;
  /** The SQL column (snake_case of name). */
  column: string;
  /** The label: the schema's title, else the name. */
  title: string;
  description: string | null;
  kind: FieldKind;
  /** The JSON type, null aside. */
  type: BaseType;
  format: string | null;
  widget: Widget | null;
  /** May hold null: the type says so, or the property is not required (a register's columns are then nullable). */
  nullable: boolean;
  /** In the schema's `required` (for the standard fields: always present). */
  required: boolean;
  readOnly: boolean;
  writeOnly: boolean;
  /** Added by the engine (id, the key, empresaId of company scope, createdAt, updatedAt, deletedAt). */
  standard: boolean;
  /** Given on create, fixed afterwards: a natural key (e.g. a campo extra's slot). */
  createOnly: boolean;
  /** Rank among the list columns (1 = first), or null when not a list column. */
  list: number | null;
  sortable: boolean;
  filter: FilterKind | null;
  /** One of the fields `q` searches (x-search). */
  search: boolean;
  /** Enum values, null aside (for arrays: the items' enum). */
  enum: Array<string | number> | null;
  /** Label of every enum value (x-enumLabels, else the value itself). */
  enumLabels: Record<string, string> | null;
  /** x-enumColors: the chip colour of some enum values (lists and show pages draw the field as a chip), or null. */
  enumColors: Record<string, EnumColor> | null;
  /** The enum as react-admin choices `{ id, name }`. */
  choices: Choice[] | null;
  /** x-i18n: the title and enum labels in other languages, by locale ({} when none: the engine's own fields). */
  i18n: Record<
    string,
    { title: string; description: string | null; enumLabels: Record<string, string> | null }
  >;
  /** x-reference: on a register's own property a foreign key; inside a jsonb value, a followed reference. */
  reference: ReferenceSpec | null;
  unique: boolean;
  /** x-requiredWhen: the values of other properties that make this one required (and a list not empty). */
  requiredWhen: Record<string, JsonPrimitive[]> | null;
  /** x-default, when there is one. */
  default: JsonValue | undefined;
  min: number | null;
  max: number | null;
  multipleOf: number | null;
  minLength: number | null;
  maxLength: number | null;
  pattern: string | null;
  minItems: number | null;
  maxItems: number | null;
  /** Arrays: the kind of one item. */
  itemKind: FieldKind | null;
  /** Arrays of objects: the fields of one item. */
  items: FieldModel[] | null;
  /** Objects: their fields. */
  properties: FieldModel[] | null;
  /** The property's schema as declared (extension keywords included). */
  schema: JsonSchema;
}

export interface RegisterModel {
  /** The schema's $id (PascalCase): the OpenAPI component and the generated type's name. */
  id: string;
  title: string;
  /** x-i18n: the title, singular and plural in other languages, by locale ({} when none). */
  i18n: Record<string, { title: string; singular: string; plural: string }>;
  description: string | null;
  resource: string;
  scope: RegisterScope;
  table: string;
  /** The key property, e.g. `produtoId`; records carry it and `id`, equal. */
  primaryKey: string;
  /**
   * The key is a declared, writable integer property (a campo extra's `slot`): chosen on create, fixed after,
   * unique per company. Otherwise the engine adds it as a serial.
   */
  naturalKey: boolean;
  primaryKeyColumn: string;
  label: RegisterLabel;
  /** As declared (a property name or a `%{prop}` template), or the default one. */
  recordRepresentation: string;
  /** The properties recordRepresentation shows. */
  representationFields: string[];
  /** Names one record, e.g. `"CTRL-15 – Plano Controle 15 GB"`; missing values show as empty. */
  represent(record: Readonly<Record<string, unknown>>): string;
  /** Company permission to write; null for admin scope (which always needs ADMIN). */
  permission: string | null;
  readPermission: string | null;
  menu: RegisterMenu | null;
  /** The properties `q` searches. */
  search: string[];
  defaultSort: SortSpec;
  trash: boolean;
  /** x-indexes: the properties of each list index (company and key aside). */
  indexes: string[][];
  /** The references inside jsonb properties (a sale's items' products): no foreign key holds them. */
  nestedReferences: NestedReference[];
  /** The declared properties, standard ones aside, in schema order. */
  fields: FieldModel[];
  /** Every field a record has: id, the key, empresaId, the declared ones, createdAt, updatedAt, deletedAt. */
  allFields: FieldModel[];
  fieldsByName: ReadonlyMap<string, FieldModel>;
  /** The list columns in column order. */
  listColumns: FieldModel[];
  /** The fields with a list filter, in schema order (`q` aside: see `search`). */
  filters: FieldModel[];
  /** The fields a list may sort by: `id`, the key, the timestamps, the sortable ones. */
  sortableFields: string[];
  /**
   * One record as the API answers it, with `$id`: the standard properties added (read-only), every property
   * required and the optional ones nullable; writeOnly properties left out (never sent). No extension keywords.
   */
  fullSchema: JsonSchema;
  /** The POST body: the writable properties, x-default as `default` (not required then), additionalProperties false. */
  writeSchema: JsonSchema;
  /**
   * The PUT body, partial (docs/contrato.md §5): any of the writable properties (no defaults), `updatedAt` when the
   * client holds one (the optimistic lock), and the record's read-only properties (id, key, empresaId,
   * createdAt, deletedAt, declared readOnly ones): accepted because react-admin sends the whole record back, and
   * ignored by the server. Nothing is required: what is required, and the x-requiredWhen rules, are judged on
   * the record the body makes (`mergedSchema`).
   */
  updateSchema: JsonSchema;
  /**
   * The writable fields of a record once a PUT's body is merged into the stored one: required as on create, the
   * x-requiredWhen conditions, each property as written. The server judges it, so a partial body can neither
   * break a rule nor skip one.
   */
  mergedSchema: JsonSchema;
  /** The schema as given. */
  source: JsonSchema;
}

/**
 * A reference inside a jsonb property, e.g. the product of each of a sale's items: `field` is the column,
 * `steps` the way down to the key (`[]` an array's items, a name an object's property).
 *
 * @example { field: 'itens', path: 'itens[].adicionais[]', steps: ['[]', 'adicionais', '[]'], resource: 'adicionais' }
 */
export interface NestedReference {
  field: string;
  /** Where it is, for messages: `itens[].produtoId`. */
  path: string;
  steps: string[];
  resource: string;
}

/** Every problem of one schema, so a schema is fixed in one pass. */
export class RegisterSchemaError extends Error {
  readonly problems: string[];
  constructor(schemaName: string, problems: string[]) {
    super(
      problems.length === 1
        ? `schema ${schemaName}: ${problems[0]}`
        : `schema ${schemaName}:\n  - ${problems.join('\n  - ')}`,
    );
    this.name = 'RegisterSchemaError';
    this.problems = problems;
  }
}
