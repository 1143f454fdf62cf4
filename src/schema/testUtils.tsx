import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import {
  Admin,
  type DataProvider,
  defaultLightTheme,
  HttpError,
  memoryStore,
  TestMemoryRouter,
} from 'react-admin';
import type { Location } from 'react-router-dom';
import { vi } from 'vitest';
import { type JsonSchemaObject, normalizeRegister, type RegisterModel } from '../../core/schema/model';
import { wireOverrides } from '../app/wireOverrides';
import { createI18nProvider } from '../i18n/i18nProvider';
import { buildThemeOptions } from '../theme/theme';
import { withRegisterMessages } from './messages';
import { registerResource } from './resources';

/**
 * Helpers for the tests of the register screens: an in-memory API that behaves like docs/contrato.md §5 where the screens
 * care (optimistic lock, unique values, field errors), and a react-admin app around the generated resources.
 */

type Row = Record<string, unknown> & { id: number };

export interface FakeCall {
  method: string;
  resource: string;
  params: unknown;
}

export interface FakeApi {
  dataProvider: DataProvider;
  /** The stored rows, by resource: tests read and change them behind the screen's back. */
  db: Record<string, Row[]>;
  calls: FakeCall[];
  /** The next call of `method` fails with this error. */
  failNext(method: string, error: Error): void;
}

const stamp = (n: number) => `2026-03-0${Math.min(n, 9)}T12:00:00.000Z`;

/** The rows of every register and the look-ups the fake routes share. */
interface FakeStore {
  db: Record<string, Row[]>;
  model(resource: string): RegisterModel;
  rows(resource: string): Row[];
  find(resource: string, id: unknown): Row;
  /** Refuses (409 at the fields) the values of unique fields another row already holds. */
  taken(resource: string, data: Record<string, unknown>, except?: number): void;
  /** The next version stamp of a write. */
  nextStamp(): string;
}

function fakeStore(
  models: readonly RegisterModel[],
  seed: Record<string, Array<Record<string, unknown>>>,
): FakeStore {
  const db: Record<string, Row[]> = {};
  const byResource = new Map(models.map((m) => [m.resource, m]));
  let version = 1;
  for (const model of models) {
    db[model.resource] = (seed[model.resource] ?? []).map((r, i) => ({
      createdAt: stamp(1),
      updatedAt: stamp(1),
      ...r,
      // a natural key comes with the row; a serial one is its position
      id: model.naturalKey ? Number(r[model.primaryKey]) : i + 1,
      [model.primaryKey]: model.naturalKey ? Number(r[model.primaryKey]) : i + 1,
    }));
  }
  const store: FakeStore = {
    db,
    model: (resource) => {
      const found = byResource.get(resource);
      if (!found) throw new HttpError('Recurso desconhecido', 404, { message: 'Recurso desconhecido' });
      return found;
    },
    rows: (resource) => db[resource] ?? [],
    find: (resource, id) => {
      const row = store.rows(resource).find((r) => String(r.id) === String(id));
      if (!row) throw new HttpError('Registro não encontrado.', 404, { message: 'Registro não encontrado.' });
      return row;
    },
    taken: (resource, data, except) => {
      const errors: Record<string, string> = {};
      for (const field of store.model(resource).fields.filter((f) => f.unique)) {
        const value = data[field.name];
        if (
          value !== undefined &&
          store.rows(resource).some((r) => r.id !== except && r[field.name] === value)
        )
          errors[field.name] = `Já existe um registro com este ${field.title.toLowerCase()}.`;
      }
      if (Object.keys(errors).length > 0)
        throw new HttpError('Valor já cadastrado.', 409, { message: 'Valor já cadastrado.', errors });
    },
    nextStamp: () => {
      version += 1;
      return stamp(version);
    },
  };
  return store;
}

interface ListParams {
  pagination?: { page: number; perPage: number };
  sort?: { field: string; order: 'ASC' | 'DESC' };
  filter?: Record<string, unknown>;
}

/** One page of a list, as the server answers it: filtered by `q` and the filters, sorted, then cut. */
function listPage(store: FakeStore, resource: string, params: ListParams): { data: Row[]; total: number } {
  const { pagination, sort, filter = {} } = params;
  let list = [...store.rows(resource)];
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === '') continue;
    if (key === 'q') {
      const q = String(value).toLowerCase();
      list = list.filter((r) =>
        store.model(resource).search.some((f) =>
          String(r[f] ?? '')
            .toLowerCase()
            .includes(q),
        ),
      );
    } else if (key.endsWith('_gte')) list = list.filter((r) => Number(r[key.slice(0, -4)]) >= Number(value));
    else if (key.endsWith('_lte')) list = list.filter((r) => Number(r[key.slice(0, -4)]) <= Number(value));
    else list = list.filter((r) => r[key] === value);
  }
  if (sort) {
    const dir = sort.order === 'DESC' ? -1 : 1;
    list.sort((a, b) => (String(a[sort.field]) < String(b[sort.field]) ? -dir : dir));
  }
  const total = list.length;
  if (pagination)
    list = list.slice((pagination.page - 1) * pagination.perPage, pagination.page * pagination.perPage);
  return { data: list, total };
}

/** A new row: a natural key is the client's, a serial one the next number. */
function createRow(store: FakeStore, resource: string, data: Record<string, unknown>): Row {
  store.taken(resource, data);
  const m = store.model(resource);
  const id = m.naturalKey
    ? Number(data[m.primaryKey])
    : Math.max(0, ...store.rows(resource).map((r) => r.id)) + 1;
  const at = store.nextStamp();
  const row: Row = { ...data, id, [m.primaryKey]: id, createdAt: at, updatedAt: at };
  store.rows(resource).push(row);
  return row;
}

/** A changed row; a stale `updatedAt` is refused (409, no field), as the server's optimistic lock does. */
function updateRow(store: FakeStore, resource: string, id: unknown, data: Record<string, unknown>): Row {
  const row = store.find(resource, id);
  if (data.updatedAt !== row.updatedAt)
    throw new HttpError('O registro foi alterado por outra pessoa.', 409, {
      message: 'O registro foi alterado por outra pessoa.',
      errors: {},
    });
  store.taken(resource, data, row.id);
  Object.assign(row, data, { updatedAt: store.nextStamp() });
  return row;
}

/**
 * An in-memory register API. Like the server, it answers `id` and the key, refuses a PUT whose `updatedAt` is
 * stale (409, no field), refuses a taken value of `unique` fields (409 at the field) and filters by `q` over
 * `search` fields and by equality or `_gte` / `_lte`.
 */
export function fakeApi(
  models: readonly RegisterModel[],
  seed: Record<string, Array<Record<string, unknown>>> = {},
): FakeApi {
  const store = fakeStore(models, seed);
  const { db, rows, find } = store;
  const calls: FakeCall[] = [];
  const failures = new Map<string, Error>();
  const call = <T,>(method: string, resource: string, params: unknown, run: () => T): Promise<T> => {
    calls.push({ method, resource, params });
    const failure = failures.get(method);
    if (failure) {
      failures.delete(method);
      return Promise.reject(failure);
    }
    try {
      return Promise.resolve(run());
    } catch (error) {
      return Promise.reject(error);
    }
  };
  const matching = (resource: string, ids: unknown[]) =>
    rows(resource).filter((r) => ids.map(String).includes(String(r.id)));

  const provider = {
    getList: (resource: string, params: ListParams) =>
      call('getList', resource, params, () => listPage(store, resource, params)),
    getOne: (resource: string, params: { id: unknown }) =>
      call('getOne', resource, params, () => ({ data: { ...find(resource, params.id) } })),
    getMany: (resource: string, params: { ids: unknown[] }) =>
      call('getMany', resource, params, () => ({ data: matching(resource, params.ids) })),
    getManyReference: (resource: string, params: unknown) =>
      call('getManyReference', resource, params, () => ({
        data: rows(resource),
        total: rows(resource).length,
      })),
    create: (resource: string, params: { data: Record<string, unknown> }) =>
      call('create', resource, params, () => ({ data: { ...createRow(store, resource, params.data) } })),
    update: (resource: string, params: { id: unknown; data: Record<string, unknown> }) =>
      call('update', resource, params, () => ({
        data: { ...updateRow(store, resource, params.id, params.data) },
      })),
    updateMany: (resource: string, params: { ids: unknown[] }) =>
      call('updateMany', resource, params, () => ({ data: params.ids })),
    delete: (resource: string, params: { id: unknown }) =>
      call('delete', resource, params, () => {
        const row = find(resource, params.id);
        db[resource] = rows(resource).filter((r) => r !== row);
        return { data: row };
      }),
    deleteMany: (resource: string, params: { ids: unknown[] }) =>
      call('deleteMany', resource, params, () => {
        db[resource] = rows(resource).filter((r) => !params.ids.map(String).includes(String(r.id)));
        return { data: params.ids };
      }),
  };
  return {
    // the methods are generic over the record type in react-admin's typing; these rows are plain objects
    dataProvider: provider as unknown as DataProvider,
    db,
    calls,
    failNext: (method, error) => failures.set(method, error),
  };
}

// The feature folders in the generic screens, as main.tsx wires them at app start.
wireOverrides();

/** A model from a schema file, with a test's changes on top. */
export function modelOf(schema: JsonSchemaObject, changes: Record<string, unknown> = {}): RegisterModel {
  return normalizeRegister({ ...schema, ...changes });
}

export interface RenderRegisterOptions {
  api: FakeApi;
  models: readonly RegisterModel[];
  path: string;
  canRead?: boolean;
  canWrite?: boolean;
  /** More of the app around the react-admin app, inside the router (the company's access, dialogs, locales). */
  wrap?: (app: ReactElement) => ReactElement;
  /** More resources after the registers' (hand-made ones such as perfis, stand-ins for other pages). */
  children?: ReactNode;
  /** The app's language (pt-BR unless said); English switches the models too: reset them with setSchemaLocale. */
  locale?: 'pt-br' | 'en';
}

/**
 * The registers' resources in a react-admin app at `path`, with the app's pt-BR messages and the registers'
 * names on top. Returns the current location, for asserting on navigation.
 */
/** The app's own theme (ThemeRoot's, light, the default colour), not react-admin's bare default. */
const APP_THEME = buildThemeOptions('light', null, defaultLightTheme);

export function renderRegisters({
  api,
  models,
  path,
  canRead = true,
  canWrite = true,
  wrap = (app) => app,
  children,
  locale = 'pt-br',
}: RenderRegisterOptions) {
  const location: { current?: Location } = {};
  const i18nProvider = withRegisterMessages(createI18nProvider(locale), models);
  const view = render(
    <TestMemoryRouter initialEntries={[path]} locationCallback={(l) => (location.current = l)}>
      {wrap(
        <Admin
          theme={APP_THEME}
          dataProvider={api.dataProvider}
          i18nProvider={i18nProvider}
          store={memoryStore()}
          disableTelemetry
        >
          {models.map(
            (model): ReactElement =>
              registerResource(model, { canRead, canWrite }, { forbidden: <p>Acesso negado</p> }),
          )}
          {children}
        </Admin>,
      )}
    </TestMemoryRouter>,
  );
  return { ...view, location };
}

// react-admin 5.15 hands MUI 9 props MUI 9 no longer takes (InputProps, inputProps, inputRef), and React warns
// about them in development builds. Harmless (production builds do not warn) and not ours to fix.
const STALE_MUI_PROPS = new Set(['InputProps', 'inputProps', 'inputRef']);

/** Lets through console.error calls `expected` accepts; any other still fails the test. */
function allowConsoleError(expected: (args: unknown[]) => boolean) {
  const spy = vi.mocked(console.error);
  const failing = spy.getMockImplementation();
  spy.mockImplementation((...args: unknown[]) => {
    if (!expected(args)) failing?.(...args);
  });
}

/**
 * Lets through only React's "does not recognize the `InputProps` prop" warning (and its two siblings); any
 * other console.error still fails the test (tests/setup/fail-on-console-error.ts).
 */
export function allowStaleMuiPropWarning() {
  allowConsoleError(
    ([message, prop]) =>
      typeof message === 'string' &&
      message.startsWith('React does not recognize the `%s` prop on a DOM element') &&
      STALE_MUI_PROPS.has(String(prop)),
  );
}

/** react-admin logs every rejected dataProvider call in development; a test that makes the API refuse expects it. */
export function allowApiRefusals() {
  allowConsoleError(([error]) => error instanceof HttpError);
}

/** jsdom has no matchMedia: a desktop (or a phone) for react-admin's layout and useIsMobile. */
export function setViewport(mobile: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: mobile ? /max-width/.test(query) : /min-width/.test(query) && !/max-width/.test(query),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}
