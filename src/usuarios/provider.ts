import { type DataProvider, HttpError } from 'react-admin';
import type { Equipe } from '../../core/generated/Equipe';
import type { Papel, Perfil } from '../../core/session/types';
import {
  type ListParams,
  listPage,
  nomesDe,
  type PerfilBasicoRecord,
  type PerfilRecord,
  perfilBasicoRecord,
  perfilRecord,
  type Row,
  SEARCH_FIELDS,
  type UsuarioEmpresa,
  type UsuarioRecord,
  type UsuarioRefRecord,
  usuarioRecord,
  usuarioRefRecords,
} from '../../core/usuarios/records';
import type { PerfilAdmin } from '../../core/validation/perfil';

/**
 * The `usuarios` and `perfis` resources of the company dataProvider, over the calls of SPEC §7 (which are not
 * the register convention of CONTRACT §5: whole arrays, no paging), plus the profile actions as custom methods.
 *
 * Who gets which data:
 * - `usuarios` for the admin screens (getList with `meta.admin`, getOne, create, update) uses
 *   GET/POST/PATCH /usuarios/empresas/{id}…, which need CADASTRAR_USUARIOS.
 * - `usuarios` for references (getMany, getManyReference, and getList without `meta.admin`: a team's supervisor,
 *   its autocomplete) always uses the member-level GET /perfis/empresas/{id}, never the admin call. Any member
 *   may make it, so a member with CADASTRAR_EQUIPES but not CADASTRAR_USUARIOS sees the names without a refused
 *   request first (a 403 is a red line in the browser's console and network panel, and a wasted round trip on
 *   every screen that names a user); it is also the lighter answer, and the records have the same shape for
 *   every role, so a cached reference never changes form with who looks at it.
 * - `perfis` uses the …/admin calls, and when one answers 403 it falls back, for the rest of the session in this
 *   company, to the member-level list (a reader of profiles by team, say, gets the plain profile fields).
 */

/**
 * The HTTP calls this needs: the app's axios client (src/data/http.ts) in the app, a fake in tests. A refusal
 * rejects with react-admin's HttpError, `body.errors` keyed by field (companyDataProvider does that).
 */
export interface ApiClient {
  get<T>(url: string, config?: { params?: Record<string, unknown> }): Promise<{ data: T }>;
  post<T>(url: string, body?: unknown): Promise<{ data: T }>;
  patch<T>(url: string, body?: unknown): Promise<{ data: T }>;
}

/** A team as the selects offer it. */
export interface EquipeOpcao {
  equipeId: number;
  nome: string;
}

/** The custom methods the screens call through `useDataProvider<PessoasDataProvider>()`. */
export interface PessoasMethods {
  /** Every role (GET /papeis), for the role select and the lists' role names. */
  papeis(): Promise<Papel[]>;
  /** The company's teams from the teams register; an empty list while it does not answer. */
  equipes(): Promise<EquipeOpcao[]>;
  ativarPerfil(perfilId: number): Promise<Perfil>;
  desativarPerfil(perfilId: number): Promise<Perfil>;
  alterarEquipe(perfilId: number, equipeId: number | null): Promise<Perfil>;
}

export type PessoasDataProvider = DataProvider & PessoasMethods;

export const PESSOAS_RESOURCES = ['usuarios', 'perfis'] as const;
export type PessoasResource = (typeof PESSOAS_RESOURCES)[number];
export const isPessoasResource = (resource: string): resource is PessoasResource =>
  (PESSOAS_RESOURCES as readonly string[]).includes(resource);

/** What the admin screens put in `meta` to get the admin view of `usuarios`. */
export const ADMIN_META = { admin: true } as const;

const statusOf = (error: unknown) => (error instanceof HttpError ? error.status : undefined);

/** A value kept for `ttl` ms and shared by concurrent callers; a failure is not kept. */
function memo<T>(ttl: number, load: () => Promise<T>) {
  let value: Promise<T> | null = null;
  let at = 0;
  return {
    get(): Promise<T> {
      if (!value || Date.now() - at > ttl) {
        at = Date.now();
        const loading = load();
        value = loading;
        loading.catch(() => {
          if (value === loading) value = null;
        });
      }
      return value;
    },
    clear() {
      value = null;
    },
  };
}

// The lists are re-read at most this often: react-admin asks again for every search keystroke pause, every
// filter and page, and each of those answers comes from the same array. Any write here clears them at once.
const LIST_TTL = 5_000;
const PAPEIS_TTL = 5 * 60_000;
const EQUIPES_TTL = 60_000;

type UsuarioCampos = {
  nomeCompleto?: unknown;
  email?: unknown;
  matricula?: unknown;
  papelId?: unknown;
  equipeId?: unknown;
  senha?: unknown;
};

/** An optional id from a form: '' and undefined are none. */
const idOrNull = (value: unknown): number | null =>
  value === '' || value === null || value === undefined ? null : Number(value);

/** A matrícula from a form (typed as text, or the number read): '' is none. */
export const matriculaOrNull = (value: unknown): number | null =>
  value === '' || value === null || value === undefined ? null : Number(String(value).trim());

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/** The body of POST /usuarios/empresas/{id}: what was filled in, optional fields left out when empty. */
export function usuarioCreateBody(data: UsuarioCampos): Record<string, unknown> {
  const body: Record<string, unknown> = {
    nomeCompleto: text(data.nomeCompleto),
    email: text(data.email),
    papelId: idOrNull(data.papelId),
  };
  const matricula = matriculaOrNull(data.matricula);
  if (matricula !== null) body.matricula = matricula;
  const equipeId = idOrNull(data.equipeId);
  if (equipeId !== null) body.equipeId = equipeId;
  if (typeof data.senha === 'string' && data.senha !== '') body.senha = data.senha;
  return body;
}

/**
 * The body of PATCH /usuarios/empresas/{id}/{usuarioId}: only what changed. Sending an unchanged name of a
 * user who also belongs to other companies would be refused (403) although nobody meant to change it.
 */
export function usuarioPatchBody(data: UsuarioCampos, previous: UsuarioCampos): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of ['nomeCompleto', 'email'] as const) {
    const value = text(data[field]);
    if (value !== undefined && value !== text(previous[field])) body[field] = value;
  }
  if (data.matricula !== undefined) {
    const matricula = matriculaOrNull(data.matricula);
    if (matricula !== matriculaOrNull(previous.matricula)) body.matricula = matricula;
  }
  for (const field of ['papelId', 'equipeId'] as const) {
    if (data[field] === undefined) continue;
    const value = idOrNull(data[field]);
    if (value !== idOrNull(previous[field])) body[field] = value;
  }
  if (typeof data.senha === 'string' && data.senha !== '') body.senha = data.senha;
  return body;
}

/** The body of PATCH …/perfis/…/admin: the changed nome, papel and equipe. */
export function perfilPatchBody(
  data: { nome?: unknown; papelId?: unknown; equipeId?: unknown },
  previous: { nome?: unknown; papelId?: unknown; equipeId?: unknown },
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const nome = text(data.nome);
  if (nome !== undefined && nome !== text(previous.nome)) body.nome = nome;
  for (const field of ['papelId', 'equipeId'] as const) {
    if (data[field] === undefined) continue;
    const value = idOrNull(data[field]);
    if (value !== idOrNull(previous[field])) body[field] = value;
  }
  return body;
}

// The client's own refusals carry message keys (app.usuarios.erros.*): react-admin and useNotifyText translate
// them; the server's messages come as it wrote them.
const notFound = (message: string) => new HttpError(message, 404, { message });

/** The `usuarios` and `perfis` methods of the company's dataProvider, and the profile actions. */
export function pessoasDataProvider(empresaId: number, api: ApiClient) {
  const call = <T>(request: Promise<{ data: T }>): Promise<T> => request.then((res) => res.data);

  const papeis = memo(PAPEIS_TTL, () => call(api.get<Papel[]>('/papeis')));
  const equipes = memo(EQUIPES_TTL, async () => {
    try {
      const rows = await call(
        api.get<Array<Pick<Equipe, 'equipeId' | 'nome'>>>(`/empresas/${empresaId}/equipes`, {
          // the register's largest page (CONTRACT §5 registers answer at most 500 at a time)
          params: { sort: JSON.stringify(['nome', 'ASC']), range: JSON.stringify([0, 499]) },
        }),
      );
      return Array.isArray(rows) ? rows.map((e) => ({ equipeId: e.equipeId, nome: e.nome })) : [];
    } catch {
      // The teams register may not answer (not there yet, or the role may not read it): the screens still
      // work, naming a team by its number and offering no other one.
      return [];
    }
  });
  const nomes = async () => nomesDe(await papeis.get(), await equipes.get());

  const usuariosAdmin = memo(LIST_TTL, async () => {
    const [rows, n] = await Promise.all([
      call(
        api.get<UsuarioEmpresa[]>(`/usuarios/empresas/${empresaId}/admin`, {
          params: { includePerfis: true },
        }),
      ),
      nomes(),
    ]);
    return rows.map((u) => usuarioRecord(u, empresaId, n));
  });
  const perfisMembro = memo(LIST_TTL, () => call(api.get<Perfil[]>(`/perfis/empresas/${empresaId}`)));
  const usuariosRef = async (): Promise<UsuarioRefRecord[]> => usuarioRefRecords(await perfisMembro.get());

  // Once the admin view of profiles is refused, the member-level list answers for the rest of this provider.
  let perfisAdminRefused = false;
  const perfisAdmin = memo(LIST_TTL, () =>
    call(api.get<PerfilAdmin[]>(`/perfis/empresas/${empresaId}/admin`)).then((rows) =>
      rows.map(perfilRecord),
    ),
  );
  const perfisList = async (): Promise<Array<PerfilRecord | PerfilBasicoRecord>> => {
    if (!perfisAdminRefused) {
      try {
        return await perfisAdmin.get();
      } catch (error) {
        if (statusOf(error) !== 403) throw error;
        perfisAdminRefused = true;
      }
    }
    return (await perfisMembro.get()).map(perfilBasicoRecord);
  };

  /** Every write may change what the lists show (a name, a role, a state). */
  const written = () => {
    usuariosAdmin.clear();
    perfisMembro.clear();
    perfisAdmin.clear();
  };

  const usuarioOne = async (usuarioId: number): Promise<UsuarioRecord> => {
    const [user, n] = await Promise.all([
      call(api.get<UsuarioEmpresa>(`/usuarios/empresas/${empresaId}/${usuarioId}/admin`)),
      nomes(),
    ]);
    return usuarioRecord(user, empresaId, n);
  };

  const perfilOne = async (perfilId: number): Promise<PerfilRecord | PerfilBasicoRecord> => {
    if (!perfisAdminRefused) {
      try {
        return perfilRecord(
          await call(api.get<PerfilAdmin>(`/perfis/empresas/${empresaId}/${perfilId}/admin`)),
        );
      } catch (error) {
        if (statusOf(error) !== 403) throw error;
        perfisAdminRefused = true;
      }
    }
    const found = (await perfisMembro.get()).find((p) => p.perfilId === perfilId);
    if (!found) throw notFound('app.usuarios.erros.perfil_nao_encontrado');
    return perfilBasicoRecord(found);
  };

  // References (a sale's seller, a team's supervisor) read the member-level list: every member may, so a role
  // without CADASTRAR_USUARIOS never meets a 403 first
  const perfisRef = async () => (await perfisMembro.get()).map(perfilBasicoRecord);
  const listOf = async (resource: PessoasResource, meta: unknown): Promise<readonly Row[]> => {
    const admin = Boolean((meta as { admin?: unknown } | undefined)?.admin);
    if (resource === 'perfis') return admin ? perfisList() : perfisRef();
    return admin ? usuariosAdmin.get() : usuariosRef();
  };

  const perfilAction = async (perfilId: number, action: 'ativar' | 'desativar') => {
    const perfil = await call(api.post<Perfil>(`/perfis/${perfilId}/${action}`));
    written();
    return perfil;
  };

  const provider = {
    getList: async (resource: PessoasResource, params: ListParams & { meta?: unknown }) => {
      const rows = await listOf(resource, params.meta);
      // a reference autocomplete asks for id order by default; people are looked for by name
      const sort =
        resource === 'usuarios' && !(params.meta as { admin?: unknown } | undefined)?.admin
          ? params.sort?.field && params.sort.field !== 'id'
            ? params.sort
            : { field: 'nomeCompleto', order: 'ASC' }
          : params.sort;
      return listPage(rows, { ...params, sort }, SEARCH_FIELDS[resource]);
    },
    getOne: async (resource: PessoasResource, params: { id: unknown; meta?: unknown }) => {
      const id = Number(params.id);
      if (resource === 'perfis') return { data: await perfilOne(id) };
      try {
        return { data: await usuarioOne(id) };
      } catch (error) {
        if (statusOf(error) !== 403) throw error;
        const found = (await usuariosRef()).find((u) => u.id === id);
        if (!found) throw notFound('app.usuarios.erros.usuario_nao_encontrado');
        return { data: found };
      }
    },
    getMany: async (resource: PessoasResource, params: { ids: unknown[]; meta?: unknown }) => {
      const ids = new Set(params.ids.map(String));
      const rows = resource === 'usuarios' ? await usuariosRef() : await perfisRef();
      return { data: rows.filter((r) => ids.has(String(r.id))) };
    },
    getManyReference: async (
      resource: PessoasResource,
      params: ListParams & { target: string; id: unknown; meta?: unknown },
    ) => {
      const rows: readonly Row[] = resource === 'usuarios' ? await usuariosRef() : await perfisRef();
      return listPage(
        rows,
        { ...params, filter: { ...params.filter, [params.target]: params.id } },
        SEARCH_FIELDS[resource],
      );
    },
    create: async (resource: PessoasResource, params: { data: Record<string, unknown> }) => {
      if (resource === 'perfis') {
        const created = await call(api.post<PerfilAdmin>(`/perfis/empresas/${empresaId}/admin`, params.data));
        written();
        return { data: perfilRecord(created) };
      }
      const created = await call(
        api.post<UsuarioEmpresa>(`/usuarios/empresas/${empresaId}`, usuarioCreateBody(params.data)),
      );
      written();
      return { data: usuarioRecord(created, empresaId, await nomes()) };
    },
    update: async (
      resource: PessoasResource,
      params: { id: unknown; data: Record<string, unknown>; previousData?: Record<string, unknown> },
    ) => {
      const previous = params.previousData ?? {};
      const id = Number(params.id);
      if (resource === 'perfis') {
        const body = perfilPatchBody(params.data, previous);
        // nothing changed: nothing to send (and nothing the server could refuse)
        if (Object.keys(body).length === 0) return { data: { ...previous, id } };
        const saved = await call(api.patch<PerfilAdmin>(`/perfis/empresas/${empresaId}/${id}/admin`, body));
        written();
        return { data: perfilRecord(saved) };
      }
      const body = usuarioPatchBody(params.data, previous);
      if (Object.keys(body).length === 0) return { data: { ...previous, id } };
      const saved = await call(api.patch<UsuarioEmpresa>(`/usuarios/empresas/${empresaId}/${id}`, body));
      written();
      return { data: usuarioRecord(saved, empresaId, await nomes()) };
    },
    updateMany: async () => {
      throw new HttpError('app.usuarios.erros.um_de_cada_vez', 405, {
        message: 'app.usuarios.erros.um_de_cada_vez',
      });
    },
    // Users and profiles are never deleted: a profile is deactivated (SPEC §4).
    delete: async () => {
      throw new HttpError('app.usuarios.erros.nao_excluidos', 405, {
        message: 'app.usuarios.erros.nao_excluidos',
      });
    },
    deleteMany: async () => {
      throw new HttpError('app.usuarios.erros.nao_excluidos', 405, {
        message: 'app.usuarios.erros.nao_excluidos',
      });
    },
  };

  const methods: PessoasMethods = {
    papeis: () => papeis.get(),
    equipes: () => equipes.get(),
    ativarPerfil: (perfilId) => perfilAction(perfilId, 'ativar'),
    desativarPerfil: (perfilId) => perfilAction(perfilId, 'desativar'),
    alterarEquipe: async (perfilId, equipeId) => {
      const perfil = await call(api.post<Perfil>(`/perfis/${perfilId}/alterar-equipe`, { equipeId }));
      written();
      return perfil;
    },
  };

  // react-admin types each method as generic over the record type; these answer the concrete records above
  return { provider: provider as unknown as DataProvider, methods };
}
