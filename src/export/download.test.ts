// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const tokenAfter401 = vi.fn(async (_sentWith: string | null) => 'renovado');
vi.mock('../data/http', () => ({
  refreshManager: { tokenAfter401: (t: string | null) => tokenAfter401(t) },
}));

const { exportUrl, fetchExport, filenameOf, formatBytes } = await import('./download');

const enc = new TextEncoder();

/** A streamed answer: the chunks one read at a time, as a server sends them. */
function streamed(chunks: string[], headers: Record<string, string> = {}): Response {
  let i = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks[i++];
      if (chunk === undefined) controller.close();
      else controller.enqueue(enc.encode(chunk));
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/csv', ...headers } });
}

const calls: Array<{ url: string; auth: string | null }> = [];
let answers: Array<() => Response | Promise<Response>> = [];

beforeEach(() => {
  localStorage.setItem('accessToken', 'antigo');
  calls.length = 0;
  tokenAfter401.mockClear();
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, auth: new Headers(init.headers).get('Authorization') });
    if (init.signal?.aborted) throw new DOMException('aborted', 'AbortError');
    const next = answers.shift();
    if (!next) throw new TypeError('Failed to fetch');
    return next();
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('fetchExport', () => {
  it('reports rows and bytes as the chunks arrive and answers the whole file with its name', async () => {
    answers = [
      () =>
        streamed(['\uFEFFID;Nome\r\n1;A', 'gua\r\n2;B\r\n', '3;C\r\n'], {
          'Content-Disposition': 'attachment; filename="produtos-2026-11-24.csv"',
        }),
    ];
    const seen: Array<{ rows: number; bytes: number }> = [];
    const file = await fetchExport('/api/x/export', {
      signal: new AbortController().signal,
      onProgress: (p) => seen.push(p),
      fallbackName: 'x.csv',
    });
    expect(seen.map((p) => p.rows)).toEqual([0, 2, 3]);
    expect(seen.at(-1)?.bytes).toBe(enc.encode('\uFEFFID;Nome\r\n1;Agua\r\n2;B\r\n3;C\r\n').byteLength);
    expect(file.rows).toBe(3);
    expect(file.filename).toBe('produtos-2026-11-24.csv');
    const bytes = new Uint8Array(await file.blob.arrayBuffer());
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(
      '\uFEFFID;Nome\r\n1;Agua\r\n2;B\r\n3;C\r\n',
    );
    expect(calls[0]?.auth).toBe('Bearer antigo');
  });

  it('renews the token once on a 401 and asks again', async () => {
    answers = [() => new Response('{}', { status: 401 }), () => streamed(['ID\r\n1\r\n'])];
    const file = await fetchExport('/api/x/export', {
      signal: new AbortController().signal,
      onProgress: () => {},
      fallbackName: 'x.csv',
    });
    expect(tokenAfter401).toHaveBeenCalledWith('antigo');
    expect(calls.map((c) => c.auth)).toEqual(['Bearer antigo', 'Bearer renovado']);
    expect(file.rows).toBe(1);
    expect(file.filename).toBe('x.csv');
  });

  it("says the server's refusal, or a lost connection, in Portuguese", async () => {
    answers = [
      () =>
        new Response(
          JSON.stringify({
            message: 'Os dados enviados são inválidos.',
            errors: [{ field: 'columns', message: 'Coluna desconhecida: xyz.' }],
          }),
          { status: 400, headers: { 'Content-Type': 'application/json' } },
        ),
    ];
    const options = { signal: new AbortController().signal, onProgress: () => {}, fallbackName: 'x.csv' };
    await expect(fetchExport('/api/x/export', options)).rejects.toMatchObject({
      name: 'ExportError',
      message: 'Os dados enviados são inválidos. Coluna desconhecida: xyz.',
      status: 400,
    });
    answers = [() => new Response('', { status: 403 })];
    await expect(fetchExport('/api/x/export', options)).rejects.toThrow(/permissão/);
    answers = [];
    await expect(fetchExport('/api/x/export', options)).rejects.toThrow(
      /Não foi possível falar com o servidor/,
    );
  });

  it('stops reading when cancelled', async () => {
    const abort = new AbortController();
    let pulls = 0;
    answers = [
      () =>
        new Response(
          new ReadableStream<Uint8Array>({
            pull(controller) {
              pulls++;
              controller.enqueue(enc.encode('1;a\r\n'));
              if (pulls === 2) abort.abort();
            },
          }),
        ),
    ];
    const run = fetchExport('/api/x/export', {
      signal: abort.signal,
      onProgress: () => {},
      fallbackName: 'x.csv',
    });
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
    expect(pulls).toBeLessThan(5);
  });
});

describe('helpers', () => {
  it('build the URL of the list and read names and sizes', () => {
    expect(
      exportUrl('/api/empresas/1/produtos/export', {
        filter: { q: 'água' },
        sort: { field: 'preco', order: 'DESC' },
        columns: ['codigo', 'preco'],
      }),
    ).toBe(
      '/api/empresas/1/produtos/export?filter=%7B%22q%22%3A%22%C3%A1gua%22%7D&sort=%5B%22preco%22%2C%22DESC%22%5D&columns=codigo%2Cpreco',
    );
    expect(exportUrl('/p', { filter: {} })).toBe('/p');
    expect(filenameOf('attachment; filename="a-b.csv"', 'x')).toBe('a-b.csv');
    expect(filenameOf(null, 'x.csv')).toBe('x.csv');
    expect(formatBytes(2.1 * 1024 * 1024)).toBe('2,1 MB');
    expect(formatBytes(340 * 1024)).toBe('340 kB');
  });
});
