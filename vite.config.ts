import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { chunkGroups, PROBE_ENV } from './scripts/chunk-groups.ts';
import { preloadSignedIn } from './scripts/preload-signed-in.ts';
import { prerenderLogin } from './scripts/prerender-login.ts';

// a signed-in load's modules in three chunks instead of dozens (scripts/chunk-groups.ts); its probe, a build of
// this configuration without them, needs neither the prerendered login nor the compressed files
const chunks = chunkGroups();
const probe = Boolean(process.env[PROBE_ENV]);

export default defineConfig({
  plugins: [
    react(),
    chunks.plugin,
    // the login form in index.html itself, hydrated later (issue 17)
    probe ? null : prerenderLogin(),
    // the signed-in app's chunks named in index.html, for login-gate.js to preload on a signed-in load
    probe ? null : preloadSignedIn(),
    // Pre-compressed .br and .gz beside each asset: the server sends them as they are (@fastify/static
    // preCompressed) instead of compressing on every request.
    probe
      ? null
      : compression({
          algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
          threshold: 1024,
          include: /\.(js|mjs|css|html|svg|json)$/,
        }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The login page's JS budget (150 KB compressed) is tracked by `npm run bench` (docs/contrato.md §7); react-admin's
    // own chunk is large by nature and loads after sign-in.
    chunkSizeWarningLimit: 1500,
    rolldownOptions: { output: { codeSplitting: { groups: chunks.groups } } },
  },
  server: {
    // `npm run dev` runs the API beside Vite on port 3001, so the browser keeps talking to one origin.
    proxy: {
      '/api': 'http://127.0.0.1:3001',
    },
  },
});
