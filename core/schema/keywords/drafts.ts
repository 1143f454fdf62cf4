import type { FieldKind, FieldModel, FilterKind, RegisterModel } from '../types';
import type {
  BaseType,
  EnumColor,
  JsonPrimitive,
  JsonSchema,
  JsonSchemaObject,
  JsonValue,
  ReferenceSpec,
  RegisterLabel,
  RegisterMenu,
  SortSpec,
  Widget,
} from '../vocabulary';

/**
 * A property being read: what its schema said so far. normalizeField (core/schema/field.ts) fills the type, then
 * each keyword's handler (keywords/index.ts, PROPERTY_STEPS) checks its keywords, reports problems at the
 * property's path and sets its part; the FieldModel is made from the finished draft.
 */
export interface FieldDraft {
  readonly name: string;
  readonly raw: JsonSchemaObject;
  /** In the enclosing object's `required`. */
  readonly required: boolean;
  /** Where the field sits, for messages: `preco`, `opcoes[].valor`. */
  readonly path: string;
  /** A register's own property (a column), rather than a field inside a jsonb value. */
  readonly topLevel: boolean;
  readonly problems: string[];
  problem(message: string): void;
  /** Reads a field inside this one (an array's item, an object's property), its problems going to the same list. */
  child(name: string, raw: JsonSchemaObject, required: boolean, path: string): FieldModel | null;
  type: BaseType;
  /** The type itself allows null. */
  typeNullable: boolean;
  kind: FieldKind;
  readOnly: boolean;
  writeOnly: boolean;
  nullable: boolean;
  format: string | null;
  widget: Widget | null;
  enumValues: Array<string | number> | null;
  enumLabels: Record<string, string> | null;
  enumColors: Record<string, EnumColor> | null;
  itemKind: FieldKind | null;
  items: FieldModel[] | null;
  properties: FieldModel[] | null;
  i18n: FieldModel['i18n'];
  reference: ReferenceSpec | null;
  list: number | null;
  sortable: boolean;
  filter: FilterKind | null;
  createOnly: boolean;
  unique: boolean;
  requiredWhen: Record<string, JsonPrimitive[]> | null;
  default: JsonValue | undefined;
}

/** One keyword's handler for a property: the keywords it reads and what it does with them. */
export interface FieldStep {
  keywords: readonly string[];
  apply(draft: FieldDraft): void;
}

/** The schemas the engine gives the fields it adds (the declared keywords of a standard field merged in). */
export interface EngineSchemas {
  id: JsonSchema;
  key: JsonSchema;
  empresa: JsonSchema;
  stamp(name: string, nullable?: boolean): JsonSchema;
}

/**
 * A register being read: the root keywords' handlers (keywords/index.ts, REGISTER_STEPS) run in order, each
 * reporting its problems and setting its part; normalizeRegister makes the RegisterModel from the finished draft.
 */
export interface RegisterDraft {
  readonly schema: JsonSchemaObject;
  readonly problems: string[];
  problem(message: string): void;
  /** Throws a RegisterSchemaError with every problem so far. */
  fail(): never;
  /** The root keyword's value when it is a string. */
  str(key: string): string | undefined;
  /** Reads one of the register's own properties (normalizeField, its problems going to the register's). */
  readField(name: string, raw: JsonSchemaObject, required: boolean): FieldModel | null;
  id: string;
  resource: string;
  title: string;
  scope: unknown;
  isEmpresa: boolean;
  table: string;
  primaryKey: string | undefined;
  /** The checked primary key (set once the declared properties are read without problem). */
  pk: string;
  naturalKey: boolean;
  props: Record<string, unknown>;
  required: unknown[];
  trash: boolean;
  /** The standard fields (the key, empresaId, the timestamps) the schema declares, by name. */
  declaredStandard: Map<string, JsonSchema>;
  /** The declared properties, standard ones aside. */
  fields: FieldModel[];
  engineSchemas: EngineSchemas;
  /** Every field of a record, standard ones included. */
  allFields: FieldModel[];
  search: string[];
  indexes: string[][];
  defaultSort: SortSpec;
  recordRepresentation: string;
  label: RegisterLabel;
  i18n: RegisterModel['i18n'];
  permission: string | null;
  readPermission: string | null;
  menu: RegisterMenu | null;
}

/** One keyword's handler at a register's root. */
export interface RegisterStep {
  keywords: readonly string[];
  apply(draft: RegisterDraft): void;
}
