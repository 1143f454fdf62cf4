import { isAxiosError } from 'axios';
import { schemaLocale } from '../../core/schema/localize';
import { networkText, readApiError } from '../data/apiError';
import { http } from '../data/http';
import type { DryRun, RowError } from './mapping';

/** `/empresas/3/produtos/import` for a company's list under /e/3, `/admin/bancos/import` under /admin. */
export function importPath(basename: string, resource: string): string {
  const empresa = /^\/e\/(\d+)/.exec(basename)?.[1];
  return empresa ? `/empresas/${empresa}/${resource}/import` : `/admin/${resource}/import`;
}

/** A refusal of the whole file (its header, its size), or a row error of a commit, in the server's words. */
export class ImportError extends Error {
  constructor(
    message: string,
    readonly errors: Array<RowError & { linha?: number }> = [],
  ) {
    super(message);
    this.name = 'ImportError';
  }
}

type CommitError = RowError & { linha?: number };

/** The row errors of a refused commit, as the server listed them. */
function rowErrorsOf(data: unknown): CommitError[] {
  const errors = (data as { errors?: unknown } | null | undefined)?.errors;
  if (!Array.isArray(errors)) return [];
  return errors.filter(
    (e): e is CommitError =>
      typeof e === 'object' && e !== null && typeof (e as RowError).message === 'string',
  );
}

/** A failed upload in words (read through src/data/apiError.ts): the server's, else what the status says. */
function toImportError(error: unknown): ImportError {
  const en = schemaLocale() === 'en';
  if (!isAxiosError(error))
    return new ImportError(
      en ? 'Could not import. Please try again.' : 'Não foi possível importar. Tente de novo.',
    );
  const failure = readApiError(error);
  if (failure.kind !== 'network' && failure.message !== undefined)
    return new ImportError(failure.message, rowErrorsOf(error.response?.data));
  if (failure.status === 413)
    return new ImportError(
      en ? 'The file is too large (over 20 MB).' : 'O arquivo é grande demais (mais de 20 MB).',
    );
  if (failure.kind === 'network') return new ImportError(networkText());
  return new ImportError(
    en
      ? `The server refused the import (error ${failure.status}).`
      : `O servidor recusou a importação (erro ${failure.status}).`,
  );
}

const send = async <T>(
  path: string,
  csv: string,
  dryRun: boolean,
  onUpload?: (fraction: number) => void,
): Promise<T> => {
  try {
    const response = await http.post<T>(`${path}${dryRun ? '?dryRun=1' : ''}`, csv, {
      headers: { 'Content-Type': 'text/csv; charset=utf-8' },
      // the text as it is: axios would otherwise try to read it as JSON
      transformRequest: [(data) => data],
      onUploadProgress: (event) => {
        if (onUpload && event.total) onUpload(event.loaded / event.total);
      },
    });
    return response.data;
  } catch (error) {
    throw toImportError(error);
  }
};

/** Every row's verdict (`dryRun`): nothing changes on the server. */
export const checkImport = (path: string, csv: string) => send<DryRun>(path, csv, true);

/** The file written, all of it in one transaction; a row error rejects with every error (ImportError). */
export const runImport = (path: string, csv: string, onUpload?: (fraction: number) => void) =>
  send<{ criados: number; alterados: number; mantidos: number }>(path, csv, false, onUpload);
