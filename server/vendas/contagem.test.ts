import { describe, expect, it } from 'vitest';
import { pedidoDoFiltro } from './contagem.ts';

// Which list filters the aggregates answer (the counts themselves: tests/api/aggregates-recount.test.ts).

describe('pedidoDoFiltro: a list filter in the aggregates’ terms', () => {
  it('says days, status, rule, seller, team and origin, with open ends as every day', () => {
    expect(pedidoDoFiltro({})).toEqual({ de: '1000-01-01', ate: '9999-12-31', iguais: {} });
    expect(
      pedidoDoFiltro({
        data_gte: '2026-09-15',
        data_lte: '2026-11-05',
        vendaStatusId: [3, 4],
        nosTotais: false,
        vendedorId: [7],
        equipeId: [2, null],
      }),
    ).toEqual({
      de: '2026-09-15',
      ate: '2026-11-05',
      status: new Set([3, 4]),
      nosTotais: false,
      iguais: { vendedorId: [7], equipeId: [2, null] },
    });
    expect(pedidoDoFiltro({ origemId: [null, 5] })?.iguais).toEqual({ origemId: [null, 5] });
  });

  it('narrows the days to what every day key allows, empty when they cross', () => {
    expect(pedidoDoFiltro({ data: ['2026-10-01'], data_gte: '2026-09-01' })).toMatchObject({
      de: '2026-10-01',
      ate: '2026-10-01',
    });
    const crossed = pedidoDoFiltro({ data_gte: '2026-11-01', data_lte: '2026-10-01' });
    expect(crossed && crossed.de > crossed.ate).toBe(true);
  });

  it('leaves to the row count whatever the aggregates do not hold', () => {
    for (const filter of [
      { q: 'maria' },
      { id: [1, 2] },
      { produtoId: [1] },
      { clienteDocumento: ['52998224725'] },
      { numero_gte: 10 },
      { data: ['2026-10-01', '2026-10-02'] },
      { origemId: [1], vendedorId: [2] },
      { vendedorId: ['1'] },
      { vendedorId: [null] },
      { nosTotais: 'true' },
      { data_gte: 20261001 },
    ])
      expect(pedidoDoFiltro(filter), JSON.stringify(filter)).toBeUndefined();
  });
});
