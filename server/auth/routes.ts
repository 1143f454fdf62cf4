import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { IDEMPOTENCY_KEY } from '../../core/session/idempotency.ts';
import { errorResponses } from '../api-schemas.ts';
import { usuarios } from '../db/schema.ts';
import { fieldError, unauthorized } from '../errors.ts';
import { sessionUser } from '../shapes.ts';
import type { LoginLimiter } from './login-limiter.ts';
import { verifyPassword } from './passwords.ts';
import { type Clock, revokeByToken, rotate, startSession } from './refresh-tokens.ts';

const tokens = {
  type: 'object',
  required: ['accessToken', 'refreshToken'],
  properties: { accessToken: { type: 'string' }, refreshToken: { type: 'string' } },
} as const;

const refreshBody = {
  type: 'object',
  required: ['refreshToken'],
  additionalProperties: false,
  properties: { refreshToken: { type: 'string', minLength: 1, maxLength: 200 } },
} as const;

const WRONG = 'E-mail ou senha inválidos.';

const REFRESH_DESCRIPTION =
  'Cada refresh token vale uma vez; o par novo substitui o antigo. Reapresentar um token já usado encerra a sessão inteira (401). ' +
  'Exceção: com o cabeçalho `Idempotency-Key` (16 a 100 caracteres de A–Z, a–z, 0–9, `-` e `_`), repetir a mesma renovação com o mesmo token e a mesma chave devolve o mesmo refresh token novo, enquanto ele não for usado (uma página recarregada antes de ler a resposta não perde a sessão).';

export default async function authRoutes(app: FastifyInstance, opts: { limiter: LoginLimiter; now?: Clock }) {
  const { db, config } = app;
  const now = opts.now ?? Date.now;
  // an injected clock (tests) signs with its time; otherwise the JWT library reads the real one
  const sign = (payload: { sub: string; sid: string }) =>
    opts.now ? app.jwt.sign(payload, { clockTimestamp: opts.now() }) : app.jwt.sign(payload);

  app.post<{ Body: { email: string; senha: string } }>(
    '/auth/login',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Entrar',
        description:
          'Mais de 10 falhas para um e-mail a partir de um endereço em 15 minutos, ou 100 de um endereço, respondem 429 (com Retry-After) até a mais antiga expirar. Falhas para um e-mail vindas de muitos endereços não bloqueiam o dono: só atrasam as respostas para esse e-mail (até 2 s).',
        security: [],
        body: {
          type: 'object',
          required: ['email', 'senha'],
          additionalProperties: false,
          properties: {
            email: { type: 'string', minLength: 1, maxLength: 254 },
            senha: { type: 'string', minLength: 1, maxLength: 200 },
          },
        },
        response: {
          200: {
            type: 'object',
            required: ['accessToken', 'refreshToken', 'usuario'],
            properties: { ...tokens.properties, usuario: { $ref: 'SessionUser#' } },
          },
          ...errorResponses(400, 401, 429),
        },
      },
    },
    async (request) => {
      const email = request.body.email.trim().toLowerCase();
      await opts.limiter.guard(email, request.ip);
      const [user] = await db.select().from(usuarios).where(eq(usuarios.email, email));
      const ok = await verifyPassword(user?.senhaHash, request.body.senha);
      if (!user || !ok) {
        await opts.limiter.fail(email, request.ip);
        throw unauthorized(WRONG);
      }
      await opts.limiter.succeed(email, request.ip);
      const { sessaoId, refreshToken } = await startSession(
        db,
        user.usuarioId,
        { ip: request.ip, userAgent: request.headers['user-agent'] },
        config.refreshTokenTtl,
        now,
      );
      return {
        accessToken: sign({ sub: String(user.usuarioId), sid: sessaoId }),
        refreshToken,
        usuario: await sessionUser(db, user.usuarioId, config.termosVersao),
      };
    },
  );

  app.post<{ Body: { refreshToken: string } }>(
    '/auth/refresh-token',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Renovar o token de acesso',
        description: REFRESH_DESCRIPTION,
        security: [],
        body: refreshBody,
        response: { 200: tokens, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const key = idempotencyKey(request.headers['idempotency-key']);
      const next = await rotate(db, request.body.refreshToken, config.refreshTokenTtl, now, key);
      return {
        accessToken: sign({ sub: String(next.usuarioId), sid: next.sessaoId }),
        refreshToken: next.refreshToken,
      };
    },
  );

  app.post<{ Body: { refreshToken: string } }>(
    '/auth/logout',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Sair',
        description: 'Encerra a sessão do refresh token; os tokens de acesso dela deixam de valer na hora.',
        security: [],
        body: refreshBody,
        response: { 204: { type: 'null' }, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      await revokeByToken(db, request.body.refreshToken);
      return reply.status(204).send();
    },
  );
}

/** The rotation's Idempotency-Key, when sent; one that is not 16–100 base64url characters is a 400 at it. */
function idempotencyKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (typeof header === 'string' && IDEMPOTENCY_KEY.test(header)) return header;
  throw fieldError(
    'Idempotency-Key',
    'Use de 16 a 100 caracteres: letras sem acento, algarismos, "-" ou "_".',
  );
}
