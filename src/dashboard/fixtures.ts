import type { Linha, Painel, PapelPainel } from './types';

// Typed builders of the home's answers for unit tests and screenshots: each papel's answer as the API gives it for
// "este mês" on 24/11/2026, small enough to check figure by figure.

const PERIODO = { data_gte: '2026-11-01', data_lte: '2026-11-24' };

export function buildLinha(overrides: Partial<Linha> & Pick<Linha, 'chave' | 'rotulo'>): Linha {
  return {
    quantidade: 1,
    total: 100,
    anterior: { quantidade: 0, total: 0 },
    filtro: { ...PERIODO, nosTotais: true },
    ...overrides,
  };
}

const porStatus: Linha[] = [
  buildLinha({
    chave: '1',
    rotulo: 'Digitada',
    cor: '#1565c0',
    quantidade: 3,
    total: 4500,
    filtro: { ...PERIODO, vendaStatusId: 1 },
  }),
  buildLinha({
    chave: '2',
    rotulo: 'Concluída',
    cor: '#2e7d32',
    quantidade: 4,
    total: 7845.5,
    filtro: { ...PERIODO, vendaStatusId: 2 },
  }),
  buildLinha({
    chave: '3',
    rotulo: 'Cancelada',
    cor: '#c62828',
    foraDosTotais: true,
    quantidade: 1,
    total: 999,
    filtro: { ...PERIODO, vendaStatusId: 3 },
  }),
];

const negociacoes: Linha[] = [
  buildLinha({
    chave: 'PROSPECCAO',
    rotulo: 'Prospecção',
    quantidade: 5,
    total: 12000,
    filtro: { etapa: 'PROSPECCAO' },
  }),
  buildLinha({
    chave: 'PROPOSTA',
    rotulo: 'Proposta',
    quantidade: 2,
    total: 8000,
    filtro: { etapa: 'PROPOSTA' },
  }),
  buildLinha({
    chave: 'NEGOCIACAO',
    rotulo: 'Negociação',
    quantidade: 0,
    total: 0,
    filtro: { etapa: 'NEGOCIACAO' },
  }),
];

const MESES = [
  'dez.',
  'jan.',
  'fev.',
  'mar.',
  'abr.',
  'mai.',
  'jun.',
  'jul.',
  'ago.',
  'set.',
  'out.',
  'nov.',
];
const meses: Linha[] = MESES.map((m, i) => {
  const ano = i === 0 ? 2025 : 2026;
  const mes = i === 0 ? 12 : i;
  const chave = `${ano}-${String(mes).padStart(2, '0')}`;
  const fim = new Date(Date.UTC(ano, mes, 0)).getUTCDate();
  return buildLinha({
    chave,
    rotulo: `${m} de ${ano}`,
    quantidade: 5 + i,
    total: 5000 + i * 750.25,
    filtro: { data_gte: `${chave}-01`, data_lte: `${chave}-${fim}`, nosTotais: true },
  });
});

const vendedores: Linha[] = [
  buildLinha({
    chave: '11',
    rotulo: 'Ana Vendedora',
    quantidade: 4,
    total: 8000,
    filtro: { ...PERIODO, nosTotais: true, vendedorId: 11 },
  }),
  buildLinha({
    chave: '12',
    rotulo: 'Bruno Vendedor',
    quantidade: 3,
    total: 4345.5,
    filtro: { ...PERIODO, nosTotais: true, vendedorId: 12 },
  }),
];

const equipes: Linha[] = [
  buildLinha({
    chave: '1',
    rotulo: 'Equipe Norte',
    quantidade: 5,
    total: 9000,
    filtro: { ...PERIODO, nosTotais: true, equipeId: 1 },
  }),
  buildLinha({
    chave: 'sem-equipe',
    rotulo: 'Sem equipe',
    quantidade: 2,
    total: 3345.5,
    filtro: { ...PERIODO, nosTotais: true, equipeId: null },
  }),
];

export function buildPainel(papel: PapelPainel, overrides: Partial<Painel> = {}): Painel {
  const base: Painel = {
    papel,
    periodo: { preset: 'este-mes', de: '2026-11-01', ate: '2026-11-24' },
    anterior: { de: '2026-10-01', ate: '2026-10-24' },
    resumo: {
      quantidade: 7,
      total: 12345.5,
      ticketMedio: 1763.64,
      concluidas: { quantidade: 4, total: 7845.5 },
      anterior: { quantidade: 5, total: 10000, ticketMedio: 2000 },
      filtro: { ...PERIODO, nosTotais: true },
    },
    mesPassado: { quantidade: 9, total: 15000 },
    porStatus,
    negociacoes,
    meses,
  };
  if (papel === 'supervisor') Object.assign(base, { equipes: equipes.slice(0, 1), vendedores });
  if (papel === 'gestor')
    Object.assign(base, {
      equipes,
      vendedores,
      origens: [
        buildLinha({
          chave: '4',
          rotulo: 'Indicação',
          quantidade: 6,
          total: 10000,
          filtro: { ...PERIODO, nosTotais: true, origemId: 4 },
        }),
        buildLinha({
          chave: 'sem-origem',
          rotulo: 'Sem origem',
          quantidade: 1,
          total: 2345.5,
          filtro: { ...PERIODO, nosTotais: true, origemId: null },
        }),
      ],
      produtos: [
        buildLinha({
          chave: '7',
          rotulo: 'Fibra 500 MB',
          quantidade: 9,
          total: 11000,
          filtro: { ...PERIODO, nosTotais: true, produtoId: 7 },
        }),
      ],
    });
  return { ...base, ...overrides };
}

/** The same papel with nothing sold and no open negotiation: the empty states. */
export function buildEmptyPainel(papel: PapelPainel): Painel {
  const zero = (l: Linha) => ({ ...l, quantidade: 0, total: 0 });
  return buildPainel(papel, {
    resumo: {
      quantidade: 0,
      total: 0,
      ticketMedio: 0,
      concluidas: { quantidade: 0, total: 0 },
      anterior: { quantidade: 0, total: 0, ticketMedio: 0 },
      filtro: { ...PERIODO, nosTotais: true },
    },
    mesPassado: { quantidade: 0, total: 0 },
    porStatus: [],
    negociacoes: [],
    meses: meses.map(zero),
    ...(papel === 'vendedor' ? {} : { vendedores: [], equipes: [] }),
    ...(papel === 'gestor' ? { origens: [], produtos: [] } : {}),
  });
}
