import { isAxiosError } from 'axios';
import simpleRestProvider from 'ra-data-simple-rest';
import { type DataProvider, HttpError, type RaRecord } from 'react-admin';
import { http } from '../data/http';
import {
  type ApiClient,
  isPessoasProvided,
  type PessoasDataProvider,
  pessoasDataProvider,
} from '../usuarios/provider';

/**
 * react-admin's simple REST provider (docs/contrato.md §5) over the app's axios client, so every call goes
 * through the 401 refresh. Scoped to one company: /api/empresas/{empresaId}/{resource}.
 */
export function httpClientForRa(
  url: string,
  options: { method?: string; body?: BodyInit | null; headers?: HeadersInit } = {},
) {
  return http
    .request<string>({
      url: url.replace(/^\/api/, ''),
      method: options.method ?? 'GET',
      data: options.body ?? undefined,
      headers: { 'Content-Type': 'application/json' },
      transformResponse: (raw: string) => raw,
      responseType: 'text',
    })
    .then((res) => {
      const headers = new Headers();
      for (const [k, v] of Object.entries(res.headers)) if (typeof v === 'string') headers.set(k, v);
      const body = typeof res.data === 'string' ? res.data : '';
      return { status: res.status, headers, body, json: body ? JSON.parse(body) : undefined };
    })
    .catch((error: unknown) => {
      if (isAxiosError(error) && error.response) {
        const raw = error.response.data;
        let json: { message?: string; errors?: Array<{ field: string; message: string }> } | undefined;
        try {
          json = typeof raw === 'string' && raw ? JSON.parse(raw) : (raw as typeof json);
        } catch {
          json = undefined;
        }
        // react-admin puts `body.errors` (an object) at the form fields
        const errors = fieldErrors(json?.errors);
        throw new HttpError(json?.message ?? error.message, error.response.status, { ...json, errors });
      }
      throw error;
    });
}

/**
 * The API's `errors[]` as react-hook-form paths: `opcoes.0.valor` as sent, or a JSON pointer (`/opcoes/0/valor`)
 * turned into one. An entry without a field belongs to no input and is left to the message.
 */
export function fieldErrors(
  errors: Array<{ field: string; message: string }> | undefined,
): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const { field, message } of errors ?? []) {
    const path = field.replace(/^\//, '').replace(/\//g, '.');
    if (path && !(path in byField)) byField[path] = message;
  }
  return byField;
}

type HttpClient = typeof httpClientForRa;

/**
 * The simple REST provider for a register API (docs/contrato.md §5), sending back on every PUT the `updatedAt` the record
 * was read with: the server refuses a stale one with 409 instead of silently overwriting someone else's change.
 * A form that leaves it out (it is read-only, so no input holds it) still sends the one react-admin loaded.
 */
export function registersDataProvider(
  apiUrl: string,
  httpClient: HttpClient = httpClientForRa,
): DataProvider {
  const base = simpleRestProvider(apiUrl, httpClient);
  return {
    ...base,
    // `meta: { lixeira: true }`: the register's trash (GET {resource}/lixeira, same query), for src/trash
    getList: (resource, params) =>
      base.getList(
        (params.meta as { lixeira?: boolean } | undefined)?.lixeira ? `${resource}/lixeira` : resource,
        params,
      ),
    // takes records out of the trash (POST {resource}/{id}/restaurar, one per id): the undo of a delete
    restaurar: async (resource: string, params: { ids: readonly RaRecord['id'][] }) => {
      const data: RaRecord[] = [];
      for (const id of params.ids) {
        const { json } = await httpClient(
          `${apiUrl}/${resource}/${encodeURIComponent(String(id))}/restaurar`,
          {
            method: 'POST',
          },
        );
        data.push(json as RaRecord);
      }
      return { data };
    },
    update: (resource, params) => {
      const read = (params.previousData as { updatedAt?: unknown } | undefined)?.updatedAt;
      const data = { ...params.data };
      if (data.updatedAt === undefined && read !== undefined) data.updatedAt = read;
      return base.update(resource, { ...params, data });
    },
    // many records in ONE call and one transaction (POST {resource}/lote, server/registers/bulk.ts): all change or
    // none, where the stock provider's one PUT per id leaves a failed bulk change half applied
    updateMany: (resource, params) =>
      httpClient(`${apiUrl}/${resource}/lote`, {
        method: 'POST',
        body: JSON.stringify({ ids: params.ids, data: params.data }),
      }).then(() => ({ data: params.ids })),
    // a record's changes, newest first (docs/contrato.md §5): who changed what, for the conflict merge (src/conflicts)
    historico: (resource: string, params: { id: unknown }) =>
      httpClient(`${apiUrl}/${resource}/${encodeURIComponent(String(params.id))}/historico`).then(
        ({ json }) => json as unknown,
      ),
  };
}

/**
 * An API refusal from the axios client as react-admin's HttpError, the way httpClientForRa makes them for the
 * registers: the server's message, and `body.errors` keyed by field so react-admin puts each at its input.
 */
export function toHttpError(error: unknown): unknown {
  if (isAxiosError(error) && error.response) {
    const raw: unknown = error.response.data;
    const json =
      typeof raw === 'object' && raw !== null
        ? (raw as { message?: string; errors?: Array<{ field: string; message: string }> })
        : undefined;
    return new HttpError(json?.message ?? error.message, error.response.status, {
      ...json,
      errors: fieldErrors(json?.errors),
    });
  }
  return error;
}

/** The app's axios client for the people calls, refusing with HttpError (see toHttpError). */
const pessoasApi: ApiClient = {
  get: (url, config) => http.get(url, config).catch((e: unknown) => Promise.reject(toHttpError(e))),
  post: (url, body) => http.post(url, body).catch((e: unknown) => Promise.reject(toHttpError(e))),
  patch: (url, body) => http.patch(url, body).catch((e: unknown) => Promise.reject(toHttpError(e))),
};

/**
 * The company's data: the registers (docs/contrato.md §5) under /api/empresas/{empresaId}, and the resources
 * `usuarios` and `perfis`, which are the calls of docs/produto.md §7 instead (src/usuarios/provider.ts), plus the profile
 * actions as custom methods (`useDataProvider<PessoasDataProvider>().ativarPerfil(id)` …).
 */
export function companyDataProvider(empresaId: number, api: ApiClient = pessoasApi): PessoasDataProvider {
  const registers = registersDataProvider(`/api/empresas/${empresaId}`);
  const { provider: pessoas, methods } = pessoasDataProvider(empresaId, api);
  const route =
    (method: keyof DataProvider & string) =>
    (resource: string, params: unknown): Promise<unknown> =>
      isPessoasProvided(resource) ? pessoas[method](resource, params) : registers[method](resource, params);
  return {
    ...registers,
    getList: route('getList'),
    getOne: route('getOne'),
    getMany: route('getMany'),
    getManyReference: route('getManyReference'),
    create: route('create'),
    update: route('update'),
    updateMany: route('updateMany'),
    delete: route('delete'),
    deleteMany: route('deleteMany'),
    ...methods,
  } as PessoasDataProvider;
}

/** The platform admin's registers, under /api/admin. */
export function adminDataProvider(): DataProvider {
  return registersDataProvider('/api/admin');
}
