import { defineConfig } from 'vitest/config';

// Three projects, one command: `npm test` runs them all, in order: unit (two files at a time), then API (each file
// an in-memory PGlite of about 0.8 GB loaded from one dump, two at a time), then end-to-end (two files at a time,
// each with its own server on a copy of one seeded data directory, and its own browser).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          sequence: { groupOrder: 0 },
          // component tests render whole react-admin screens: the slowest (the sale form typed line by line) takes
          // 10 s on a quiet machine and 18 s beside other work, and a limit must hold on one 4× slower
          testTimeout: 120_000,
          // vitest's default is one worker fewer than the cores, so one on a 2-core machine: the files ran one at
          // a time while the other core idled
          maxWorkers: 2,
          include: [
            'core/**/*.test.ts',
            'src/**/*.test.{ts,tsx}',
            'server/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
          setupFiles: ['tests/setup/fail-on-console-error.ts', 'tests/setup/testing-library.ts'],
        },
      },
      {
        test: {
          name: 'api',
          sequence: { groupOrder: 1 },
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          // one migrated (and one seeded) database dumped once, loaded by each makeApp
          globalSetup: ['tests/api/global-setup.ts'],
          // an app is built in about 2 s on a quiet machine and took over 30 s beside other work: limits for 4× slower
          testTimeout: 60_000,
          hookTimeout: 180_000,
          maxWorkers: 2,
          setupFiles: ['tests/setup/fail-on-console-error.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          sequence: { groupOrder: 2 },
          // walks/ holds the walks over every route (axe-core in both colour modes, the English walk)
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // expect.poll waits on a condition: 1 s (the default) is too short beside a second test file
          expect: { poll: { timeout: 15_000 } },
          globalSetup: ['tests/e2e/global-setup.ts'],
          // two files at once, each with its own server (a copy of the seeded data) and browser: much of an e2e
          // file is waiting on the page, and one at a time took more than half of CI's 20 minutes
          maxWorkers: 2,
        },
      },
    ],
  },
});
