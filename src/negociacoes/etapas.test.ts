import { describe, expect, it } from 'vitest';
import { etapaVizinha, porEtapa, resumoDaColuna, totaisDaColuna } from './etapas';

describe('negociacoes: stages', () => {
  it('moves to the next stage by arrow, stopping at either end', () => {
    expect(etapaVizinha('PROSPECCAO', 1)).toBe('PROPOSTA');
    expect(etapaVizinha('PROPOSTA', -1)).toBe('PROSPECCAO');
    expect(etapaVizinha('PROSPECCAO', -1)).toBe('PROSPECCAO');
    expect(etapaVizinha('PERDIDA', 1)).toBe('PERDIDA');
  });

  it('counts and sums a column exactly, values missing or as strings included', () => {
    expect(
      totaisDaColuna([{ valorEstimado: 0.1 }, { valorEstimado: '0.2' }, { valorEstimado: null }]),
    ).toEqual({
      quantidade: 3,
      total: 0.3,
    });
    expect(resumoDaColuna(1, 1234.5)).toBe('1 negociação · R$\u00a01.234,50');
  });

  it('groups records by stage, every stage present', () => {
    const colunas = porEtapa([
      { id: 1, etapa: 'GANHA' },
      { id: 2, etapa: 'GANHA' },
      { id: 3, etapa: 'OUTRA' },
    ]);
    expect(colunas.GANHA.map((r) => r.id)).toEqual([1, 2]);
    expect(colunas.PROSPECCAO).toEqual([]);
  });
});
