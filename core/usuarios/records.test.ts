import { describe, expect, it } from 'vitest';
import { filterRows, listPage, semAcento, situacaoOf, sortRows } from './records';

describe('situacaoOf', () => {
  it('reads pending, active and deactivated (a refused invitation too)', () => {
    expect(situacaoOf({ aceito: false, ativo: true })).toBe('pendente');
    expect(situacaoOf({ aceito: true, ativo: true })).toBe('ativo');
    expect(situacaoOf({ aceito: true, ativo: false })).toBe('desativado');
    expect(situacaoOf({ aceito: false, ativo: false })).toBe('desativado');
    expect(situacaoOf(null)).toBeNull();
  });
});

const rows = [
  { id: 1, nome: 'Érica Souza', matricula: 30 as number | null },
  { id: 2, nome: 'joão araújo', matricula: null },
  { id: 3, nome: 'Ana', matricula: 4 },
  { id: 4, nome: 'Álvaro', matricula: 100 },
];

describe('search, filters and order', () => {
  it('search ignores accents and case, and every word must appear', () => {
    expect(semAcento('JOÃO Araújo')).toBe('joao araujo');
    expect(filterRows(rows, { q: 'ARAUJO João' }, ['nome']).map((r) => r.id)).toEqual([2]);
    expect(filterRows(rows, { q: 'erica' }, ['nome']).map((r) => r.id)).toEqual([1]);
    expect(filterRows(rows, { q: '' }, ['nome'])).toHaveLength(4);
    expect(filterRows(rows, { id: [1, '3'] }).map((r) => r.id)).toEqual([1, 3]);
    expect(filterRows(rows, { matricula: '4' }).map((r) => r.id)).toEqual([3]);
  });

  it('orders names alphabetically in Portuguese, numbers by value, empty last either way', () => {
    expect(sortRows(rows, { field: 'nome', order: 'ASC' }).map((r) => r.id)).toEqual([4, 3, 1, 2]);
    expect(sortRows(rows, { field: 'matricula', order: 'ASC' }).map((r) => r.id)).toEqual([3, 1, 4, 2]);
    expect(sortRows(rows, { field: 'matricula', order: 'DESC' }).map((r) => r.id)).toEqual([4, 1, 3, 2]);
  });

  it('pages and counts', () => {
    expect(
      listPage(rows, { pagination: { page: 2, perPage: 3 }, sort: { field: 'id', order: 'ASC' } }),
    ).toEqual({
      data: [rows[3]],
      total: 4,
    });
  });
});
