import Papa from 'papaparse';
import type { TranslateFunction } from 'react-admin';
import { CSV_FORMAT } from '../../core/schema/csv';
import { formatMoneyAmount, formatNumber } from '../../core/schema/display';
import { ETAPA_LABELS, isEtapa } from '../negociacoes/etapas';
import { companyPath } from '../routing/paths';
import { relatoriosTexts } from './texts';
import type { Filtro, Linha, Resultado, TipoRelatorio } from './types';

/**
 * What a report's table shows, worked out once from the server's answer: per row the ticket médio and the change
 * against the previous period; the CSV of the same table; where a row (or a bar) leads.
 */

export interface TableRowData {
  chave: string;
  rotulo: string;
  cor: string | null;
  foraDosTotais: boolean;
  quantidade: number;
  total: number;
  ticketMedio: number;
  anterior: { quantidade: number; total: number };
  /** The change of the total in %, against the previous period; null when that was zero (nothing to compare). */
  variacao: number | null;
  filtro: Filtro;
}

export const ticketMedio = (quantidade: number, total: number) =>
  quantidade > 0 ? Math.round((total / quantidade) * 100) / 100 : 0;

/** (atual − anterior) / anterior in %, one decimal; 0 when both are zero, null when only the previous is. */
export function variacao(atual: number, anterior: number): number | null {
  if (anterior === 0) return atual === 0 ? 0 : null;
  return Math.round(((atual - anterior) / Math.abs(anterior)) * 1000) / 10;
}

/** '+12,5%', '−3,0%', '0,0%'; 'novo' where the previous period had nothing. */
export function formatVariacao(value: number | null): string {
  if (value === null) return 'novo';
  const text = formatNumber(Math.abs(value), 1, 1);
  if (value > 0) return `+${text}%`;
  if (value < 0) return `−${text}%`;
  return `${text}%`;
}

export function tableRows(resultado: Resultado): TableRowData[] {
  return resultado.linhas.map((l: Linha) => ({
    chave: l.chave,
    rotulo: l.rotulo,
    cor: l.cor ?? null,
    foraDosTotais: l.foraDosTotais === true,
    quantidade: l.quantidade,
    total: l.total,
    ticketMedio: ticketMedio(l.quantidade, l.total),
    anterior: l.anterior,
    variacao: variacao(l.total, l.anterior.total),
    filtro: l.filtro,
  }));
}

const MES_EN = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/**
 * The rows' names in English where the server wrote words of its own (Portuguese, docs/contrato.md): a stage's name, a
 * month, "Sem equipe". What the company typed (a status, a seller, a team) stays as it is; pt-BR keeps them all.
 */
export function labelsInLocale(
  linhas: TableRowData[],
  tipo: TipoRelatorio,
  translate: TranslateFunction,
  locale: string,
): TableRowData[] {
  if (locale !== 'en') return linhas;
  return linhas.map((l) => {
    if (tipo === 'NEGOCIACOES_POR_ETAPA' && isEtapa(l.chave)) return { ...l, rotulo: ETAPA_LABELS[l.chave] };
    if (tipo === 'VENDAS_POR_EQUIPE' && l.chave === 'sem-equipe')
      return { ...l, rotulo: translate('app.equipes.sem_equipe') };
    if (tipo === 'VENDAS_POR_PERIODO' && /^\d{4}-\d{2}$/.test(l.chave))
      return {
        ...l,
        rotulo: MES_EN.format(Date.UTC(Number(l.chave.slice(0, 4)), Number(l.chave.slice(5)) - 1, 1)),
      };
    return l;
  });
}

/** The totals row: the server's sums (cancelled sales already out). */
export function totalRow(resultado: Resultado, translate?: TranslateFunction): TableRowData {
  const t = resultado.totais;
  return {
    chave: 'total',
    rotulo: translate ? translate('app.relatorios.tabela.total') : 'Total',
    cor: null,
    foraDosTotais: false,
    quantidade: t.quantidade,
    total: t.total,
    ticketMedio: t.ticketMedio,
    anterior: { quantidade: t.anterior.quantidade, total: t.anterior.total },
    variacao: variacao(t.total, t.anterior.total),
    filtro: t.filtro,
  };
}

// without a translate function (tests, the pt-BR default), the Portuguese text itself
const PT: Record<string, string> = relatoriosTexts.pt.tabela;

/** The title of the first column: what a row is. */
export function headingLabel(
  tipo: TipoRelatorio,
  agrupamento?: 'dia' | 'mes',
  translate?: TranslateFunction,
): string {
  const say = (key: string) => (translate ? translate(`app.relatorios.tabela.${key}`) : (PT[key] ?? key));
  switch (tipo) {
    case 'VENDAS_POR_PERIODO':
      return say(agrupamento === 'mes' ? 'mes' : 'dia');
    case 'VENDAS_POR_VENDEDOR':
      return say('vendedor');
    case 'VENDAS_POR_EQUIPE':
      return say('equipe');
    case 'VENDAS_POR_STATUS':
      return say('status');
    case 'NEGOCIACOES_POR_ETAPA':
      return say('etapa');
  }
}

/** 'vendas' or 'negociações': what the figures count, for the texts. */
export const unidade = (resultado: Pick<Resultado, 'recurso'>, n: number, translate?: TranslateFunction) =>
  translate
    ? translate(`app.relatorios.tabela.${resultado.recurso === 'negociacoes' ? 'negociacoes' : 'vendas'}`, {
        smart_count: n === 1 ? 1 : 2,
      })
    : resultado.recurso === 'negociacoes'
      ? n === 1
        ? 'negociação'
        : 'negociações'
      : n === 1
        ? 'venda'
        : 'vendas';

/**
 * The list behind a row: react-admin's list address of `recurso` with the row's filter, e.g.
 * /e/1/vendas?filter=%7B%22vendedorId%22%3A3%2C…%7D. The list shows the filter in its inputs, removable.
 */
export function drillDownPath(empresaId: number, recurso: string, filtro: Filtro): string {
  return `${companyPath(empresaId)}/${recurso}?filter=${encodeURIComponent(JSON.stringify(filtro))}`;
}

/**
 * The table as CSV for a Brazilian spreadsheet (the format of the app's exports: ';', decimal comma, CRLF,
 * formula-like text defused, a BOM for Excel), the totals row last.
 */
export function relatorioCsv(resultado: Resultado, translate?: TranslateFunction): string {
  const linhas = [...tableRows(resultado), totalRow(resultado, translate)];
  const say = (key: string, pt: string, options?: object) =>
    translate ? translate(`app.relatorios.tabela.${key}`, options) : pt;
  const valor =
    resultado.recurso === 'negociacoes' ? say('valor_estimado', 'Valor estimado') : say('total', 'Total');
  const fields = [
    headingLabel(resultado.tipo, resultado.agrupamento, translate),
    say('quantidade', 'Quantidade'),
    `${valor} (R$)`,
    say('csv_ticket', 'Ticket médio (R$)'),
    say('csv_quantidade_anterior', 'Quantidade anterior'),
    say('csv_anterior', `${valor} anterior (R$)`, { valor }),
    say('csv_variacao', 'Variação (%)'),
    say('csv_observacao', 'Observação'),
  ];
  const data = linhas.map((l) => [
    l.rotulo,
    formatNumber(l.quantidade, 0),
    formatMoneyAmount(l.total),
    formatMoneyAmount(l.ticketMedio),
    formatNumber(l.anterior.quantidade, 0),
    formatMoneyAmount(l.anterior.total),
    l.variacao === null ? '' : formatNumber(l.variacao, 1, 1),
    l.foraDosTotais ? say('fora_csv', 'Fora dos totais') : '',
  ]);
  return `\uFEFF${Papa.unparse({ fields, data }, CSV_FORMAT)}`;
}

/** 'vendas-por-vendedor-2026-11-01-a-2026-11-24.csv' */
export function csvFileName(nome: string, resultado: Resultado): string {
  const slug =
    nome
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'relatorio';
  return `${slug}-${resultado.periodo.de}-a-${resultado.periodo.ate}.csv`;
}
