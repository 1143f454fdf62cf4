import { defineConfig } from 'vitest/config';
import MixedSequencer from './tests/setup/sequencer';

// Three projects, one command: `npm test` runs them all at once, WORKERS files at a time in one pool: unit, API
// (each file an in-memory PGlite of about 0.8 GB loaded from one dump) and end-to-end (each file with its own
// server on a copy of one seeded data directory, started ahead by a pool, and its own browser). One after the
// other, the e2e project (most of its time waiting on pages and servers) left a core idle while the unit and API
// projects (busy on the CPU) had finished; together, the waits of one fill the other's gaps: vitest would still
// run them one after the other in a shared pool, so tests/setup/sequencer.ts mixes their files. Three files at a
// time on 2 cores for the same reason. TEST_WORKERS overrides it (vitest refuses projects of one group with
// different counts, so every project states the same one).
const WORKERS = Number(process.env.TEST_WORKERS ?? 3);

/**
 * Tests that need a module graph of their own (the 'unit' and 'screens' projects below share one per worker):
 * they replace a module with vi.mock, or read module-level state another file leaves behind (the colour-mode and
 * preview stores of src/theme/, the area catalogue of src/i18n/). They run in the 'isolated' project.
 */
const ISOLATED_TESTS = [
  'src/aparencia/AparenciaPage.test.tsx',
  'src/i18n/useAreaTranslate.test.tsx',
  'src/perfis/PerfisPage.test.tsx',
  'src/schema/overrides.test.tsx',
  'src/theme/ThemeRoot.test.tsx',
  'src/vendas/VendaList.test.tsx',
  'src/admin/AdminPainel.test.tsx',
  'src/relatorios/MeusRelatoriosPage.test.tsx',
  'src/dashboard/Dashboard.test.tsx',
  'src/auth/authState.test.ts',
  'src/auth/authProvider.test.ts',
  'src/export/download.test.ts',
  'src/data/http.test.ts',
  'server/plugins/security-headers.test.ts',
  // the early GETs of a page load (src/data/early.ts) live at module level, as they do once per page
  'src/data/early.test.ts',
  'src/app/warmStart.test.ts',
];

/** What every project of plain and screen tests sets up before each file. */
const UNIT_SETUP = [
  'tests/setup/fail-on-console-error.ts',
  'tests/setup/testing-library.ts',
  'tests/setup/jsdom-speed.ts',
  'tests/setup/settle-imports.ts',
];

export default defineConfig({
  test: {
    maxWorkers: WORKERS,
    sequence: { sequencer: MixedSequencer },
    projects: [
      {
        test: {
          // Plain tests share their workers' loaded modules like the screen tests below (the project alone, same
          // machine: 75 s → 57 s); those that need their own go to 'isolated'.
          name: 'unit',
          isolate: false,
          // component tests render whole react-admin screens: the slowest (the sale form typed line by line) takes
          // 10 s on a quiet machine and 18 s beside other work, and a limit must hold on one 4× slower
          testTimeout: 240_000,
          // vitest's default is one worker fewer than the cores, so one on a 2-core machine
          maxWorkers: WORKERS,
          include: [
            'core/**/*.test.ts',
            'src/**/*.test.ts',
            'server/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/setup/**/*.test.ts',
          ],
          exclude: ISOLATED_TESTS,
          environment: 'node',
          setupFiles: UNIT_SETUP,
        },
      },
      {
        test: {
          name: 'isolated',
          testTimeout: 240_000,
          maxWorkers: WORKERS,
          include: ISOLATED_TESTS,
          environment: 'node',
          setupFiles: UNIT_SETUP,
        },
      },
      {
        test: {
          // The screen tests (jsdom, react-admin and MUI) share their workers' loaded modules: each file used to
          // load react-admin and MUI again, about 3 s of CPU a file, half of their cost (44 files: 311 s of CPU
          // isolated, 162 s shared, same machine). Each file still gets its own jsdom (its own DOM and
          // localStorage); what a module keeps at its top level is shared, so a file that needs it fresh, or
          // that replaces a module with vi.mock, goes to ISOLATED_TESTS.
          name: 'screens',
          isolate: false,
          testTimeout: 240_000,
          maxWorkers: WORKERS,
          include: ['src/**/*.test.tsx'],
          exclude: ISOLATED_TESTS,
          environment: 'node',
          setupFiles: UNIT_SETUP,
        },
      },
      {
        test: {
          name: 'api',
          // The API files share their workers' loaded modules (the server, Fastify, Drizzle, PGlite's code): each
          // file's app and database are its own (makeApp), and what the server keeps at module level is read from
          // schemas/ once, the same for all. The project alone, same machine: 167 s → 115 s, import 57 s → 10 s.
          isolate: false,
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          // one migrated (and one seeded) database dumped once, loaded by each makeApp
          globalSetup: ['tests/api/global-setup.ts'],
          // an app is built in about 2 s on a quiet machine and took over 30 s beside other work: limits for 4× slower
          testTimeout: 60_000,
          hookTimeout: 180_000,
          maxWorkers: WORKERS,
          setupFiles: ['tests/setup/fail-on-console-error.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          // the harness and playwright-core loaded once per worker, not per file (about 1 s of CPU a file)
          isolate: false,
          // walks/ holds the walks over every route (axe-core in both colour modes, the English walk)
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          // a test of 20 s alone under load took 45 s in a full run on a slower machine: limits for 4× slower
          testTimeout: 240_000,
          // the first files' servers wait for the client build and the seeded template, made beside the first
          // unit and API files (global-setup.ts): about 35 s on a quiet machine, a limit for one 4× slower and busy
          hookTimeout: 300_000,
          // expect.poll waits on a condition: 1 s (the default) is too short beside a second test file
          expect: { poll: { timeout: 15_000 } },
          globalSetup: ['tests/e2e/global-setup.ts'],
          // a failed test's pages, as they were, on stderr
          setupFiles: ['tests/e2e/report-failure.ts'],
          // each file with its own server (a copy of the seeded data, see server-pool.ts) and browser
          maxWorkers: WORKERS,
        },
      },
    ],
  },
});
