import { describe, expect, it } from 'vitest';
import { apiParams, querySearch, readQuery } from './periodo';

describe('report address', () => {
  it('round-trips the period and filters, leaving the defaults out', () => {
    const consulta = {
      periodo: 'personalizado' as const,
      de: '2026-01-01',
      ate: '2026-03-31',
      filter: { vendedorId: [3, 4], equipeId: [] },
    };
    const search = querySearch(consulta);
    expect(search.toString()).toBe(
      `periodo=personalizado&de=2026-01-01&ate=2026-03-31&filter=${encodeURIComponent('{"vendedorId":[3,4]}')}`,
    );
    expect(readQuery(search)).toEqual({ ...consulta, filter: { vendedorId: [3, 4] } });
    expect(querySearch({ periodo: 'este-mes', filter: {} }).toString()).toBe('');
  });

  it('ignores what is not a period, a day or a filter it knows', () => {
    const read = readQuery(
      new URLSearchParams(
        'periodo=ontem&de=2026-13&filter={"vendedorId":5,"x":1,"equipeId":[null,"sem-equipe"]}',
      ),
    );
    expect(read).toEqual({ periodo: 'este-mes', filter: { vendedorId: [5], equipeId: ['sem-equipe'] } });
    expect(readQuery(new URLSearchParams('filter=%7Bnot json')).filter).toEqual({});
  });

  it('asks the API only once a personalizado period has both days', () => {
    expect(apiParams({ periodo: 'personalizado', de: '2026-01-01', filter: {} })).toBeUndefined();
    expect(apiParams({ periodo: 'mes-passado', filter: { vendaStatusId: [2] } })).toEqual({
      periodo: 'mes-passado',
      filter: '{"vendaStatusId":[2]}',
    });
  });
});
