import { describe, expect, it } from 'vitest';
import { byEtapa, columnSummary, columnTotals, neighbourEtapa } from './etapas';

describe('negociacoes: stages', () => {
  it('moves to the next stage by arrow, stopping at either end', () => {
    expect(neighbourEtapa('PROSPECCAO', 1)).toBe('PROPOSTA');
    expect(neighbourEtapa('PROPOSTA', -1)).toBe('PROSPECCAO');
    expect(neighbourEtapa('PROSPECCAO', -1)).toBe('PROSPECCAO');
    expect(neighbourEtapa('PERDIDA', 1)).toBe('PERDIDA');
  });

  it('counts and sums a column exactly, values missing or as strings included', () => {
    expect(columnTotals([{ valorEstimado: 0.1 }, { valorEstimado: '0.2' }, { valorEstimado: null }])).toEqual(
      {
        quantidade: 3,
        total: 0.3,
      },
    );
    expect(columnSummary(1, 1234.5)).toBe('1 negociação · R$\u00a01.234,50');
  });

  it('groups records by stage, every stage present', () => {
    const colunas = byEtapa([
      { id: 1, etapa: 'GANHA' },
      { id: 2, etapa: 'GANHA' },
      { id: 3, etapa: 'OUTRA' },
    ]);
    expect(colunas.GANHA.map((r) => r.id)).toEqual([1, 2]);
    expect(colunas.PROSPECCAO).toEqual([]);
  });
});
