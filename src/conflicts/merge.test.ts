import { describe, expect, it } from 'vitest';
import { appendedItems, authorOf, choiceOf, type HistoryEntry, sameValue, threeWay, valueAt } from './merge';

const FIELDS = [
  { path: 'nome', label: 'Nome' },
  { path: 'preco', label: 'Preço' },
  { path: 'descricao', label: 'Descrição' },
  { path: 'categoria', label: 'Categoria' },
  { path: 'ativo', label: 'Ativo' },
];

const base = { nome: 'Plano', preco: 10, descricao: null, categoria: 'PLANO', ativo: true };

describe('threeWay', () => {
  it('takes theirs where only they changed, keeps mine where only I did, asks where both did', () => {
    const mine = { ...base, nome: 'Plano B', descricao: 'minha' };
    const theirs = { ...base, nome: 'Plano C', preco: 12 };
    const { rows, resolved } = threeWay(FIELDS, base, mine, theirs);
    expect(rows.map((r) => [r.path, r.kind])).toEqual([
      ['nome', 'both'],
      ['preco', 'theirs'],
      ['descricao', 'mine'],
    ]);
    expect(resolved).toEqual({ nome: 'Plano B', preco: 12, descricao: 'minha' });
    expect(rows[0]).toMatchObject({ base: 'Plano', mine: 'Plano B', theirs: 'Plano C', label: 'Nome' });
  });

  it('says nothing of a field both changed the same way, or nobody changed', () => {
    const mine = { ...base, nome: 'Igual' };
    const theirs = { ...base, nome: 'Igual', updatedAt: 'x' };
    expect(threeWay(FIELDS, base, mine, theirs).rows).toEqual([]);
  });

  it('puts the choices first, then what came from them, then what stays mine, in field order within each', () => {
    const mine = { ...base, nome: 'M', ativo: false, categoria: 'SERVICO' };
    const theirs = { ...base, descricao: 'T', categoria: 'APARELHO', preco: 1 };
    expect(threeWay(FIELDS, base, mine, theirs).rows.map((r) => r.path)).toEqual([
      'categoria',
      'preco',
      'descricao',
      'nome',
      'ativo',
    ]);
  });

  it('with no base (a draft of an older version), makes every difference a choice, mine by default', () => {
    const mine = { ...base, nome: 'M', descricao: '' };
    const theirs = { ...base, nome: 'T', descricao: 'deles', preco: 11 };
    const { rows, resolved } = threeWay(FIELDS, null, mine, theirs);
    expect(rows.map((r) => [r.path, r.kind])).toEqual([
      ['nome', 'both'],
      ['preco', 'both'],
      ['descricao', 'both'],
    ]);
    expect(resolved).toEqual({ nome: 'M', preco: 10, descricao: '' });
  });

  it('reads dot paths and compares through normalize, so a trailing blank line is no change', () => {
    const lines = (v: unknown) => (v as Array<{ p: number | null }>).filter((l) => l.p !== null);
    const fields = [
      { path: 'itens', label: 'Itens', normalize: lines },
      { path: 'extras.1.valor', label: 'Cor', historyKey: 'extras' },
    ];
    const b = { itens: [{ p: 1 }], extras: [{ valor: 'a' }, { valor: 'x' }] };
    const m = { itens: [{ p: 1 }, { p: null }], extras: [{ valor: 'a' }, { valor: 'y' }] };
    const t = { itens: [{ p: 1 }], extras: [{ valor: 'a' }, { valor: 'z' }] };
    const { rows } = threeWay(fields, b, m, t);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ path: 'extras.1.valor', kind: 'both', historyKey: 'extras' });
  });
});

describe('combine (appendedItems)', () => {
  const a = { data: '1', texto: 'a' };
  const mine = { data: '2', texto: 'minha' };
  const theirs = { data: '3', texto: 'deles' };

  it('keeps the stored list and adds what I added, so neither side loses a note', () => {
    expect(appendedItems([a], [a, mine], [a, theirs])).toEqual([a, theirs, mine]);
    // the same note on both sides once; a removal of mine is not merged
    expect(appendedItems([a], [a, theirs], [a, theirs])).toEqual([a, theirs]);
    expect(appendedItems([a], [mine], [a, theirs])).toEqual([a, theirs, mine]);
  });

  it('is offered (and taken) only where both changed the field', () => {
    const fields = [{ path: 'notas', label: 'Histórico', combine: appendedItems }];
    const both = threeWay(fields, { notas: [a] }, { notas: [a, mine] }, { notas: [a, theirs] });
    expect(both.rows[0]).toMatchObject({ kind: 'both', combined: [a, theirs, mine] });
    expect(both.resolved).toEqual({ notas: [a, theirs, mine] });
    expect(choiceOf(both.rows[0]!, [a, theirs, mine])).toBe('combined');
    const onlyTheirs = threeWay(fields, { notas: [a] }, { notas: [a] }, { notas: [a, theirs] });
    expect(onlyTheirs.rows[0]).toMatchObject({ kind: 'theirs' });
    expect(onlyTheirs.rows[0]).not.toHaveProperty('combined');
  });
});

describe('sameValue', () => {
  it('treats empty text, null and undefined alike, numbers read as text as numbers, objects by content', () => {
    expect(sameValue('', null)).toBe(true);
    expect(sameValue(undefined, null)).toBe(true);
    expect(sameValue('', 0)).toBe(false);
    expect(sameValue('12.50', 12.5)).toBe(true);
    expect(sameValue(12.5, '12.5')).toBe(true);
    expect(sameValue('12,5', 12.5)).toBe(false);
    expect(sameValue({ a: 1, b: [1, 2] }, { b: [1, 2], a: 1 })).toBe(true);
    expect(sameValue([1, 2], [2, 1])).toBe(false);
    expect(sameValue([1], { 0: 1 })).toBe(false);
    expect(sameValue(true, 'true')).toBe(false);
  });

  it('valueAt follows a path and stops at a missing step', () => {
    expect(valueAt({ a: [{ b: 2 }] }, 'a.0.b')).toBe(2);
    expect(valueAt({ a: null }, 'a.0.b')).toBeUndefined();
  });
});

describe('choiceOf', () => {
  it('tells mine, theirs or an edit from what the form holds now', () => {
    const row = { mine: 'M', theirs: 'T' };
    expect(choiceOf(row, 'M')).toBe('mine');
    expect(choiceOf(row, 'T')).toBe('theirs');
    expect(choiceOf(row, 'outra coisa')).toBe('edited');
  });
});

describe('authorOf', () => {
  const history: HistoryEntry[] = [
    {
      em: '2026-03-09T10:00:00.000Z',
      usuario: { usuarioId: 2, nomeCompleto: 'Bia Souza' },
      acao: 'ALTERACAO',
      campos: { nome: ['A', 'C'] },
    },
    {
      em: '2026-03-08T10:00:00.000Z',
      usuario: { usuarioId: 3, nomeCompleto: 'Caio Lima' },
      acao: 'ALTERACAO',
      campos: { preco: [10, 12], nome: ['Z', 'A'] },
    },
    {
      em: '2026-03-01T10:00:00.000Z',
      usuario: { usuarioId: 4, nomeCompleto: 'Antigo' },
      acao: 'ALTERACAO',
      campos: { descricao: [null, 'x'] },
    },
  ];
  const since = '2026-03-05T00:00:00.000Z';

  it('names the latest change to the field after the version I opened', () => {
    expect(authorOf('nome', history, since, '2026-03-09T10:00:00.000Z')).toEqual({
      em: '2026-03-09T10:00:00.000Z',
      nome: 'Bia Souza',
    });
    expect(authorOf('preco', history, since, '2026-03-09T10:00:00.000Z')?.nome).toBe('Caio Lima');
  });

  it('falls back to only when: no history, or no entry after my version', () => {
    expect(authorOf('nome', null, since, '2026-03-09T10:00:00.000Z')).toEqual({
      em: '2026-03-09T10:00:00.000Z',
      nome: null,
    });
    expect(authorOf('descricao', history, since, '2026-03-09T11:00:00.000Z')).toEqual({
      em: '2026-03-09T11:00:00.000Z',
      nome: null,
    });
    expect(authorOf('nome', [], since, null)).toBeNull();
  });
});
