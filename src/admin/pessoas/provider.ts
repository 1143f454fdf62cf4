import { type DataProvider, HttpError } from 'react-admin';
import type { Equipe } from '../../../core/generated/Equipe';
import type { Papel } from '../../../core/session/types';
import {
  type ListParams,
  type PerfilRecord,
  perfilRecord,
  type UsuarioEmpresa,
} from '../../../core/usuarios/records';
import type { PerfilAdmin } from '../../../core/validation/perfil';
import { toHttpError } from '../../company/dataProvider';
import { http } from '../../data/http';
import { listQuery, totalOf } from '../../usuarios/provider';

/**
 * The people of one company for the platform admin (issue 14.2), over the calls of docs/produto.md §7:
 * - resource `perfis`: GET /perfis/empresas/{id}/admin (list), GET …/{perfilId}/admin (one),
 *   PATCH …/{perfilId}/admin (papel, equipe, ativo);
 * - resource `usuarios`: create only, POST /usuarios/empresas/{id} (the invitation: a user and a pending profile).
 *
 * It is put in a DataProviderContext around the company's people pages only, so the admin area's own provider
 * (the registers under /api/admin) is untouched. Every call carries `meta.empresaId`, which is part of
 * react-admin's query keys: one company's people are never shown, from the cache, as another's.
 */

export const PESSOAS_META = (empresaId: number) => ({ empresaId }) as const;

const call = <T>(request: Promise<{ data: T }>): Promise<T> =>
  request.then(
    (res) => res.data,
    (error: unknown) => Promise.reject(toHttpError(error)),
  );

// The client's own refusals carry message keys (app.admin.pessoas.*): react-admin translates them when it notifies
// (as the company's users provider does); the server's messages come as it wrote them.
const refused = (message: string, status = 405) => new HttpError(message, status, { message });

/** An optional id from a select: '' and undefined are none. */
const idOrNull = (value: unknown): number | null =>
  value === '' || value === null || value === undefined ? null : Number(value);

/** The body of PATCH …/{perfilId}/admin: only nome, papel, equipe and ativo, and only what changed. */
export function perfilAdminPatch(
  data: Record<string, unknown>,
  previous: Record<string, unknown>,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const nome = typeof data.nome === 'string' ? data.nome.trim() : undefined;
  if (nome !== undefined && nome !== previous.nome) body.nome = nome;
  if (data.papelId !== undefined && idOrNull(data.papelId) !== idOrNull(previous.papelId))
    body.papelId = idOrNull(data.papelId);
  if (data.equipeId !== undefined && idOrNull(data.equipeId) !== idOrNull(previous.equipeId))
    body.equipeId = idOrNull(data.equipeId);
  if (typeof data.ativo === 'boolean' && data.ativo !== previous.ativo) body.ativo = data.ativo;
  return body;
}

/** The body of the invitation: e-mail, name, role and (optional) team, trimmed. */
export function conviteBody(data: Record<string, unknown>): Record<string, unknown> {
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
  const body: Record<string, unknown> = {
    nomeCompleto: text(data.nomeCompleto),
    email: text(data.email),
    papelId: idOrNull(data.papelId),
  };
  const equipeId = idOrNull(data.equipeId);
  if (equipeId !== null) body.equipeId = equipeId;
  return body;
}

const empresaOf = (params: { meta?: unknown }): number => {
  const id = Number((params.meta as { empresaId?: unknown } | undefined)?.empresaId);
  if (!Number.isInteger(id) || id < 1) throw refused('app.admin.pessoas.sem_empresa', 400);
  return id;
};

/** The roles (GET /papeis): a platform admin may give any of them, Administrador included. */
export const listPapeis = () => call(http.get<Papel[]>('/papeis'));

/** The company's teams (its register, which an admin reads as any member would), by name. */
export const listEquipes = (empresaId: number) =>
  call(
    http.get<Array<Pick<Equipe, 'equipeId' | 'nome'>>>(`/empresas/${empresaId}/equipes`, {
      params: { sort: JSON.stringify(['nome', 'ASC']), range: JSON.stringify([0, 999]) },
    }),
  );

const byNome = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

export function pessoasAdminProvider(): DataProvider {
  const perfis = async (empresaId: number): Promise<PerfilRecord[]> =>
    (await call(http.get<PerfilAdmin[]>(`/perfis/empresas/${empresaId}/admin`)))
      .map(perfilRecord)
      .sort((a, b) => byNome.compare(a.nome, b.nome) || a.id - b.id);
  const perfil = async (empresaId: number, id: unknown) =>
    perfilRecord(await call(http.get<PerfilAdmin>(`/perfis/empresas/${empresaId}/${Number(id)}/admin`)));

  const provider = {
    // one page, searched, filtered and sorted by the server (the list protocol of GET …/admin, docs/contrato.md §5)
    getList: async (resource: string, params: ListParams & { meta?: unknown }) => {
      if (resource !== 'perfis') throw refused('app.admin.pessoas.recurso_desconhecido');
      const res = await http
        .get<PerfilAdmin[]>(`/perfis/empresas/${empresaOf(params)}/admin`, {
          params: listQuery('perfis', params),
        })
        .catch((error: unknown) => Promise.reject(toHttpError(error)));
      const data = res.data.map(perfilRecord);
      return { data, total: totalOf(res.headers, data.length) };
    },
    getOne: async (resource: string, params: { id: unknown; meta?: unknown }) => {
      if (resource !== 'perfis') throw refused('app.admin.pessoas.recurso_desconhecido');
      return { data: await perfil(empresaOf(params), params.id) };
    },
    getMany: async (resource: string, params: { ids: unknown[]; meta?: unknown }) => {
      if (resource !== 'perfis') throw refused('app.admin.pessoas.recurso_desconhecido');
      const ids = new Set(params.ids.map(String));
      return { data: (await perfis(empresaOf(params))).filter((p) => ids.has(String(p.id))) };
    },
    getManyReference: async () => {
      throw refused('app.admin.pessoas.recurso_desconhecido');
    },
    create: async (resource: string, params: { data: Record<string, unknown>; meta?: unknown }) => {
      if (resource !== 'usuarios') throw refused('app.admin.pessoas.recurso_desconhecido');
      const empresaId = empresaOf(params);
      const created = await call(
        http.post<UsuarioEmpresa>(`/usuarios/empresas/${empresaId}`, conviteBody(params.data)),
      );
      return { data: { ...created, id: created.usuarioId } };
    },
    update: async (
      resource: string,
      params: {
        id: unknown;
        data: Record<string, unknown>;
        previousData?: Record<string, unknown>;
        meta?: unknown;
      },
    ) => {
      if (resource !== 'perfis') throw refused('app.admin.pessoas.recurso_desconhecido');
      const empresaId = empresaOf(params);
      const body = perfilAdminPatch(params.data, params.previousData ?? {});
      if (Object.keys(body).length === 0) return { data: await perfil(empresaId, params.id) };
      const saved = await call(
        http.patch<PerfilAdmin>(`/perfis/empresas/${empresaId}/${Number(params.id)}/admin`, body),
      );
      return { data: perfilRecord(saved) };
    },
    updateMany: async () => {
      throw refused('app.admin.pessoas.um_de_cada_vez');
    },
    delete: async () => {
      throw refused('app.admin.pessoas.nao_excluidos');
    },
    deleteMany: async () => {
      throw refused('app.admin.pessoas.nao_excluidos');
    },
  };
  // react-admin types each method as generic over the record type; these answer the concrete records above
  return provider as unknown as DataProvider;
}
