import { isAxiosError } from 'axios';
import simpleRestProvider from 'ra-data-simple-rest';
import { type DataProvider, HttpError } from 'react-admin';
import { http } from '../data/http';

/**
 * react-admin's simple REST provider (CONTRACT.md §5) over the app's axios client, so every call goes
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
        const errors = Object.fromEntries((json?.errors ?? []).map((e) => [e.field, e.message]));
        throw new HttpError(json?.message ?? error.message, error.response.status, { ...json, errors });
      }
      throw error;
    });
}

export function companyDataProvider(empresaId: number): DataProvider {
  return simpleRestProvider(`/api/empresas/${empresaId}`, httpClientForRa);
}
