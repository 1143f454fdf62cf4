import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config.ts';
import { makePrivate, openDatabase } from '../server/db/client.ts';
import { acquire } from '../server/db/lock.ts';
import { vacuumAnalyze } from '../server/db/maintenance.ts';
import { seedDemo, truncateAll } from '../server/db/seed.ts';

// `npm run seed [-- --vendas N]`: empties the database (DATA_DIR or DATABASE_URL) and fills it with the
// demo data of docs/contrato.md §2.

const { values } = parseArgs({ options: { vendas: { type: 'string' } } });
const vendas = values.vendas === undefined ? undefined : Number(values.vendas);
if (vendas !== undefined && (!Number.isInteger(vendas) || vendas < 0)) {
  console.error('--vendas espera um número inteiro, por exemplo: npm run seed -- --vendas 1000');
  process.exit(2);
}

// the database files written here hold password hashes: the user's only, as the server makes them
process.umask(0o077);
const config = loadConfig();
if (!config.databaseUrl) makePrivate(config.dataDir);
const release = config.databaseUrl ? () => {} : acquire(config.dataDir);
const started = performance.now();
const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
try {
  await truncateAll(database.db);
  let last = 0;
  await seedDemo(database.db, {
    ...(vendas === undefined ? {} : { vendas }),
    progress: (done, total) => {
      // a line every ~10% of a large fill
      if (done === total || done - last >= Math.max(total / 10, 10000)) {
        last = done;
        console.log(`  vendas: ${done.toLocaleString('pt-BR')} de ${total.toLocaleString('pt-BR')}`);
      }
    },
  });
  // statistics and visibility map for the new rows: lists are planned on them (see server/db/maintenance.ts)
  await vacuumAnalyze(database);
  console.log(`Dados de demonstração gravados em ${Math.round(performance.now() - started)} ms.`);
} finally {
  await database.close();
  release();
}
