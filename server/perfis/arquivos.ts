import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requirePermission } from '../access.ts';
import { errorResponses, idParam } from '../api-schemas.ts';
import type { Db } from '../db/client.ts';
import { perfilArquivos } from '../db/schema.ts';
import { badRequest, notFound } from '../errors.ts';
import { profileHistory } from '../historico/people.ts';
import { tags } from './read.ts';
import { type PerfilRow, visiblePerfil } from './rules.ts';

// A profile's files (docs/produto.md §7 /perfis/{id}/arquivos/arquivo?arquivo=…): a photo, documents.

/** Files a profile may hold: pictures and PDFs, 5 MB at most. */
const ARQUIVO_TIPOS = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'application/pdf']);
const ARQUIVO_MAX = 5 * 1024 * 1024;

const arquivoQuery = {
  type: 'object',
  required: ['arquivo'],
  additionalProperties: false,
  properties: { arquivo: { type: 'string', minLength: 1, maxLength: 120, pattern: '^[A-Za-z0-9._-]+$' } },
} as const;

type ArquivoRequest = FastifyRequest<{ Params: { id: number }; Querystring: { arquivo: string } }>;

async function sendArquivo(db: Db, request: ArquivoRequest, reply: FastifyReply) {
  const perfil = await visiblePerfil(db, request.auth, request.params.id);
  const [file] = await db
    .select()
    .from(perfilArquivos)
    .where(and(eq(perfilArquivos.perfilId, perfil.perfilId), eq(perfilArquivos.nome, request.query.arquivo)));
  if (!file) throw notFound('Arquivo não encontrado.');
  const inline = file.contentType.startsWith('image/') || file.contentType === 'application/pdf';
  return reply
    .type(file.contentType)
    .header('Content-Length', String(file.tamanho))
    .header('Cache-Control', 'private, max-age=300')
    .header(
      'Content-Security-Policy',
      "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    )
    .header('Content-Disposition', `${inline ? 'inline' : 'attachment'}; filename="${file.nome}"`)
    .send(file.dados);
}

/** The file's bytes and type, checked: one of the accepted types, not empty, not over 5 MB. */
function uploaded(request: FastifyRequest<{ Body: Buffer }>) {
  const contentType = String(request.headers['content-type'] ?? '')
    .split(';')[0]
    ?.trim();
  if (!contentType || !ARQUIVO_TIPOS.has(contentType))
    throw badRequest('Tipo de arquivo não aceito: envie PNG, JPEG, WEBP, GIF ou PDF.');
  const data = request.body;
  if (!Buffer.isBuffer(data) || data.length === 0) throw badRequest('O arquivo está vazio.');
  if (data.length > ARQUIVO_MAX) throw badRequest('O arquivo passa de 5 MB.');
  return { contentType, data };
}

/** Stores the file (new, or in place of the one of that name) and its history, in one transaction. */
async function storeArquivo(
  db: Db,
  request: FastifyRequest,
  perfil: PerfilRow,
  nome: string,
  file: { contentType: string; data: Buffer },
) {
  const { contentType, data } = file;
  const values = { contentType, tamanho: data.length, dados: data, updatedAt: new Date() };
  await db.transaction(async (tx) => {
    const [previous] = await tx
      .select({ contentType: perfilArquivos.contentType, tamanho: perfilArquivos.tamanho })
      .from(perfilArquivos)
      .where(and(eq(perfilArquivos.perfilId, perfil.perfilId), eq(perfilArquivos.nome, nome)))
      .for('update');
    await tx
      .insert(perfilArquivos)
      .values({ perfilId: perfil.perfilId, nome, ...values })
      .onConflictDoUpdate({ target: [perfilArquivos.perfilId, perfilArquivos.nome], set: values });
    // the file's name, type and size, not its content: `arquivo` as [before, after]
    await profileHistory(tx, request, perfil, perfil, 'alterado', {
      arquivo: [previous ? { nome, ...previous } : null, { nome, contentType, tamanho: data.length }],
    });
  });
}

async function putArquivo(db: Db, request: ArquivoRequest & FastifyRequest<{ Body: Buffer }>) {
  const perfil = await visiblePerfil(db, request.auth, request.params.id);
  const own = perfil.usuarioId === request.auth.usuarioId;
  if (!own) requirePermission(request.auth, perfil.empresaId, 'CADASTRAR_USUARIOS');
  const file = uploaded(request);
  const nome = request.query.arquivo;
  await storeArquivo(db, request, perfil, nome, file);
  return {
    perfilId: perfil.perfilId,
    nome,
    contentType: file.contentType,
    tamanho: file.data.length,
    url: `/api/perfis/${perfil.perfilId}/arquivos/arquivo?arquivo=${encodeURIComponent(nome)}`,
  };
}

export function arquivoRoutes(app: FastifyInstance) {
  const { db } = app;
  // Uploads arrive as the raw file; other types are refused with 415 by Fastify itself.
  app.addContentTypeParser(
    [...ARQUIVO_TIPOS],
    { parseAs: 'buffer', bodyLimit: ARQUIVO_MAX },
    (_request, body, done) => done(null, body),
  );
  app.get<{ Params: { id: number }; Querystring: { arquivo: string } }>(
    '/perfis/:id/arquivos/arquivo',
    {
      schema: {
        tags,
        summary: 'Um arquivo do perfil (foto, documentos)',
        params: idParam('id'),
        querystring: arquivoQuery,
        response: errorResponses(400, 401, 404),
      },
    },
    (request, reply) => sendArquivo(db, request, reply),
  );
  app.put<{ Params: { id: number }; Querystring: { arquivo: string }; Body: Buffer }>(
    '/perfis/:id/arquivos/arquivo',
    {
      schema: {
        tags,
        summary: 'Enviar um arquivo do perfil (o próprio, ou CADASTRAR_USUARIOS)',
        description:
          'O corpo é o conteúdo do arquivo; Content-Type: image/png, image/jpeg, image/webp, image/gif ou application/pdf; até 5 MB.',
        params: idParam('id'),
        querystring: arquivoQuery,
        response: {
          200: {
            type: 'object',
            properties: {
              perfilId: { type: 'integer' },
              nome: { type: 'string' },
              contentType: { type: 'string' },
              tamanho: { type: 'integer' },
              url: { type: 'string' },
            },
          },
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    (request) => putArquivo(db, request),
  );
}
