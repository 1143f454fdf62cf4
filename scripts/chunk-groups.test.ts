import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { layerGroups, layersOf } from './chunk-groups.ts';

type Bundle = Rolldown.OutputBundle;

/** A probe's bundle: chunks named by file, with their static imports and modules. */
function bundle(chunks: Record<string, { imports?: string[]; modules: string[]; entry?: boolean }>): Bundle {
  return Object.fromEntries(
    Object.entries(chunks).map(([fileName, c]) => [
      fileName,
      { type: 'chunk', fileName, imports: c.imports ?? [], moduleIds: c.modules, isEntry: c.entry ?? false },
    ]),
  ) as unknown as Bundle;
}

const PROBE = bundle({
  'index.js': { entry: true, modules: ['/r/index.html', '/r/src/main.tsx'], imports: ['mui.js', 'react.js'] },
  'mui.js': { modules: ['/m/mui/Button.js'], imports: ['react.js'] },
  'react.js': { modules: ['/m/react/index.js'] },
  'signedIn.js': { modules: ['/r/src/app/signedIn.ts'], imports: ['ra.js', 'mui.js'] },
  'ra.js': { modules: ['/m/ra/core.js', '/m/ra/ui.js'], imports: ['react.js', 'ra2.js'] },
  'ra2.js': { modules: ['/m/ra/list.js'], imports: ['ra.js'] },
  'screens.js': { modules: ['/r/src/schema/screens.tsx'], imports: ['ra2.js', 'form.js'] },
  'form.js': { modules: ['/m/form.js'] },
  'Dashboard.js': { modules: ['/r/src/home/Dashboard.tsx'], imports: ['chart.js', 'form.js'] },
  'chart.js': { modules: ['/m/chart.js'] },
});

describe('the chunks a signed-in load is grouped into', () => {
  it("puts each module in the first layer whose entry's chunks hold it, the entry chunk left as it is", () => {
    const layers = layersOf(PROBE);
    expect(Object.fromEntries(layers)).toEqual({
      '/m/mui/Button.js': 'login',
      '/m/react/index.js': 'login',
      '/r/src/app/signedIn.ts': 'signedIn',
      '/m/ra/core.js': 'signedIn',
      '/m/ra/ui.js': 'signedIn',
      // already in the signed-in layer, which loads first, though the screens import it too
      '/m/ra/list.js': 'signedIn',
      '/r/src/schema/screens.tsx': 'screens',
      '/m/form.js': 'screens',
    });
    // the lazy pages' own modules are split as the bundler does
    expect(layers.has('/m/chart.js')).toBe(false);
    expect(layers.has('/r/src/main.tsx')).toBe(false);
  });

  it('names nothing for a layer whose entry the bundle lacks', () => {
    const partial = bundle({
      'index.js': { entry: true, modules: ['/r/src/main.tsx'], imports: ['react.js'] },
      'react.js': { modules: ['/m/react/index.js'] },
    });
    expect(Object.fromEntries(layersOf(partial))).toEqual({ '/m/react/index.js': 'login' });
  });

  it('gives one group per layer, earlier layers first, each testing its own modules only', () => {
    const layers = layersOf(PROBE);
    const groups = layerGroups(() => layers);
    expect(groups.map((g) => g.name)).toEqual(['login', 'signedIn', 'screens']);
    const [login, signedIn] = groups;
    expect((login?.priority ?? 0) > (signedIn?.priority ?? 0)).toBe(true);
    const test = signedIn?.test as (id: string) => boolean;
    expect(test('/m/ra/list.js')).toBe(true);
    expect(test('/m/form.js')).toBe(false);
    expect(test('/m/chart.js')).toBe(false);
  });
});
