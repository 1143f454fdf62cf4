import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { preloadLists, staticClosure } from './preload-signed-in.ts';

type Bundle = Rolldown.OutputBundle;

/** A bundle of chunks named by file, with their static imports and the module each stands for. */
function bundle(chunks: Record<string, { imports?: string[]; facade?: string; entry?: boolean }>): Bundle {
  return Object.fromEntries(
    Object.entries(chunks).map(([fileName, c]) => [
      fileName,
      {
        type: 'chunk',
        fileName,
        imports: c.imports ?? [],
        facadeModuleId: c.facade ?? null,
        isEntry: c.entry ?? false,
      },
    ]),
  ) as unknown as Bundle;
}

const BUNDLE = bundle({
  'assets/index.js': { entry: true, facade: '/r/index.html', imports: ['assets/react.js'] },
  'assets/react.js': {},
  'assets/signedIn.js': {
    facade: '/r/src/app/signedIn.ts',
    imports: ['assets/react.js', 'assets/ra.js'],
  },
  'assets/ra.js': { imports: ['assets/react.js', 'assets/ra-core.js'] },
  'assets/ra-core.js': { imports: ['assets/ra.js'] },
  'assets/screens.js': { facade: '/r/src/schema/screens.tsx', imports: ['assets/ra.js', 'assets/list.js'] },
  'assets/list.js': {},
  'assets/login.js': { facade: '/r/src/login/LoginPage.tsx' },
});

describe('the signed-in preloads named in index.html', () => {
  it('follows static imports transitively, cycles included', () => {
    expect(staticClosure(BUNDLE, 'assets/signedIn.js').sort()).toEqual([
      'assets/ra-core.js',
      'assets/ra.js',
      'assets/react.js',
      'assets/signedIn.js',
    ]);
  });

  it("lists each entry's chunks beyond the first chunk's, each file once", () => {
    expect(preloadLists(BUNDLE, '/')).toEqual([
      {
        meta: 'preload-signed-in',
        files: ['/assets/signedIn.js', '/assets/ra.js', '/assets/ra-core.js'],
      },
      { meta: 'preload-register', files: ['/assets/screens.js', '/assets/list.js'] },
    ]);
  });

  it('an entry the bundle lacks names nothing', () => {
    const { 'assets/screens.js': _, ...rest } = BUNDLE;
    expect(preloadLists(rest, '/app/')[1]).toEqual({ meta: 'preload-register', files: [] });
    expect(preloadLists(rest, '/app/')[0]?.files[0]).toBe('/app/assets/signedIn.js');
  });
});
