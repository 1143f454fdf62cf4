import { AxiosError, AxiosHeaders } from 'axios';
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { setSchemaLocale } from '../../core/schema/localize';
import { LoginError } from '../auth/login';
import { apiErrorText, networkText, readApiError } from './apiError';

const PT_NETWORK = 'Não foi possível falar com o servidor. Verifique a conexão e tente de novo.';

/** An axios error as the app's client rejects with: `data` is the API's body, or no response at all. */
function axiosError(status: number | null, data?: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  const response =
    status === null ? undefined : { status, statusText: '', headers: {}, config, data: data ?? '' };
  return new AxiosError(
    status === null ? 'Network Error' : `Request failed with status code ${status}`,
    status === null ? 'ERR_NETWORK' : 'ERR_BAD_REQUEST',
    config,
    {},
    response,
  );
}

afterEach(() => setSchemaLocale('pt-br', []));

describe('readApiError', () => {
  it('reads the data provider HttpError: field errors, a stale record, the rest', () => {
    expect(readApiError(new HttpError('Dados inválidos', 400, { errors: { nome: 'Obrigatório' } }))).toEqual({
      kind: 'fields',
      status: 400,
      message: 'Dados inválidos',
      fields: { nome: 'Obrigatório' },
    });
    expect(
      readApiError(new HttpError('Alterado', 409, { message: 'Alterado por outra pessoa', errors: {} })),
    ).toEqual({ kind: 'conflict', status: 409, message: 'Alterado por outra pessoa', fields: {} });
    // a unique value taken is a 409 at its field: the field, not a stale record
    expect(
      readApiError(new HttpError('Já existe', 409, { message: 'Já existe', errors: { codigo: 'Já existe' } }))
        .kind,
    ).toBe('fields');
    expect(readApiError(new HttpError('Sem permissão', 403, { message: 'Sem permissão' }))).toEqual({
      kind: 'other',
      status: 403,
      message: 'Sem permissão',
      fields: {},
    });
  });

  it('reads a raw axios refusal: the body message, errors[] by field as form paths (a JSON pointer too)', () => {
    const failure = readApiError(
      axiosError(400, {
        message: 'Os dados enviados são inválidos.',
        errors: [
          { field: '/opcoes/0/valor', message: 'Muito longo' },
          { field: 'email', message: 'E-mail inválido' },
          { field: 'email', message: 'second one ignored' },
          { field: '', message: 'belongs to no input' },
        ],
      }),
    );
    expect(failure).toEqual({
      kind: 'fields',
      status: 400,
      message: 'Os dados enviados são inválidos.',
      fields: { 'opcoes.0.valor': 'Muito longo', email: 'E-mail inválido' },
    });
    // a body that is no JSON object (a proxy's page): the status, and no words (axios's English is none)
    expect(readApiError(axiosError(502, '<html>Bad gateway</html>'))).toEqual({
      kind: 'other',
      status: 502,
      fields: {},
    });
    expect(readApiError(axiosError(409, { message: 'Registro alterado' })).kind).toBe('conflict');
  });

  it("tells a server not reached apart, whatever carried it, keeping the transport's words (docs/produto.md §8)", () => {
    expect(readApiError(axiosError(null))).toEqual({ kind: 'network', message: 'Network Error', fields: {} });
    expect(readApiError(new LoginError('Network Error', 0))).toEqual({
      kind: 'network',
      message: 'Network Error',
      fields: {},
    });
    expect(readApiError(new TypeError('Failed to fetch')).kind).toBe('network');
    // without words of its own, ours, in the app's language
    expect(readApiError(new LoginError('', 0))).toEqual({ kind: 'network', message: PT_NETWORK, fields: {} });
    setSchemaLocale('en', []);
    expect(readApiError(new LoginError('', 0)).message).toBe(
      'Could not reach the server. Check the connection and try again.',
    );
    expect(networkText()).toBe('Could not reach the server. Check the connection and try again.');
  });

  it('keeps the words of a LoginError, a plain Error, a plain object; nothing from what has none', () => {
    expect(readApiError(new LoginError('E-mail ou senha incorretos.', 401))).toEqual({
      kind: 'other',
      status: 401,
      message: 'E-mail ou senha incorretos.',
      fields: {},
    });
    expect(readApiError(new Error('boom'))).toEqual({ kind: 'other', message: 'boom', fields: {} });
    expect(readApiError({ status: 409, message: 'Alterado', body: { errors: {} } })).toEqual({
      kind: 'conflict',
      status: 409,
      message: 'Alterado',
      fields: {},
    });
    for (const nothing of [undefined, null, 'texto', 42, new Error('')])
      expect(readApiError(nothing)).toEqual({ kind: 'other', fields: {} });
  });
});

describe('apiErrorText', () => {
  it("answers the server's words, ours when it was not reached, else the caller's fallback", () => {
    expect(apiErrorText(new HttpError('Sem permissão', 403, { message: 'Sem permissão' }), 'x')).toBe(
      'Sem permissão',
    );
    expect(apiErrorText(axiosError(null), 'x')).toBe('Network Error');
    expect(apiErrorText(new LoginError('', 0), 'x')).toBe(PT_NETWORK);
    expect(apiErrorText(undefined, 'app.usuarios.erro_operacao')).toBe('app.usuarios.erro_operacao');
  });
});
