import { describe, expect, it } from 'vitest';
import { choiceFromUrl, choiceParams, formatDia, variacao } from './periodos';

describe('the home period in the URL', () => {
  const de = (q: string) => choiceFromUrl(new URLSearchParams(q));
  it('reads a preset, and falls back to este-mes for anything unknown', () => {
    expect(de('')).toEqual({ periodo: 'este-mes' });
    expect(de('periodo=hoje')).toEqual({ periodo: 'hoje' });
    expect(de('periodo=amanha')).toEqual({ periodo: 'este-mes' });
    expect(de('periodo=hoje&de=2026-01-01')).toEqual({ periodo: 'hoje' });
  });
  it('reads personalizado only with two valid days in order', () => {
    expect(de('periodo=personalizado&de=2026-01-01&ate=2026-01-31')).toEqual({
      periodo: 'personalizado',
      de: '2026-01-01',
      ate: '2026-01-31',
    });
    expect(de('periodo=personalizado&de=2026-02-01&ate=2026-01-31')).toEqual({ periodo: 'este-mes' });
    expect(de('periodo=personalizado&de=01/01/2026&ate=2026-01-31')).toEqual({ periodo: 'este-mes' });
    expect(de('periodo=personalizado')).toEqual({ periodo: 'este-mes' });
  });
  it('sends de/ate only for personalizado', () => {
    expect(choiceParams({ periodo: 'hoje', de: 'x', ate: 'y' })).toEqual({ periodo: 'hoje' });
    expect(choiceParams({ periodo: 'personalizado', de: '2026-01-01', ate: '2026-01-02' })).toEqual({
      periodo: 'personalizado',
      de: '2026-01-01',
      ate: '2026-01-02',
    });
  });
});

describe('figures', () => {
  it('computes the change, with no base when there was nothing before', () => {
    expect(variacao(120, 100)).toBeCloseTo(0.2);
    expect(variacao(50, 100)).toBeCloseTo(-0.5);
    expect(variacao(10, 0)).toBeNull();
    expect(formatDia('2026-11-03')).toBe('03/11/2026');
  });
});
