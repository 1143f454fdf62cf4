import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { acquire } from './db/lock.ts';
import { startMaintenance, vacuumAnalyze } from './db/maintenance.ts';
import { isEmpty, seedDemo } from './db/seed.ts';

// Boots the app: configuration, database (migrations applied), demo data on an empty database, listen.
// SIGINT/SIGTERM close the server (letting requests finish and request logs flush) and then the database.

const started = performance.now();
const config = loadConfig();
const release = config.databaseUrl ? () => {} : acquire(config.dataDir);
const database = await openDatabase({
  dataDir: config.dataDir,
  databaseUrl: config.databaseUrl,
  onIdleError: (err) =>
    console.warn(`PostgreSQL: conexão ociosa perdida (${err.message}); o pool abre outra.`),
});
if (config.demoData && (await isEmpty(database.db))) {
  await seedDemo(database.db);
  await vacuumAnalyze(database);
}
const app = await buildApp({
  config,
  database,
  logger: { level: config.logLevel, redact: ['req.headers.authorization'] },
});

let closing = false;
let stopMaintenance = () => {};
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: encerrando`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  try {
    stopMaintenance();
    await app.close();
    await database.close();
    release();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'falha ao encerrar');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
stopMaintenance = startMaintenance(database, app.log);
app.log.info(
  `Pronto em ${Math.round(performance.now() - started)} ms: http://${config.host}:${config.port} (banco: ${
    database.kind === 'postgres' ? 'PostgreSQL' : `PGlite em ${config.dataDir}`
  })`,
);
