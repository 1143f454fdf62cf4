import jwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type AuthContext, loadAuthContext } from '../access.ts';
import type { Db } from '../db/client.ts';
import { unauthorized } from '../errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without an access token (login, refresh, logout, health, docs). */
    public?: boolean;
  }
  interface FastifyRequest {
    /** Set for every non-public /api route before its handler runs. */
    auth: AuthContext;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: { sub: string; sid: string };
    user: { sub: string; sid: string };
  }
}

export interface AuthenticateOptions {
  db: Db;
  secret: string;
  accessTokenTtl: number;
  /** An injected clock (tests); without it the JWT library reads the real one. */
  now?: () => number;
  /** With a read replica: the session's statement also tells whether the user wrote within this many ms. */
  escritaRecenteMs?: number;
}

/**
 * Bearer access tokens: short-lived JWTs (HS256) naming the user and the session. Every protected request
 * re-reads the user, the session and the profiles, so logout, revocation or a role change apply at once.
 */
export const authenticate = fp(
  async (app: FastifyInstance, opts: AuthenticateOptions) => {
    await app.register(jwt, {
      secret: opts.secret,
      sign: { algorithm: 'HS256', expiresIn: opts.accessTokenTtl },
      verify: { algorithms: ['HS256'] },
    });
    app.decorateRequest('auth', null as unknown as AuthContext);
    app.addHook('onRequest', async (request: FastifyRequest) => {
      const url = request.url;
      // public routes, the docs (they describe the API, no data) and unknown routes (a plain 404) pass
      if (request.routeOptions.config.public || request.is404 || !url.startsWith('/api/')) return;
      if (url === '/api/docs' || url.startsWith('/api/docs/')) return;
      const header = request.headers.authorization;
      if (!header?.startsWith('Bearer ')) throw unauthorized('Não autenticado.');
      let payload: { sub: string; sid: string };
      try {
        payload = await (opts.now ? request.jwtVerify({ clockTimestamp: opts.now() }) : request.jwtVerify());
      } catch (e) {
        const expired = (e as { code?: string }).code === 'FST_JWT_AUTHORIZATION_TOKEN_EXPIRED';
        throw unauthorized(expired ? 'Token de acesso expirado.' : 'Token de acesso inválido.');
      }
      const usuarioId = Number(payload.sub);
      if (!Number.isInteger(usuarioId) || typeof payload.sid !== 'string')
        throw unauthorized('Token de acesso inválido.');
      const ctx = await loadAuthContext(opts.db, usuarioId, payload.sid, opts.escritaRecenteMs);
      if (!ctx) throw unauthorized('Sessão encerrada. Entre novamente.');
      request.auth = ctx;
    });
    // An API answer carries personal data or tokens (the sign-in and refresh answers): no cache, shared or the
    // browser's own disk, may keep it (docs/contrato.md §6). Set last, over any route's own caching header.
    app.addHook('onSend', async (request, reply) => {
      const url = request.url;
      if (!url.startsWith('/api/') || url === '/api/docs' || url.startsWith('/api/docs/')) return;
      reply.header('Cache-Control', 'no-store');
    });
  },
  { name: 'authenticate' },
);
