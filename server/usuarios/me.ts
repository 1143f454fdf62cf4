import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorResponses } from '../api-schemas.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { revokeOtherSessions } from '../auth/refresh-tokens.ts';
import type { Db } from '../db/client.ts';
import { usuarios } from '../db/schema.ts';
import { fieldError } from '../errors.ts';
import { userHistory } from '../historico/people.ts';
import { findUsuario, sessionUser } from '../shapes.ts';
import { matricula, nomeCompleto, senha } from './fields.ts';

// The signed-in person's own account (docs/produto.md §7 /usuarios/me): read it, change name, matrícula and password, accept
// the terms. Each change and its history (the person's own account: no company's) in one transaction.

/** Today in Brazil (Brasília time), as YYYY-MM-DD: the date a user accepted the terms. */
export function hojeNoBrasil(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(now);
}

type UsuarioValues = Partial<typeof usuarios.$inferInsert>;

interface MeBody {
  nomeCompleto?: string;
  matricula?: number | null;
  senhaAtual?: string;
  novaSenha?: string;
}

const tags = ['usuarios'];
const sessionResponse = { 200: { $ref: 'SessionUser#' }, ...errorResponses(400, 401) };

/** Writes the caller's own account and its history, the row locked while it changes. */
async function changeOwn(db: Db, request: FastifyRequest, values: UsuarioValues) {
  const { usuarioId } = request.auth;
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(usuarios).where(eq(usuarios.usuarioId, usuarioId)).for('update');
    const [after] = await tx
      .update(usuarios)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(usuarios.usuarioId, usuarioId))
      .returning();
    if (before && after) await userHistory(tx, request, null, before, after);
  });
}

/** The new password's hash, once the current one is right (a wrong one counts as a failed sign-in, docs/contrato.md §3). */
async function newPasswordHash(app: FastifyInstance, request: FastifyRequest, body: MeBody) {
  if (body.novaSenha === undefined) {
    if (body.senhaAtual !== undefined) throw fieldError('novaSenha', 'Informe a nova senha.');
    return undefined;
  }
  if (!body.senhaAtual) throw fieldError('senhaAtual', 'Informe a senha atual para trocá-la.');
  const user = await findUsuario(app.db, request.auth.usuarioId);
  await app.loginLimiter.guard(user.email, request.ip);
  if (!(await verifyPassword(user.senhaHash, body.senhaAtual))) {
    await app.loginLimiter.fail(user.email, request.ip);
    throw fieldError('senhaAtual', 'A senha atual não confere.');
  }
  return hashPassword(body.novaSenha);
}

async function patchMe(app: FastifyInstance, request: FastifyRequest<{ Body: MeBody }>) {
  const { usuarioId, sessaoId } = request.auth;
  const body = request.body;
  const values: UsuarioValues = {};
  if (body.nomeCompleto !== undefined) {
    const nome = body.nomeCompleto.trim();
    if (!nome) throw fieldError('nomeCompleto', 'Campo obrigatório.');
    values.nomeCompleto = nome;
  }
  if (body.matricula !== undefined) values.matricula = body.matricula;
  const senhaHash = await newPasswordHash(app, request, body);
  if (senhaHash !== undefined) values.senhaHash = senhaHash;
  if (Object.keys(values).length > 0) await changeOwn(app.db, request, values);
  if (values.senhaHash) await revokeOtherSessions(app.db, usuarioId, sessaoId);
  return sessionUser(app.db, usuarioId, app.config.termosVersao);
}

export function meRoutes(app: FastifyInstance) {
  const { db, config } = app;
  app.get(
    '/usuarios/me',
    { schema: { tags, summary: 'O usuário da sessão', response: sessionResponse } },
    async function getMe(request) {
      return sessionUser(db, request.auth.usuarioId, config.termosVersao);
    },
  );

  app.patch<{ Body: MeBody }>(
    '/usuarios/me',
    {
      schema: {
        tags,
        summary: 'Alterar os próprios dados',
        description:
          'Nome, matrícula e senha. Trocar a senha pede a senha atual e encerra as outras sessões do usuário; outros campos são recusados.',
        body: {
          type: 'object',
          additionalProperties: false,
          properties: {
            nomeCompleto,
            matricula,
            senhaAtual: { type: 'string', maxLength: 200 },
            novaSenha: senha,
          },
        },
        response: sessionResponse,
      },
    },
    (request) => patchMe(app, request),
  );

  app.post(
    '/usuarios/me/aceitar-termos',
    {
      schema: {
        tags,
        summary: 'Aceitar a versão vigente dos termos de uso',
        description: 'Registra a data de hoje (horário de Brasília) e a versão vigente.',
        response: sessionResponse,
      },
    },
    async function aceitarTermos(request) {
      await changeOwn(db, request, { aceiteTermos: { data: hojeNoBrasil(), versao: config.termosVersao } });
      return sessionUser(db, request.auth.usuarioId, config.termosVersao);
    },
  );
}
