import { type DataProvider, HttpError } from 'react-admin';
import type { Equipe } from '../../core/generated/Equipe';
import type { Papel, Perfil } from '../../core/session/types';
import { pessoasColumns } from '../../core/usuarios/columns';
import {
  type ListParams,
  listPage,
  nomesDe,
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
 * The `usuarios` and `perfis` resources of the company dataProvider, over the calls of docs/produto.md §7, plus the profile
 * actions as custom methods. The admin lists are paged, filtered, searched and sorted by the server: the calls take
 * react-admin's simple REST query (`filter`, `range`, `sort`) and answer `Content-Range` (docs/contrato.md §5).
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
  get<T>(
    url: string,
    config?: { params?: Record<string, unknown> },
  ): Promise<{ data: T; headers?: Readonly<Record<string, unknown>> }>;
  post<T>(url: string, body?: unknown): Promise<{ data: T }>;
  patch<T>(url: string, body?: unknown): Promise<{ data: T }>;
}

/** A team as the selects offer it. */
export interface EquipeOption {
  equipeId: number;
  nome: string;
}

/** The custom methods the screens call through `useDataProvider<PessoasDataProvider>()`. */
export interface PessoasMethods {
  /** Every role (GET /papeis), for the role select and the lists' role names. */
  papeis(): Promise<Papel[]>;
  /** The company's teams from the teams register; an empty list while it does not answer. */
  equipes(): Promise<EquipeOption[]>;
  ativarPerfil(perfilId: number): Promise<Perfil>;
  desativarPerfil(perfilId: number): Promise<Perfil>;
  alterarEquipe(perfilId: number, equipeId: number | null): Promise<Perfil>;
}

export type PessoasDataProvider = DataProvider & PessoasMethods;

export const PESSOAS_RESOURCES = ['usuarios', 'perfis'] as const;
export type PessoasResource = (typeof PESSOAS_RESOURCES)[number];
export const isPessoasResource = (resource: string): resource is PessoasResource =>
  (PESSOAS_RESOURCES as readonly string[]).includes(resource);

/**
 * The roles (GET /papeis) as a resource of the company's app, read only: what the people screens' role column and
 * filter name (`papelId` is an x-reference to `papeis`). Served here, with the people.
 */
export const PAPEIS_RESOURCE = 'papeis' as const;
type Served = PessoasResource | typeof PAPEIS_RESOURCE;

/** The resources this provider serves: the people and their roles. */
export const isPessoasProvided = (resource: string): boolean =>
  isPessoasResource(resource) || resource === PAPEIS_RESOURCE;

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

// The member-level list (references: a team's supervisor, a sale's seller) is re-read at most this often: every
// reference input asks again, and each answer comes from the same array. Any write here clears it at once.
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

/** An empty filter value is no filter (a cleared select, an emptied search). */
const present = (value: unknown) =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

/**
 * react-admin's list params as the list protocol's query (docs/contrato.md §5): the filter without empty values, the page
 * as a `range`, and a sort the list offers (the name, else).
 */
export function listQuery(resource: PessoasResource, params: ListParams): Record<string, string> {
  const columns = pessoasColumns(resource);
  const filter = Object.fromEntries(Object.entries(params.filter ?? {}).filter(([, v]) => present(v)));
  const { page, perPage } = params.pagination ?? { page: 1, perPage: 25 };
  const start = (page - 1) * perPage;
  // a reference's column sorts by the name it shows (papelId by papelNome)
  const asked = params.sort?.field;
  const field = columns.columns.find((c) => c.property === asked && c.sortable)?.source ?? asked;
  const sort =
    field && (field === 'id' || columns.sortable.includes(field))
      ? [field, params.sort?.order === 'DESC' ? 'DESC' : 'ASC']
      : columns.defaultSort;
  return {
    filter: JSON.stringify(filter),
    range: JSON.stringify([start, start + perPage - 1]),
    sort: JSON.stringify(sort),
  };
}

/** The list's total from `Content-Range: {resource} start-end/total`; the rows' count when it is missing. */
export function totalOf(headers: Readonly<Record<string, unknown>> | undefined, count: number): number {
  const total = Number(String(headers?.['content-range'] ?? '').split('/')[1]);
  return Number.isInteger(total) ? total : count;
}

// The client's own refusals carry message keys (app.usuarios.erros.*): react-admin and useNotifyText translate
// them; the server's messages come as it wrote them.
const notFound = (message: string) => new HttpError(message, 404, { message });
const refused = (message: string) => new HttpError(message, 405, { message });

type Call = <T>(request: Promise<{ data: T }>) => Promise<T>;
const call: Call = (request) => request.then((res) => res.data);

/** The roles and the company's teams, read once in a while: the lists' names and the forms' choices. */
function namesOf(empresaId: number, api: ApiClient) {
  const papeis = memo(PAPEIS_TTL, () => call(api.get<Papel[]>('/papeis')));
  const equipes = memo(EQUIPES_TTL, async () => {
    try {
      const rows = await call(
        api.get<Array<Pick<Equipe, 'equipeId' | 'nome'>>>(`/empresas/${empresaId}/equipes`, {
          // the register's largest page (docs/contrato.md §5 registers answer at most 1,000 at a time)
          params: { sort: JSON.stringify(['nome', 'ASC']), range: JSON.stringify([0, 999]) },
        }),
      );
      return Array.isArray(rows) ? rows.map((e) => ({ equipeId: e.equipeId, nome: e.nome })) : [];
    } catch {
      // The teams register may not answer (not there yet, or the role may not read it): the screens still
      // work, naming a team by its number and offering no other one.
      return [];
    }
  });
  return { papeis, equipes, nomes: async () => nomesDe(await papeis.get(), await equipes.get()) };
}

/**
 * The admin lists, one page at a time from the server. `perfis` falls back, once refused (403), for the rest of
 * this provider, to the member-level list (a reader of profiles by team, say, gets the plain profile fields).
 */
function adminLists(empresaId: number, api: ApiClient, names: ReturnType<typeof namesOf>) {
  let perfisRefused = false;
  const usuarios = async (params: ListParams) => {
    const params_ = { includePerfis: true, ...listQuery('usuarios', params) };
    const [res, n] = await Promise.all([
      api.get<UsuarioEmpresa[]>(`/usuarios/empresas/${empresaId}/admin`, { params: params_ }),
      names.nomes(),
    ]);
    const data: UsuarioRecord[] = res.data.map((u) => usuarioRecord(u, empresaId, n));
    return { data, total: totalOf(res.headers, data.length) };
  };
  const perfis = async (params: ListParams) => {
    const res = await api.get<PerfilAdmin[]>(`/perfis/empresas/${empresaId}/admin`, {
      params: listQuery('perfis', params),
    });
    const data: PerfilRecord[] = res.data.map(perfilRecord);
    return { data, total: totalOf(res.headers, data.length) };
  };
  return {
    usuarios,
    /** The admin view of profiles, or null once it is refused. */
    async perfis(params: ListParams) {
      if (perfisRefused) return null;
      try {
        return await perfis(params);
      } catch (error) {
        if (statusOf(error) !== 403) throw error;
        perfisRefused = true;
        return null;
      }
    },
    refused: () => perfisRefused,
    refuse: () => {
      perfisRefused = true;
    },
  };
}

/** The member-level list of the company's profiles: references name people with it. */
function memberList(empresaId: number, api: ApiClient) {
  const perfis = memo(LIST_TTL, () => call(api.get<Perfil[]>(`/perfis/empresas/${empresaId}`)));
  return {
    clear: () => perfis.clear(),
    perfis: async () => (await perfis.get()).map(perfilBasicoRecord),
    usuarios: async (): Promise<UsuarioRefRecord[]> => usuarioRefRecords(await perfis.get()),
    perfil: async (perfilId: number) => {
      const found = (await perfis.get()).find((p) => p.perfilId === perfilId);
      if (!found) throw notFound('app.usuarios.erros.perfil_nao_encontrado');
      return perfilBasicoRecord(found);
    },
  };
}

type Lists = { admin: ReturnType<typeof adminLists>; members: ReturnType<typeof memberList> };

const isAdmin = (meta: unknown) => Boolean((meta as { admin?: unknown } | undefined)?.admin);

/** getList: the admin lists from the server, references from the member-level list (by name by default). */
async function getList(lists: Lists, resource: PessoasResource, params: ListParams & { meta?: unknown }) {
  if (isAdmin(params.meta)) {
    if (resource === 'usuarios') return lists.admin.usuarios(params);
    const page = await lists.admin.perfis(params);
    if (page) return page;
    return listPage(await lists.members.perfis(), params, SEARCH_FIELDS.perfis);
  }
  if (resource === 'perfis') return listPage(await lists.members.perfis(), params, SEARCH_FIELDS.perfis);
  // a reference autocomplete asks for id order by default; people are looked for by name
  const sort =
    params.sort?.field && params.sort.field !== 'id' ? params.sort : { field: 'nomeCompleto', order: 'ASC' };
  return listPage(await lists.members.usuarios(), { ...params, sort }, SEARCH_FIELDS.usuarios);
}

/** getOne: the admin view, or the member-level record when the admin call is refused. */
async function getOne(
  api: ApiClient,
  empresaId: number,
  lists: Lists,
  names: ReturnType<typeof namesOf>,
  resource: PessoasResource,
  id: number,
) {
  if (resource === 'perfis') {
    if (lists.admin.refused()) return lists.members.perfil(id);
    try {
      return perfilRecord(await call(api.get<PerfilAdmin>(`/perfis/empresas/${empresaId}/${id}/admin`)));
    } catch (error) {
      if (statusOf(error) !== 403) throw error;
      lists.admin.refuse();
      return lists.members.perfil(id);
    }
  }
  try {
    const [user, n] = await Promise.all([
      call(api.get<UsuarioEmpresa>(`/usuarios/empresas/${empresaId}/${id}/admin`)),
      names.nomes(),
    ]);
    return usuarioRecord(user, empresaId, n);
  } catch (error) {
    if (statusOf(error) !== 403) throw error;
    const found = (await lists.members.usuarios()).find((u) => u.id === id);
    if (!found) throw notFound('app.usuarios.erros.usuario_nao_encontrado');
    return found;
  }
}

type Written = () => void;

/** create and update: the docs/produto.md §7 writes, with only what changed sent on an update. */
function writes(api: ApiClient, empresaId: number, names: ReturnType<typeof namesOf>, written: Written) {
  return {
    create: async (resource: PessoasResource, params: { data: Record<string, unknown> }) => {
      if (resource === 'perfis') {
        const created = await call(api.post<PerfilAdmin>(`/perfis/empresas/${empresaId}/admin`, params.data));
        written();
        return { data: perfilRecord(created) };
      }
      const body = usuarioCreateBody(params.data);
      const created = await call(api.post<UsuarioEmpresa>(`/usuarios/empresas/${empresaId}`, body));
      written();
      return { data: usuarioRecord(created, empresaId, await names.nomes()) };
    },
    update: async (
      resource: PessoasResource,
      params: { id: unknown; data: Record<string, unknown>; previousData?: Record<string, unknown> },
    ) => {
      const previous = params.previousData ?? {};
      const id = Number(params.id);
      const perfil = resource === 'perfis';
      const body = perfil ? perfilPatchBody(params.data, previous) : usuarioPatchBody(params.data, previous);
      // nothing changed: nothing to send (and nothing the server could refuse)
      if (Object.keys(body).length === 0) return { data: { ...previous, id } };
      const url = perfil
        ? `/perfis/empresas/${empresaId}/${id}/admin`
        : `/usuarios/empresas/${empresaId}/${id}`;
      const saved = await call(api.patch<PerfilAdmin | UsuarioEmpresa>(url, body));
      written();
      const data = perfil
        ? perfilRecord(saved as PerfilAdmin)
        : usuarioRecord(saved as UsuarioEmpresa, empresaId, await names.nomes());
      return { data };
    },
  };
}

/** The profile actions (docs/produto.md §4): activate, deactivate, change team. */
function actions(api: ApiClient, names: ReturnType<typeof namesOf>, written: Written): PessoasMethods {
  const perfilAction = async (perfilId: number, action: 'ativar' | 'desativar') => {
    const perfil = await call(api.post<Perfil>(`/perfis/${perfilId}/${action}`));
    written();
    return perfil;
  };
  return {
    papeis: () => names.papeis.get(),
    equipes: () => names.equipes.get(),
    ativarPerfil: (perfilId) => perfilAction(perfilId, 'ativar'),
    desativarPerfil: (perfilId) => perfilAction(perfilId, 'desativar'),
    alterarEquipe: async (perfilId, equipeId) => {
      const perfil = await call(api.post<Perfil>(`/perfis/${perfilId}/alterar-equipe`, { equipeId }));
      written();
      return perfil;
    },
  };
}

const papelRecord = (p: Papel) => ({ ...p, id: p.papelId, name: p.nome });

/** The roles as a read-only resource (PAPEIS_RESOURCE): every one, by name, searched by name. */
function papeisResource(names: ReturnType<typeof namesOf>) {
  const all = async () => (await names.papeis.get()).map(papelRecord);
  return {
    getList: async (params: ListParams) =>
      listPage(await all(), { ...params, sort: { field: 'nome', order: 'ASC' } }, ['nome']),
    getOne: async (params: { id: unknown }) => {
      const found = (await all()).find((p) => String(p.id) === String(params.id));
      if (!found) throw notFound('app.usuarios.erros.papel_nao_encontrado');
      return { data: found };
    },
    getMany: async (params: { ids: unknown[] }) => {
      const ids = new Set(params.ids.map(String));
      return { data: (await all()).filter((p) => ids.has(String(p.id))) };
    },
  };
}

/** The `usuarios` and `perfis` methods of the company's dataProvider, and the profile actions. */
export function pessoasDataProvider(empresaId: number, api: ApiClient) {
  const names = namesOf(empresaId, api);
  const lists: Lists = { admin: adminLists(empresaId, api, names), members: memberList(empresaId, api) };
  // every write may change what the lists show (a name, a role, a state); the admin lists are read fresh anyway
  const written = () => lists.members.clear();
  const papeis = papeisResource(names);
  const provider = {
    getList: (resource: Served, params: ListParams & { meta?: unknown }) =>
      resource === PAPEIS_RESOURCE ? papeis.getList(params) : getList(lists, resource, params),
    getOne: async (resource: Served, params: { id: unknown; meta?: unknown }) =>
      resource === PAPEIS_RESOURCE
        ? papeis.getOne(params)
        : { data: await getOne(api, empresaId, lists, names, resource, Number(params.id)) },
    getMany: async (resource: Served, params: { ids: unknown[]; meta?: unknown }) => {
      if (resource === PAPEIS_RESOURCE) return papeis.getMany(params);
      const ids = new Set(params.ids.map(String));
      const rows: readonly Row[] =
        resource === 'usuarios' ? await lists.members.usuarios() : await lists.members.perfis();
      return { data: rows.filter((r) => ids.has(String(r.id))) };
    },
    getManyReference: async (
      resource: PessoasResource,
      params: ListParams & { target: string; id: unknown; meta?: unknown },
    ) => {
      const rows: readonly Row[] =
        resource === 'usuarios' ? await lists.members.usuarios() : await lists.members.perfis();
      const filter = { ...params.filter, [params.target]: params.id };
      return listPage(rows, { ...params, filter }, SEARCH_FIELDS[resource]);
    },
    ...writes(api, empresaId, names, written),
    updateMany: async () => {
      throw refused('app.usuarios.erros.um_de_cada_vez');
    },
    // Users and profiles are never deleted: a profile is deactivated (docs/produto.md §4).
    delete: async () => {
      throw refused('app.usuarios.erros.nao_excluidos');
    },
    deleteMany: async () => {
      throw refused('app.usuarios.erros.nao_excluidos');
    },
  };
  // react-admin types each method as generic over the record type; these answer the concrete records above
  return { provider: provider as unknown as DataProvider, methods: actions(api, names, written) };
}
