import { Box, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useNavigate } from 'react-router-dom';
import { logsHref } from './links';

export interface Hora {
  inicio: string;
  total: number;
  erros4xx: number;
  erros5xx: number;
}

const HORA = 3_600_000;
const hora = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit' });

/**
 * The last 24 hours of API calls, one stacked bar an hour: answered (2xx/3xx), refused (4xx), failed (5xx). A
 * click on a bar opens that hour's logs. Its own module, loaded lazily with the charts library.
 */
export default function RequisicoesChart({ horas }: { horas: Hora[] }) {
  const navigate = useNavigate();
  const theme = useTheme();
  const dataset = horas.map((h) => ({
    hora: hora.format(new Date(h.inicio)),
    ok: h.total - h.erros4xx - h.erros5xx,
    e4: h.erros4xx,
    e5: h.erros5xx,
  }));
  return (
    <Box sx={{ width: '100%', minWidth: 0, overflow: 'hidden' }}>
      <BarChart
        height={240}
        dataset={dataset}
        xAxis={[{ scaleType: 'band', dataKey: 'hora', tickLabelStyle: { fontSize: 11 } }]}
        yAxis={[{ width: 48 }]}
        series={[
          { dataKey: 'ok', label: '2xx/3xx', stack: 'r', color: theme.palette.success.main },
          { dataKey: 'e4', label: '4xx', stack: 'r', color: theme.palette.warning.main },
          { dataKey: 'e5', label: '5xx', stack: 'r', color: theme.palette.error.main },
        ]}
        margin={{ left: 0, right: 8, top: 8, bottom: 0 }}
        onItemClick={(_event, item) => {
          const h = horas[item.dataIndex];
          if (h) navigate(logsHref(h.inicio, new Date(Date.parse(h.inicio) + HORA - 1)));
        }}
        sx={{ '& .MuiBarElement-root': { cursor: 'pointer' } }}
      />
    </Box>
  );
}
