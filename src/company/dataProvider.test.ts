import { describe, expect, it } from 'vitest';
import { fieldErrors, registersDataProvider } from './dataProvider';

/** A stand-in for the HTTP client that records the calls and answers the record sent. */
function recorder() {
  const calls: Array<{ url: string; method?: string; body?: unknown }> = [];
  const httpClient = async (url: string, options: { method?: string; body?: BodyInit | null } = {}) => {
    const body = typeof options.body === 'string' ? JSON.parse(options.body) : undefined;
    calls.push({ url, method: options.method, body });
    const json = { id: 1, ...(body ?? {}) };
    return { status: 200, headers: new Headers(), body: JSON.stringify(json), json };
  };
  return { calls, httpClient };
}

describe('registersDataProvider', () => {
  it('sends back on PUT the updatedAt the record was read with', async () => {
    const { calls, httpClient } = recorder();
    const provider = registersDataProvider('/api/empresas/1', httpClient);
    await provider.update('produtos', {
      id: 1,
      data: { nome: 'Plano' },
      previousData: { id: 1, nome: 'Antigo', updatedAt: '2026-03-01T12:00:00.000Z' },
    });
    expect(calls).toEqual([
      {
        url: '/api/empresas/1/produtos/1',
        method: 'PUT',
        body: { nome: 'Plano', updatedAt: '2026-03-01T12:00:00.000Z' },
      },
    ]);
  });

  it('keeps the updatedAt the form sent', async () => {
    const { calls, httpClient } = recorder();
    const provider = registersDataProvider('/api/admin', httpClient);
    await provider.update('bancos', {
      id: 1,
      data: { nome: 'Banco', updatedAt: 'lido' },
      previousData: { id: 1, updatedAt: 'recarregado' },
    });
    expect(calls[0]?.body).toEqual({ nome: 'Banco', updatedAt: 'lido' });
  });
});

describe('registersDataProvider.updateMany', () => {
  it('changes many records in one call to the bulk route (one transaction), not one PUT per id', async () => {
    const { calls, httpClient } = recorder();
    const provider = registersDataProvider('/api/empresas/1', httpClient);
    const result = await provider.updateMany('produtos', { ids: [3, 4], data: { ativo: false } });
    expect(calls).toEqual([
      { url: '/api/empresas/1/produtos/lote', method: 'POST', body: { ids: [3, 4], data: { ativo: false } } },
    ]);
    expect(result).toEqual({ data: [3, 4] });
  });
});

describe('fieldErrors', () => {
  it("turns the API's errors[] into react-hook-form paths", () => {
    expect(
      fieldErrors([
        { field: 'nome', message: 'Campo obrigatório.' },
        { field: 'opcoes.0.valor', message: 'Campo obrigatório.' },
        { field: '/cnpj', message: 'CNPJ inválido.' },
        { field: '', message: 'Sem campo.' },
        { field: 'nome', message: 'Segunda mensagem do mesmo campo.' },
      ]),
    ).toEqual({ nome: 'Campo obrigatório.', 'opcoes.0.valor': 'Campo obrigatório.', cnpj: 'CNPJ inválido.' });
    expect(fieldErrors(undefined)).toEqual({});
  });
});
