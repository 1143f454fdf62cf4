import { Box, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { enUSLocaleText, ptBRLocaleText } from '@mui/x-charts/locales';
import { useLocale, useTranslate } from 'react-admin';
import { formatCurrency, formatNumber } from '../../core/schema/display';
import { useIsMobile } from '../app/appState';
import type { TableRowData } from './table';
import type { TipoRelatorio } from './types';

/**
 * A report's bars (MUI X Charts, the family of the app's date pickers, drawn with the app's theme): by period
 * upright, one bar per day or month; any other type lying down, so long names (sellers, teams) read whole, also on
 * a phone. Por status: each bar in its status's colour. A click on a bar opens the list behind it (the table
 * beneath is the keyboard's way to the same lists).
 */

export type Measure = 'total' | 'quantidade';

// amounts stay in reais; the short form is the locale's ('R$ 2 mil', 'R$2K')
const compact = (locale: string) =>
  new Intl.NumberFormat(locale, {
    notation: 'compact',
    style: 'currency',
    currency: 'BRL',
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  });
const compactBrl = { 'pt-BR': compact('pt-BR'), 'en-US': compact('en-US') };

export interface RelatorioChartProps {
  tipo: TipoRelatorio;
  linhas: readonly TableRowData[];
  medida: Measure;
  onSelect(linha: TableRowData): void;
}

/** More bars than this (sellers of a big company) make a chart nobody reads: the largest, and all in the table. */
export const MAX_BARS = 20;

/** The rows the bars show: every one by period (time keeps its order), otherwise the largest MAX_BARS. */
export function bars(tipo: TipoRelatorio, linhas: readonly TableRowData[], medida: Measure): TableRowData[] {
  if (tipo === 'VENDAS_POR_PERIODO' || linhas.length <= MAX_BARS) return [...linhas];
  return [...linhas].sort((a, b) => b[medida] - a[medida]).slice(0, MAX_BARS);
}

export function RelatorioChart({ tipo, linhas: todas, medida, onSelect }: RelatorioChartProps) {
  const linhas = bars(tipo, todas, medida);
  const theme = useTheme();
  const isMobile = useIsMobile();
  const t = useTranslate();
  const english = useLocale() === 'en';
  const upright = tipo === 'VENDAS_POR_PERIODO';
  const chaves = linhas.map((l) => l.chave);
  const rotuloOf = new Map(linhas.map((l) => [l.chave, l.rotulo]));
  const colorMap =
    tipo === 'VENDAS_POR_STATUS'
      ? {
          type: 'ordinal' as const,
          values: chaves,
          colors: linhas.map((l) => l.cor ?? theme.palette.primary.main),
        }
      : undefined;
  const band = {
    scaleType: 'band' as const,
    data: chaves,
    valueFormatter: (chave: string, context: { location: string }) => {
      const rotulo = rotuloOf.get(chave) ?? chave;
      // a phone's narrow axis: long names cut, whole in the tooltip
      return context.location === 'tick' && !upright && rotulo.length > (isMobile ? 14 : 22)
        ? `${rotulo.slice(0, isMobile ? 13 : 21)}…`
        : rotulo;
    },
    ...(colorMap ? { colorMap } : {}),
  };
  const value = {
    valueFormatter: (v: number | null) =>
      v === null
        ? ''
        : medida === 'total'
          ? compactBrl[english ? 'en-US' : 'pt-BR'].format(v)
          : formatNumber(v, 0),
  };
  const series = [
    {
      id: medida,
      data: linhas.map((l) => (medida === 'total' ? l.total : l.quantidade)),
      label:
        medida === 'total' ? t('app.relatorios.resultado.valor') : t('app.relatorios.resultado.quantidade'),
      color: theme.palette.primary.main,
      valueFormatter: (v: number | null) =>
        v === null ? '' : medida === 'total' ? formatCurrency(v) : formatNumber(v, 0),
    },
  ];
  const height = upright ? (isMobile ? 220 : 300) : Math.max(160, linhas.length * (isMobile ? 30 : 36) + 50);
  return (
    <Box
      component="figure"
      aria-label={t(
        medida === 'total' ? 'app.relatorios.grafico.aria_valor' : 'app.relatorios.grafico.aria_quantidade',
      )}
      data-testid="relatorio-grafico"
      sx={{
        width: '100%',
        minWidth: 0,
        m: 0,
        contain: 'inline-size',
        '& .MuiBarChart-element': { cursor: 'pointer' },
      }}
    >
      {linhas.length < todas.length && (
        <Typography component="figcaption" variant="caption" color="text.secondary">
          {t('app.relatorios.grafico.maiores', { n: linhas.length, total: todas.length })}
        </Typography>
      )}
      <BarChart
        height={height}
        layout={upright ? 'vertical' : 'horizontal'}
        xAxis={upright ? [band] : [value]}
        yAxis={upright ? [{ ...value, width: 72 }] : [{ ...band, width: isMobile ? 96 : 160 }]}
        series={series}
        hideLegend
        grid={upright ? { horizontal: true } : { vertical: true }}
        borderRadius={4}
        localeText={english ? enUSLocaleText : ptBRLocaleText}
        margin={{ top: 8, right: isMobile ? 8 : 16, bottom: 8, left: 8 }}
        onItemClick={(_event, item) => {
          const linha = linhas[item.dataIndex];
          if (linha) onSelect(linha);
        }}
      />
    </Box>
  );
}
