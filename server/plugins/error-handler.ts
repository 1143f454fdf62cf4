import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RegisterModel } from '../../core/schema/model.ts';
import { uniqueConflicts } from '../../core/schema/uniques.ts';
import { type FieldError, HttpError } from '../errors.ts';
import { loadRegisterModels } from '../registers/definition.ts';
import { toFieldErrors } from '../validation-messages.ts';

/**
 * Unique constraints of the hand-written tables (server/db/schema.ts, no register schema) → the field a user must
 * change, and what to tell them.
 */
const HAND_UNIQUE: Record<string, { field: string; message: string }> = {
  usuarios_email_unique: { field: 'email', message: 'Este e-mail já está cadastrado.' },
  perfis_usuario_empresa_unique: {
    field: 'usuarioId',
    message: 'Este usuário já tem um perfil nesta empresa.',
  },
  papeis_nome_unique: { field: 'nome', message: 'Já existe um papel com este nome.' },
};

/** What a taken unique value answers: the sentence, and the field with its own. */
interface UniqueAnswer {
  message: string;
  errors: FieldError[];
}

/**
 * Every unique constraint the error handler knows, by name: the hand tables' above, and each register's x-unique
 * field under the index name `npm run gen` gives it, with the sentence its schema makes (x-label, the title).
 */
export function uniqueAnswers(
  models: readonly RegisterModel[] = loadRegisterModels(),
): Map<string, UniqueAnswer> {
  const answers = new Map<string, UniqueAnswer>();
  for (const [name, { field, message }] of Object.entries(HAND_UNIQUE))
    answers.set(name, { message, errors: [{ field, message }] });
  for (const [name, c] of uniqueConflicts(models))
    answers.set(name, { message: c.message, errors: [{ field: c.field, message: c.fieldMessage }] });
  return answers;
}

interface PgError {
  code?: string;
  constraint?: string;
}

/** Drizzle wraps driver errors; the PostgreSQL code sits on the error or on its cause. */
function pgErrorOf(error: unknown): PgError | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as PgError).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return e as PgError;
  }
  return undefined;
}

/** Constraint names are reported differently by pg and PGlite; fall back to finding them in the text. */
function constraintOf(error: PgError, raw: unknown, known: Map<string, UniqueAnswer>): string | undefined {
  if (error.constraint) return error.constraint;
  const text = String((raw as Error)?.message ?? '') + String((error as Error).message ?? '');
  return [...known.keys()].find((name) => text.includes(name));
}

/**
 * The one error handler (docs/contrato.md §6): every error body is `{ message, errors? }` in Portuguese, and a 5xx
 * says nothing of stacks or SQL (those go to the log).
 */
export const errorHandler = fp(async (app: FastifyInstance) => {
  const unique = uniqueAnswers();
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply
        .status(error.statusCode)
        .send(error.errors ? { message: error.message, errors: error.errors } : { message: error.message });
    }
    if (error.validation) {
      const where = error.validationContext;
      const errors = toFieldErrors(error.validation, where === 'body' ? undefined : where);
      return reply.status(400).send({ message: 'Os dados enviados são inválidos.', errors });
    }
    const pgError = pgErrorOf(error);
    if (pgError?.code === '23505') {
      const known = unique.get(constraintOf(pgError, error, unique) ?? '');
      return reply.status(409).send(known ?? { message: 'Já existe um registro com este valor.' });
    }
    // 23503 foreign_key_violation, 23001 restrict_violation (ON DELETE RESTRICT): still referenced elsewhere
    if (pgError?.code === '23001') {
      return reply.status(409).send({ message: 'Este registro está em uso e não pode ser excluído.' });
    }
    if (pgError?.code === '23503') {
      return reply.status(400).send({ message: 'Um registro referenciado não existe ou ainda está em uso.' });
    }
    // Values the database refuses (bad text representation, numeric or date overflow, NUL, invalid encoding). The
    // input guard (server/input-guard.ts) stops these at their field before the database; one arriving here is
    // a gap in a schema's bounds: still a 400 to the client, and a warning in the log to close it.
    if (pgError?.code && ['22P02', '22003', '22007', '22008', '22021', '22P05'].includes(pgError.code)) {
      request.log.warn({ err: error }, 'valor recusado pelo banco de dados: falta um limite no schema');
      return reply.status(400).send({ message: 'Os dados enviados são inválidos.' });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ message: 'Muitas requisições. Aguarde e tente novamente.' });
    }
    if (status >= 400 && status < 500) {
      const messages: Record<string, string> = {
        FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Tipo de conteúdo não suportado.',
        FST_ERR_CTP_BODY_TOO_LARGE: 'O conteúdo enviado é grande demais.',
        FST_ERR_CTP_EMPTY_JSON_BODY: 'O corpo da requisição está vazio.',
        FST_ERR_CTP_INVALID_JSON_BODY: 'O corpo da requisição não é um JSON válido.',
      };
      const byStatus: Record<number, string> = {
        404: 'Recurso não encontrado.',
        405: 'Método não permitido.',
        406: 'Formato de resposta não suportado.',
        413: 'O conteúdo enviado é grande demais.',
        414: 'O endereço da requisição é longo demais.',
        415: 'Tipo de conteúdo não suportado.',
      };
      // every 4xx in Portuguese, whatever plugin raised it: Fastify's and its plugins' messages are English
      const message = messages[error.code] ?? byStatus[status] ?? 'Requisição inválida.';
      return reply.status(status).send({ message });
    }
    request.log.error({ err: error }, 'erro não tratado');
    return reply.status(500).send({ message: 'Erro interno do servidor. Tente novamente em instantes.' });
  });
});
