import { describe, expect, it } from 'vitest';
import { registerOf } from '../schema/registry';
import {
  describeEntry,
  type HistoryEntry,
  listed,
  type NameOf,
  referencesIn,
  subjectFrom,
  subjectOf,
  valueText,
  versionBefore,
} from './describe';

const model = (resource: string) => {
  const m = registerOf(resource);
  if (!m) throw new Error(resource);
  return m;
};
const produtos = subjectOf(model('produtos'));
const vendas = subjectOf(model('vendas'));
const negociacoes = subjectOf(model('negociacoes'));

const NAMES: Record<string, Record<string, string>> = {
  produtos: { '7': 'CTRL-15 – Plano Controle 15 GB', '8': 'POS-50 – Pós 50 GB' },
  adicionais: { '3': 'Roaming', '4': 'Seguro' },
  origens: { '2': 'Indicação', '5': 'Site' },
  vendas: { '41': 'Nº 41 – João Silva' },
};
const nameOf: NameOf = (resource, id) => NAMES[resource]?.[String(id)];
const NBSP = '\u00a0';

const entry = (acao: HistoryEntry['acao'], campos: HistoryEntry['campos']): HistoryEntry => ({
  em: '2026-11-24T17:03:00.000Z',
  usuario: { usuarioId: 9, nomeCompleto: 'Maria Souza' },
  acao,
  campos,
});

describe('describeEntry', () => {
  it('reads a price change as money with the field title, who and when', () => {
    const d = describeEntry(entry('alterado', { preco: [10, 1234.5] }), produtos, nameOf);
    expect(d.sentence).toBe('alterou Preço');
    expect(d.who).toBe('Maria Souza');
    // the user's time zone decides the hour; the day and the shape are what is fixed
    expect(d.byline).toMatch(/^Maria Souza · 24\/11\/2026 \d\d:03$/);
    expect(d.changes).toEqual([
      expect.objectContaining({
        label: 'Preço',
        before: [`R$${NBSP}10,00`],
        after: [`R$${NBSP}1.234,50`],
        rawBefore: 10,
      }),
    ]);
  });

  it('reads numeric text from the database as money, booleans as Sim/Não, percentages with a comma', () => {
    const d = describeEntry(
      entry('alterado', { preco: ['12.50', '9.9'], ativo: [true, false], comissaoPercentual: [null, 12.5] }),
      produtos,
      nameOf,
    );
    expect(d.sentence).toBe('alterou Preço, Ativo e Comissão (%)');
    const byName = Object.fromEntries(d.changes.map((c) => [c.name, [c.before, c.after]]));
    expect(byName.preco).toEqual([[`R$${NBSP}12,50`], [`R$${NBSP}9,90`]]);
    expect(byName.ativo).toEqual([['Sim'], ['Não']]);
    expect(byName.comissaoPercentual).toEqual([[], ['12,5%']]);
  });

  it('reads dates dd/mm/aaaa and references by name, an unknown one by number', () => {
    const d = describeEntry(
      entry('alterado', { data: ['2026-03-01', '2026-03-15'], origemId: [2, 99] }),
      vendas,
      nameOf,
    );
    const byName = Object.fromEntries(d.changes.map((c) => [c.name, [c.before, c.after]]));
    expect(byName.data).toEqual([['01/03/2026'], ['15/03/2026']]);
    expect(byName.origemId).toEqual([['Indicação'], ['nº 99']]);
    expect(d.sentence).toBe('alterou Data e Origem');
  });

  it("reads a sale's items one per line: quantity, product, unit price, extras by name", () => {
    const before = [{ produtoId: 7, quantidade: 1, precoUnitario: 49.9, adicionais: [] }];
    const after = [
      { produtoId: 7, quantidade: 2, precoUnitario: 49.9, adicionais: [3, 4] },
      { produtoId: 8, quantidade: 1, precoUnitario: 120, adicionais: [] },
    ];
    const [c] = describeEntry(entry('alterado', { itens: [before, after] }), vendas, nameOf).changes;
    expect(c?.label).toBe('Itens');
    expect(c?.appended).toBe(false);
    expect(c?.before).toEqual([`1 × CTRL-15 – Plano Controle 15 GB · R$${NBSP}49,90 cada`]);
    expect(c?.after).toEqual([
      `2 × CTRL-15 – Plano Controle 15 GB · R$${NBSP}49,90 cada · com Roaming, Seguro`,
      `1 × POS-50 – Pós 50 GB · R$${NBSP}120,00 cada`,
    ]);
  });

  it('reads an item added to a sale as a change of Itens, both lists shown (only notes are a timeline)', () => {
    const item = { produtoId: 7, quantidade: 1, precoUnitario: 49.9, adicionais: [] };
    const d = describeEntry(entry('alterado', { itens: [[item], [item, item]] }), vendas, nameOf);
    expect(d.sentence).toBe('alterou Itens');
    expect(d.changes[0]?.appended).toBe(false);
    expect(d.changes[0]?.before).toHaveLength(1);
    expect(d.changes[0]?.after).toHaveLength(2);
  });

  it("reads a sale's extra fields by the field's name, their stored text as the form shows it", () => {
    const names: NameOf = (resource, id) => (resource === 'campos-extras' ? `Campo ${id}` : undefined);
    const [c] = describeEntry(
      entry('alterado', {
        extras: [
          [{ slot: 1, valor: 'false' }],
          [
            { slot: 1, valor: 'true' },
            { slot: 2, valor: '2026-03-01' },
            { slot: 3, valor: '1234.5' },
            { slot: 4, valor: 'Loja' },
          ],
        ],
      }),
      vendas,
      names,
    ).changes;
    expect(c?.before).toEqual(['Campo 1 · Não']);
    expect(c?.after).toEqual([
      'Campo 1 · Sim',
      'Campo 2 · 01/03/2026',
      'Campo 3 · 1.234,5',
      'Campo 4 · Loja',
    ]);
  });

  it('reads a stage move as a sentence with the stage names', () => {
    const d = describeEntry(entry('alterado', { etapa: ['PROPOSTA', 'NEGOCIACAO'] }), negociacoes, nameOf);
    expect(d.sentence).toBe('moveu de Proposta para Negociação');
    expect(d.changes).toEqual([]);
  });

  it('reads a stage move with other changes, and new notes as added ones only', () => {
    const nota = { data: '2026-11-20T10:00:00.000Z', texto: 'Ligou' };
    const nova = { data: '2026-11-24T17:00:00.000Z', texto: 'Pediu desconto' };
    const d = describeEntry(
      entry('alterado', {
        etapa: ['PROSPECCAO', 'PROPOSTA'],
        valorEstimado: [null, 300],
        notas: [[nota], [nota, nova]],
      }),
      negociacoes,
      nameOf,
    );
    expect(d.sentence).toBe(
      'moveu de Prospecção para Proposta, adicionou uma anotação em Histórico e alterou Valor estimado',
    );
    const notas = d.changes.find((c) => c.name === 'notas');
    expect(notas?.appended).toBe(true);
    expect(notas?.before).toEqual([]);
    expect(notas?.after).toHaveLength(1);
    expect(notas?.after[0]).toMatch(/^24\/11\/2026 \d\d:00 · Pediu desconto$/);
  });

  it('reads the conversion into a sale as one sentence naming the sale', () => {
    const d = describeEntry(
      entry('alterado', { etapa: ['NEGOCIACAO', 'GANHA'], vendaId: [null, 41] }),
      negociacoes,
      nameOf,
    );
    expect(d.sentence).toBe('converteu em venda (Nº 41 – João Silva)');
    expect(d.changes).toEqual([]);
  });

  it('says creation, deletion and restore as sentences in the right gender', () => {
    const origens = subjectOf(model('origens'));
    expect(describeEntry(entry('criado', { nome: [null, 'Site'] }), origens, nameOf).sentence).toBe(
      'criou esta origem',
    );
    const created = describeEntry(entry('criado', { preco: [null, 5] }), produtos, nameOf);
    expect(created.sentence).toBe('criou este produto');
    expect(created.changes[0]?.before).toEqual([]);
    expect(created.changes[0]?.after).toEqual([`R$${NBSP}5,00`]);
    expect(describeEntry(entry('excluido', {}), produtos, nameOf).sentence).toBe('excluiu este produto');
    expect(describeEntry(entry('restaurado', {}), produtos, nameOf).sentence).toBe(
      'restaurou este produto da lixeira',
    );
    expect(
      describeEntry({ ...entry('alterado', { nome: ['a', 'b'] }), usuario: null }, produtos, nameOf).who,
    ).toBe('Sistema');
  });

  it('reads hand-made subjects (users, profiles) and fields it does not know by name', () => {
    const perfil = subjectFrom('Perfil', 'm', [
      { name: 'papelId', title: 'Papel', kind: 'reference', reference: 'papeis' },
      { name: 'ativo', title: 'Ativo', kind: 'boolean' },
    ]);
    const d = describeEntry(
      entry('alterado', { papelId: [1, 2], ativo: [true, false], outro: ['x', 'y'] }),
      perfil,
      (r, id) => (r === 'papeis' ? `Papel ${id}` : undefined),
    );
    expect(d.changes.map((c) => [c.label, c.before, c.after])).toEqual([
      ['Papel', ['Papel 1'], ['Papel 2']],
      ['Ativo', ['Sim'], ['Não']],
      ['outro', ['x'], ['y']],
    ]);
  });
});

describe('people', () => {
  it("reads a user's entries with their profile's fields, a password only as changed", async () => {
    const { PESSOA_SUBJECT } = await import('./subjects');
    const d = describeEntry(
      entry('alterado', { senha: [null, null], papelId: [1, 2], nomeCompleto: ['Ana', 'Ana Lima'] }),
      PESSOA_SUBJECT,
      (r, id) => (r === 'papeis' ? `Papel ${id}` : undefined),
    );
    expect(d.sentence).toBe('alterou Senha, Papel e Nome completo');
    expect(d.changes.map((c) => [c.label, c.before, c.after])).toEqual([
      ['Senha', [], ['alterada']],
      ['Papel', ['Papel 1'], ['Papel 2']],
      ['Nome completo', ['Ana'], ['Ana Lima']],
    ]);
  });
});

describe('valueText', () => {
  it('says (vazio) for no value', () => {
    const preco = produtos.field('preco');
    if (!preco) throw new Error('preco');
    expect(valueText(preco, null, nameOf)).toBe('(vazio)');
    expect(valueText(preco, '', nameOf)).toBe('(vazio)');
  });
});

describe('referencesIn', () => {
  it('collects every id by register, in items and arrays of references too', () => {
    const refs = referencesIn(
      [
        entry('alterado', {
          origemId: [2, 5],
          itens: [[{ produtoId: 7, quantidade: 1, precoUnitario: 1, adicionais: [3] }], []],
        }),
        entry('alterado', { vendaId: [null, 41] }),
      ],
      vendas,
    );
    expect(Object.fromEntries([...refs].map(([r, ids]) => [r, [...ids]]))).toEqual({
      origens: [2, 5],
      produtos: [7],
      adicionais: [3],
      vendas: [41],
    });
  });
});

describe('versionBefore', () => {
  const entries = [
    entry('alterado', { preco: [12, 15] }),
    entry('alterado', { preco: [10, 12], nome: ['A', 'B'] }),
    entry('criado', { preco: [null, 10], nome: [null, 'A'] }),
  ];
  const current = { preco: 15, nome: 'B', ativo: true };
  it('walks back from the saved record to just before an entry', () => {
    expect(versionBefore(entries, 0, current)).toEqual({ preco: 12, nome: 'B', ativo: true });
    expect(versionBefore(entries, 1, current)).toEqual({ preco: 10, nome: 'A', ativo: true });
  });
  it('or to right after it (the version a creation made)', () => {
    expect(versionBefore(entries, 2, current, { including: false })).toEqual({
      preco: 10,
      nome: 'A',
      ativo: true,
    });
  });
});

describe('listed', () => {
  it('joins with commas and a final "e"', () => {
    expect(listed(['a'])).toBe('a');
    expect(listed(['a', 'b', 'c'])).toBe('a, b e c');
  });
});
