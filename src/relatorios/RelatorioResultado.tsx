import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, LinearProgress, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useLocale, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { formatCurrency, formatDay, formatNumber } from '../../core/schema/display';
import { useAcesso } from '../company/AcessoContext';
import { saveBlob } from '../export/download';
import { type Measure, RelatorioChart } from './RelatorioChart';
import { RelatorioTable } from './RelatorioTable';
import {
  csvFileName,
  drillDownPath,
  formatVariacao,
  labelsInLocale,
  relatorioCsv,
  type TableRowData,
  tableRows,
  totalRow,
  unidade,
} from './table';
import type { Resultado } from './types';

/**
 * A report's figures: the sum of the period against the previous one, what the totals leave out, the chart and
 * the table beneath it, and the table as CSV. A bar or a row opens the list behind it.
 */

export interface RelatorioResultadoProps {
  /** For the CSV's file name. */
  nome: string;
  resultado: Resultado;
  /** A newer answer is on its way (the figures shown are the previous ones). */
  atualizando?: boolean;
}

export function RelatorioResultado({ nome, resultado, atualizando = false }: RelatorioResultadoProps) {
  const { empresaId } = useAcesso();
  const navigate = useNavigate();
  const t = useTranslate();
  const locale = useLocale();
  const [medida, setMedida] = useState<Measure>('total');
  const linhas = useMemo(
    () => labelsInLocale(tableRows(resultado), resultado.tipo, t, locale),
    [resultado, t, locale],
  );
  const total = useMemo(() => totalRow(resultado, t), [resultado, t]);
  const abrir = (linha: TableRowData) => navigate(drillDownPath(empresaId, resultado.recurso, linha.filtro));
  const { periodo, anterior, foraDosTotais } = resultado;
  return (
    <Box aria-busy={atualizando} sx={{ position: 'relative' }}>
      {/* mounted only while updating: an idle indeterminate bar, even hidden, reads as "still loading" */}
      {atualizando && (
        <LinearProgress aria-hidden sx={{ position: 'absolute', top: -8, left: 0, right: 0 }} />
      )}
      <Box role="status" aria-live="polite" sx={{ mb: 1 }}>
        <Typography variant="body1">
          <strong data-testid="relatorio-total">{formatCurrency(total.total)}</strong>{' '}
          {t('app.relatorios.resultado.em')} <strong>{formatNumber(total.quantidade, 0)}</strong>{' '}
          {unidade(resultado, total.quantidade, t)}
          {total.quantidade > 0 && (
            <> · {t('app.relatorios.resultado.ticket', { valor: formatCurrency(total.ticketMedio) })}</>
          )}{' '}
          ·{' '}
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
            {t('app.relatorios.resultado.sobre_anterior', { variacao: formatVariacao(total.variacao) })}
          </Box>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('app.relatorios.resultado.comparado', {
            de: formatDay(periodo.de),
            ate: formatDay(periodo.ate),
            antes_de: formatDay(anterior.de),
            antes_ate: formatDay(anterior.ate),
          })}
        </Typography>
        {foraDosTotais.quantidade > 0 && (
          <Typography variant="body2" color="text.secondary" data-testid="fora-dos-totais">
            {t('app.relatorios.resultado.canceladas', {
              smart_count: foraDosTotais.quantidade,
              valor: formatCurrency(foraDosTotais.total),
            })}
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={medida}
          onChange={(_, value: Measure | null) => value && setMedida(value)}
          aria-label={t('app.relatorios.resultado.medem')}
        >
          <ToggleButton value="total">{t('app.relatorios.resultado.valor')}</ToggleButton>
          <ToggleButton value="quantidade">{t('app.relatorios.resultado.quantidade')}</ToggleButton>
        </ToggleButtonGroup>
        <Box sx={{ flex: 1 }} />
        <Button
          size="small"
          startIcon={<DownloadIcon />}
          onClick={() =>
            saveBlob(
              new Blob([relatorioCsv(resultado, t)], { type: 'text/csv;charset=utf-8' }),
              csvFileName(nome, resultado),
            )
          }
        >
          {t('app.relatorios.resultado.exportar')}
        </Button>
      </Box>
      {linhas.length > 0 && (
        <RelatorioChart tipo={resultado.tipo} linhas={linhas} medida={medida} onSelect={abrir} />
      )}
      <RelatorioTable resultado={resultado} linhas={linhas} total={total} onSelect={abrir} />
    </Box>
  );
}
