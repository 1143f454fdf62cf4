/**
 * The words a register schema may use: JSON types, the extension keywords (x-…) with what each means, the
 * formats, widgets and menu groups. This is the one list of them in TypeScript; schemas/meta.schema.json (which
 * checks a schema file's shape) says the same lists again for JSON Schema tools, and vocabulary.test.ts fails
 * when the two disagree. What each keyword does to the model: keywords/index.ts.
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
export const REGISTER_SCOPES = ['empresa', 'admin'] as const;
export type RegisterScope = (typeof REGISTER_SCOPES)[number];

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
/** The colours of x-enumColors: MUI's palette names, which follow the company colour and the dark mode. */
export const ENUM_COLORS = [
  'default',
  'primary',
  'secondary',
  'success',
  'warning',
  'error',
  'info',
] as const;
export type EnumColor = (typeof ENUM_COLORS)[number];

export const WIDGETS = ['textarea', 'currency', 'percent', 'password', 'color'] as const;
export type Widget = (typeof WIDGETS)[number];

/** `format`s ajv-formats checks (the server registers them with addFormats). */
export const AJV_FORMATS = ['email', 'date', 'date-time', 'uri'] as const;
export type AjvFormat = (typeof AJV_FORMATS)[number];
/** Our `format`s: their validators and messages are core/schema/formats.ts's. */
export const OWN_FORMATS = ['cpf', 'cnpj', 'cpf-cnpj', 'telefone', 'cep', 'uf', 'cor'] as const;
export type OwnFormat = (typeof OWN_FORMATS)[number];

/** String `format`s a register may use: ajv-formats' and ours. */
export const STRING_FORMATS = [...AJV_FORMATS, ...OWN_FORMATS] as const;
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
  /**
   * Lists and show pages draw the value as a chip of this colour (the theme's palette names), for a state the eye
   * should catch; values left out get a plain chip.
   * @example { "ATIVO": "success", "PENDENTE": "warning", "INATIVO": "default" }
   */
  'x-enumColors'?: Record<string, EnumColor>;
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
  'x-enumColors',
  'x-default',
  'x-requiredWhen',
  'x-i18n',
] as const satisfies readonly (keyof PropertyKeywords)[];

/** Every extension keyword: what an ajv in strict mode must be told about (`ajv.addKeyword(name)`) to compile a raw schema. */
export const EXTENSION_KEYWORDS: readonly string[] = [
  ...new Set([...REGISTER_KEYWORDS, ...PROPERTY_KEYWORDS]),
];

/**
 * The JSON Schema keywords that hold subschemas, by how they hold them: for walkers of a whole schema. Draft-07's
 * (the $schema of schemas/; vocabulary.test.ts checks them against its meta-schema) and the later drafts' names.
 */
export const SCHEMA_MAPS = [
  'properties',
  'patternProperties',
  'definitions',
  'dependencies',
  '$defs',
  'dependentSchemas',
];
export const SCHEMA_LISTS = ['anyOf', 'oneOf', 'allOf', 'prefixItems'];
export const SCHEMA_SINGLES = [
  'items',
  'additionalItems',
  'additionalProperties',
  'not',
  'if',
  'then',
  'else',
  'contains',
  'propertyNames',
];
