import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { GenError, runGen } from './gen/run.ts';

// npm run gen [-- --schemas DIR] [--out-root DIR] [--check] [--name NAME]
//
// From schemas/*.schema.json: the types (core/generated/), the register tables (server/db/generated/registers.ts)
// and, when those tables changed, a drizzle-kit migration (server/db/migrations/). --check writes nothing and
// fails listing the stale files (CI). --schemas / --out-root generate from another folder into a copy of the
// project (tests of a throw-away register); the copy must sit where node_modules resolves (e.g. under .tmp/).

const projectRoot = resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    schemas: { type: 'string' },
    'out-root': { type: 'string' },
    check: { type: 'boolean', default: false },
    name: { type: 'string' },
  },
});

const started = performance.now();
try {
  const result = await runGen({
    projectRoot,
    schemasDir: resolve(values.schemas ?? resolve(projectRoot, 'schemas')),
    outRoot: resolve(values['out-root'] ?? projectRoot),
    check: values.check,
    ...(values.name ? { migrationName: values.name } : {}),
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const steps = Object.entries(result.timings)
    .map(([step, ms]) => `${step} ${ms} ms`)
    .join(', ');
  if (values.check) {
    const stale = [...result.changed, ...result.removed];
    if (stale.length > 0) {
      console.error(
        `Arquivos gerados desatualizados em relação a schemas/: rode 'npm run gen' e faça commit do resultado.\n  ${stale.join('\n  ')}`,
      );
      process.exit(1);
    }
    console.log(
      `gen --check: ${result.models.length} registers, generated files up to date (${seconds} s: ${steps})`,
    );
  } else {
    const written = [
      ...result.changed.map((f) => `  wrote ${f}`),
      ...result.removed.map((f) => `  removed ${f}`),
    ];
    if (written.length > 0) console.log(written.join('\n'));
    console.log(
      `gen: ${result.models.length} registers, ${result.changed.length + result.removed.length} files changed, ` +
        `${result.migration ? `migration ${result.migration}` : 'no new migration'} (${seconds} s: ${steps})`,
    );
  }
} catch (error) {
  if (error instanceof GenError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
