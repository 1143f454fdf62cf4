import { describe, expect, it } from 'vitest';
import { isSearchShortcut } from './GlobalSearch';
import {
  asksServer,
  MAX_RECENT,
  matchingPages,
  nextActive,
  type Option,
  readRecent,
  recentKey,
  remember,
  type SearchGroup,
  serverSections,
} from './palette';

const paginas = [
  { label: 'Negociações', caminho: '/e/1/negociacoes', grupo: 'Vendas' },
  { label: 'Vendas', caminho: '/e/1/vendas', grupo: 'Vendas' },
  { label: 'Status de venda', caminho: '/e/1/venda-status', grupo: 'Configuração' },
  { label: 'Aparência', caminho: '/e/1/aparencia', grupo: 'Configuração' },
];

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
    clear: () => data.clear(),
    key: () => null,
    get length() {
      return data.size;
    },
  };
}

const opcao = (n: number): Option => ({
  chave: `vendas:${n}`,
  titulo: `Nº ${n}`,
  subtitulo: null,
  caminho: `/e/1/vendas/${n}`,
  tipo: 'vendas',
});

describe('pages found on the client', () => {
  it('by label, accent- and case-insensitive, label starts first', () => {
    expect(matchingPages(paginas, 'NEGOCIACOES').map((o) => o.caminho)).toEqual(['/e/1/negociacoes']);
    expect(matchingPages(paginas, 'aparencia')[0]?.titulo).toBe('Aparência');
    // "Vendas" starts with it, a later word of "Status de venda" does, Negociações only has it in its group
    expect(matchingPages(paginas, 'venda').map((o) => o.titulo)).toEqual([
      'Vendas',
      'Status de venda',
      'Negociações',
    ]);
    expect(matchingPages(paginas, 'configuração status').map((o) => o.titulo)).toEqual(['Status de venda']);
    expect(matchingPages(paginas, '   ')).toEqual([]);
    expect(matchingPages(paginas, 'xyz')).toEqual([]);
  });
});

describe('server groups as sections', () => {
  it('keeps the hits and adds "see all" when there are more', () => {
    const grupos: SearchGroup[] = [
      {
        recurso: 'vendas',
        rotulo: 'Vendas',
        total: 100,
        mais: true,
        caminho: '/e/1/vendas?filter=x',
        itens: [{ id: 7, titulo: 'Nº 7 – Ana', subtitulo: null, caminho: '/e/1/vendas/7' }],
      },
      {
        recurso: 'pessoas',
        rotulo: 'Pessoas',
        total: 1,
        mais: false,
        caminho: null,
        itens: [{ id: 3, titulo: 'Ana', subtitulo: 'Vendedor', caminho: '/e/1/usuarios/3' }],
      },
    ];
    const [vendas, pessoas] = serverSections(grupos);
    expect(vendas?.opcoes.map((o) => [o.chave, o.titulo])).toEqual([
      ['vendas:7', 'Nº 7 – Ana'],
      ['vendas:todos', 'Ver mais de 100 em Vendas'],
    ]);
    expect(pessoas?.opcoes).toHaveLength(1);
  });
});

describe('the active option on a key', () => {
  it('moves and wraps with the arrows, jumps with Home and End', () => {
    expect(nextActive(0, 'ArrowDown', 3)).toBe(1);
    expect(nextActive(2, 'ArrowDown', 3)).toBe(0);
    expect(nextActive(0, 'ArrowUp', 3)).toBe(2);
    expect(nextActive(-1, 'ArrowDown', 3)).toBe(0);
    expect(nextActive(1, 'Home', 3)).toBe(0);
    expect(nextActive(1, 'End', 3)).toBe(2);
    expect(nextActive(1, 'a', 3)).toBe(1);
    expect(nextActive(0, 'ArrowDown', 0)).toBe(-1);
  });
});

describe('recent choices', () => {
  it('per person and company, newest first, once each, at most MAX_RECENT', () => {
    const storage = memoryStorage();
    const chave = recentKey(5, 1);
    expect(chave).not.toBe(recentKey(5, 2));
    expect(chave).not.toBe(recentKey(6, 1));
    for (let n = 1; n <= MAX_RECENT + 2; n++) remember(storage, chave, opcao(n));
    remember(storage, chave, opcao(5));
    const recentes = readRecent(storage, chave);
    expect(recentes).toHaveLength(MAX_RECENT);
    expect(recentes[0]?.chave).toBe('vendas:5');
    expect(recentes.filter((o) => o.chave === 'vendas:5')).toHaveLength(1);
    expect(readRecent(storage, recentKey(5, 2))).toEqual([]);
  });

  it('ignores what it cannot read and a storage that refuses', () => {
    const storage = memoryStorage();
    storage.setItem('k', '{not json');
    expect(readRecent(storage, 'k')).toEqual([]);
    storage.setItem('k', JSON.stringify([{ chave: 1 }, opcao(1)]));
    expect(readRecent(storage, 'k')).toEqual([opcao(1)]);
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(remember(full, 'k', opcao(2))).toEqual([opcao(2)]);
  });
});

describe('when the server is asked and the shortcut', () => {
  it('two characters or a number', () => {
    expect(asksServer('a')).toBe(false);
    expect(asksServer('7')).toBe(true);
    expect(asksServer(' an ')).toBe(true);
  });

  it('Ctrl+K and ⌘K, not with Alt or Shift', () => {
    const key = { key: 'k', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false };
    expect(isSearchShortcut({ ...key, ctrlKey: true })).toBe(true);
    expect(isSearchShortcut({ ...key, metaKey: true, key: 'K' })).toBe(true);
    expect(isSearchShortcut({ ...key, ctrlKey: true, shiftKey: true })).toBe(false);
    expect(isSearchShortcut({ ...key, ctrlKey: true, altKey: true })).toBe(false);
    expect(isSearchShortcut(key)).toBe(false);
  });
});
