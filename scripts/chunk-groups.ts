import { build, type Plugin, type Rolldown } from 'vite';
import { isChunk, staticClosure } from './preload-signed-in';

type CodeSplittingGroup = NonNullable<
  Exclude<Rolldown.OutputOptions['codeSplitting'], boolean | undefined>['groups']
>[number];
type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

// Issue 17, a reload at the floor: left to itself the bundler cut a signed-in list's load into 64 files (every set
// of modules shared by a different set of lazy pages got a chunk of its own), each a request, a cache lookup and a
// module record of its own before anything ran. That load is three layers, each always loaded whole:
// - the login page: what the entry (src/main.tsx) imports statically (its budget: 150 KB compressed);
// - the signed-in app (src/app/signedIn.ts: react-admin, the shell), every signed-in load;
// - the generic register screens (src/schema/screens.tsx), every register's page.
// Each layer becomes one chunk. Which modules a layer holds is read from the bundler's own split (a first build,
// the probe, not written): a layer takes the modules of its entry's chunk and of the chunks that one imports
// statically, transitively, but for those of the layers before it. Read from the chunks, not from the modules'
// imports: a package's index imports all of it, and the bundler keeps only what is used (the login page would take
// the whole of MUI). A layer is closed under static imports but for earlier layers, so no chunk imports a later one
// and the modules run in the order they did. Everything else (the pages loaded lazily) is split as before.

/** The layers, in load order: the chunk's name and the module whose chunk and static imports it takes. */
export const LAYERS = [
  { name: 'login', entry: 'src/main.tsx' },
  { name: 'signedIn', entry: 'src/app/signedIn.ts' },
  { name: 'screens', entry: 'src/schema/screens.tsx' },
] as const;

export type LayerName = (typeof LAYERS)[number]['name'];

/** Set while the probe builds: the configuration then leaves the groups (and this plugin) out. */
export const PROBE_ENV = 'CHUNK_GROUPS_PROBE';

const normal = (id: string) => id.replaceAll('\\', '/');

/** The chunk that holds module `source` (a path from the root), if any. */
export function chunkOf(bundle: OutputBundle, source: string): OutputChunk | undefined {
  return Object.values(bundle)
    .filter(isChunk)
    .find((c) => c.moduleIds.some((id) => normal(id).endsWith(`/${source}`)));
}

/**
 * Each module's layer, from the probe's bundle: the first of LAYERS whose entry's chunk closure holds the module's
 * chunk. The entry chunk's own modules are left out: index.html loads that chunk by its name (index-*.js).
 */
export function layersOf(bundle: OutputBundle): Map<string, LayerName> {
  const layers = new Map<string, LayerName>();
  const taken = new Set<string>();
  for (const layer of LAYERS) {
    const start = chunkOf(bundle, layer.entry);
    if (!start) continue;
    for (const file of staticClosure(bundle, start.fileName)) {
      const chunk = bundle[file];
      if (taken.has(file) || !isChunk(chunk)) continue;
      taken.add(file);
      // the entry chunk stays as it is (index.html's script): the login layer takes the chunks it imports
      if (chunk.isEntry) continue;
      for (const id of chunk.moduleIds) layers.set(id, layer.name);
    }
  }
  return layers;
}

/** The codeSplitting groups for `layers`: one chunk per layer, earlier layers first. */
export function layerGroups(layers: () => Map<string, LayerName>): CodeSplittingGroup[] {
  return LAYERS.map(({ name }, i) => ({
    name,
    test: (id: string) => layers().get(id) === name,
    priority: LAYERS.length - i,
    // a layer holds its static imports already, but for earlier layers' modules, which must stay there
    includeDependenciesRecursively: false,
  }));
}

async function probe(root: string, configFile: string, mode: string): Promise<OutputBundle> {
  process.env[PROBE_ENV] = '1';
  try {
    // the build's own root: left out, Vite takes the working directory's, and a build of another checkout (a test's
    // copy with an extra register) would probe this one's modules, whose ids the groups never meet
    const out = await build({ root, configFile, mode, logLevel: 'silent', build: { write: false } });
    const first = Array.isArray(out) ? out[0] : out;
    if (!first || !('output' in first)) throw new Error('chunk-groups: the probe built nothing');
    return Object.fromEntries(first.output.map((item) => [item.fileName, item])) as OutputBundle;
  } finally {
    delete process.env[PROBE_ENV];
  }
}

/**
 * The Vite plugin and the codeSplitting groups it fills: before the build, the probe (the same configuration,
 * without the groups) gives the layers the groups' tests read. Inside the probe, neither is used.
 */
export function chunkGroups(): { plugin: Plugin; groups: CodeSplittingGroup[] } {
  if (process.env[PROBE_ENV]) return { plugin: { name: 'chunk-groups' }, groups: [] };
  let layers = new Map<string, LayerName>();
  let configFile: string | undefined;
  let root = process.cwd();
  let mode = 'production';
  const plugin: Plugin = {
    name: 'chunk-groups',
    apply: 'build',
    configResolved(config) {
      configFile = config.configFile;
      root = config.root;
      mode = config.mode;
    },
    async buildStart() {
      if (!configFile) throw new Error('chunk-groups: needs the configuration file, for the probe');
      layers = layersOf(await probe(root, configFile, mode));
    },
  };
  return { plugin, groups: layerGroups(() => layers) };
}
