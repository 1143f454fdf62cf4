import { and, asc, eq } from 'drizzle-orm';
import { papeis, perfis, usuarios } from '../db/schema.ts';
import type { RegisterDetail } from '../registers/plugin.ts';
import { nomeNaEmpresa } from '../shapes.ts';

/** A team member as the team's page lists it: the profile in this company and who holds it. */
export const MembroEquipe = {
  $id: 'MembroEquipe',
  type: 'object',
  additionalProperties: false,
  required: ['perfilId', 'usuarioId', 'nomeCompleto', 'foto', 'papelNome', 'aceito', 'ativo'],
  properties: {
    perfilId: { type: 'integer' },
    usuarioId: { type: ['integer', 'null'] },
    nomeCompleto: {
      type: 'string',
      description: 'O nome do usuário, ou o do perfil se ele ainda não tem usuário ou não aceitou o convite.',
    },
    foto: { type: ['string', 'null'] },
    papelNome: { type: 'string' },
    aceito: { type: 'boolean' },
    ativo: { type: 'boolean' },
  },
} as const;

/**
 * GET /empresas/{e}/equipes/{id} adds, as docs/produto.md §3 says of a team's detail, its supervisor and its members (the
 * company's profiles whose equipeId is the team; membership changes through POST /perfis/{id}/alterar-equipe).
 */
export const equipeDetail: RegisterDetail = {
  properties: {
    supervisor: { anyOf: [{ $ref: 'UsuarioResumo#' }, { type: 'null' }] },
    membros: { type: 'array', items: { $ref: 'MembroEquipe#' } },
  },
  async load(db, empresaId, record) {
    const supervisorId = Number(record.supervisorId);
    const [supervisorRows, membros] = await Promise.all([
      // named as this company may see them (docs/contrato.md §4): the name typed here until the invitation is accepted
      db
        .select({ usuarioId: usuarios.usuarioId, nomeCompleto: nomeNaEmpresa, foto: perfis.foto })
        .from(usuarios)
        .innerJoin(perfis, and(eq(perfis.usuarioId, usuarios.usuarioId), eq(perfis.empresaId, empresaId)))
        .where(eq(usuarios.usuarioId, supervisorId))
        .limit(1),
      db
        .select({
          perfilId: perfis.perfilId,
          usuarioId: perfis.usuarioId,
          nomeUsuario: nomeNaEmpresa,
          nomePerfil: perfis.nome,
          foto: perfis.foto,
          papelNome: papeis.nome,
          aceito: perfis.aceito,
          ativo: perfis.ativo,
        })
        .from(perfis)
        .innerJoin(papeis, eq(papeis.papelId, perfis.papelId))
        .leftJoin(usuarios, eq(usuarios.usuarioId, perfis.usuarioId))
        .where(and(eq(perfis.empresaId, empresaId), eq(perfis.equipeId, record.id)))
        .orderBy(asc(perfis.nome), asc(perfis.perfilId)),
    ]);
    return {
      supervisor: supervisorRows[0] ?? null,
      membros: membros.map(({ nomeUsuario, nomePerfil, ...m }) => ({
        ...m,
        nomeCompleto: nomeUsuario ?? nomePerfil,
      })),
    };
  },
};
