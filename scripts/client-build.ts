import { execFile } from 'node:child_process';
import { realpathSync } from 'node:fs';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { build } from 'vite';

// Builds the client only when its inputs changed, so `npm start` and the end-to-end tests skip a build of
// several seconds when nothing moved. CLI: `tsx scripts/client-build.ts [--force]`.

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = join(ROOT, 'dist');
const INDEX = join(DIST, 'index.html');
const STAMP = join(DIST, '.build-stamp');
/** What the client is built from: a change to any of them builds it again (core/ is the client's too). */
export const INPUT_PATHS = [
  'src',
  'core',
  'schemas',
  'public',
  'index.html',
  'vite.config.ts',
  'scripts/prerender-login.ts',
  'scripts/preload-signed-in.ts',
  'scripts/chunk-groups.ts',
  'package-lock.json',
];
const INPUTS = INPUT_PATHS.map((p) => join(ROOT, p));

export interface BuildState {
  force: boolean;
  /** Whether dist/index.html exists. */
  hasIndex: boolean;
  /** The newest input mtime recorded by the last successful build, or null without a readable stamp. */
  stampedMtime: number | null;
  /** The newest mtime among the inputs now. */
  newestInputMtime: number;
}

export function needsBuild({ force, hasIndex, stampedMtime, newestInputMtime }: BuildState): boolean {
  if (force || !hasIndex || stampedMtime === null) return true;
  return newestInputMtime > stampedMtime;
}

export function parseStamp(text: string): number | null {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isFinite(value) ? value : null;
}

// Directories count too: deleting or renaming a file changes only its directory's mtime.
async function newestMtime(path: string): Promise<number> {
  let info: Awaited<ReturnType<typeof stat>>;
  try {
    info = await stat(path);
  } catch {
    return 0;
  }
  if (!info.isDirectory()) return info.mtimeMs;
  const entries = await readdir(path);
  const children = await Promise.all(entries.map((entry) => newestMtime(join(path, entry))));
  return Math.max(info.mtimeMs, ...children);
}

async function readBuildState(force: boolean): Promise<BuildState> {
  const [newestInputMtime, hasIndex, stampText] = await Promise.all([
    Promise.all(INPUTS.map(newestMtime)).then((mtimes) => Math.max(...mtimes)),
    stat(INDEX).then(
      () => true,
      () => false,
    ),
    readFile(STAMP, 'utf8').catch(() => ''),
  ]);
  return { force, hasIndex, stampedMtime: parseStamp(stampText), newestInputMtime };
}

/**
 * A production build of the client in `root`. Vite takes NODE_ENV over the build mode, and vitest sets it to
 * 'test': the result would be React's development bundle, warnings included. dist/ is always the production build.
 */
export async function buildForProduction(root: string): Promise<void> {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ root, configFile: join(root, 'vite.config.ts'), mode: 'production', logLevel: 'warn' });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

export async function ensureClientBuilt(opts: { force?: boolean } = {}): Promise<'built' | 'fresh'> {
  const state = await readBuildState(opts.force ?? false);
  if (!needsBuild(state)) return 'fresh';

  const started = performance.now();
  await buildForProduction(ROOT);
  // The mtimes read before the build, not the stamp's own mtime: a file saved during the build stays newer.
  await writeFile(STAMP, `${state.newestInputMtime}\n`);
  console.log(`Cliente compilado em ${Math.round(performance.now() - started)} ms`);
  return 'built';
}

/**
 * ensureClientBuilt in a process of its own, for a caller that starts other processes meanwhile (the test suite's
 * setup, whose workers and servers start while the client builds). A build sets NODE_ENV=production and, during
 * its probe, CHUNK_GROUPS_PROBE=1 (scripts/chunk-groups.ts) on its process: a worker forked then inherited both,
 * and a test copy built there came out without the chunk layers and the prerendered login (new-register, CI).
 */
export async function ensureClientBuiltApart(): Promise<void> {
  const run = promisify(execFile)(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
    cwd: ROOT,
    maxBuffer: 16 * 1024 * 1024,
  });
  const { stdout } = await run.catch((error: { stderr?: string; message: string }) => {
    throw new Error(`O cliente não compilou: ${error.stderr?.trim() || error.message}`);
  });
  if (stdout.trim()) console.log(stdout.trim());
}

function isMainModule(): boolean {
  const script = process.argv[1];
  return script !== undefined && import.meta.url === pathToFileURL(realpathSync(script)).href;
}

if (isMainModule()) {
  ensureClientBuilt({ force: process.argv.includes('--force') }).catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
