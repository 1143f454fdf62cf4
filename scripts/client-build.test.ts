import { describe, expect, it } from 'vitest';
import { type BuildState, needsBuild, parseStamp } from './client-build';

const built = (overrides: Partial<BuildState> = {}): BuildState => ({
  force: false,
  hasIndex: true,
  stampedMtime: 1_000,
  newestInputMtime: 1_000,
  ...overrides,
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
