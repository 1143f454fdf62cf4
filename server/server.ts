import { buildApp } from './app.ts';
import { type Config, loadConfig } from './config.ts';
import { type Database, makePrivate, openDatabase, StartupError } from './db/client.ts';
import { acquire } from './db/lock.ts';
import { startMaintenance, vacuumAnalyze } from './db/maintenance.ts';
import { isEmpty, seedDemo } from './db/seed.ts';
import { loggerOptions, serializeError } from './logging.ts';

// Boots the app: configuration, database (migrations applied), demo data on an empty database, listen.
// SIGINT/SIGTERM close the server (letting requests finish and request logs flush) and then the database.
// A start that cannot go on says why in one line (a wrong setting, the database unreachable) and exits 1.

function exitWith(error: unknown): never {
  console.error(error instanceof StartupError ? error.message : serializeError(error).stack);
  process.exit(1);
}

/** Errors of settings and of the data directory's lock are the user's to fix: one line each. */
function startup<T>(step: () => T): T {
  try {
    return step();
  } catch (error) {
    throw new StartupError(error instanceof Error ? error.message : String(error), { cause: error });
  }
}

// Files this process creates (the database, its write-ahead log, the signing key) are its user's only. First,
// before anything writes: the imports above only define code.
process.umask(0o077);

const started = performance.now();
let config: Config;
let release: () => void;
let database: Database;
try {
  config = startup(() => loadConfig());
  const dataDir = config.dataDir;
  const embedded = !config.databaseUrl && !dataDir.startsWith('memory://');
  if (embedded) startup(() => makePrivate(dataDir));
  release = embedded ? startup(() => acquire(dataDir)) : () => {};
  database = await openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    databaseReadUrl: config.databaseReadUrl,
    onIdleError: (err) =>
      console.warn(`PostgreSQL: conexão ociosa perdida (${err.message}); o pool abre outra.`),
  }).catch((error: unknown) => {
    release();
    throw error;
  });
  if (config.demoData && (await isEmpty(database.db))) {
    await seedDemo(database.db);
    await vacuumAnalyze(database);
  }
} catch (error) {
  exitWith(error);
}
const app = await buildApp({
  config,
  database,
  logger: loggerOptions(config.logLevel),
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

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  const code = (error as { code?: string }).code ?? (error as Error).message;
  console.error(`Não foi possível escutar em ${config.host}:${config.port} (${code}).`);
  await database.close().catch(() => {});
  release();
  process.exit(1);
}
stopMaintenance = startMaintenance(database, app.log);
app.log.info(
  `Pronto em ${Math.round(performance.now() - started)} ms: http://${config.host}:${config.port} (banco: ${
    database.kind === 'postgres'
      ? `PostgreSQL${database.routing ? ' e réplica de leitura' : ''}`
      : `PGlite em ${config.dataDir}`
  }; ${config.serverName})`,
);
