import { and, eq, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requirePermission } from '../access.ts';
import { errorResponses } from '../api-schemas.ts';
import type { Db } from '../db/client.ts';
import { historico, perfis, type usuarios } from '../db/schema.ts';
import { notFound } from '../errors.ts';
import {
  type ChangedFields,
  changedFields,
  type HistoryAction,
  historyEntrySchema,
  readHistory,
  writeHistory,
} from '../registers/history.ts';
import { perfilOut } from '../shapes.ts';

// The history of people (issue 12.5: "every change recorded … user and profile"): the hand-written routes of
// server/usuarios and server/perfis call these inside the transaction of their change, as the registers do.
//
// - `usuarios` entries (registroId = usuarioId) hold the person's own data: name, e-mail, matrícula, terms and the
//   password — the password as WITHHELD, never its value nor its hash. Made in a company (an invitation, an
//   administrator's edit), they belong to that company; made by the person on their own account (PATCH
//   /usuarios/me, the terms), or by a platform admin to an account other companies share, they belong to no
//   company (empresaId null): one tenant never reads another's, nor what a person did outside it.
// - `perfis` entries (registroId = perfilId) hold a profile's fields, in the profile's company.

/** A field changed whose values the history never holds (the password): `campos.senha = [null, null]`. */
export const WITHHELD: [null, null] = [null, null];

type UsuarioRow = typeof usuarios.$inferSelect;
type PerfilRow = typeof perfis.$inferSelect;

/** What of a person the history records: never the password's hash, nor the account's other companies. */
function personal(u: UsuarioRow) {
  return {
    id: u.usuarioId,
    nomeCompleto: u.nomeCompleto,
    email: u.email,
    matricula: u.matricula,
    aceiteTermos: u.aceiteTermos ?? null,
  };
}

/** A profile's fields as the API answers them, its company aside (the entry's own). */
function profile(p: PerfilRow) {
  const { empresaId: _e, ...rest } = perfilOut(p);
  return { ...rest, id: p.perfilId };
}

/**
 * A change to a person's account: `before` undefined on create. The password is named (WITHHELD) when its hash
 * changed, or was set on create.
 */
export async function userHistory(
  tx: Db,
  request: FastifyRequest,
  empresaId: number | null,
  before: UsuarioRow | undefined,
  after: UsuarioRow,
): Promise<void> {
  const campos: ChangedFields = changedFields(before && personal(before), personal(after), 'usuarioId');
  if ((before?.senhaHash ?? null) !== (after.senhaHash ?? null)) campos.senha = WITHHELD;
  await writeHistory(tx, {
    empresaId,
    recurso: 'usuarios',
    registroId: after.usuarioId,
    usuarioId: request.auth?.usuarioId ?? null,
    acao: before ? 'alterado' : 'criado',
    campos,
  });
}

/** A change to a profile (`before` undefined on create), in the profile's company. */
export async function profileHistory(
  tx: Db,
  request: FastifyRequest,
  before: PerfilRow | undefined,
  after: PerfilRow,
  acao: HistoryAction = before ? 'alterado' : 'criado',
  extra: ChangedFields = {},
): Promise<void> {
  await writeHistory(tx, {
    empresaId: after.empresaId,
    recurso: 'perfis',
    registroId: after.perfilId,
    usuarioId: request.auth?.usuarioId ?? null,
    acao,
    campos: { ...changedFields(before && profile(before), profile(after), 'perfilId'), ...extra },
  });
}

const twoIds = (a: string, b: string) => ({
  type: 'object',
  required: [a, b],
  additionalProperties: false,
  properties: {
    [a]: { type: 'integer', minimum: 1, maximum: 2147483647 },
    [b]: { type: 'integer', minimum: 1, maximum: 2147483647 },
  },
});

const historyResponse = {
  200: { type: 'array', items: historyEntrySchema },
  ...errorResponses(400, 401, 403, 404),
};

/**
 * The history of one person and of one profile in a company, beside their GET-one calls and under the same
 * rules (CADASTRAR_USUARIOS; another company's person or profile answers as one that does not exist):
 * - `GET /usuarios/empresas/{empresaId}/{usuarioId}/historico`: the person's entries made in this company
 *   (their account, when this company made it or changed it) and those of their profile here (role, team,
 *   activation, acceptance): what the users screen edits. What they did on their own account stays out.
 * - `GET /perfis/empresas/{companyId}/{profileId}/historico`: the profile's entries.
 */
export function peopleHistoryRoutes(app: FastifyInstance) {
  const { db } = app;

  app.get<{ Params: { empresaId: number; usuarioId: number } }>(
    '/usuarios/empresas/:empresaId/:usuarioId/historico',
    {
      schema: {
        tags: ['usuarios'],
        summary: 'Histórico de um usuário na empresa (CADASTRAR_USUARIOS)',
        description:
          'Do mais recente ao mais antigo: as alterações da conta feitas nesta empresa (convite, edição) e as do perfil dele aqui (papel, equipe, ativação, aceite). Uma senha alterada aparece como senha: [null, null], nunca o valor. O que a pessoa alterou na própria conta fica de fora.',
        params: twoIds('empresaId', 'usuarioId'),
        response: historyResponse,
      },
    },
    async (request) => {
      const { empresaId, usuarioId } = request.params;
      requirePermission(request.auth, empresaId, 'CADASTRAR_USUARIOS');
      const [perfil] = await db
        .select({ perfilId: perfis.perfilId })
        .from(perfis)
        .where(and(eq(perfis.usuarioId, usuarioId), eq(perfis.empresaId, empresaId)));
      if (!perfil) throw notFound('Usuário não encontrado nesta empresa.');
      return readHistory(
        db,
        and(
          eq(historico.empresaId, empresaId),
          or(
            and(eq(historico.recurso, 'usuarios'), eq(historico.registroId, usuarioId)),
            and(eq(historico.recurso, 'perfis'), eq(historico.registroId, perfil.perfilId)),
          ),
        ) as SQL,
        empresaId,
      );
    },
  );

  app.get<{ Params: { companyId: number; profileId: number } }>(
    '/perfis/empresas/:companyId/:profileId/historico',
    {
      schema: {
        tags: ['perfis'],
        summary: 'Histórico de um perfil (CADASTRAR_USUARIOS)',
        description:
          'Do mais recente ao mais antigo: quando, quem, o quê e cada campo como [antes, depois]; um arquivo enviado aparece como arquivo: [antes, depois] com nome, tipo e tamanho.',
        params: twoIds('companyId', 'profileId'),
        response: historyResponse,
      },
    },
    async (request) => {
      const { companyId, profileId } = request.params;
      requirePermission(request.auth, companyId, 'CADASTRAR_USUARIOS');
      const [perfil] = await db
        .select({ perfilId: perfis.perfilId })
        .from(perfis)
        .where(and(eq(perfis.perfilId, profileId), eq(perfis.empresaId, companyId)));
      if (!perfil) throw notFound('Perfil não encontrado.');
      return readHistory(
        db,
        and(
          eq(historico.empresaId, companyId),
          eq(historico.recurso, 'perfis'),
          eq(historico.registroId, profileId),
        ) as SQL,
        companyId,
      );
    },
  );
}
