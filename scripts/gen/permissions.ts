import type { JsonSchemaObject, RegisterModel } from '../../core/schema/model.ts';
import type { SchemaFile } from './registers.ts';
import { TYPES_BANNER } from './types.ts';

// The company permissions are the enum of papel.schema.json's `permissoes` (their Portuguese labels in
// x-enumLabels, the English ones in x-i18n). From it the generator writes core/generated/permissoes.ts, the list
// the client and the server read, and refuses a register whose x-permission / x-readPermission is not in it.

/** The generated module, in core/generated/. */
export const PERMISSIONS_FILE = 'permissoes.ts';
const PAPEL_FILE = 'papel.schema.json';

export interface Permissions {
  codes: string[];
  /** Portuguese label by code. */
  labels: Record<string, string>;
  /** English label by code. */
  labelsEn: Record<string, string>;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const labelsOf = (value: unknown): Record<string, string> =>
  isObject(value)
    ? Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'))
    : {};

/** The permissions papel.schema.json declares, or the problems that keep them from being read. */
export function permissionsOf(files: readonly SchemaFile[]): Permissions | string[] {
  const papel = files.find((f) => f.file === PAPEL_FILE);
  if (!papel) return [`${PAPEL_FILE} is missing: its permissoes enum is the list of company permissions`];
  const property = (papel.schema.properties as Record<string, JsonSchemaObject> | undefined)?.permissoes;
  const items = isObject(property?.items) ? property.items : undefined;
  const codes = Array.isArray(items?.enum)
    ? items.enum.filter((c): c is string => typeof c === 'string')
    : [];
  if (codes.length === 0)
    return [`${PAPEL_FILE}: permissoes.items.enum must list the company permissions (strings)`];
  const labels = labelsOf(property?.['x-enumLabels']);
  const i18n = isObject(property?.['x-i18n']) ? property['x-i18n'] : {};
  const labelsEn = labelsOf(isObject(i18n.en) ? i18n.en.enumLabels : undefined);
  const problems = codes.flatMap((code) => [
    ...(labels[code] ? [] : [`${PAPEL_FILE}: permission ${code} has no label in permissoes.x-enumLabels`]),
    ...(labelsEn[code]
      ? []
      : [`${PAPEL_FILE}: permission ${code} has no label in permissoes.x-i18n.en.enumLabels`]),
  ]);
  return problems.length > 0 ? problems : { codes, labels, labelsEn };
}

/** A register naming a permission the enum does not have: one line per x-permission / x-readPermission. */
export function unknownPermissions(models: readonly RegisterModel[], known: Permissions): string[] {
  const list = known.codes.join(', ');
  return models.flatMap((m) =>
    (
      [
        ['x-permission', m.permission],
        ['x-readPermission', m.readPermission],
      ] as const
    )
      .filter(([, code]) => code !== null && !known.codes.includes(code))
      .map(
        ([keyword, code]) =>
          `register ${m.resource}: ${keyword} "${code}" is not a permission of ${PAPEL_FILE}: add it to ` +
          `permissoes.items.enum (with its labels in x-enumLabels and x-i18n) or name one of ${list}`,
      ),
  );
}

/** The permissions, or `fail` with every problem: the enum unreadable, or a register naming a code not in it. */
export function checkedPermissions(
  files: readonly SchemaFile[],
  models: readonly RegisterModel[],
  fail: (message: string) => Error,
): Permissions {
  const permissions = permissionsOf(files);
  const problems = Array.isArray(permissions) ? permissions : unknownPermissions(models, permissions);
  if (Array.isArray(permissions) || problems.length > 0)
    throw fail(`company permissions (papel.schema.json):\n  - ${problems.join('\n  - ')}`);
  return permissions;
}

const literal = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const record = (labels: Record<string, string>, codes: readonly string[]) =>
  `{\n${codes.map((c) => `  ${c}: ${literal(labels[c] as string)},`).join('\n')}\n}`;

/** core/generated/permissoes.ts: the list, its type (the generated Papel's) and the labels. */
export function generatePermissions(permissions: Permissions): string {
  const { codes, labels, labelsEn } = permissions;
  return [
    TYPES_BANNER,
    "import type { Papel } from './Papel.ts';",
    '',
    "/** A company permission a role may grant: the enum of papel.schema.json's permissoes. */",
    "export type Permissao = Papel['permissoes'][number];",
    '',
    '/** Every company permission, in the order of the schema (the papéis form offers them in it). */',
    `export const PERMISSOES = [\n${codes.map((c) => `  ${literal(c)},`).join('\n')}\n] as const satisfies readonly Permissao[];`,
    '',
    '/** What a user reads for each permission (x-enumLabels): the codes are machinery and never shown. */',
    `export const PERMISSAO_LABEL: Record<Permissao, string> = ${record(labels, codes)};`,
    '',
    '/** The same in English (x-i18n.en.enumLabels). */',
    `export const PERMISSAO_LABEL_EN: Record<Permissao, string> = ${record(labelsEn, codes)};`,
    '',
  ].join('\n');
}
