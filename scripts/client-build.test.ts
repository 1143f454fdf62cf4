import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type BuildState, INPUT_PATHS, needsBuild, parseStamp } from './client-build';

const ROOT = join(import.meta.dirname, '..');

/** The top folders of the repository that the client's sources import from (src/ itself included). */
function foldersTheClientImports(): Set<string> {
  const folders = new Set<string>();
  const files = readdirSync(join(ROOT, 'src'), { recursive: true, encoding: 'utf8' }).filter((f) =>
    /\.tsx?$/.test(f),
  );
  for (const file of files) {
    const path = join(ROOT, 'src', file);
    for (const [, spec] of readFileSync(path, 'utf8').matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
      const top = relative(ROOT, join(dirname(path), spec ?? '')).split(/[\\/]/)[0];
      if (top) folders.add(top);
    }
  }
  return folders;
}

const built = (overrides: Partial<BuildState> = {}): BuildState => ({
  force: false,
  hasIndex: true,
  stampedMtime: 1_000,
  newestInputMtime: 1_000,
  ...overrides,
});

describe('the inputs of the build', () => {
  it('hold every folder the client imports, so a change there builds the client again', () => {
    const folders = foldersTheClientImports();
    expect(folders).toContain('core');
    for (const folder of folders) expect(INPUT_PATHS, folder).toContain(folder);
  });
});

describe('needsBuild', () => {
  it('skips the build when no input is newer than the stamp', () => {
    expect(needsBuild(built())).toBe(false);
    expect(needsBuild(built({ newestInputMtime: 999.5 }))).toBe(false);
  });

  it('builds when an input is newer than the stamp, even by a fraction of a millisecond', () => {
    expect(needsBuild(built({ newestInputMtime: 1_000.25 }))).toBe(true);
  });

  it('builds when dist/index.html is missing', () => {
    expect(needsBuild(built({ hasIndex: false }))).toBe(true);
  });

  it('builds when there is no readable stamp', () => {
    expect(needsBuild(built({ stampedMtime: null }))).toBe(true);
  });

  it('builds when forced', () => {
    expect(needsBuild(built({ force: true }))).toBe(true);
  });
});

describe('parseStamp', () => {
  it('reads back the mtime the build wrote', () => {
    expect(parseStamp('1732166400123.25\n')).toBe(1732166400123.25);
  });

  it('treats an empty or damaged stamp as missing', () => {
    expect(parseStamp('')).toBeNull();
    expect(parseStamp('\n')).toBeNull();
    expect(parseStamp('abc')).toBeNull();
  });
});
