import { describe, expect, it } from 'vitest';
import { isAtalhoBusca } from './BuscaGlobal';
import {
  type BuscaGrupo,
  chaveRecentes,
  lembrar,
  lerRecentes,
  MAX_RECENTES,
  type Opcao,
  paginasQueCombinam,
  perguntaAoServidor,
  proximaAtiva,
  secoesDoServidor,
} from './busca';

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

const opcao = (n: number): Opcao => ({
  chave: `vendas:${n}`,
  titulo: `Nº ${n}`,
  subtitulo: null,
  caminho: `/e/1/vendas/${n}`,
  tipo: 'vendas',
});

describe('pages found on the client', () => {
  it('by label, accent- and case-insensitive, label starts first', () => {
    expect(paginasQueCombinam(paginas, 'NEGOCIACOES').map((o) => o.caminho)).toEqual(['/e/1/negociacoes']);
    expect(paginasQueCombinam(paginas, 'aparencia')[0]?.titulo).toBe('Aparência');
    // "Vendas" starts with it, a later word of "Status de venda" does, Negociações only has it in its group
    expect(paginasQueCombinam(paginas, 'venda').map((o) => o.titulo)).toEqual([
      'Vendas',
      'Status de venda',
      'Negociações',
    ]);
    expect(paginasQueCombinam(paginas, 'configuração status').map((o) => o.titulo)).toEqual([
      'Status de venda',
    ]);
    expect(paginasQueCombinam(paginas, '   ')).toEqual([]);
    expect(paginasQueCombinam(paginas, 'xyz')).toEqual([]);
  });
});

describe('server groups as sections', () => {
  it('keeps the hits and adds "see all" when there are more', () => {
    const grupos: BuscaGrupo[] = [
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
    const [vendas, pessoas] = secoesDoServidor(grupos);
    expect(vendas?.opcoes.map((o) => [o.chave, o.titulo])).toEqual([
      ['vendas:7', 'Nº 7 – Ana'],
      ['vendas:todos', 'Ver mais de 100 em Vendas'],
    ]);
    expect(pessoas?.opcoes).toHaveLength(1);
  });
});

describe('the active option on a key', () => {
  it('moves and wraps with the arrows, jumps with Home and End', () => {
    expect(proximaAtiva(0, 'ArrowDown', 3)).toBe(1);
    expect(proximaAtiva(2, 'ArrowDown', 3)).toBe(0);
    expect(proximaAtiva(0, 'ArrowUp', 3)).toBe(2);
    expect(proximaAtiva(-1, 'ArrowDown', 3)).toBe(0);
    expect(proximaAtiva(1, 'Home', 3)).toBe(0);
    expect(proximaAtiva(1, 'End', 3)).toBe(2);
    expect(proximaAtiva(1, 'a', 3)).toBe(1);
    expect(proximaAtiva(0, 'ArrowDown', 0)).toBe(-1);
  });
});

describe('recent choices', () => {
  it('per person and company, newest first, once each, at most MAX_RECENTES', () => {
    const storage = memoryStorage();
    const chave = chaveRecentes(5, 1);
    expect(chave).not.toBe(chaveRecentes(5, 2));
    expect(chave).not.toBe(chaveRecentes(6, 1));
    for (let n = 1; n <= MAX_RECENTES + 2; n++) lembrar(storage, chave, opcao(n));
    lembrar(storage, chave, opcao(5));
    const recentes = lerRecentes(storage, chave);
    expect(recentes).toHaveLength(MAX_RECENTES);
    expect(recentes[0]?.chave).toBe('vendas:5');
    expect(recentes.filter((o) => o.chave === 'vendas:5')).toHaveLength(1);
    expect(lerRecentes(storage, chaveRecentes(5, 2))).toEqual([]);
  });

  it('ignores what it cannot read and a storage that refuses', () => {
    const storage = memoryStorage();
    storage.setItem('k', '{not json');
    expect(lerRecentes(storage, 'k')).toEqual([]);
    storage.setItem('k', JSON.stringify([{ chave: 1 }, opcao(1)]));
    expect(lerRecentes(storage, 'k')).toEqual([opcao(1)]);
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(lembrar(full, 'k', opcao(2))).toEqual([opcao(2)]);
  });
});

describe('when the server is asked and the shortcut', () => {
  it('two characters or a number', () => {
    expect(perguntaAoServidor('a')).toBe(false);
    expect(perguntaAoServidor('7')).toBe(true);
    expect(perguntaAoServidor(' an ')).toBe(true);
  });

  it('Ctrl+K and ⌘K, not with Alt or Shift', () => {
    const key = { key: 'k', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false };
    expect(isAtalhoBusca({ ...key, ctrlKey: true })).toBe(true);
    expect(isAtalhoBusca({ ...key, metaKey: true, key: 'K' })).toBe(true);
    expect(isAtalhoBusca({ ...key, ctrlKey: true, shiftKey: true })).toBe(false);
    expect(isAtalhoBusca({ ...key, ctrlKey: true, altKey: true })).toBe(false);
    expect(isAtalhoBusca(key)).toBe(false);
  });
});
