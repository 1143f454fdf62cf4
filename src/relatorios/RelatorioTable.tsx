import {
  Box,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableFooter,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import { formatCurrency, formatDay, formatNumber } from '../../core/schema/display';
import { formatVariacao, headingLabel, type TableRowData, unidade as unidadeDe } from './table';
import type { Resultado } from './types';

/**
 * The report's figures as a table: one row per bar, the totals beneath. Every row opens the list behind it: a
 * click, or Enter on the row (Tab reaches the first row, the arrows move between rows). On a phone the table
 * scrolls sideways with the first column kept in view.
 */

export interface RelatorioTableProps {
  resultado: Resultado;
  linhas: readonly TableRowData[];
  total: TableRowData;
  onSelect(linha: TableRowData): void;
}

const sticky = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  minWidth: 120,
  maxWidth: 240,
} as const;

function Variacao({ value }: { value: number | null }) {
  const color = value === null || value === 0 ? 'text.secondary' : value > 0 ? 'success.main' : 'error.main';
  return (
    <Box component="span" sx={{ color, whiteSpace: 'nowrap' }}>
      {formatVariacao(value)}
    </Box>
  );
}

function moveFocus(event: KeyboardEvent<HTMLTableRowElement>, step: 1 | -1) {
  const rows = Array.from(
    event.currentTarget.closest('table')?.querySelectorAll<HTMLTableRowElement>('tr[data-linha]') ?? [],
  );
  const next = rows[rows.indexOf(event.currentTarget) + step];
  if (next) {
    event.preventDefault();
    next.focus();
  }
}

function ResultRow({
  linha,
  onSelect,
  first,
  unidade,
  isTotal = false,
}: {
  linha: TableRowData;
  /** 'venda(s)' / 'negociação(ões)', under the previous period's count */
  unidade: (n: number) => string;
  onSelect(linha: TableRowData): void;
  first: boolean;
  isTotal?: boolean;
}) {
  const Cell = isTotal ? FooterCell : TableCell;
  const t = useTranslate();
  return (
    <TableRow
      hover
      data-linha={linha.chave}
      // one stop for Tab (the first row); the arrows walk the rest, as in a grid
      tabIndex={first ? 0 : -1}
      title={t('app.relatorios.tabela.abrir')}
      onClick={() => onSelect(linha)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          onSelect(linha);
        } else if (event.key === 'ArrowDown') moveFocus(event, 1);
        else if (event.key === 'ArrowUp') moveFocus(event, -1);
      }}
      sx={{
        cursor: 'pointer',
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
        ...(linha.foraDosTotais ? { '& td': { color: 'text.secondary' } } : {}),
      }}
    >
      <Cell component="th" scope="row" sx={{ ...sticky, fontWeight: isTotal ? 600 : undefined }}>
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
          {linha.cor && (
            <Box
              component="span"
              aria-hidden
              sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: linha.cor, flexShrink: 0 }}
            />
          )}
          <span>{linha.rotulo}</span>
        </Box>
        {linha.foraDosTotais && (
          <Typography variant="caption" component="div" color="text.secondary">
            {t('app.relatorios.tabela.fora')}
          </Typography>
        )}
      </Cell>
      <Cell align="right">{formatNumber(linha.quantidade, 0)}</Cell>
      <Cell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {formatCurrency(linha.total)}
      </Cell>
      <Cell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {formatCurrency(linha.ticketMedio)}
      </Cell>
      <Cell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {formatCurrency(linha.anterior.total)}
        <Typography variant="caption" component="div" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          {formatNumber(linha.anterior.quantidade, 0)} {unidade(linha.anterior.quantidade)}
        </Typography>
      </Cell>
      <Cell align="right">
        <Variacao value={linha.variacao} />
      </Cell>
    </TableRow>
  );
}

function FooterCell(props: Parameters<typeof TableCell>[0]) {
  return <TableCell {...props} sx={{ color: 'text.primary', fontSize: '0.875rem', ...props.sx }} />;
}

export function RelatorioTable({ resultado, linhas, total, onSelect }: RelatorioTableProps) {
  const t = useTranslate();
  const valor =
    resultado.recurso === 'negociacoes'
      ? t('app.relatorios.tabela.valor_estimado')
      : t('app.relatorios.tabela.total');
  const anterior = t('app.relatorios.tabela.intervalo', {
    de: formatDay(resultado.anterior.de),
    ate: formatDay(resultado.anterior.ate),
  });
  return (
    // inline-size containment: the table's width never widens the page (a phone scrolls the table, not the page)
    <TableContainer sx={{ overflowX: 'auto', contain: 'inline-size' }}>
      <Table size="small" aria-label={t('app.relatorios.tabela.aria')}>
        <TableHead>
          <TableRow>
            <TableCell sx={sticky}>{headingLabel(resultado.tipo, resultado.agrupamento, t)}</TableCell>
            <TableCell align="right">{t('app.relatorios.tabela.quantidade')}</TableCell>
            <TableCell align="right">{valor}</TableCell>
            <TableCell align="right">{t('app.relatorios.tabela.ticket')}</TableCell>
            <TableCell
              align="right"
              title={t('app.relatorios.tabela.periodo_anterior', { periodo: anterior })}
            >
              {t('app.relatorios.tabela.anterior')}
              <Typography
                variant="caption"
                component="div"
                color="text.secondary"
                sx={{ whiteSpace: 'nowrap' }}
              >
                {anterior}
              </Typography>
            </TableCell>
            <TableCell align="right">{t('app.relatorios.tabela.variacao')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {linhas.length === 0 ? (
            <TableRow>
              <TableCell colSpan={6}>
                <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
                  {t('app.relatorios.tabela.nada')}
                </Typography>
              </TableCell>
            </TableRow>
          ) : (
            linhas.map((linha, i) => (
              <ResultRow
                key={linha.chave}
                linha={linha}
                onSelect={onSelect}
                first={i === 0}
                unidade={(n) => unidadeDe(resultado, n, t)}
              />
            ))
          )}
        </TableBody>
        <TableFooter>
          <ResultRow
            linha={total}
            onSelect={onSelect}
            first={linhas.length === 0}
            unidade={(n) => unidadeDe(resultado, n, t)}
            isTotal
          />
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
