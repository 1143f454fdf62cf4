import { Box, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useNavigate } from 'react-router-dom';
import { schemaLocale } from '../../core/schema/localize';
import { brl } from './format';
import type { Linha } from './types';

type Mes = Pick<Linha, 'chave' | 'rotulo' | 'total'>;

/** 'nov. de 2026' → 'nov./26': short enough for 12 ticks on a phone. */
const curto = (l: Mes) => {
  const [, mes] = /^(\S+)/.exec(l.rotulo) ?? [];
  return `${mes ?? l.chave}/${l.chave.slice(2, 4)}`;
};

/**
 * The last 12 months as bars; with `hrefOf`, a click on a bar opens the sales of that month. Its own module, loaded lazily: the
 * charts library is the heaviest part of the home and must not hold back its first paint. The same months are
 * links in the table beside it, for the keyboard.
 */
export default function MesesChart({
  meses,
  hrefOf,
}: {
  meses: Mes[];
  hrefOf?: ((l: Mes) => string) | undefined;
}) {
  const navigate = useNavigate();
  const theme = useTheme();
  // the chart sizes itself to its box: a box that may shrink (minWidth 0, overflow hidden) keeps it from ever
  // holding a phone's page wider than the screen
  return (
    <Box sx={{ width: '100%', minWidth: 0, overflow: 'hidden' }}>
      <BarChart
        height={240}
        dataset={meses.map((m) => ({ mes: curto(m), total: m.total }))}
        xAxis={[{ scaleType: 'band', dataKey: 'mes', tickLabelStyle: { fontSize: 11 } }]}
        yAxis={[{ width: 64, valueFormatter: (v: number) => compacto.format(v) }]}
        series={[
          {
            dataKey: 'total',
            label: schemaLocale() === 'en' ? 'Sold' : 'Vendido',
            color: theme.palette.primary.main,
            valueFormatter: (v: number | null) => brl(v ?? 0),
          },
        ]}
        hideLegend
        margin={{ left: 0, right: 8, top: 8, bottom: 0 }}
        borderRadius={4}
        onItemClick={(_event, item) => {
          const mes = meses[item.dataIndex];
          if (mes && hrefOf) navigate(hrefOf(mes));
        }}
        sx={hrefOf ? { '& .MuiBarElement-root': { cursor: 'pointer' } } : undefined}
      />
    </Box>
  );
}

// 60 mil / 60K, in the app's language
const COMPACTO = {
  pt: new Intl.NumberFormat('pt-BR', { notation: 'compact', maximumFractionDigits: 1 }),
  en: new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 }),
};
const compacto = { format: (v: number) => COMPACTO[schemaLocale() === 'en' ? 'en' : 'pt'].format(v) };
