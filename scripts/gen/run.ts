import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { JsonSchemaObject, RegisterModel } from '../../core/schema/model.ts';
import { isRegisterSchema, normalizeRegisters } from '../../core/schema/model.ts';
import { checkAgainstMeta, metaSchemaPath } from './meta.ts';
import { generateMigration } from './migrations.ts';
import { checkedPermissions, generatePermissions, PERMISSIONS_FILE } from './permissions.ts';
import { loadSchemas } from './registers.ts';
import { generateTables, handTablesOf } from './tables.ts';
import { generateTypes } from './types.ts';

export const TYPES_DIR = 'core/generated';
export const TABLES_FILE = 'server/db/generated/registers.ts';
export const HAND_SCHEMA_FILE = 'server/db/schema.ts';
export const MIGRATIONS_DIR = 'server/db/migrations';

export interface GenOptions {
  /** This repository: its drizzle-kit, Biome and drizzle.config.ts do the work. */
  projectRoot: string;
  schemasDir: string;
  /** Where the generated files and the migrations go (the project itself, or a copy of it). */
  outRoot: string;
  /** Compare with the files on disk instead of writing them; no migration. */
  check?: boolean;
  /** The new migration's name (after its number). */
  migrationName?: string;
  /** Skip drizzle-kit (tests of the file generation). */
  migrate?: boolean;
}

export interface GenResult {
  /** Files (relative to outRoot) whose content the schemas change: written, or with check, stale. */
  changed: string[];
  /** Generated files no schema gives any more: deleted, or with check, stale. */
  removed: string[];
  /** The migration drizzle-kit wrote, e.g. `0002_registers`, or null. */
  migration: string | null;
  models: RegisterModel[];
  /** Milliseconds per step. */
  timings: Record<string, number>;
}

/** A schema problem the user must fix: printed without a stack. */
export class GenError extends Error {
  override name = 'GenError';
}

/** A relative module specifier from one file to another, with `/` and a leading `./` or `../`. */
function specifier(fromFile: string, toFile: string): string {
  const rel = relative(dirname(fromFile), toFile).split(sep).join('/');
  return rel.startsWith('.') ? rel : `./${rel}`;
}

/** Biome's format and safe fixes (import order), so the committed file passes `npm run lint` as generated. */
function biome(projectRoot: string, pathInProject: string, code: string): string {
  const result = spawnSync(
    process.execPath,
    [
      join(projectRoot, 'node_modules', '@biomejs', 'biome', 'bin', 'biome'),
      'check',
      '--write',
      `--stdin-file-path=${pathInProject}`,
    ],
    { cwd: projectRoot, input: code, encoding: 'utf8' },
  );
  if (result.status !== 0)
    throw new Error(`biome refused the generated ${pathInProject}:\n${result.stderr}${result.stdout}`);
  return result.stdout;
}

export async function runGen(options: GenOptions): Promise<GenResult> {
  const { projectRoot, schemasDir, outRoot } = options;
  const timings: Record<string, number> = {};
  let clock = performance.now();
  const lap = (step: string) => {
    const now = performance.now();
    timings[step] = Math.round(now - clock);
    clock = now;
  };

  const files = loadSchemas(schemasDir);
  const metaProblems = checkAgainstMeta(files, metaSchemaPath(schemasDir, projectRoot));
  if (metaProblems.length > 0)
    throw new GenError(`schemas do not satisfy meta.schema.json:\n  - ${metaProblems.join('\n  - ')}`);
  for (const f of files) {
    if (typeof f.schema.$id !== 'string') throw new GenError(`${f.file}: no $id`);
  }

  const ownHand = join(outRoot, HAND_SCHEMA_FILE);
  const handSchemaPath = existsSync(ownHand) ? ownHand : join(projectRoot, HAND_SCHEMA_FILE);
  const handTables = handTablesOf(
    (await import(pathToFileURL(handSchemaPath).href)) as Record<string, unknown>,
  );
  const registers = files.filter((f) => isRegisterSchema(f.schema));
  let models: RegisterModel[];
  try {
    models = normalizeRegisters(
      registers.map((f) => f.schema),
      { externalResources: handTables.filter((t) => t.key).map((t) => t.resource) },
    );
  } catch (error) {
    throw new GenError((error as Error).message);
  }
  const modelById = new Map(models.map((m) => [m.id, m]));
  const permissions = checkedPermissions(files, models, (message) => new GenError(message));
  lap('load');

  const expected = new Map<string, string>();
  const types = await generateTypes(
    files.map((f) => {
      const name = f.schema.$id as string;
      const model = isRegisterSchema(f.schema) ? modelById.get(name) : undefined;
      return { name, schema: (model?.fullSchema ?? f.schema) as JsonSchemaObject };
    }),
  );
  for (const [file, content] of types) expected.set(`${TYPES_DIR}/${file}`, content);
  expected.set(
    `${TYPES_DIR}/${PERMISSIONS_FILE}`,
    biome(projectRoot, `${TYPES_DIR}/${PERMISSIONS_FILE}`, generatePermissions(permissions)),
  );
  lap('types');

  const tablesPath = join(outRoot, TABLES_FILE);
  let tables: string;
  try {
    tables = generateTables(models, handTables, {
      handTablesImport: specifier(tablesPath, join(dirname(handSchemaPath), 'hand-tables.ts')),
      typeImport: (name) => specifier(tablesPath, join(outRoot, TYPES_DIR, `${name}.ts`)),
    });
  } catch (error) {
    throw new GenError((error as Error).message);
  }
  expected.set(TABLES_FILE, biome(projectRoot, TABLES_FILE, tables));
  lap('tables');

  const changed: string[] = [];
  for (const [file, content] of expected) {
    const path = join(outRoot, file);
    if (!existsSync(path) || readFileSync(path, 'utf8') !== content) changed.push(file);
  }
  const typesDir = join(outRoot, TYPES_DIR);
  const removed = existsSync(typesDir)
    ? readdirSync(typesDir)
        .filter((f) => f.endsWith('.ts') && !expected.has(`${TYPES_DIR}/${f}`))
        .map((f) => `${TYPES_DIR}/${f}`)
        .sort()
    : [];

  let migration: string | null = null;
  if (!options.check) {
    for (const file of changed) {
      const path = join(outRoot, file);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, expected.get(file) as string);
    }
    for (const file of removed) rmSync(join(outRoot, file));
    lap('write');
    if (options.migrate ?? true) {
      // even with no file changed: a migration an earlier run could not write (a refused rename) is written now
      migration = generateMigration({
        projectRoot,
        schemaFiles: [handSchemaPath, tablesPath],
        migrationsDir: join(outRoot, MIGRATIONS_DIR),
        name: options.migrationName ?? 'registers',
      });
      lap('migration');
    }
  }
  return { changed, removed, migration, models, timings };
}
