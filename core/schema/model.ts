/**
 * The register model: what one schema of schemas/ means, worked out once and shared by the server (routes,
 * validation, OpenAPI), the client (screens) and the generator (types, tables, migrations).
 *
 * Pure TypeScript on purpose: Vite bundles it for the browser and tsx loads it in Node, so it touches neither
 * fs nor the DOM. The extension keywords are described in schemas/README.md; schemas/meta.schema.json checks
 * their shapes, and normalizeRegister checks what a JSON Schema cannot say (that a name is a property, that a
 * filter fits the type …), failing with every problem of the schema at once.
 */

export type JsonPrimitive = string | number | boolean | null;
export type JsonValue = JsonPrimitive | JsonValue[] | { [key: string]: JsonValue };

/** A schema as read from a file: JSON imports are typed loosely, so the model checks every keyword it reads. */
export type JsonSchemaObject = { readonly [keyword: string]: unknown };

export type JsonSchemaType = 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object' | 'null';
export type BaseType = Exclude<JsonSchemaType, 'null'>;

/** A JSON Schema (draft-07) as the model builds it: the keywords it uses, typed; any other is kept as is. */
export interface JsonSchema {
  $schema?: string;
  $id?: string;
  $ref?: string;
  title?: string;
  description?: string;
  type?: JsonSchemaType | JsonSchemaType[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: JsonPrimitive[];
  default?: JsonValue;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  multipleOf?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  readOnly?: boolean;
  writeOnly?: boolean;
  [keyword: string]: unknown;
}

// ---------------------------------------------------------------------------------------------------------------
// The extension keywords

/** `x-scope`: where a register's rows live and under which URL. */
export type RegisterScope = 'empresa' | 'admin';

/** `x-menu` groups, in the order the menu shows them. */
export const MENU_GROUPS = ['vendas', 'cadastros', 'equipe', 'configuracao', 'admin'] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];

/** `x-label`: the Portuguese names, e.g. `{ "singular": "Origem", "plural": "Origens", "gender": "f" }`. */
export interface RegisterLabel {
  singular: string;
  plural: string;
  /** Grammatical gender, for "Novo produto" / "Nova origem". */
  gender: 'm' | 'f';
}

/** `x-menu`, e.g. `{ "group": "cadastros", "icon": "Inventory2", "order": 10 }`. */
export interface RegisterMenu {
  group: MenuGroup;
  /** An @mui/icons-material export name. */
  icon: string;
  /** Position inside the group, smallest first. */
  order: number;
}

/** `x-defaultSort`, e.g. `{ "field": "nome", "order": "ASC" }`. */
export interface SortSpec {
  field: string;
  order: 'ASC' | 'DESC';
}

/** `x-widget`: the input beyond what the type says. */
export const WIDGETS = ['textarea', 'currency', 'percent', 'password', 'color'] as const;
export type Widget = (typeof WIDGETS)[number];

/** String `format`s a register may use: ajv-formats' and ours (core/schema/formats.ts). */
export const STRING_FORMATS = [
  'email',
  'date',
  'date-time',
  'uri',
  'cpf',
  'cnpj',
  'cpf-cnpj',
  'telefone',
  'cep',
  'uf',
  'cor',
] as const;
export type StringFormat = (typeof STRING_FORMATS)[number];

/** `x-reference`: a foreign key to the key of another register, e.g. `{ "resource": "produtos" }`. */
export interface ReferenceSpec {
  resource: string;
}

/**
 * The extension keywords at a register's root.
 *
 * @example
 * { "$id": "Origem", "x-resource": "origens", "x-scope": "empresa", "x-primaryKey": "origemId",
 *   "x-permission": "CADASTRAR_AUXILIARES", "x-search": ["nome"], "x-defaultSort": { "field": "nome", "order": "ASC" } }
 */
export interface RegisterKeywords {
  /** URL segment and react-admin resource name. @example "venda-status" */
  'x-resource': string;
  /** `empresa`: rows of one company, under /api/empresas/{empresaId}/…; `admin`: platform registers under /api/admin/…. */
  'x-scope': RegisterScope;
  /** SQL table name; default: x-resource with `-` → `_`. @example "venda_status" */
  'x-table'?: string;
  /** The integer (serial) key property; the API answers it as `id` too. @example "produtoId" */
  'x-primaryKey': string;
  'x-label'?: RegisterLabel;
  /** A property, or a template of `%{property}`. @example "%{codigo} – %{nome}" */
  'x-recordRepresentation'?: string;
  /** Company permission to create, change and delete (company scope only). @example "CADASTRAR_AUXILIARES" */
  /** `false`: every member of the company may write (the register's own rules narrow it, e.g. own sales only). */
  'x-permission'?: string | false;
  /** Company permission also needed to read (company scope only). @example "CONFIGURAR_EMPRESA" */
  'x-readPermission'?: string;
  /** Menu entry, or `false` for none. */
  'x-menu'?: RegisterMenu | false;
  /** Properties the free-text filter `q` searches (accent- and case-insensitive, trigram-indexed). @example ["nome", "codigo"] */
  'x-search'?: string[];
  'x-defaultSort'?: SortSpec;
  /** DELETE moves the record to a trash (`deletedAt`) instead of removing it. */
  'x-trash'?: boolean;
  /**
   * Btree indexes for large lists, each the properties a list filters by (equality first) and sorts by; the
   * engine puts the company first and the key last (the tie-breaker of every sort), and leaves the trash out.
   * @example [["data"], ["vendaStatusId", "data"]]
   */
  'x-indexes'?: string[][];
  /** The register's texts in other languages (title, x-label's singular and plural), by locale. */
  'x-i18n'?: Record<string, RegisterTranslation>;
}

/**
 * The extension keywords of a property.
 *
 * @example
 * "preco": { "type": "number", "title": "Preço", "x-widget": "currency", "x-list": 4, "x-filter": "range" }
 */
export interface PropertyKeywords {
  /** A list column; a number sets the column order (true: after the numbered ones). @example 1 */
  'x-list'?: boolean | number;
  /** The list may sort by it (the server's whitelist); default: true for list columns. */
  'x-sortable'?: boolean;
  /** A list filter: `true` (by type) or `"range"` (numbers and dates: `field_gte` / `field_lte`). */
  'x-filter'?: boolean | 'range';
  /** @example "textarea" */
  'x-widget'?: Widget;
  /**
   * A reference to another register's key. On a register's own property, a foreign key; inside a jsonb value (an
   * item of an array), a reference the engine follows too: a record still referenced is not deleted (409 naming
   * where it is used), and the column gets a GIN index so that look-up stays cheap.
   * @example { "resource": "produtos" }
   */
  'x-reference'?: ReferenceSpec;
  /** Unique within the company (globally for admin scope); a taken value answers 409 at the field. */
  'x-unique'?: boolean;
  /**
   * Given on create, fixed afterwards (shown read-only on edit; a changed value sent back is ignored). On the
   * x-primaryKey property it makes a natural key: the client chooses it, unique per company.
   * @example "slot": { "type": "integer", "minimum": 1, "maximum": 20, "x-createOnly": true }
   */
  'x-createOnly'?: boolean;
  /** @example { "ATIVO": "Ativo", "INATIVO": "Inativo" } */
  'x-enumLabels'?: Record<string, string>;
  /** Filled in on create, and the column default. @example true */
  'x-default'?: JsonValue;
  /**
   * Required (and, for a list, not empty) when other properties hold one of the values given: checked by the
   * server (an if/then of the write schemas) and by the form, at this field.
   * @example "opcoes": { "type": "array", "x-requiredWhen": { "tipo": ["LISTA"] } }
   */
  'x-requiredWhen'?: Record<string, JsonPrimitive[]>;
  /**
   * The property's texts in other languages than Portuguese (the `title` and `x-enumLabels` are pt-BR): one entry
   * per locale. On an array of enum values, beside its title, as x-enumLabels.
   * @example { "en": { "title": "Status", "enumLabels": { "ATIVO": "Active", "INATIVO": "Inactive" } } }
   */
  'x-i18n'?: Record<string, PropertyTranslation>;
}

/** One language's texts of a property (x-i18n). */
export interface PropertyTranslation {
  title: string;
  /** The description (a form's help text) in that language. */
  description?: string;
  enumLabels?: Record<string, string>;
}

/** One language's texts of a register (x-i18n): its title and, when it has x-label, the singular and plural. */
export interface RegisterTranslation {
  title: string;
  singular?: string;
  plural?: string;
}

export const REGISTER_KEYWORDS = [
  'x-resource',
  'x-scope',
  'x-table',
  'x-primaryKey',
  'x-label',
  'x-recordRepresentation',
  'x-permission',
  'x-readPermission',
  'x-menu',
  'x-search',
  'x-defaultSort',
  'x-trash',
  'x-indexes',
  'x-i18n',
] as const satisfies readonly (keyof RegisterKeywords)[];

export const PROPERTY_KEYWORDS = [
  'x-list',
  'x-sortable',
  'x-filter',
  'x-widget',
  'x-reference',
  'x-unique',
  'x-createOnly',
  'x-enumLabels',
  'x-default',
  'x-requiredWhen',
  'x-i18n',
] as const satisfies readonly (keyof PropertyKeywords)[];

/** Every extension keyword: what an ajv in strict mode must be told about (`ajv.addKeyword(name)`) to compile a raw schema. */
export const EXTENSION_KEYWORDS: readonly string[] = [
  ...new Set([...REGISTER_KEYWORDS, ...PROPERTY_KEYWORDS]),
];

// ---------------------------------------------------------------------------------------------------------------
// The model

/** What a field is, as far as inputs, cells, filters and columns care. */
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
   * The PUT body, partial (CONTRACT.md §5): any of the writable properties (no defaults), `updatedAt` when the
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

/**
 * The jsonb value that contains the key `id` where the reference is: `[{ "produtoId": 7 }]` for `itens[].produtoId`,
 * `[{ "adicionais": [7] }]` for `itens[].adicionais[]`. PostgreSQL's `column @> value` then finds the rows that
 * reference it, through a GIN (jsonb_path_ops) index.
 */
export function nestedReferenceMatch(reference: NestedReference, id: number): JsonValue {
  let value: JsonValue = id;
  for (const step of [...reference.steps].reverse()) value = step === '[]' ? [value] : { [step]: value };
  return value;
}

/** The references inside a jsonb field (an array or an object), found at any depth. */
function nestedReferencesOf(field: FieldModel): NestedReference[] {
  const out: NestedReference[] = [];
  const walk = (inner: FieldModel, steps: string[], path: string) => {
    if (inner.reference && steps.length > 0)
      out.push({ field: field.name, path, steps, resource: inner.reference.resource });
    if (inner.type === 'array') {
      // an array of plain values keeps its item's reference in the item schema; one of objects, in its fields
      const itemReference = (inner.schema.items as JsonSchemaObject | undefined)?.['x-reference'];
      if (isObject(itemReference) && typeof itemReference.resource === 'string')
        out.push({
          field: field.name,
          path: `${path}[]`,
          steps: [...steps, '[]'],
          resource: itemReference.resource,
        });
      for (const sub of inner.items ?? []) walk(sub, [...steps, '[]', sub.name], `${path}[].${sub.name}`);
    } else for (const sub of inner.properties ?? []) walk(sub, [...steps, sub.name], `${path}.${sub.name}`);
  };
  if (field.type === 'array' || field.type === 'object') walk(field, [], field.name);
  return out;
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

// ---------------------------------------------------------------------------------------------------------------
// Helpers

/** `comissaoPercentual` → `comissao_percentual`. */
export function toSnakeCase(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/** `venda_status` or `venda-status` → `vendaStatus`. */
export function toCamelCase(name: string): string {
  return name.replace(/[-_]+([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

const TEMPLATE_PLACEHOLDER = /%\{([^}]*)\}/g;

/** The properties a recordRepresentation names: `%{codigo} – %{nome}` → codigo, nome; `nome` → nome. */
export function representationFieldsOf(representation: string): string[] {
  if (!representation.includes('%{')) return [representation];
  return [...representation.matchAll(TEMPLATE_PLACEHOLDER)].map((m) => (m[1] ?? '').trim());
}

/** Applies a recordRepresentation to a record: a property name, or a template of `%{prop}`. */
export function representRecord(representation: string, record: Readonly<Record<string, unknown>>): string {
  const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
  if (!representation.includes('%{')) return text(record[representation]);
  return representation.replace(TEMPLATE_PLACEHOLDER, (_, name: string) => text(record[name.trim()])).trim();
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const PASCAL_CASE = /^[A-Z][A-Za-z0-9]*$/;
const CAMEL_CASE = /^[a-z][A-Za-z0-9]*$/;
const RESOURCE = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const SQL_NAME = /^[a-z][a-z0-9_]*$/;
const PERMISSION = /^[A-Z][A-Z0-9_]*$/;
// PostgreSQL cuts identifiers at 63 bytes; the generated index names add up to ~20 characters to the table name.
const MAX_TABLE_NAME = 40;

/** The names of the fields the engine adds; a schema may declare them (read-only, of the right type). */
export const STANDARD_FIELDS = ['id', 'empresaId', 'createdAt', 'updatedAt', 'deletedAt'] as const;

const TEXT_KINDS: readonly FieldKind[] = [
  'string',
  'text',
  'email',
  'cpf',
  'cnpj',
  'cpfCnpj',
  'telefone',
  'cep',
];
const RANGE_KINDS: readonly FieldKind[] = ['integer', 'number', 'currency', 'percent', 'date', 'datetime'];
/** Kinds held as text a person reads and types: what `x-search` may name (the server trims them too). */
export const SEARCH_KINDS: readonly FieldKind[] = [...TEXT_KINDS, 'uf', 'cor'];
// Kinds that hold no single comparable value (or must not be compared): no sort, filter or unique index.
const COMPOSITE_KINDS: readonly FieldKind[] = ['array', 'object', 'password'];

function parseType(value: unknown): { type: BaseType; nullable: boolean } | string {
  const types = Array.isArray(value) ? value : [value];
  const known = ['string', 'integer', 'number', 'boolean', 'array', 'object', 'null'];
  if (types.length === 0 || !types.every((t) => typeof t === 'string' && known.includes(t)))
    return `"type" must be a JSON type or [type, "null"], not ${JSON.stringify(value)}`;
  const base = types.filter((t) => t !== 'null') as BaseType[];
  if (base.length !== 1 || types.length > 2)
    return `"type" must name one type (and "null"), not ${JSON.stringify(value)}`;
  return { type: base[0] as BaseType, nullable: types.includes('null') };
}

function kindOf(type: BaseType, schema: JsonSchemaObject): FieldKind {
  if (schema['x-reference'] !== undefined) return 'reference';
  if (type === 'array' || type === 'object' || type === 'boolean' || type === 'integer') {
    if (type === 'integer' && Array.isArray(schema.enum)) return 'enum';
    if (type === 'integer' && schema['x-widget'] === 'percent') return 'percent';
    return type;
  }
  if (type === 'number') {
    if (Array.isArray(schema.enum)) return 'enum';
    if (schema['x-widget'] === 'currency') return 'currency';
    if (schema['x-widget'] === 'percent') return 'percent';
    return 'number';
  }
  if (Array.isArray(schema.enum)) return 'enum';
  switch (schema.format) {
    case 'date':
      return 'date';
    case 'date-time':
      return 'datetime';
    case 'email':
      return 'email';
    case 'cpf':
      return 'cpf';
    case 'cnpj':
      return 'cnpj';
    case 'cpf-cnpj':
      return 'cpfCnpj';
    case 'telefone':
      return 'telefone';
    case 'cep':
      return 'cep';
    case 'uf':
      return 'uf';
    case 'cor':
      return 'cor';
  }
  if (schema['x-widget'] === 'textarea') return 'text';
  if (schema['x-widget'] === 'password') return 'password';
  if (schema['x-widget'] === 'color') return 'cor';
  return 'string';
}

function matchesType(value: unknown, type: BaseType): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'integer':
      return Number.isInteger(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'array':
      return Array.isArray(value);
    case 'object':
      return isObject(value);
  }
}

/** The JSON Schema keywords that hold subschemas, by how they hold them: for walkers of a whole schema. */
export const SCHEMA_MAPS = ['properties', 'patternProperties', 'definitions', '$defs', 'dependentSchemas'];
export const SCHEMA_LISTS = ['anyOf', 'oneOf', 'allOf', 'prefixItems'];
export const SCHEMA_SINGLES = [
  'items',
  'additionalProperties',
  'not',
  'if',
  'then',
  'else',
  'contains',
  'propertyNames',
];

/**
 * A copy of a schema without extension keywords (at any depth: ajv in strict mode refuses unknown keywords) and
 * with additionalProperties false on objects that leave it unsaid (schemas/README.md: records are closed).
 */
export function stripExtensions(schema: JsonSchemaObject): JsonSchema {
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key.startsWith('x-')) continue;
    if (SCHEMA_MAPS.includes(key) && isObject(value)) {
      out[key] = Object.fromEntries(
        Object.entries(value).map(([k, v]) => [k, isObject(v) ? stripExtensions(v) : v]),
      );
    } else if (SCHEMA_LISTS.includes(key) && Array.isArray(value)) {
      out[key] = value.map((v) => (isObject(v) ? stripExtensions(v) : v));
    } else if (SCHEMA_SINGLES.includes(key) && isObject(value)) {
      out[key] = stripExtensions(value);
    } else {
      out[key] = value;
    }
  }
  const types = Array.isArray(out.type) ? out.type : [out.type];
  if (types.includes('object') && isObject(out.properties) && out.additionalProperties === undefined)
    out.additionalProperties = false;
  return out;
}

/** The schema with null allowed (in type and enum), for optional properties: their columns are nullable. */
function withNull(schema: JsonSchema): JsonSchema {
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const out: JsonSchema = { ...schema };
  if (!types.includes('null')) out.type = [...types, 'null'];
  if (Array.isArray(schema.enum) && !schema.enum.includes(null)) out.enum = [...schema.enum, null];
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Fields

interface FieldContext {
  /** Where the field sits, for messages: `preco`, `opcoes[].valor`. */
  path: string;
  problems: string[];
  /** A register's own property (a column), rather than a field inside a jsonb value. */
  topLevel: boolean;
}

// x-reference may sit inside a jsonb value too (a followed reference, not a foreign key)
const TOP_LEVEL_ONLY = ['x-unique', 'x-filter', 'x-sortable', 'x-requiredWhen'];

function normalizeField(
  name: string,
  raw: JsonSchemaObject,
  required: boolean,
  ctx: FieldContext,
): FieldModel | null {
  const { path, problems } = ctx;
  const problem = (message: string) => problems.push(`${path}: ${message}`);
  for (const key of Object.keys(raw)) {
    if (key.startsWith('x-') && !(PROPERTY_KEYWORDS as readonly string[]).includes(key))
      problem(`unknown keyword ${key} (known: ${PROPERTY_KEYWORDS.join(', ')})`);
    if (!ctx.topLevel && TOP_LEVEL_ONLY.includes(key))
      problem(`${key} applies only to a register's own properties`);
  }
  if (raw.$ref !== undefined || raw.anyOf !== undefined || raw.oneOf !== undefined || raw.allOf !== undefined)
    problem('register properties are described by "type" ($ref, anyOf, oneOf and allOf are not supported)');
  const parsed = parseType(raw.type);
  if (typeof parsed === 'string') {
    problem(parsed);
    return null;
  }
  const { type } = parsed;
  // inside a jsonb value a reference keeps its plain kind: the inputs and cells of the nested field stay as they are
  const kind = kindOf(type, ctx.topLevel ? raw : { ...raw, 'x-reference': undefined });
  const readOnly = raw.readOnly === true;
  const writeOnly = raw.writeOnly === true;
  if (readOnly && writeOnly) problem('cannot be both readOnly and writeOnly');
  // A register's optional properties are nullable columns, answered as null (schemas/README.md).
  const nullable = parsed.nullable || (ctx.topLevel && !required);

  const format = typeof raw.format === 'string' ? raw.format : null;
  if (raw.format !== undefined) {
    if (type !== 'string') problem(`"format" applies to strings only`);
    else if (!(STRING_FORMATS as readonly string[]).includes(String(raw.format)))
      problem(`unknown format ${JSON.stringify(raw.format)} (known: ${STRING_FORMATS.join(', ')})`);
  }

  const widgetValue = raw['x-widget'];
  let widget: Widget | null = null;
  if (widgetValue !== undefined) {
    if (!(WIDGETS as readonly unknown[]).includes(widgetValue))
      problem(`unknown x-widget ${JSON.stringify(widgetValue)} (known: ${WIDGETS.join(', ')})`);
    else {
      widget = widgetValue as Widget;
      const fits =
        widget === 'currency'
          ? type === 'number'
          : widget === 'percent'
            ? type === 'number' || type === 'integer'
            : type === 'string';
      if (!fits) problem(`x-widget ${widget} does not fit type ${type}`);
      // a colour is both: the format validates #rrggbb, the widget picks it
      if (format !== null && type === 'string' && !(widget === 'color' && format === 'cor'))
        problem(`x-widget ${widget} and format ${format} together`);
    }
  }

  // enum (an array's come from its items, below)
  let enumValues: Array<string | number> | null = null;
  let enumLabels: Record<string, string> | null = null;
  if (type !== 'array' && raw.enum !== undefined) {
    if (!Array.isArray(raw.enum) || raw.enum.length === 0) problem('"enum" must be a non-empty array');
    else if (!['string', 'integer', 'number'].includes(type))
      problem('"enum" applies to strings and numbers only');
    else {
      const values = raw.enum.filter((v) => v !== null);
      const bad = values.filter((v) => !matchesType(v, type));
      if (bad.length > 0) problem(`enum values ${JSON.stringify(bad)} are not of type ${type}`);
      if (raw.enum.includes(null) && !parsed.nullable)
        problem('enum lists null but the type does not allow null');
      if (new Set(values).size !== values.length) problem('enum values repeat');
      enumValues = values as Array<string | number>;
      const labels = raw['x-enumLabels'];
      if (labels !== undefined && !isObject(labels))
        problem('x-enumLabels must be an object of value → label');
      const given = isObject(labels) ? labels : {};
      for (const [value, label] of Object.entries(given)) {
        if (!enumValues.map(String).includes(value))
          problem(`x-enumLabels names ${value}, which is not in enum`);
        if (typeof label !== 'string') problem(`x-enumLabels.${value} must be a string`);
      }
      enumLabels = Object.fromEntries(
        enumValues.map((v) => {
          const label = given[String(v)];
          return [String(v), typeof label === 'string' ? label : String(v)];
        }),
      );
    }
  } else if (type !== 'array' && raw['x-enumLabels'] !== undefined) problem('x-enumLabels without enum');

  // nested
  let itemKind: FieldKind | null = null;
  let items: FieldModel[] | null = null;
  let properties: FieldModel[] | null = null;
  if (type === 'array') {
    if (!isObject(raw.items)) problem('arrays need "items" (one schema)');
    else {
      // the labels of an array of enum values may sit on the array (where the title is) or on its items
      const itemSchema =
        raw['x-enumLabels'] !== undefined && raw.items['x-enumLabels'] === undefined
          ? { ...raw.items, 'x-enumLabels': raw['x-enumLabels'] }
          : raw.items;
      const item = normalizeField('', itemSchema, true, { path: `${path}[]`, problems, topLevel: false });
      if (item) {
        itemKind = item.kind;
        items = item.properties;
        enumValues = item.enum;
        enumLabels = item.enumLabels;
        if (item.kind === 'array') problem('arrays of arrays are not supported');
      }
    }
  } else if (raw.items !== undefined) problem('"items" on a non-array');
  if (type === 'object') properties = nestedFields(raw, `${path}.`, problems);
  else if (raw.properties !== undefined) problem('"properties" on a non-object');

  // x-i18n: the title and enum labels in other languages (an array's enum labels sit beside its title)
  const i18n: FieldModel['i18n'] = {};
  const i18nValue = raw['x-i18n'];
  if (i18nValue !== undefined && !isObject(i18nValue)) problem('x-i18n must be an object of locale → texts');
  for (const [locale, texts] of Object.entries(isObject(i18nValue) ? i18nValue : {})) {
    if (!isObject(texts) || typeof texts.title !== 'string' || texts.title === '') {
      problem(`x-i18n.${locale} needs a "title"`);
      continue;
    }
    const labels = texts.enumLabels;
    if (labels !== undefined && (!isObject(labels) || enumValues === null))
      problem(`x-i18n.${locale}.enumLabels needs an enum and must be an object of value → label`);
    const given = isObject(labels) ? labels : {};
    for (const value of Object.keys(given))
      if (!enumValues?.map(String).includes(value))
        problem(`x-i18n.${locale}.enumLabels names ${value}, which is not in enum`);
    if (texts.description !== undefined && typeof texts.description !== 'string')
      problem(`x-i18n.${locale}.description must be a string`);
    i18n[locale] = {
      title: texts.title,
      description: typeof texts.description === 'string' ? texts.description : null,
      enumLabels:
        enumValues && isObject(labels)
          ? Object.fromEntries(
              enumValues.map((v) => {
                const label = given[String(v)];
                return [
                  String(v),
                  typeof label === 'string' ? label : (enumLabels?.[String(v)] ?? String(v)),
                ];
              }),
            )
          : null,
    };
  }

  // reference
  let reference: ReferenceSpec | null = null;
  const ref = raw['x-reference'];
  if (ref !== undefined) {
    if (!isObject(ref) || typeof ref.resource !== 'string' || !RESOURCE.test(ref.resource))
      problem('x-reference must be { "resource": "<a register\'s x-resource>" }');
    else reference = { resource: ref.resource };
    if (type !== 'integer') problem("x-reference needs type integer (the target's key)");
    if (enumValues) problem('x-reference and enum together');
  }

  // list, sort, filter, unique
  const listValue = raw['x-list'];
  if (listValue !== undefined && typeof listValue !== 'boolean' && typeof listValue !== 'number')
    problem('x-list must be true, false or a number');
  if (listValue !== undefined && listValue !== false && writeOnly) problem('x-list on a writeOnly property');
  const composite = COMPOSITE_KINDS.includes(kind) || writeOnly;
  const sortValue = raw['x-sortable'];
  if (sortValue !== undefined && typeof sortValue !== 'boolean') problem('x-sortable must be a boolean');
  if (sortValue === true && composite) problem(`x-sortable on a ${writeOnly ? 'writeOnly' : kind} property`);
  const filter = filterOf(raw['x-filter'], kind, writeOnly, problem);
  const createOnlyValue = raw['x-createOnly'];
  if (createOnlyValue !== undefined && typeof createOnlyValue !== 'boolean')
    problem('x-createOnly must be a boolean');
  if (createOnlyValue === true && (readOnly || writeOnly))
    problem(`x-createOnly on a ${readOnly ? 'readOnly' : 'writeOnly'} property`);
  const uniqueValue = raw['x-unique'];
  if (uniqueValue !== undefined && typeof uniqueValue !== 'boolean') problem('x-unique must be a boolean');
  if (uniqueValue === true && (COMPOSITE_KINDS.includes(kind) || kind === 'boolean'))
    problem(`x-unique on a ${kind} property`);

  // required when (the names are checked against the register's properties in normalizeRegister)
  let requiredWhen: Record<string, JsonPrimitive[]> | null = null;
  const when = raw['x-requiredWhen'];
  if (when !== undefined) {
    if (
      !isObject(when) ||
      Object.keys(when).length === 0 ||
      !Object.values(when).every(
        (values) =>
          Array.isArray(values) &&
          values.length > 0 &&
          values.every((v) => v === null || ['string', 'number', 'boolean'].includes(typeof v)),
      )
    )
      problem('x-requiredWhen must be { "<property>": [values…] }');
    else requiredWhen = when as Record<string, JsonPrimitive[]>;
    if (required) problem('x-requiredWhen on a required property');
    if (readOnly) problem('x-requiredWhen on a readOnly property');
  }

  // default
  const def = raw['x-default'] as JsonValue | undefined;
  if (def !== undefined) {
    if (def === null) problem('x-default null: leave it out (optional properties start empty)');
    else if (!matchesType(def, type)) problem(`x-default ${JSON.stringify(def)} is not of type ${type}`);
    else if (
      enumValues &&
      !(Array.isArray(def) ? def : [def]).every((v) => enumValues?.includes(v as string | number))
    )
      problem(`x-default ${JSON.stringify(def)} is not in enum`);
  }
  if (raw.default !== undefined) problem('use x-default, not default (it is also the column default)');

  for (const key of ['minimum', 'maximum', 'multipleOf', 'minLength', 'maxLength', 'minItems', 'maxItems']) {
    if (raw[key] !== undefined && typeof raw[key] !== 'number') problem(`"${key}" must be a number`);
  }
  if (raw.pattern !== undefined) {
    try {
      new RegExp(String(raw.pattern), 'u');
    } catch {
      problem(`"pattern" is not a valid regular expression`);
    }
  }
  if (raw.title !== undefined && typeof raw.title !== 'string') problem('"title" must be a string');
  if (raw.description !== undefined && typeof raw.description !== 'string')
    problem('"description" must be a string');

  const num = (key: string) => (typeof raw[key] === 'number' ? (raw[key] as number) : null);
  return {
    name,
    column: toSnakeCase(name),
    title: typeof raw.title === 'string' ? raw.title : name,
    description: typeof raw.description === 'string' ? raw.description : null,
    kind,
    type,
    format,
    widget,
    nullable,
    required,
    readOnly,
    writeOnly,
    standard: false,
    createOnly: createOnlyValue === true,
    list: listValue === true ? Infinity : typeof listValue === 'number' ? listValue : null,
    sortable:
      sortValue === true ||
      (sortValue === undefined && !composite && listValue !== undefined && listValue !== false),
    filter,
    search: false,
    enum: enumValues,
    enumLabels,
    choices:
      enumValues && enumLabels
        ? enumValues.map((id) => ({ id, name: enumLabels?.[String(id)] ?? String(id) }))
        : null,
    i18n,
    reference,
    unique: uniqueValue === true,
    requiredWhen,
    default: def,
    min: num('minimum'),
    max: num('maximum'),
    multipleOf: num('multipleOf'),
    minLength: num('minLength'),
    maxLength: num('maxLength'),
    pattern: typeof raw.pattern === 'string' ? raw.pattern : null,
    minItems: num('minItems'),
    maxItems: num('maxItems'),
    itemKind,
    items,
    properties,
    schema: raw as JsonSchema,
  };
}

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

function nestedFields(raw: JsonSchemaObject, prefix: string, problems: string[]): FieldModel[] {
  const props = raw.properties;
  if (!isObject(props)) {
    problems.push(`${prefix.slice(0, -1)}: objects need "properties"`);
    return [];
  }
  const required = Array.isArray(raw.required) ? raw.required.filter((r) => typeof r === 'string') : [];
  for (const r of required) if (!(r in props)) problems.push(`${prefix}${r}: required but not a property`);
  const out: FieldModel[] = [];
  for (const [name, schema] of Object.entries(props)) {
    if (!isObject(schema)) {
      problems.push(`${prefix}${name}: must be a schema object`);
      continue;
    }
    const field = normalizeField(name, schema, required.includes(name), {
      path: `${prefix}${name}`,
      problems,
      topLevel: false,
    });
    if (field) out.push(field);
  }
  return out;
}

function standardField(
  name: string,
  column: string,
  kind: 'integer' | 'datetime',
  schema: JsonSchema,
): FieldModel {
  return {
    name,
    column,
    title: schema.title ?? name,
    description: schema.description ?? null,
    kind,
    type: kind === 'integer' ? 'integer' : 'string',
    format: kind === 'datetime' ? 'date-time' : null,
    widget: null,
    nullable: name === 'deletedAt',
    required: true,
    readOnly: true,
    writeOnly: false,
    standard: true,
    createOnly: false,
    list: null,
    sortable: name !== 'empresaId' && name !== 'deletedAt',
    filter: null,
    search: false,
    enum: null,
    enumLabels: null,
    choices: null,
    i18n: {},
    reference: null,
    unique: false,
    requiredWhen: null,
    default: undefined,
    min: null,
    max: null,
    multipleOf: null,
    minLength: null,
    maxLength: null,
    pattern: null,
    minItems: null,
    maxItems: null,
    itemKind: null,
    items: null,
    properties: null,
    schema,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Registers

/**
 * Reads one register schema (one with x-resource) into the model both sides use.
 *
 * @example
 * import produto from '../../schemas/produto.schema.json';
 * const model = normalizeRegister(produto);
 * model.listColumns.map((f) => f.name); // ['codigo', 'nome', 'categoria', 'preco', 'ativo']
 * model.represent({ codigo: 'CTRL-15', nome: 'Plano Controle' }); // 'CTRL-15 – Plano Controle'
 *
 * @throws RegisterSchemaError listing every inconsistency (unknown x-scope, missing x-primaryKey, x-list on an
 *   unknown property, x-reference without resource …).
 */
export function normalizeRegister(schema: JsonSchemaObject): RegisterModel {
  const problems: string[] = [];
  const problem = (message: string) => problems.push(message);
  const str = (key: string): string | undefined =>
    typeof schema[key] === 'string' ? (schema[key] as string) : undefined;

  const id = str('$id') ?? '';
  const resource = str('x-resource') ?? '';
  const schemaName = id || resource || '(without $id)';
  const fail = (): never => {
    throw new RegisterSchemaError(schemaName, problems);
  };

  if (!PASCAL_CASE.test(id)) problem('"$id" must be the PascalCase schema name, e.g. "Produto"');
  if (!RESOURCE.test(resource)) problem('"x-resource" must be a lower-case URL segment, e.g. "venda-status"');
  for (const key of Object.keys(schema)) {
    if (key.startsWith('x-') && !(REGISTER_KEYWORDS as readonly string[]).includes(key))
      problem(`unknown keyword ${key} at the root (known: ${REGISTER_KEYWORDS.join(', ')})`);
  }
  if (schema.type !== 'object') problem('"type" must be "object"');
  if (schema.additionalProperties !== false) problem('"additionalProperties" must be false');

  const scope = schema['x-scope'];
  if (scope !== 'empresa' && scope !== 'admin')
    problem(`unknown x-scope ${JSON.stringify(scope)}: "empresa" or "admin"`);
  const isEmpresa = scope === 'empresa';

  const table = str('x-table') ?? resource.replace(/-/g, '_');
  if (!SQL_NAME.test(table))
    problem(`x-table ${JSON.stringify(table)} must be a lower-case SQL name (a-z, 0-9, _)`);
  else if (table.length > MAX_TABLE_NAME)
    problem(`x-table ${table} is longer than ${MAX_TABLE_NAME} characters`);

  const primaryKey = str('x-primaryKey');
  if (primaryKey === undefined)
    problem('x-primaryKey is missing: the integer key property, e.g. "produtoId"');
  else if (
    !CAMEL_CASE.test(primaryKey) ||
    // the platform's companies are keyed by empresaId, the name every company-scoped row points with
    ((STANDARD_FIELDS as readonly string[]).includes(primaryKey) &&
      !(primaryKey === 'empresaId' && !isEmpresa))
  )
    problem(
      `x-primaryKey ${JSON.stringify(primaryKey)} must be a camelCase name other than ${STANDARD_FIELDS.join(', ')}`,
    );

  const props = schema.properties;
  if (!isObject(props)) {
    problem('"properties" must be an object');
    return fail();
  }
  const required = Array.isArray(schema.required) ? schema.required : [];
  if (schema.required !== undefined && !Array.isArray(schema.required))
    problem('"required" must be an array');
  for (const r of required)
    if (typeof r !== 'string' || !(r in props))
      problem(`required names ${String(r)}, which is not a property`);

  const trash = schema['x-trash'] === true;
  if (schema['x-trash'] !== undefined && typeof schema['x-trash'] !== 'boolean')
    problem('x-trash must be a boolean');

  // Declared properties: the standard ones are checked against what the engine would add, the others modelled.
  const standardSchemas = new Map<string, JsonSchema>();
  const fields: FieldModel[] = [];
  for (const [name, raw] of Object.entries(props)) {
    if (!isObject(raw)) {
      problem(`${name}: must be a schema object`);
      continue;
    }
    if (!CAMEL_CASE.test(name)) {
      problem(`${name}: property names are camelCase (letters and digits, a lower-case first)`);
      continue;
    }
    // a declared key given on create (x-createOnly) is a natural key: a field like any other, then fixed
    const natural = name === primaryKey && raw['x-createOnly'] === true;
    const isStandard =
      (name === primaryKey && !natural) ||
      name === 'createdAt' ||
      name === 'updatedAt' ||
      (name === 'empresaId' && isEmpresa) ||
      (name === 'deletedAt' && trash);
    if (name === 'id') problem('id is reserved: the API answers the key as id');
    else if (name === 'deletedAt' && !trash) problem('deletedAt is reserved for x-trash');
    else if (isStandard) {
      const want = name === primaryKey || name === 'empresaId' ? 'integer' : 'date-time';
      const parsed = parseType(raw.type);
      const ok =
        typeof parsed !== 'string' &&
        (want === 'integer'
          ? parsed.type === 'integer'
          : parsed.type === 'string' && raw.format === 'date-time') &&
        parsed.nullable === (name === 'deletedAt');
      if (!ok)
        problem(
          `${name}: the engine adds it as ${want === 'integer' ? 'an integer' : 'a date-time string'}; declare it so or not at all`,
        );
      if (raw.writeOnly === true) problem(`${name}: cannot be writeOnly`);
      standardSchemas.set(name, raw as JsonSchema);
    } else {
      const field = normalizeField(name, raw, required.includes(name), {
        path: name,
        problems,
        topLevel: true,
      });
      if (field && natural) {
        if (field.type !== 'integer' || field.nullable || field.writeOnly || field.readOnly)
          problem(
            `${name}: a natural key (x-primaryKey with x-createOnly) must be a required, writable integer`,
          );
        if (trash)
          problem(`${name}: a natural key and x-trash together (a deleted record would keep its key)`);
        if (field.reference) problem(`${name}: a natural key cannot be a reference`);
        fields.push({ ...field, createOnly: true, unique: true, sortable: true });
      } else if (field) fields.push(field);
    }
  }
  for (const field of fields) {
    for (const [name, values] of Object.entries(field.requiredWhen ?? {})) {
      const other = fields.find((f) => f.name === name);
      if (!other || other === field || other.writeOnly || other.readOnly)
        problem(`${field.name}: x-requiredWhen names ${name}, which is not another writable property`);
      else if (other.enum && !values.every((v) => other.enum?.includes(v as string | number)))
        problem(`${field.name}: x-requiredWhen gives ${name} values that are not in its enum`);
    }
  }
  if (problems.length > 0) fail();
  const pk = primaryKey as string;
  const naturalKey = fields.some((f) => f.name === pk);

  // The record: standard fields around the declared ones.
  const declared = (name: string) => standardSchemas.get(name) ?? {};
  const stdSchema = (name: string, base: JsonSchema): JsonSchema => ({
    ...stripExtensions(declared(name)),
    ...base,
  });
  const idSchema: JsonSchema = { type: 'integer', readOnly: true, description: `Igual a ${pk}.` };
  const keySchema = stdSchema(pk, { type: 'integer', readOnly: true });
  const empresaSchema = stdSchema('empresaId', { type: 'integer', readOnly: true });
  const stamp = (name: string, nullable = false) =>
    stdSchema(name, { type: nullable ? ['string', 'null'] : 'string', format: 'date-time', readOnly: true });
  const applyDeclaredKeywords = (field: FieldModel): FieldModel => {
    const raw = standardSchemas.get(field.name);
    if (!raw) return field;
    // A declared standard field may ask to be listed, sorted or filtered like any other.
    const model = normalizeField(field.name, { ...raw, readOnly: true }, true, {
      path: field.name,
      problems,
      topLevel: true,
    });
    return model
      ? {
          ...field,
          title: model.title,
          description: model.description,
          list: model.list,
          filter: model.filter,
          sortable: model.sortable || field.sortable,
          schema: raw,
        }
      : field;
  };
  const before: FieldModel[] = [
    standardField('id', toSnakeCase(pk), 'integer', idSchema),
    // the key sorts, even named empresaId (the companies' register); a natural key is among the declared fields
    ...(naturalKey ? [] : [{ ...standardField(pk, toSnakeCase(pk), 'integer', keySchema), sortable: true }]),
    ...(isEmpresa ? [standardField('empresaId', 'empresa_id', 'integer', empresaSchema)] : []),
  ].map(applyDeclaredKeywords);
  const after: FieldModel[] = [
    standardField('createdAt', 'created_at', 'datetime', stamp('createdAt')),
    standardField('updatedAt', 'updated_at', 'datetime', stamp('updatedAt')),
    ...(trash ? [standardField('deletedAt', 'deleted_at', 'datetime', stamp('deletedAt', true))] : []),
  ].map(applyDeclaredKeywords);
  let allFields = [...before, ...fields, ...after];
  const byName = new Map(allFields.map((f) => [f.name, f]));

  // x-search
  const searchValue = schema['x-search'];
  const search: string[] = [];
  if (searchValue !== undefined) {
    if (!Array.isArray(searchValue)) problem('x-search must be an array of property names');
    else
      for (const name of searchValue) {
        const field = typeof name === 'string' ? byName.get(name) : undefined;
        if (!field || field.standard)
          problem(`x-search names ${JSON.stringify(name)}, which is not a property`);
        else if (!SEARCH_KINDS.includes(field.kind) || field.writeOnly)
          problem(
            `x-search: ${field.name} is ${field.writeOnly ? 'writeOnly' : field.kind}; only text properties are searched`,
          );
        else if (search.includes(field.name)) problem(`x-search names ${field.name} twice`);
        else search.push(field.name);
      }
  }

  // List columns: numbered ones first, then `true` ones, each in schema order; default: the first simple fields.
  let listed = allFields.filter((f) => f.list !== null);
  if (listed.length === 0) {
    const simple = fields.filter(
      (f) => !f.writeOnly && !COMPOSITE_KINDS.includes(f.kind) && f.kind !== 'text',
    );
    const chosen = new Set(simple.slice(0, 5).map((f) => f.name));
    allFields = allFields.map((f) =>
      chosen.has(f.name) ? { ...f, list: Infinity, sortable: f.schema['x-sortable'] !== false } : f,
    );
    listed = allFields.filter((f) => f.list !== null);
  }
  // Infinity (x-list true) minus Infinity is NaN: compare equal ranks explicitly, sort is stable
  const order = [...listed].sort((a, b) => (a.list === b.list ? 0 : (a.list as number) - (b.list as number)));
  const rank = new Map(order.map((f, i) => [f.name, i + 1]));
  allFields = allFields.map((f) => ({
    ...f,
    list: rank.get(f.name) ?? null,
    search: search.includes(f.name),
  }));

  // x-indexes
  const indexes: string[][] = [];
  const indexesValue = schema['x-indexes'];
  if (indexesValue !== undefined) {
    if (!Array.isArray(indexesValue) || !indexesValue.every((i) => Array.isArray(i) && i.length > 0))
      problem('x-indexes must be a list of property lists, e.g. [["data"], ["vendaStatusId", "data"]]');
    else
      for (const names of indexesValue as unknown[][]) {
        const bad = names.filter((name) => {
          const field = typeof name === 'string' ? allFields.find((f) => f.name === name) : undefined;
          return !field || COMPOSITE_KINDS.includes(field.kind) || field.writeOnly || field.name === pk;
        });
        if (bad.length > 0)
          problem(
            `x-indexes: ${bad.map(String).join(', ')} cannot be indexed (unknown, composite, or the key)`,
          );
        else indexes.push(names as string[]);
      }
  }

  // x-defaultSort
  let defaultSort: SortSpec = { field: pk, order: 'ASC' };
  const sortValue = schema['x-defaultSort'];
  if (sortValue !== undefined) {
    if (
      !isObject(sortValue) ||
      typeof sortValue.field !== 'string' ||
      (sortValue.order !== 'ASC' && sortValue.order !== 'DESC')
    )
      problem('x-defaultSort must be { "field": "<property>", "order": "ASC" | "DESC" }');
    else {
      const field = allFields.find((f) => f.name === sortValue.field);
      if (!field) problem(`x-defaultSort names ${sortValue.field}, which is not a property`);
      else if (
        COMPOSITE_KINDS.includes(field.kind) ||
        field.writeOnly ||
        field.schema['x-sortable'] === false
      )
        problem(`x-defaultSort: ${field.name} cannot be sorted`);
      else {
        defaultSort = { field: field.name, order: sortValue.order };
        allFields = allFields.map((f) => (f.name === field.name ? { ...f, sortable: true } : f));
      }
    }
  }

  // x-recordRepresentation
  const reprValue = schema['x-recordRepresentation'];
  let recordRepresentation: string;
  if (reprValue !== undefined && typeof reprValue !== 'string')
    problem('x-recordRepresentation must be a string');
  if (typeof reprValue === 'string') {
    recordRepresentation = reprValue;
    const names = representationFieldsOf(reprValue);
    if (names.length === 0) problem('x-recordRepresentation has no %{property}');
    for (const name of names) {
      const field = allFields.find((f) => f.name === name);
      if (!field || field.writeOnly)
        problem(`x-recordRepresentation names ${JSON.stringify(name)}, which is not a readable property`);
    }
  } else {
    const nome = fields.find((f) => f.name === 'nome' && !f.writeOnly);
    const text = fields.find((f) => f.required && !f.writeOnly && TEXT_KINDS.includes(f.kind));
    recordRepresentation = nome?.name ?? text?.name ?? pk;
  }

  // x-label
  const title = str('title') ?? id;
  const labelValue = schema['x-label'];
  let label: RegisterLabel = { singular: title, plural: `${title}s`, gender: 'm' };
  if (labelValue !== undefined) {
    if (
      !isObject(labelValue) ||
      typeof labelValue.singular !== 'string' ||
      typeof labelValue.plural !== 'string' ||
      (labelValue.gender !== 'm' && labelValue.gender !== 'f')
    )
      problem('x-label must be { "singular": string, "plural": string, "gender": "m" | "f" }');
    else label = { singular: labelValue.singular, plural: labelValue.plural, gender: labelValue.gender };
  }
  const registerI18n: RegisterModel['i18n'] = {};
  const registerI18nValue = schema['x-i18n'];
  if (registerI18nValue !== undefined && !isObject(registerI18nValue))
    problem('x-i18n must be an object of locale → texts');
  for (const [locale, texts] of Object.entries(isObject(registerI18nValue) ? registerI18nValue : {})) {
    if (!isObject(texts) || typeof texts.title !== 'string' || texts.title === '') {
      problem(`x-i18n.${locale} needs a "title"`);
      continue;
    }
    const text = (key: string) => (typeof texts[key] === 'string' ? (texts[key] as string) : null);
    if (labelValue !== undefined && (text('singular') === null || text('plural') === null))
      problem(`x-i18n.${locale} needs "singular" and "plural" beside x-label`);
    registerI18n[locale] = {
      title: texts.title,
      singular: text('singular') ?? texts.title,
      plural: text('plural') ?? `${texts.title}s`,
    };
  }

  // permissions
  const permissionOf = (key: 'x-permission' | 'x-readPermission'): string | null => {
    const value = schema[key];
    if (value === undefined) return null;
    // false: every member of the company writes; rules of the register's own (who owns a sale) decide the rest
    if (key === 'x-permission' && value === false && isEmpresa) return null;
    if (!isEmpresa) {
      problem(`${key} on an admin register: admin registers always need ADMIN`);
      return null;
    }
    if (typeof value !== 'string' || !PERMISSION.test(value)) {
      problem(`${key} must be a permission name such as "CADASTRAR_AUXILIARES"`);
      return null;
    }
    return value;
  };
  const permission = permissionOf('x-permission');
  const readPermission = permissionOf('x-readPermission');
  if (isEmpresa && schema['x-permission'] === undefined)
    problem('x-permission is missing: the company permission needed to create, change and delete');

  // x-menu
  let menu: RegisterMenu | null = null;
  const menuValue = schema['x-menu'];
  if (menuValue !== undefined && menuValue !== false) {
    if (
      !isObject(menuValue) ||
      !(MENU_GROUPS as readonly unknown[]).includes(menuValue.group) ||
      typeof menuValue.icon !== 'string' ||
      !PASCAL_CASE.test(menuValue.icon) ||
      typeof menuValue.order !== 'number'
    )
      problem(
        `x-menu must be false or { "group": ${MENU_GROUPS.map((g) => `"${g}"`).join(' | ')}, "icon": "<MUI icon>", "order": number }`,
      );
    else {
      menu = { group: menuValue.group as MenuGroup, icon: menuValue.icon, order: menuValue.order };
      if ((menu.group === 'admin') !== !isEmpresa)
        problem(
          `x-menu group ${menu.group} does not fit x-scope ${String(scope)} (admin registers go to the admin group, only they)`,
        );
    }
  }

  if (problems.length > 0) fail();

  const fieldsByName = new Map(allFields.map((f) => [f.name, f]));
  const ownFields = allFields.filter((f) => !f.standard);
  const description = str('description') ?? null;

  // fullSchema: one record as answered.
  const recordProps: Record<string, JsonSchema> = {};
  for (const f of allFields) {
    if (f.writeOnly) continue;
    if (f.name === 'id') recordProps.id = idSchema;
    else if (f.name === pk && !naturalKey) recordProps[pk] = keySchema;
    else if (f.name === 'empresaId' && isEmpresa) recordProps.empresaId = empresaSchema;
    else if (f.standard) recordProps[f.name] = stamp(f.name, f.name === 'deletedAt');
    else recordProps[f.name] = f.nullable ? withNull(stripExtensions(f.schema)) : stripExtensions(f.schema);
  }
  const fullSchema: JsonSchema = {
    $id: id,
    title,
    ...(description ? { description } : {}),
    type: 'object',
    additionalProperties: false,
    required: Object.keys(recordProps),
    properties: recordProps,
  };

  // writeSchema / updateSchema: what a client sends.
  const writable = ownFields.filter((f) => !f.readOnly);
  const writeProps: Record<string, JsonSchema> = {};
  const updateProps: Record<string, JsonSchema> = {};
  for (const f of writable) {
    const base = stripExtensions(f.schema);
    const value = f.nullable ? withNull(base) : base;
    // a natural key is sent back on update like the read-only fields, and ignored the same way
    if (!f.createOnly) updateProps[f.name] = value;
    writeProps[f.name] = f.default !== undefined ? { ...value, default: f.default } : value;
  }
  const requiredWritable = writable.filter((f) => f.required).map((f) => f.name);
  // x-requiredWhen: "if those properties hold one of these values, then this one is given (a list, not empty)"
  const conditions: JsonSchema[] = writable
    .filter((f) => f.requiredWhen)
    .map((f) => {
      const given = Object.entries(f.requiredWhen ?? {});
      const filled: JsonSchema =
        f.type === 'array'
          ? { type: 'array', minItems: Math.max(1, f.minItems ?? 1) }
          : f.type === 'string'
            ? { type: 'string', minLength: Math.max(1, f.minLength ?? 1) }
            : { type: f.type };
      return {
        if: {
          required: given.map(([name]) => name),
          properties: Object.fromEntries(given.map(([name, values]) => [name, { enum: values }])),
        },
        // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then, never awaited
        then: { required: [f.name], properties: { [f.name]: filled } },
      };
    });
  const withConditions = conditions.length > 0 ? { allOf: conditions } : {};
  const writeSchema: JsonSchema = {
    title: `${title} (criação)`,
    type: 'object',
    additionalProperties: false,
    required: writable.filter((f) => f.required && f.default === undefined).map((f) => f.name),
    properties: writeProps,
    ...withConditions,
  };
  const ignored: Record<string, JsonSchema> = {};
  for (const [name, value] of Object.entries(recordProps)) {
    if (name !== 'updatedAt' && !(name in updateProps)) ignored[name] = value;
  }
  const updateSchema: JsonSchema = {
    title: `${title} (alteração)`,
    type: 'object',
    additionalProperties: false,
    properties: {
      ...ignored,
      ...updateProps,
      updatedAt: {
        type: 'string',
        format: 'date-time',
        description:
          'O updatedAt do registro lido: se mudou desde então, a alteração é recusada (409). Sem ele, a alteração vale sobre a versão atual.',
      },
    },
  };
  const mergedSchema: JsonSchema = {
    title: `${title} (registro alterado)`,
    type: 'object',
    required: requiredWritable,
    properties: Object.fromEntries(
      writable.map((f) => [
        f.name,
        f.nullable ? withNull(stripExtensions(f.schema)) : stripExtensions(f.schema),
      ]),
    ),
    ...withConditions,
  };

  return {
    id,
    title,
    description,
    resource,
    scope: scope as RegisterScope,
    table,
    primaryKey: pk,
    primaryKeyColumn: toSnakeCase(pk),
    naturalKey,
    label,
    i18n: registerI18n,
    recordRepresentation,
    representationFields: representationFieldsOf(recordRepresentation),
    represent: (record) => representRecord(recordRepresentation, record),
    permission,
    readPermission,
    menu,
    search,
    defaultSort,
    trash,
    indexes,
    nestedReferences: ownFields.flatMap(nestedReferencesOf),
    fields: ownFields,
    allFields,
    fieldsByName,
    listColumns: allFields
      .filter((f) => f.list !== null)
      .sort((a, b) => (a.list as number) - (b.list as number)), // ranks: distinct integers
    filters: allFields.filter((f) => f.filter !== null),
    sortableFields: allFields.filter((f) => f.sortable).map((f) => f.name),
    fullSchema,
    writeSchema,
    updateSchema,
    mergedSchema,
    source: schema as JsonSchema,
  };
}

/** A register schema: one with x-resource (the others in schemas/ are hand-made API shapes). */
export function isRegisterSchema(schema: JsonSchemaObject): boolean {
  return schema['x-resource'] !== undefined;
}

/**
 * Normalizes every register and checks them together: distinct $id, resource and table; references to a
 * register of the same scope or to one of `externalResources` (hand-written tables such as `usuarios`). Without
 * `externalResources`, references to resources that are not registers are not checked.
 */
export function normalizeRegisters(
  schemas: readonly JsonSchemaObject[],
  options: { externalResources?: readonly string[] } = {},
): RegisterModel[] {
  const models: RegisterModel[] = [];
  const errors: string[] = [];
  for (const schema of schemas) {
    try {
      models.push(normalizeRegister(schema));
    } catch (error) {
      if (error instanceof RegisterSchemaError) errors.push(error.message);
      else throw error;
    }
  }
  const seen = {
    id: new Map<string, string>(),
    resource: new Map<string, string>(),
    table: new Map<string, string>(),
  };
  for (const m of models) {
    for (const key of ['id', 'resource', 'table'] as const) {
      const other = seen[key].get(m[key]);
      if (other) errors.push(`schema ${m.id}: ${key} ${m[key]} is also ${other}'s`);
      seen[key].set(m[key], m.id);
    }
  }
  const byResource = new Map(models.map((m) => [m.resource, m]));
  for (const m of models) {
    const references = [
      ...m.fields.flatMap((f) => (f.reference ? [{ path: f.name, resource: f.reference.resource }] : [])),
      ...m.nestedReferences,
    ];
    for (const { path, resource } of references) {
      const target = byResource.get(resource);
      if (target && target.scope !== m.scope)
        errors.push(`schema ${m.id}: ${path} references ${target.resource}, a register of another scope`);
      else if (!target && options.externalResources && !options.externalResources.includes(resource))
        errors.push(`schema ${m.id}: ${path} references ${resource}, which is no register nor table`);
    }
  }
  if (errors.length > 0) throw new RegisterSchemaError('registers', errors);
  return models;
}
