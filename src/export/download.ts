import { schemaLocale } from '../../core/schema/localize';
import { getAccessToken } from '../auth/session';
import { refreshManager } from '../data/http';

/**
 * Downloads a server export (docs/contrato.md §5 `GET …/export`) as it streams: `fetch` and a ReadableStream reader,
 * so the page can say how far it got and the user can cancel; the file is saved once it is whole. The access token
 * is the app's (src/auth/session.ts); a 401 renews it once through the app's refresh (src/auth/refresh.ts, the
 * same single flight as every other call) and asks again.
 */

export interface ExportProgress {
  rows: number;
  bytes: number;
}

/** A refusal worth showing: the server's Portuguese message when it sent one. */
export class ExportError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ExportError';
  }
}

const LF = 10;

/** The file name of the answer's Content-Disposition, or the fallback. */
export function filenameOf(disposition: string | null, fallback: string): string {
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (star) return decodeURIComponent(star);
  return /filename="?([^";]+)"?/i.exec(disposition ?? '')?.[1] ?? fallback;
}

async function messageOf(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown; errors?: Array<{ message?: unknown }> };
    const detail = body.errors?.[0]?.message;
    if (typeof body.message === 'string')
      return typeof detail === 'string' ? `${body.message} ${detail}` : body.message;
  } catch {
    // not JSON: the status says it
  }
  const en = schemaLocale() === 'en';
  if (response.status === 403)
    return en
      ? 'You are not allowed to export this list.'
      : 'Você não tem permissão para exportar esta lista.';
  return en
    ? `The server refused the export (error ${response.status}).`
    : `O servidor recusou a exportação (erro ${response.status}).`;
}

/**
 * Fetches `url` (under /api) and reads it to the end, reporting rows (line ends, the titles aside) and bytes as
 * they arrive. Answers the file as a Blob and its name; rejects with an ExportError, or an AbortError when
 * `signal` aborts.
 */
export async function fetchExport(
  url: string,
  options: { signal: AbortSignal; onProgress(progress: ExportProgress): void; fallbackName: string },
): Promise<{ blob: Blob; filename: string; rows: number }> {
  const ask = (token: string | null) =>
    fetch(url, {
      signal: options.signal,
      headers: { Accept: 'text/csv', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
  let token = getAccessToken();
  let response: Response;
  try {
    response = await ask(token);
    if (response.status === 401) {
      token = await refreshManager.tokenAfter401(token);
      response = await ask(token);
    }
  } catch (error) {
    if (options.signal.aborted) throw error;
    throw new ExportError(
      schemaLocale() === 'en'
        ? 'Could not reach the server. Check the connection and try again.'
        : 'Não foi possível falar com o servidor. Verifique a conexão e tente de novo.',
    );
  }
  if (!response.ok || !response.body) throw new ExportError(await messageOf(response), response.status);

  const reader = response.body.getReader();
  // the fetch's signal aborts the body too in browsers; cancelling the reader makes sure the reading stops
  const cancel = () => void reader.cancel().catch(() => {});
  options.signal.addEventListener('abort', cancel, { once: true });
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  let lines = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      bytes += value.byteLength;
      for (let i = value.indexOf(LF); i !== -1; i = value.indexOf(LF, i + 1)) lines++;
      options.onProgress({ rows: Math.max(0, lines - 1), bytes });
    }
  } catch (error) {
    if (options.signal.aborted) throw error;
    throw new ExportError(
      schemaLocale() === 'en'
        ? 'The connection dropped during the export. Please try again.'
        : 'A conexão caiu no meio da exportação. Tente de novo.',
    );
  } finally {
    options.signal.removeEventListener('abort', cancel);
  }
  // a cancelled reader ends like a finished one: never save half a file
  if (options.signal.aborted) throw new DOMException('Exportação cancelada.', 'AbortError');
  const filename = filenameOf(response.headers.get('Content-Disposition'), options.fallbackName);
  return {
    blob: new Blob(chunks as BlobPart[], { type: 'text/csv;charset=utf-8' }),
    filename,
    rows: Math.max(0, lines - 1),
  };
}

/** Hands a Blob to the browser as a download (an <a download>, clicked and removed). */
export function saveBlob(blob: Blob, filename: string): void {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = filename;
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // after the click has handed the file over
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** "2,1 MB", "340 kB", "12 B" (pt-BR). */
export function formatBytes(bytes: number, locale = 'pt-BR'): string {
  const f = (n: number, digits: number) =>
    n.toLocaleString(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  if (bytes >= 1024 * 1024) return `${f(bytes / (1024 * 1024), 1)} MB`;
  if (bytes >= 1024) return `${f(bytes / 1024, 0)} kB`;
  return `${bytes} B`;
}

/** The export's URL: the list's filter and sort, and the visible columns, as query parameters. */
export function exportUrl(
  path: string,
  query: { filter?: object; sort?: { field: string; order: string }; columns?: readonly string[] },
): string {
  const params = new URLSearchParams();
  if (query.filter && Object.keys(query.filter).length > 0)
    params.set('filter', JSON.stringify(query.filter));
  if (query.sort?.field) params.set('sort', JSON.stringify([query.sort.field, query.sort.order]));
  if (query.columns && query.columns.length > 0) params.set('columns', query.columns.join(','));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}
