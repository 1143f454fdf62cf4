import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, sep } from 'node:path';

interface Journal {
  entries: Array<{ idx: number; tag: string }>;
}

function journalTags(migrationsDir: string): string[] {
  const path = join(migrationsDir, 'meta', '_journal.json');
  if (!existsSync(path)) return [];
  return (JSON.parse(readFileSync(path, 'utf8')) as Journal).entries.map((e) => e.tag);
}

export interface MigrationOptions {
  /** The project (this repository): where drizzle-kit and drizzle.config.ts are. */
  projectRoot: string;
  /** Drizzle schema files, absolute. */
  schemaFiles: string[];
  /** The migrations folder to extend, absolute. */
  migrationsDir: string;
  /** The new migration's name after its number, e.g. `registers` → 0002_registers.sql. */
  name: string;
}

/**
 * Runs `drizzle-kit generate` over the schema files (drizzle.config.ts reads them from the environment), so the
 * SQL, the snapshot and the journal are drizzle-kit's own. Answers the new migration's tag, or null when the
 * tables did not change. Its prompts (a renamed column or table) reach the terminal when there is one.
 */
export function generateMigration(options: MigrationOptions): string | null {
  // drizzle-kit loads the schema files from where they are: bare imports must resolve there, to this project's
  // drizzle-orm (one copy, or its tables are not recognised).
  for (const file of options.schemaFiles) {
    try {
      createRequire(file).resolve('drizzle-orm');
    } catch {
      throw new Error(
        `${file} cannot import drizzle-orm: generate into a folder inside the project (e.g. .tmp/…) or one with node_modules.`,
      );
    }
  }
  const before = journalTags(options.migrationsDir);
  const interactive = process.stdin.isTTY === true && process.stdout.isTTY === true;
  const result = spawnSync(
    process.execPath,
    [
      join(options.projectRoot, 'node_modules', 'drizzle-kit', 'bin.cjs'),
      'generate',
      '--config',
      join(options.projectRoot, 'drizzle.config.ts'),
      '--name',
      options.name,
    ],
    {
      cwd: options.projectRoot,
      env: {
        ...process.env,
        // drizzle-kit reads these relative to the project (it prefixes the folder with ./)
        DRIZZLE_SCHEMA: options.schemaFiles.map((f) => fromProject(options.projectRoot, f)).join(','),
        DRIZZLE_OUT: fromProject(options.projectRoot, options.migrationsDir),
      },
      // without a terminal a rename question would wait forever: stdin closed makes drizzle-kit give up instead
      stdio: interactive ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      encoding: 'utf8',
    },
  );
  const output = interactive ? '' : `${result.stdout ?? ''}${result.stderr ?? ''}`;
  const after = journalTags(options.migrationsDir);
  if (after.length > before.length) return after[after.length - 1] ?? null;
  // drizzle-kit exits 0 on some failures (an unreadable snapshot): no migration must mean "nothing changed"
  if (result.status !== 0 || (!interactive && !/No schema changes/.test(output)))
    throw new Error(`drizzle-kit generate failed (exit ${result.status ?? result.signal})\n${output}`);
  return null;
}

function fromProject(projectRoot: string, path: string): string {
  return relative(projectRoot, path).split(sep).join('/');
}
