import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { buildForProduction } from '../../scripts/client-build';

// A copy of the project's sources for a test that adds a schema file to it (new-register): inside
// the project's .tmp/, so node_modules resolves; generated, built and then booted by the test like a checkout.

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** What a checkout needs to generate, build and serve. */
const PARTS = [
  'schemas',
  'core',
  'server',
  'src',
  'scripts',
  'index.html',
  'public',
  'vite.config.ts',
  'package.json',
  'drizzle.config.ts',
  'tsconfig.json',
  'tsconfig.base.json',
];

/** A fresh copy at `.tmp/<name>-<pid>`; returns its path. */
export function copyProject(name: string): string {
  const copy = join(ROOT, '.tmp', `${name}-${process.pid}`);
  rmSync(copy, { recursive: true, force: true });
  mkdirSync(copy, { recursive: true });
  for (const part of PARTS) cpSync(join(ROOT, part), join(copy, part), { recursive: true });
  return copy;
}

/** `npm run gen` over the copy's schemas (its migration named `migration`), then its production build. */
export async function generateAndBuild(copy: string, migration: string): Promise<void> {
  const gen = [join(ROOT, 'scripts', 'gen.ts'), '--schemas', join(copy, 'schemas'), '--out-root', copy];
  await promisify(execFile)(process.execPath, ['--import', 'tsx', ...gen, '--name', migration], {
    cwd: ROOT,
  });
  await buildForProduction(copy);
}
