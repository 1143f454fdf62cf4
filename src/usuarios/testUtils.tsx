import { render } from '@testing-library/react';
import {
  Admin,
  CustomRoutes,
  type DataProvider,
  type GetListResult,
  type GetManyResult,
  HttpError,
  memoryStore,
  type RaRecord,
  Resource,
  TestMemoryRouter,
} from 'react-admin';
import { type Location, Route } from 'react-router-dom';
import type { Papel, Perfil, SessionUser } from '../../core/session/types';
import {
  filterRows,
  nomesDe,
  perfilRecord,
  SEARCH_FIELDS,
  sortRows,
  type UsuarioEmpresa,
  usuarioRecord,
} from '../../core/usuarios/records';
import type { PerfilAdmin } from '../../core/validation/perfil';
import { wireOverrides } from '../app/wireOverrides';
import { AcessoContext, type AcessoEmpresa } from '../company/AcessoContext';
import { companyDataProvider } from '../company/dataProvider';
import { ConfirmProvider } from '../components/confirm';
import { createI18nProvider } from '../i18n/i18nProvider';
import { registerResource } from '../schema/resources';
import { PESSOAS_MODELS } from './models';
import type { ApiClient } from './provider';

/**
 * Tests of the user and profile screens: an in-memory version of the docs/produto.md §7 calls that behaves like the server
 * where the screens care (the role ladder, 409 for a user already here, 403 for personal data of someone of other
 * companies, field errors), and the screens mounted in react-admin as the company app mounts them.
 */

export const EMPRESA = 1;
const T0 = '2026-03-01T12:00:00.000Z';

export const PAPEIS: Papel[] = [
  { papelId: 1, nome: 'Administrador', papeisAbaixo: [2, 3, 4, 5], permissoes: ['CADASTRAR_USUARIOS'] },
  { papelId: 2, nome: 'Gerente', papeisAbaixo: [3, 4, 5], permissoes: ['CADASTRAR_USUARIOS'] },
  { papelId: 3, nome: 'Supervisor', papeisAbaixo: [5], permissoes: [] },
  { papelId: 4, nome: 'Auditor', papeisAbaixo: [], permissoes: [] },
  { papelId: 5, nome: 'Vendedor', papeisAbaixo: [], permissoes: [] },
];

export const EQUIPES = [
  { id: 1, equipeId: 1, empresaId: EMPRESA, supervisorId: 3, nome: 'Equipe Norte', icone: null },
  { id: 2, equipeId: 2, empresaId: EMPRESA, supervisorId: 3, nome: 'Equipe Sul', icone: null },
];

interface Pessoa {
  usuarioId: number;
  nomeCompleto: string;
  email: string;
  matricula: number | null;
  papelId: number;
  equipeId: number | null;
  aceito: boolean;
  ativo: boolean;
  /** Also belongs to another company: only they change their own personal data. */
  outras?: boolean;
}

export const PESSOAS: Pessoa[] = [
  {
    usuarioId: 1,
    nomeCompleto: 'Gestor Alfa',
    email: 'gestor@alfa.com.br',
    matricula: 1,
    papelId: 1,
    equipeId: null,
    aceito: true,
    ativo: true,
  },
  {
    usuarioId: 2,
    nomeCompleto: 'João Araújo',
    email: 'joao.araujo@alfa.com.br',
    matricula: 5001,
    papelId: 5,
    equipeId: 1,
    aceito: true,
    ativo: true,
  },
  {
    usuarioId: 3,
    nomeCompleto: 'Ana Lima',
    email: 'ana.lima@alfa.com.br',
    matricula: 5002,
    papelId: 3,
    equipeId: 1,
    aceito: true,
    ativo: true,
  },
  {
    usuarioId: 4,
    nomeCompleto: 'Bruno Souza',
    email: 'bruno.souza@alfa.com.br',
    matricula: null,
    papelId: 5,
    equipeId: null,
    aceito: false,
    ativo: true,
  },
  {
    usuarioId: 5,
    nomeCompleto: 'Carla Dias',
    email: 'carla.dias@alfa.com.br',
    matricula: 5004,
    papelId: 5,
    equipeId: 2,
    aceito: true,
    ativo: false,
  },
  {
    usuarioId: 6,
    nomeCompleto: 'Multi Empresa',
    email: 'multi@exemplo.com.br',
    matricula: null,
    papelId: 5,
    equipeId: null,
    aceito: true,
    ativo: true,
    outras: true,
  },
];

export interface FakeRequest {
  method: 'GET' | 'POST' | 'PATCH';
  url: string;
  body?: unknown;
  params?: Record<string, unknown>;
}

export interface FakePessoasApi {
  api: ApiClient;
  requests: FakeRequest[];
  pessoas: Pessoa[];
  /** The caller lacks CADASTRAR_USUARIOS: every …/admin call answers 403. */
  semPermissao: boolean;
  /** The teams register is not there yet (404). */
  semEquipes: boolean;
}

const fail = (status: number, message: string, errors?: Array<{ field: string; message: string }>) =>
  new HttpError(message, status, {
    message,
    errors: Object.fromEntries((errors ?? []).map((e) => [e.field, e.message])),
  });

/** An answer of the fake: the body, and the headers a list's page carries. */
interface Answer {
  data: unknown;
  headers?: Record<string, string>;
}

const json = (raw: unknown, fallback: unknown): unknown =>
  typeof raw === 'string' ? JSON.parse(raw) : fallback;

/**
 * The list protocol as the server speaks it (server/usuarios/pessoas-list.ts): without a query the whole array;
 * with `filter`, `sort` and `range`, one page of it and `Content-Range`. Filtered and sorted over the records the
 * screens show (role and team names, state), answered in the call's own shape.
 */
function paged<T>(
  resource: 'usuarios' | 'perfis',
  rows: T[],
  record: (row: T) => { id: number },
  params: Record<string, unknown> = {},
): Answer {
  if (params.filter === undefined && params.range === undefined && params.sort === undefined)
    return { data: rows, headers: {} };
  const byId = new Map(rows.map((r) => [record(r).id, r]));
  const filter = json(params.filter, {}) as Record<string, unknown>;
  const [field, order] = json(params.sort, ['id', 'ASC']) as [string, string];
  const [start, end] = json(params.range, [0, 999]) as [number, number];
  const found = sortRows(filterRows(rows.map(record), filter, SEARCH_FIELDS[resource]), { field, order });
  const page = found.slice(start, end + 1);
  const range = page.length > 0 ? `${start}-${start + page.length - 1}` : '*';
  return {
    data: page.map((r) => byId.get(r.id)),
    headers: { 'content-range': `${resource} ${range}/${found.length}` },
  };
}

const NOMES = nomesDe(PAPEIS, EQUIPES);

const isAnswer = (value: unknown): value is Answer =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  'data' in value &&
  'headers' in value;

// the profile of each person here has the same id as the user, for easy reading
const perfil = (p: Pessoa): Perfil => ({
  perfilId: p.usuarioId,
  usuarioId: p.usuarioId,
  empresaId: EMPRESA,
  papelId: p.papelId,
  aceito: p.aceito,
  ativo: p.ativo,
  nome: p.nomeCompleto,
  foto: null,
  equipeId: p.equipeId,
  createdAt: T0,
  updatedAt: T0,
});

const usuario = (p: Pessoa) => ({
  usuarioId: p.usuarioId,
  nomeCompleto: p.nomeCompleto,
  email: p.email,
  matricula: p.matricula,
  papelSistema: 'USUARIO' as const,
  isAdmin: false,
  empresaPrincipalId: EMPRESA,
  aceiteTermos: null,
  createdAt: T0,
  updatedAt: T0,
});

const usuarioEmpresa = (p: Pessoa): UsuarioEmpresa => ({ ...usuario(p), perfis: [perfil(p)] });

function perfilAdmin(p: Pessoa): PerfilAdmin {
  const equipe = EQUIPES.find((e) => e.equipeId === p.equipeId);
  return {
    ...perfil(p),
    createdAt: T0,
    updatedAt: T0,
    usuario: usuario(p),
    papelNome: PAPEIS.find((r) => r.papelId === p.papelId)?.nome ?? '',
    equipe: equipe ? { ...equipe, id: equipe.equipeId, createdAt: T0, updatedAt: T0, deletedAt: null } : null,
  };
}

type FakeState = Omit<FakePessoasApi, 'api'>;

const find = (state: FakeState, id: number) => {
  const found = state.pessoas.find((p) => p.usuarioId === id);
  if (!found) throw fail(404, 'Usuário não encontrado nesta empresa.');
  return found;
};
const below = (papelId: number) => PAPEIS[0]!.papeisAbaixo.includes(papelId);
const admin = (state: FakeState) => {
  if (state.semPermissao) throw fail(403, 'Seu papel nesta empresa não tem a permissão CADASTRAR_USUARIOS.');
};

/** POST /usuarios/empresas/{id}: the invitation. */
function invite(state: FakeState, body: Record<string, unknown>) {
  admin(state);
  const { pessoas } = state;
  const email = String(body.email ?? '').toLowerCase();
  if (pessoas.some((p) => p.email === email))
    throw fail(409, 'Este usuário já tem um perfil nesta empresa.', [
      { field: 'email', message: 'Este usuário já tem um perfil nesta empresa.' },
    ]);
  if (!below(Number(body.papelId))) throw fail(403, 'Você só pode atribuir papéis abaixo do seu.');
  const p: Pessoa = {
    usuarioId: Math.max(...pessoas.map((x) => x.usuarioId)) + 1,
    nomeCompleto: String(body.nomeCompleto),
    email,
    matricula: (body.matricula as number | undefined) ?? null,
    papelId: Number(body.papelId),
    equipeId: (body.equipeId as number | undefined) ?? null,
    aceito: false,
    ativo: true,
  };
  pessoas.push(p);
  return usuarioEmpresa(p);
}

/** The /usuarios calls; undefined when the request is none of them. */
function usuariosRoute(state: FakeState, request: FakeRequest): unknown {
  const { method, url } = request;
  const body = (request.body ?? {}) as Record<string, unknown>;
  const one = url.match(/^\/usuarios\/empresas\/1\/(\d+)\/admin$/);
  const patch = url.match(/^\/usuarios\/empresas\/1\/(\d+)$/);
  if (method === 'GET' && url === `/usuarios/empresas/${EMPRESA}/admin`) {
    admin(state);
    const rows = state.pessoas.map(usuarioEmpresa);
    return paged('usuarios', rows, (u) => usuarioRecord(u, EMPRESA, NOMES), request.params);
  }
  if (method === 'GET' && one) {
    admin(state);
    return usuarioEmpresa(find(state, Number(one[1])));
  }
  if (method === 'POST' && url === `/usuarios/empresas/${EMPRESA}`) return invite(state, body);
  if (method === 'PATCH' && patch) {
    admin(state);
    const p = find(state, Number(patch[1]));
    const personal = ['nomeCompleto', 'email', 'matricula', 'senha'].some((f) => f in body);
    if (personal && p.outras)
      throw fail(
        403,
        'Este usuário também pertence a outras empresas: só ele pode alterar os próprios dados.',
      );
    Object.assign(p, body);
    return usuarioEmpresa(p);
  }
  return undefined;
}

/** The /perfis calls; undefined when the request is none of them. */
function perfisRoute(state: FakeState, request: FakeRequest): unknown {
  const { method, url } = request;
  const body = (request.body ?? {}) as Record<string, unknown>;
  const one = url.match(/^\/perfis\/empresas\/1\/(\d+)\/admin$/);
  const acao = url.match(/^\/perfis\/(\d+)\/(ativar|desativar)$/);
  if (method === 'GET' && url === `/perfis/empresas/${EMPRESA}`) return state.pessoas.map(perfil);
  if (method === 'GET' && url === `/perfis/empresas/${EMPRESA}/admin`) {
    admin(state);
    return paged('perfis', state.pessoas.map(perfilAdmin), perfilRecord, request.params);
  }
  if (method === 'GET' && one) {
    admin(state);
    return perfilAdmin(find(state, Number(one[1])));
  }
  if (method === 'PATCH' && one) {
    admin(state);
    const p = find(state, Number(one[1]));
    if ('nome' in body) p.nomeCompleto = String(body.nome);
    if ('papelId' in body) p.papelId = Number(body.papelId);
    if ('equipeId' in body) p.equipeId = body.equipeId as number | null;
    return perfilAdmin(p);
  }
  if (method === 'POST' && acao) {
    admin(state);
    const p = find(state, Number(acao[1]));
    p.ativo = acao[2] === 'ativar';
    return perfil(p);
  }
  return undefined;
}

function route(state: FakeState, request: FakeRequest): unknown {
  const { method, url } = request;
  if (method === 'GET' && url === '/papeis') return PAPEIS;
  if (method === 'GET' && url === `/empresas/${EMPRESA}/equipes`) {
    if (state.semEquipes) throw fail(404, 'Rota não encontrada.');
    return EQUIPES;
  }
  const answer = usuariosRoute(state, request) ?? perfisRoute(state, request);
  if (answer === undefined) throw fail(404, `Rota não encontrada: ${method} ${url}`);
  return answer;
}

export function fakePessoasApi(seed: Pessoa[] = PESSOAS): FakePessoasApi {
  const state: FakeState = {
    requests: [],
    pessoas: seed.map((p) => ({ ...p })),
    semPermissao: false,
    semEquipes: false,
  };
  const respond = <T,>(request: FakeRequest): Promise<{ data: T; headers?: Record<string, string> }> => {
    state.requests.push(request);
    try {
      const answer = route(state, request);
      const { data, headers } = isAnswer(answer) ? answer : { data: answer, headers: undefined };
      // a copy, as over the wire
      return Promise.resolve({ data: structuredClone(data) as T, ...(headers ? { headers } : {}) });
    } catch (error) {
      return Promise.reject(error);
    }
  };
  const api: ApiClient = {
    get: (url, config) => respond({ method: 'GET', url, params: config?.params }),
    post: (url, body) => respond({ method: 'POST', url, body }),
    patch: (url, body) => respond({ method: 'PATCH', url, body }),
  };
  // the same object: a test's `fake.semPermissao = true` is what the routes read
  return Object.assign(state, { api });
}

/** What the company app knows of the signed-in gestor: Administrador here, so roles 2–5 are within reach. */
export function acessoGestor(): AcessoEmpresa {
  return {
    loading: false,
    membro: true,
    isAdmin: false,
    perfil: null,
    papel: PAPEIS[0]!,
    can: () => true,
    empresaId: EMPRESA,
    empresa: { empresaId: EMPRESA, nome: 'Alfa Telecom', aparencia: null },
    user: { usuarioId: 1, nomeCompleto: 'Gestor Alfa' } as SessionUser,
  };
}

/**
 * The company's dataProvider over the fake, the teams register included: the generic screens name a profile's team
 * through it (a reference to `equipes`), which in the app is the register's own GET /empresas/{id}/equipes.
 */
function testDataProvider(fake: FakePessoasApi): DataProvider {
  const company = companyDataProvider(EMPRESA, fake.api);
  const equipes = async () =>
    (await fake.api.get<typeof EQUIPES>(`/empresas/${EMPRESA}/equipes`)).data.map((e) => ({
      ...e,
      id: e.equipeId,
    }));
  return {
    ...company,
    getList: async (resource, params) => {
      if (resource !== 'equipes') return company.getList(resource, params);
      const data = await equipes();
      return { data: data as unknown as RaRecord[], total: data.length } as GetListResult;
    },
    getMany: async (resource, params) => {
      if (resource !== 'equipes') return company.getMany(resource, params);
      const ids = params.ids.map(String);
      return { data: (await equipes()).filter((e) => ids.includes(String(e.id))) } as GetManyResult;
    },
  };
}

/** The user and profile screens at `path`, as CompanyApp routes them. Returns the current location. */
export function renderPessoas(fake: FakePessoasApi, path: string, acesso: AcessoEmpresa = acessoGestor()) {
  wireOverrides();
  const location: { current?: Location } = {};
  const element = (
    <TestMemoryRouter initialEntries={[path]} locationCallback={(l) => (location.current = l)}>
      <AcessoContext.Provider value={acesso}>
        <ConfirmProvider>
          <Admin
            dataProvider={testDataProvider(fake)}
            i18nProvider={createI18nProvider('pt-br')}
            store={memoryStore()}
            disableTelemetry
          >
            <CustomRoutes>
              <Route path="usuarios/me" element={<p>Meu perfil</p>} />
            </CustomRoutes>
            <Resource name="papeis" recordRepresentation="nome" />
            <Resource name="equipes" recordRepresentation="nome" />
            {PESSOAS_MODELS.map((model) =>
              registerResource(
                model,
                { canRead: acesso.can('CADASTRAR_USUARIOS'), canWrite: acesso.can('CADASTRAR_USUARIOS') },
                { forbidden: <p>Sem permissão</p> },
              ),
            )}
          </Admin>
        </ConfirmProvider>
      </AcessoContext.Provider>
    </TestMemoryRouter>
  );
  return { ...render(element), location };
}
