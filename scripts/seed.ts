import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { acquire } from '../server/db/lock.ts';
import { seedDemo, truncateAll } from '../server/db/seed.ts';

// `npm run seed [-- --vendas N]`: empties the database (DATA_DIR or DATABASE_URL) and fills it with the
// demo data of CONTRACT.md §2.

const { values } = parseArgs({ options: { vendas: { type: 'string' } } });
const vendas = values.vendas === undefined ? undefined : Number(values.vendas);
if (vendas !== undefined && (!Number.isInteger(vendas) || vendas < 0)) {
  console.error('--vendas espera um número inteiro, por exemplo: npm run seed -- --vendas 1000');
  process.exit(2);
}

const config = loadConfig();
const release = config.databaseUrl ? () => {} : acquire(config.dataDir);
const started = performance.now();
const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
try {
  await truncateAll(database.db);
  await seedDemo(database.db);
  console.log(`Dados de demonstração gravados em ${Math.round(performance.now() - started)} ms.`);
  if (vendas !== undefined) {
    console.warn(
      `--vendas ${vendas}: o cadastro de vendas ainda não existe nesta versão; nenhuma venda foi gerada.`,
    );
  }
} finally {
  await database.close();
  release();
}
