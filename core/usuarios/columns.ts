import perfilSchema from '../../schemas/perfil.schema.json' with { type: 'json' };
import usuarioSchema from '../../schemas/usuario.schema.json' with { type: 'json' };

/**
 * The columns of the company's people lists (`usuarios` and `perfis`), read from the schemas' own keywords, so the
 * server (what it filters, searches and sorts by: server/usuarios/pessoas-list.ts) and the screens (columns,
 * filters, labels: src/usuarios/models.ts) say the same thing from one source, as a register's do:
 *
 * - `title` and `x-i18n` are the column's label; `x-enumLabels` an enum's value names;
 * - `x-filter` makes it a list filter; `x-sortable: false` keeps it out of the sort whitelist;
 * - `x-reference` shows (searches, sorts) the record it names by its name: `papelId` → `papelNome`;
 * - the free-text `q` searches every column shown as text (names, e-mail, matrícula, the references' names).
 *
 * Which columns each list has, in which order, is the one thing said here: the users list is a person's data
 * with their profile here beside it, the profiles list the profile with its user's e-mail. Both are the shapes
 * of docs/produto.md §7 calls, served by hand-written routes (their tables hold secrets), not by the register engine.
 */

export type PessoasResource = 'usuarios' | 'perfis';

type Kind = 'text' | 'email' | 'integer' | 'reference' | 'enum' | 'boolean';

export interface PessoaColumn {
  /** The record's property the column shows (a reference: its name, `papelNome`). */
  source: string;
  /** The schema property it comes from (`papelId`). */
  property: string;
  kind: Kind;
  /** pt-BR label, and by locale (x-i18n). */
  title: string;
  i18n: Record<string, string>;
  /** The resource a reference names. */
  reference: string | null;
  /** Enum values and their pt-BR names (x-enumLabels), and by locale. */
  choices: Array<{ id: string; name: string }> | null;
  choicesI18n: Record<string, Record<string, string>>;
  filter: boolean;
  sortable: boolean;
  search: boolean;
}

export interface PessoasColumns {
  resource: PessoasResource;
  /** The name column: the first one, the default order, a phone line's first text. */
  name: string;
  columns: PessoaColumn[];
  /** Filter keys (x-filter), `q` and `id` aside. */
  filters: string[];
  /** Sort fields (the shown sources), `id` aside. */
  sortable: string[];
  /** The sources `q` searches. */
  search: string[];
  defaultSort: [string, 'ASC' | 'DESC'];
  /** Filter keys whose values are record keys (integers); booleans; text sorted without accents and case. */
  keys: ReadonlySet<string>;
  booleans: ReadonlySet<string>;
  text: ReadonlySet<string>;
}

type Property = {
  type?: unknown;
  format?: unknown;
  enum?: unknown;
  title?: unknown;
  'x-filter'?: unknown;
  'x-sortable'?: unknown;
  'x-reference'?: unknown;
  'x-enumLabels'?: unknown;
  'x-i18n'?: unknown;
};

const SCHEMAS: Record<'perfil' | 'usuario', { properties: Record<string, Property> }> = {
  perfil: perfilSchema as { properties: Record<string, Property> },
  usuario: usuarioSchema as { properties: Record<string, Property> },
};

/** Each list's columns as `schema.property`, in order; a label of the list's own where the schema's would mislead. */
const LISTS: Record<PessoasResource, Array<[string, { title?: string; en?: string }?]>> = {
  usuarios: [
    ['usuario.nomeCompleto', { title: 'Nome', en: 'Name' }],
    ['usuario.email'],
    ['usuario.matricula'],
    ['perfil.papelId'],
    ['perfil.equipeId'],
    ['perfil.situacao'],
  ],
  perfis: [
    ['perfil.nome'],
    ['usuario.email', { title: 'E-mail do usuário', en: "User's email" }],
    ['perfil.papelId'],
    ['perfil.equipeId'],
    ['perfil.situacao'],
  ],
};

const baseType = (type: unknown) => (Array.isArray(type) ? type.find((t) => t !== 'null') : type);

function kindOf(p: Property): Kind {
  if (p['x-reference']) return 'reference';
  if (Array.isArray(p.enum)) return 'enum';
  const type = baseType(p.type);
  if (type === 'boolean') return 'boolean';
  if (type === 'integer' || type === 'number') return 'integer';
  return p.format === 'email' ? 'email' : 'text';
}

const record = (value: unknown) =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/** x-i18n's titles and enum labels, by locale. */
function translations(p: Property) {
  const titles: Record<string, string> = {};
  const enumLabels: Record<string, Record<string, string>> = {};
  for (const [locale, raw] of Object.entries(record(p['x-i18n']))) {
    const entry = record(raw);
    if (typeof entry.title === 'string') titles[locale] = entry.title;
    if (entry.enumLabels) enumLabels[locale] = entry.enumLabels as Record<string, string>;
  }
  return { titles, enumLabels };
}

function columnOf(path: string, own: { title?: string; en?: string } = {}): PessoaColumn {
  const [schema, property] = path.split('.') as ['perfil' | 'usuario', string];
  const p = SCHEMAS[schema].properties[property];
  if (!p) throw new Error(`pessoas: ${path} is no property of the ${schema} schema`);
  const kind = kindOf(p);
  const reference = kind === 'reference' ? String(record(p['x-reference']).resource) : null;
  const labels = record(p['x-enumLabels']) as Record<string, string>;
  const { titles, enumLabels } = translations(p);
  return {
    source: reference ? property.replace(/Id$/, 'Nome') : property,
    property,
    kind,
    title: own.title ?? String(p.title ?? property),
    i18n: own.en ? { ...titles, en: own.en } : titles,
    reference,
    choices: Array.isArray(p.enum) ? p.enum.map((id) => ({ id: String(id), name: labels[id] ?? id })) : null,
    choicesI18n: enumLabels,
    filter: p['x-filter'] === true,
    sortable: p['x-sortable'] !== false,
    // what a person reads as text in the row: names, e-mail, numbers; not a state or a yes/no
    search: kind !== 'enum' && kind !== 'boolean',
  };
}

const built = new Map<PessoasResource, PessoasColumns>();

function build(resource: PessoasResource): PessoasColumns {
  const columns = LISTS[resource].map(([path, own]) => columnOf(path, own));
  const name = (columns[0] as PessoaColumn).source;
  const filters = columns.filter((c) => c.filter).map((c) => c.property);
  return {
    resource,
    name,
    columns,
    filters,
    sortable: columns.filter((c) => c.sortable).map((c) => c.source),
    search: columns.filter((c) => c.search).map((c) => c.source),
    defaultSort: [name, 'ASC'],
    keys: new Set(columns.filter((c) => c.kind === 'reference').map((c) => c.property)),
    booleans: new Set(columns.filter((c) => c.kind === 'boolean').map((c) => c.property)),
    text: new Set(
      columns.filter((c) => ['text', 'email', 'reference'].includes(c.kind)).map((c) => c.source),
    ),
  };
}

/** The columns, filters, search and sort of one people list, from the schemas. */
export function pessoasColumns(resource: PessoasResource): PessoasColumns {
  let found = built.get(resource);
  if (!found) {
    found = build(resource);
    built.set(resource, found);
  }
  return found;
}

/** The length and range rules of the people's fields: the forms' validators and the server's bodies read them. */
export interface PessoaLimits {
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
}

/** A property's rules as its schema gives them, e.g. `limitsOf('usuario', 'email')` → `{ maxLength: 254 }`. */
export function limitsOf(schema: 'perfil' | 'usuario', property: string): PessoaLimits {
  const p = SCHEMAS[schema].properties[property] as Record<string, unknown> | undefined;
  if (!p) throw new Error(`pessoas: ${schema}.${property} is no property of the schema`);
  const out: PessoaLimits = {};
  for (const key of ['minLength', 'maxLength', 'minimum', 'maximum'] as const)
    if (typeof p[key] === 'number') out[key] = p[key];
  return out;
}
