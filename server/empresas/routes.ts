import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { requireEmpresa, requirePermission } from '../access.ts';
import { EmpresaCompleta, errorResponses, idParam } from '../api-schemas.ts';
import type { Db } from '../db/client.ts';
import { empresas, grupos } from '../db/generated/registers.ts';
import type { Aparencia } from '../db/schema.ts';
import { notFound } from '../errors.ts';
import { historyWriter } from '../registers/history.ts';
import { iso } from '../shapes.ts';
import contratosRoutes from './contratos.ts';

// A company as its own members see it: the detail of docs/produto.md §3 (group, appearance, CNPJ, dates). Contracts,
// domains and the Google Drive folder are the platform administrators' business and stay out of this shape.
const detalheFields = [
  'empresaId',
  'grupoId',
  'grupo',
  'nome',
  'aparencia',
  'cnpj',
  'createdAt',
  'updatedAt',
];
const EmpresaDetalhe = {
  type: 'object',
  additionalProperties: false,
  required: detalheFields,
  properties: Object.fromEntries(
    detalheFields.map((f) => [f, EmpresaCompleta.properties[f as keyof typeof EmpresaCompleta.properties]]),
  ),
};

const detalheResponse = { 200: EmpresaDetalhe, ...errorResponses(400, 401, 403, 404) };

async function empresaDetalhe(db: Db, empresaId: number) {
  const [row] = await db
    .select({ e: empresas, g: grupos })
    .from(empresas)
    .innerJoin(grupos, eq(grupos.grupoId, empresas.grupoId))
    .where(eq(empresas.empresaId, empresaId));
  if (!row) throw notFound('Empresa não encontrada.');
  const { e, g } = row;
  return {
    empresaId: e.empresaId,
    grupoId: e.grupoId,
    grupo: {
      id: g.grupoId,
      grupoId: g.grupoId,
      nome: g.nome,
      createdAt: iso(g.createdAt),
      updatedAt: iso(g.updatedAt),
    },
    nome: e.nome,
    aparencia: e.aparencia ?? null,
    cnpj: e.cnpj,
    createdAt: iso(e.createdAt),
    updatedAt: iso(e.updatedAt),
  };
}

export default async function empresasRoutes(app: FastifyInstance) {
  const { db } = app;
  const tags = ['empresas'];
  await app.register(contratosRoutes);

  app.get<{ Params: { empresaId: number } }>(
    '/empresas/:empresaId',
    {
      schema: {
        tags,
        summary: 'Uma empresa, para quem trabalha nela',
        description: 'Grupo, aparência e CNPJ. Contratos e domínios ficam na área de administração.',
        params: idParam('empresaId'),
        response: detalheResponse,
      },
    },
    async (request) => {
      requireEmpresa(request.auth, request.params.empresaId);
      return empresaDetalhe(db, request.params.empresaId);
    },
  );

  app.put<{ Params: { empresaId: number }; Body: Aparencia | null }>(
    '/empresas/:empresaId/aparencia',
    {
      schema: {
        tags,
        summary: 'Alterar a aparência de uma empresa (CONFIGURAR_EMPRESA)',
        description:
          'Cor (uma das 16 da paleta, ou null para a padrão, vermelho) e nome do ícone. Um corpo null volta à aparência padrão.',
        params: idParam('empresaId'),
        body: { $ref: 'Aparencia#' },
        response: detalheResponse,
      },
    },
    async (request) => {
      const { empresaId } = request.params;
      requirePermission(request.auth, empresaId, 'CONFIGURAR_EMPRESA');
      const body = request.body;
      // A blank icon name means "no icon"; storing '' would make every reader test for two empty values.
      const aparencia: Aparencia | null = body ? { cor: body.cor, icone: body.icone?.trim() || null } : null;
      // the change and its entry in the company record's history (a platform register: /admin/empresas/{id})
      await db.transaction(async (tx) => {
        const [before] = await tx
          .select({ aparencia: empresas.aparencia })
          .from(empresas)
          .where(eq(empresas.empresaId, empresaId))
          .for('update');
        if (!before) throw notFound('Empresa não encontrada.');
        await tx
          .update(empresas)
          .set({ aparencia, updatedAt: new Date() })
          .where(eq(empresas.empresaId, empresaId));
        await historyWriter('empresas', 'empresaId', false)(
          request,
          'alterado',
          { id: empresaId, aparencia: before.aparencia ?? null },
          { id: empresaId, empresaId, aparencia },
          tx,
        );
      });
      return empresaDetalhe(db, empresaId);
    },
  );
}
