import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

// Issue 17, a reload at the floor: a signed-in load needs the signed-in app's chunks (react-admin, the shell) and,
// on a register's address, the generic screens' chunks. Asked for by the first chunk (src/routing/warmup.ts), they
// would only start once it has been fetched and evaluated; named in index.html, public/login-gate.js asks for them
// while the page is still being parsed, for a signed-in visitor only (the login page keeps its JavaScript budget).

/** The entries whose chunks a signed-in load preloads: every signed-in load, and a register's address. */
export const PRELOADS = [
  { meta: 'preload-signed-in', entry: 'src/app/signedIn.ts' },
  { meta: 'preload-register', entry: 'src/schema/screens.tsx' },
] as const;

export function isChunk(item: OutputBundle[string] | undefined): item is OutputChunk {
  return item?.type === 'chunk';
}

/** `start`'s chunk file and every chunk it imports statically, transitively. */
export function staticClosure(bundle: OutputBundle, start: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    const chunk = bundle[file];
    if (seen.has(file) || !isChunk(chunk)) return;
    seen.add(file);
    for (const imported of chunk.imports) visit(imported);
  };
  visit(start);
  return [...seen];
}

/**
 * For each of PRELOADS, the chunk files (base-relative) a load must fetch beyond those index.html already loads
 * (the entry chunk and its static imports), in bundle order; an entry missing from the bundle gives none.
 */
export function preloadLists(bundle: OutputBundle, base: string): Array<{ meta: string; files: string[] }> {
  const chunks = Object.values(bundle).filter(isChunk);
  const entry = chunks.find((c) => c.isEntry);
  const already = new Set(entry ? staticClosure(bundle, entry.fileName) : []);
  const listed = new Set<string>();
  return PRELOADS.map(({ meta, entry: source }) => {
    const holds = (id: string | null | undefined) =>
      id?.replaceAll('\\', '/').endsWith(`/${source}`) === true;
    // the entry's own chunk, or the chunk its layer was grouped into (scripts/chunk-groups.ts)
    const chunk = chunks.find((c) => holds(c.facadeModuleId)) ?? chunks.find((c) => c.moduleIds?.some(holds));
    const files = chunk ? staticClosure(bundle, chunk.fileName).filter((f) => !already.has(f)) : [];
    // a chunk both lists need is fetched by the first
    const own = files.filter((f) => !listed.has(f));
    for (const f of own) listed.add(f);
    return { meta, files: own.map((f) => `${base}${f}`) };
  });
}

/** The Vite plugin: index.html carries the lists as <meta> tags, ahead of login-gate.js, which reads them. */
export function preloadSignedIn(): Plugin {
  let base = '/';
  return {
    name: 'preload-signed-in',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (_html, ctx) => {
        if (!ctx.bundle) return [];
        return preloadLists(ctx.bundle, base).map(({ meta, files }) => ({
          tag: 'meta',
          attrs: { name: meta, content: files.join(' ') },
          injectTo: 'head-prepend' as const,
        }));
      },
    },
  };
}
