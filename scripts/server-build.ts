import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

// The server as one ES module (server/server.ts and everything of ours it imports, core/ included), for the
// processes that start it many times: the end-to-end servers, about 45 a run (tests/e2e/harness.ts). Under tsx each
// start transformed some 150 TypeScript files through the loader's hooks: 4.1 s of CPU to /api/health on a
// seeded copy, against 2.5 s for the bundle (same machine, alternately). esbuild is the transformer tsx itself
// runs, so the code is compiled the same way; it builds in about 150 ms, so the bundle is built afresh rather than
// checked for staleness.
//
// Packages stay outside, loaded from node_modules by Node as under tsx. Two rules keep the bundle's meaning:
// - `import.meta.url` is each source file's own address, not the bundle's, so schemas/, dist/ and the migrations
//   are found where the sources look for them;
// - a package path Node's ES module resolver would refuse (an extensionless subpath such as 'dayjs/locale/pt-br',
//   which tsx resolves) is written with the file it names.

/** Where the bundle of a checkout goes: beside the other local build output, never in dist/ (served to anyone). */
export const serverBundle = (root: string) => join(root, '.tmp', 'server', 'server.mjs');

/** Replaces `import.meta.url` in our sources with the file's own URL. */
function ownUrls(): Plugin {
  return {
    name: 'own-import-meta-url',
    setup(b) {
      b.onLoad({ filter: /\.ts$/ }, async (args) => {
        if (args.path.includes('/node_modules/')) return undefined;
        const source = await readFile(args.path, 'utf8');
        return {
          contents: source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
          loader: 'ts',
          resolveDir: join(args.path, '..'),
        };
      });
    },
  };
}

/**
 * Bare imports stay external. Node's ES module resolver takes a subpath of a package without an `exports` map as a
 * file path, with no extension or index added; such a subpath is written as the file esbuild (like tsx) finds.
 */
function externalPackages(): Plugin {
  return {
    name: 'external-packages',
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.path.startsWith('node:') || args.pluginData === 'resolving') return undefined;
        const name = args.path
          .split('/')
          .slice(0, args.path.startsWith('@') ? 2 : 1)
          .join('/');
        if (name === args.path) return { path: args.path, external: true };
        const found = await b.resolve(args.path, {
          kind: args.kind,
          resolveDir: args.resolveDir,
          pluginData: 'resolving',
        });
        if (found.errors.length > 0) return { errors: found.errors };
        const at = found.path.lastIndexOf(`/node_modules/${name}/`);
        if (at < 0) return { path: args.path, external: true };
        const packageDir = found.path.slice(0, at + `/node_modules/${name}`.length);
        const manifest = JSON.parse(await readFile(join(packageDir, 'package.json'), 'utf8')) as {
          exports?: unknown;
        };
        if (manifest.exports !== undefined) return { path: args.path, external: true };
        return { path: `${name}/${relative(packageDir, found.path)}`, external: true };
      });
    },
  };
}

/**
 * Builds `root`'s server into `outfile` (inside `root`, where its packages resolve); answers the bundle's path.
 * The files are written under a name of their own and renamed into place, so a server starting meanwhile reads
 * the old bundle or the new one, whole.
 */
export async function buildServer(root: string, outfile = serverBundle(root)): Promise<string> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: [join(root, 'server', 'server.ts')],
    outfile,
    write: false,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // stack traces (node --enable-source-maps) and the error handler's names read as in the sources
    sourcemap: 'linked',
    keepNames: true,
    logLevel: 'warning',
    plugins: [ownUrls(), externalPackages()],
  });
  await mkdir(dirname(outfile), { recursive: true });
  const suffix = `.${process.pid}.${Date.now()}`;
  // the map first: the bundle that names it is only in place once its map is
  const files = [...result.outputFiles].sort(
    (a, b) => Number(b.path.endsWith('.map')) - Number(a.path.endsWith('.map')),
  );
  for (const file of files) {
    await writeFile(file.path + suffix, file.contents);
    await rename(file.path + suffix, file.path);
  }
  return outfile;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  console.log(await buildServer(root));
}
