import { isAxiosError } from 'axios';
import { schemaLocale } from '../../core/schema/localize';

/**
 * The one reading of a failed API call, whatever carried it: react-admin's HttpError (the data provider's, with
 * `body.errors` by field), a raw axios error (`response.data` is the API's `{ message, errors[] }`), a LoginError
 * (status 0 when the server could not be reached), fetch's TypeError, or any Error. Every screen turns a failure
 * into what the user reads through it (a save, a restore, a sign-in, a move on the board), so the same refusal
 * reads the same everywhere.
 */

/**
 * - `fields`: the server blamed fields (400, or a 409 on a unique value): their messages go to the inputs;
 * - `conflict`: a 409 with no field to blame, a stale `updatedAt`: someone else changed the record;
 * - `network`: the server was not reached (offline, down, refused): nothing was saved;
 * - `other`: any other refusal (403, 404, 405, 429, 500 …) or failure.
 */
export type ApiFailureKind = 'fields' | 'conflict' | 'network' | 'other';

export interface ApiFailure {
  kind: ApiFailureKind;
  /** The HTTP status, when the server answered. */
  status?: number;
  /**
   * What to tell the user when there are words for it: the server's message, the error's own (for `network` the
   * transport's 'Network Error', docs/produto.md §8), or ours when a failure to reach the server has none.
   */
  message?: string;
  /** The messages by field (react-hook-form paths: `opcoes.0.valor`); empty when none. */
  fields: Record<string, string>;
}

const NETWORK = {
  pt: 'Não foi possível falar com o servidor. Verifique a conexão e tente de novo.',
  en: 'Could not reach the server. Check the connection and try again.',
};

/** What the user reads when the server could not be reached, in the app's language. */
export const networkText = () => (schemaLocale() === 'en' ? NETWORK.en : NETWORK.pt);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The API's `errors` as messages by field: an array of `{ field, message }` (docs/contrato.md §6, a JSON pointer or a dotted
 * path) or the object the data provider already made of it. An entry without a field belongs to no input.
 */
function fieldsOf(errors: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (Array.isArray(errors)) {
    for (const entry of errors) {
      if (!isRecord(entry) || typeof entry.field !== 'string') continue;
      const path = entry.field.replace(/^\//, '').replace(/\//g, '.');
      if (path && !(path in out)) out[path] = String(entry.message ?? '');
    }
  } else if (isRecord(errors)) {
    for (const [field, message] of Object.entries(errors)) out[field] = String(message);
  }
  return out;
}

/** The status and the body of the answer the error carries, if the server answered. */
function answerOf(error: unknown): { status?: number; body?: Record<string, unknown>; reached: boolean } {
  if (isAxiosError(error)) {
    if (!error.response) return { reached: false };
    const data: unknown = error.response.data;
    return { status: error.response.status, body: isRecord(data) ? data : undefined, reached: true };
  }
  if (!isRecord(error) && !(error instanceof Error)) return { reached: true };
  const { status, body } = error as { status?: unknown; body?: unknown };
  // a LoginError, or anything else, with status 0: the server was not reached
  if (status === 0) return { reached: false };
  // fetch rejects with a TypeError when the request never got an answer
  if (error instanceof TypeError && status === undefined) return { reached: false };
  return {
    status: typeof status === 'number' ? status : undefined,
    body: isRecord(body) ? body : undefined,
    reached: true,
  };
}

/**
 * Reads a failed call.
 *
 * @example readApiError(new HttpError('Alterado', 409, { message: 'Alterado', errors: {} }))
 *   // { kind: 'conflict', status: 409, message: 'Alterado', fields: {} }
 */
export function readApiError(error: unknown): ApiFailure {
  const { status, body, reached } = answerOf(error);
  if (!reached) {
    // docs/produto.md §8 keeps the transport's 'Network Error' as the text of a failure to reach the server; ours when none
    const own = error instanceof Error && error.message !== '' ? error.message : undefined;
    return { kind: 'network', message: own ?? networkText(), fields: {} };
  }
  // axios's own words ("Request failed with status code 502") are no message for a user: the caller's then
  const said = isAxiosError(error) ? undefined : (error as { message?: unknown } | null)?.message;
  const own = typeof said === 'string' && said !== '' ? said : undefined;
  const message = typeof body?.message === 'string' && body.message !== '' ? body.message : own;
  const fields = fieldsOf(body?.errors);
  const kind: ApiFailureKind =
    Object.keys(fields).length > 0 ? 'fields' : status === 409 ? 'conflict' : 'other';
  return {
    kind,
    ...(status === undefined ? {} : { status }),
    ...(message === undefined ? {} : { message }),
    fields,
  };
}

/**
 * The text of a failed call for the user: the server's words (or ours when it could not be reached), else
 * `fallback` (a text or a message key the caller's notify translates).
 */
export function apiErrorText(error: unknown, fallback: string): string {
  return readApiError(error).message ?? fallback;
}
