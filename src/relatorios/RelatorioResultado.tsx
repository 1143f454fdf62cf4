import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, LinearProgress, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAcesso } from '../company/AcessoContext';
import { saveBlob } from '../export/download';
import { formatCurrency, formatDay, formatNumber } from '../schema/display';
import { type Medida, RelatorioChart } from './RelatorioChart';
import { RelatorioTabela } from './RelatorioTabela';
import {
  csvFileName,
  drillDownPath,
  formatVariacao,
  type LinhaTabela,
  linhasDaTabela,
  linhaTotal,
  relatorioCsv,
  unidade,
} from './tabela';
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
  const [medida, setMedida] = useState<Medida>('total');
  const linhas = useMemo(() => linhasDaTabela(resultado), [resultado]);
  const total = useMemo(() => linhaTotal(resultado), [resultado]);
  const abrir = (linha: LinhaTabela) => navigate(drillDownPath(empresaId, resultado.recurso, linha.filtro));
  const { periodo, anterior, foraDosTotais } = resultado;
  return (
    <Box aria-busy={atualizando} sx={{ position: 'relative' }}>
      <LinearProgress
        aria-hidden
        sx={{
          position: 'absolute',
          top: -8,
          left: 0,
          right: 0,
          visibility: atualizando ? 'visible' : 'hidden',
        }}
      />
      <Box role="status" aria-live="polite" sx={{ mb: 1 }}>
        <Typography variant="body1">
          <strong data-testid="relatorio-total">{formatCurrency(total.total)}</strong> em{' '}
          <strong>{formatNumber(total.quantidade, 0)}</strong> {unidade(resultado, total.quantidade)}
          {total.quantidade > 0 && <> · ticket médio {formatCurrency(total.ticketMedio)}</>} ·{' '}
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
            {formatVariacao(total.variacao)} sobre o período anterior
          </Box>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {formatDay(periodo.de)} a {formatDay(periodo.ate)}, comparado com {formatDay(anterior.de)} a{' '}
          {formatDay(anterior.ate)}
        </Typography>
        {foraDosTotais.quantidade > 0 && (
          <Typography variant="body2" color="text.secondary" data-testid="fora-dos-totais">
            {formatNumber(foraDosTotais.quantidade, 0)}{' '}
            {foraDosTotais.quantidade === 1 ? 'venda cancelada' : 'vendas canceladas'} (
            {formatCurrency(foraDosTotais.total)}) fora dos totais
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={medida}
          onChange={(_, value: Medida | null) => value && setMedida(value)}
          aria-label="O que as barras medem"
        >
          <ToggleButton value="total">Valor</ToggleButton>
          <ToggleButton value="quantidade">Quantidade</ToggleButton>
        </ToggleButtonGroup>
        <Box sx={{ flex: 1 }} />
        <Button
          size="small"
          startIcon={<DownloadIcon />}
          onClick={() =>
            saveBlob(
              new Blob([relatorioCsv(resultado)], { type: 'text/csv;charset=utf-8' }),
              csvFileName(nome, resultado),
            )
          }
        >
          Exportar CSV
        </Button>
      </Box>
      {linhas.length > 0 && (
        <RelatorioChart tipo={resultado.tipo} linhas={linhas} medida={medida} onSelect={abrir} />
      )}
      <RelatorioTabela resultado={resultado} linhas={linhas} total={total} onSelect={abrir} />
    </Box>
  );
}
