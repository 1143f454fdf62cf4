import type { Duplex } from 'node:stream';
import compress from '@fastify/compress';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { FORMATS } from '../core/schema/formats.ts';
import adminPainelRoutes from './admin-painel/routes.ts';
import adminPapeisRoutes from './admin-papeis/routes.ts';
import { sharedSchemas } from './api-schemas.ts';
import { PgLoginFailureStore } from './auth/login-failures-pg.ts';
import { DEFAULT_LIMITS, LoginLimiter } from './auth/login-limiter.ts';
import authRoutes from './auth/routes.ts';
import { signingKeyFrom } from './auth/signing-key.ts';
import buscaRoutes from './busca/routes.ts';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { readReplica } from './db/read-replica.ts';
import empresasRoutes from './empresas/routes.ts';
import figurasRoutes from './figuras/routes.ts';
import historicoRoutes from './historico/routes.ts';
import { strictInputOptions } from './input-guard.ts';
import papeisRoutes from './papeis/routes.ts';
import perfisRoutes from './perfis/routes.ts';
import { authenticate } from './plugins/authenticate.ts';
import { client } from './plugins/client.ts';
import { docs } from './plugins/docs.ts';
import { errorHandler } from './plugins/error-handler.ts';
import { requestLog } from './plugins/request-log.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import registersRoutes from './registers/routes.ts';
import requestLogsRoutes from './request-logs/routes.ts';
import usuariosRoutes from './usuarios/routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** The configuration, with the signing key resolved (JWT_SECRET or the database's). */
    config: Config & { jwtSecret: string };
  }
}

export interface AppOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Tests replace the limiter to control its clock. */
  loginLimiter?: LoginLimiter;
  /** The clock the figures' periods (este mês, hoje …) count from: tests pin the date. */
  agora?: () => Date;
  /** The clock of token expiry (access `exp`, refresh tokens), in ms: tests move it. Default: the real one. */
  now?: () => number;
}

/** A request Node's HTTP parser refuses (malformed, headers too large, too slow): the contract's body still. */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, text, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'Request Timeout', 'A requisição demorou demais para chegar.']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large', 'Os cabeçalhos da requisição são grandes demais.']
        : [400, 'Bad Request', 'Requisição inválida.'];
  const body = JSON.stringify({ message });
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${text}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  socket.destroy(error);
}

/** Errors Fastify raises before any route runs (a malformed URL …), in the contract's shape. */
const frameworkErrors = (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
  if (error.code === 'FST_ERR_BAD_URL')
    return reply.status(400).send({ message: 'Endereço inválido: a URL está malformada.' });
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return reply.status(414).send({ message: 'O endereço da requisição é longo demais.' });
  return reply.status(500).send({ message: 'Erro interno do servidor. Tente novamente em instantes.' });
};

/** Builds the whole app as a plugin tree; `server.ts` only boots it, tests drive it with `inject`. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 6 * 1024 * 1024,
    // Fastify's 10 s per plugin is there to catch a callback plugin that never calls done(); ours are all async.
    // On a busy machine (the test suite on 2 cores beside two busy loops) compiling the route schemas for the
    // docs plugin took longer, and the server gave up booting: a slow start is still a start.
    pluginTimeout: 120_000,
    // strict bodies, coerced path and query, NUL and broken Unicode refused, text trimmed (docs/contrato.md §6)
    ...strictInputOptions,
    // the serializer's own ajv picks the branch of an anyOf answer: it needs our formats too (cnpj …)
    serializerOpts: { ajv: { formats: FORMATS } },
    frameworkErrors: frameworkErrors as FastifyServerOptions['frameworkErrors'],
    clientErrorHandler,
    // behind a balancer (scripts/cluster.sh), the client's address from its X-Forwarded-For
    ...(config.trustProxy === undefined ? {} : { trustProxy: config.trustProxy }),
  }) as unknown as FastifyInstance;
  // An empty body sent as application/json (a DELETE or an action POST from some clients) means "no body", not
  // an error; anything else goes through Fastify's own parser, with its prototype-poisoning protection.
  const defaultJsonParser = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    return defaultJsonParser(request, body.toString(), done);
  });
  app.decorate('db', database.db);
  // JWT_SECRET or DATA_DIR's key, else (DATABASE_URL) the key kept in the database: every process on one
  // database signs alike (docs/contrato.md §8)
  const jwtSecret = config.jwtSecret ?? (await signingKeyFrom(database.db));
  app.decorate('config', { ...config, jwtSecret });
  // which process answered, on every answer (several behind a balancer: docs/contrato.md §8)
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('X-Servidor', config.serverName);
  });
  for (const schema of sharedSchemas) app.addSchema(schema);

  await app.register(securityHeaders, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI (emotion) injects <style> elements at run time
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // helmet's default would send every request to https, breaking a plain-HTTP install on a LAN address
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(errorHandler);
  await app.register(docs);
  await app.register(requestLog, { db: database.db });
  await app.register(authenticate, {
    db: database.db,
    secret: jwtSecret,
    accessTokenTtl: config.accessTokenTtl,
    ...(options.now ? { now: options.now } : {}),
    ...(database.routing ? { escritaRecenteMs: config.readAfterWriteMs } : {}),
  });
  if (database.routing)
    await app.register(readReplica, { db: database.db, readAfterWriteMs: config.readAfterWriteMs });

  await app.register(
    async (api) => {
      api.get('/health', { config: { public: true }, schema: { hide: true } }, async () => ({ ok: true }));
      // one limiter for the sign-in and the password check of PATCH /usuarios/me (docs/contrato.md §3)
      // its counts in the database: every process behind a balancer counts the same failures (docs/contrato.md §8)
      const limiter =
        options.loginLimiter ??
        new LoginLimiter({ ...DEFAULT_LIMITS, store: new PgLoginFailureStore(database.db) });
      api.decorate('loginLimiter', limiter);
      await api.register(authRoutes, { limiter, ...(options.now ? { now: options.now } : {}) });
      await api.register(papeisRoutes);
      await api.register(adminPapeisRoutes);
      await api.register(perfisRoutes);
      await api.register(usuariosRoutes);
      await api.register(empresasRoutes);
      await api.register(registersRoutes);
      await api.register(figurasRoutes, options.agora ? { agora: options.agora } : {});
      await api.register(buscaRoutes);
      await api.register(requestLogsRoutes);
      await api.register(historicoRoutes);
      await api.register(adminPainelRoutes, options.agora ? { agora: options.agora } : {});
    },
    { prefix: '/api' },
  );
  await app.register(client, { dir: config.clientDir });
  return app;
}
