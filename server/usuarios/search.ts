import { and, asc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { canEnterEmpresa } from '../access.ts';
import { errorResponses, idParam } from '../api-schemas.ts';
import type { Db } from '../db/client.ts';
import { perfis, usuarios } from '../db/schema.ts';
import { badRequest, fieldError, notFound } from '../errors.ts';

// Finding people (docs/produto.md §7 /usuarios/{id}/public, /usuarios/buscar): only among those who share an accepted,
// active profile in a company with the caller (docs/contrato.md §4; ADMIN: everyone).

const tags = ['usuarios'];

interface BuscaBody {
  nome?: string;
  email?: string;
  matricula?: string | number;
}

/** Companies the caller can enter; ADMIN sees everyone (null). */
function reachableCompanies(request: FastifyRequest): number[] | null {
  const { auth } = request;
  return auth.isAdmin
    ? null
    : [...new Set(auth.perfis.map((p) => p.empresaId))].filter((id) => canEnterEmpresa(auth, id));
}

async function publicUser(db: Db, request: FastifyRequest<{ Params: { usuarioId: number } }>) {
  const { usuarioId } = request.params;
  const companies = reachableCompanies(request);
  const everyProfile = companies === null || usuarioId === request.auth.usuarioId;
  // someone else: only through a profile accepted and active in a company the caller is a member of, and
  // the photo of such a profile only
  const rows = await db
    .select({
      usuarioId: usuarios.usuarioId,
      nomeCompleto: usuarios.nomeCompleto,
      perfilId: perfis.perfilId,
      foto: perfis.foto,
    })
    .from(usuarios)
    .leftJoin(perfis, eq(perfis.usuarioId, usuarios.usuarioId))
    .where(
      and(
        eq(usuarios.usuarioId, usuarioId),
        everyProfile
          ? undefined
          : and(
              inArray(perfis.empresaId, companies.length ? companies : [-1]),
              eq(perfis.aceito, true),
              eq(perfis.ativo, true),
            ),
      ),
    );
  const first = rows[0];
  if (!first) throw notFound('Usuário não encontrado.');
  const withFoto = rows.find((r) => r.foto);
  return {
    usuarioId: first.usuarioId,
    nomeCompleto: first.nomeCompleto,
    foto:
      withFoto?.perfilId && withFoto.foto
        ? `/api/perfis/${withFoto.perfilId}/arquivos/arquivo?arquivo=${encodeURIComponent(withFoto.foto)}`
        : null,
  };
}

const like = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

async function buscar(db: Db, request: FastifyRequest<{ Body: BuscaBody }>) {
  const nome = request.body.nome?.trim();
  const mail = request.body.email?.trim();
  const mat = request.body.matricula === undefined ? '' : String(request.body.matricula).trim();
  if (!nome && !mail && !mat) throw badRequest('Informe o nome, o e-mail ou a matrícula para buscar.');
  if (mat && !/^\d+$/.test(mat)) throw fieldError('matricula', 'A matrícula tem só números.');
  const companies = reachableCompanies(request);
  const conditions = [
    nome ? sql`f_unaccent(lower(${usuarios.nomeCompleto})) like f_unaccent(lower(${like(nome)}))` : undefined,
    mail ? ilike(usuarios.email, like(mail)) : undefined,
    mat ? sql`${usuarios.matricula}::text like ${`${mat}%`}` : undefined,
    companies === null
      ? undefined
      : sql`exists (select 1 from ${perfis} p where p.usuario_id = ${usuarios.usuarioId} and p.aceito and p.ativo
          and p.empresa_id in ${companies.length ? companies : [-1]})`,
  ];
  return db
    .select({
      usuarioId: usuarios.usuarioId,
      nomeCompleto: usuarios.nomeCompleto,
      email: usuarios.email,
      matricula: usuarios.matricula,
    })
    .from(usuarios)
    .where(and(...conditions))
    .orderBy(asc(usuarios.nomeCompleto), asc(usuarios.usuarioId))
    .limit(50);
}

export function searchRoutes(app: FastifyInstance) {
  const { db } = app;
  app.get<{ Params: { usuarioId: number } }>(
    '/usuarios/:usuarioId/public',
    {
      schema: {
        tags,
        summary: 'Dados públicos de um usuário',
        description:
          'Visíveis a quem compartilha com ele uma empresa onde ambos têm perfil aceito e ativo (ADMIN: todos); os demais, e ids que não existem, respondem o mesmo 404.',
        params: idParam('usuarioId'),
        response: { 200: { $ref: 'UsuarioResumo#' }, ...errorResponses(400, 401, 404) },
      },
    },
    (request) => publicUser(db, request),
  );

  app.post<{ Body: BuscaBody }>(
    '/usuarios/buscar',
    {
      schema: {
        tags,
        summary: 'Buscar usuários',
        description:
          'Trechos do nome, do e-mail ou da matrícula, sem distinguir acentos nem maiúsculas; só entre quem tem perfil aceito e ativo numa empresa onde o chamador também tem (ADMIN: todos). Até 50 resultados.',
        body: {
          type: 'object',
          additionalProperties: false,
          properties: {
            nome: { type: 'string', maxLength: 120 },
            email: { type: 'string', maxLength: 254 },
            matricula: { type: ['string', 'integer'], maxLength: 12 },
          },
        },
        response: { 200: { type: 'array', items: { $ref: 'UsuarioSearch#' } }, ...errorResponses(400, 401) },
      },
    },
    (request) => buscar(db, request),
  );
}
