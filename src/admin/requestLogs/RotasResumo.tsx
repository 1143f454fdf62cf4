import {
  Alert,
  Box,
  List,
  ListItem,
  ListItemText,
  Link as MuiLink,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
} from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useListContext, useTranslate } from 'react-admin';
import { linkSx } from '../../dashboard/format';
import { http } from '../../data/http';
import { Rota } from '../Rota';
import { requestLogApiFilter } from './dataProvider';
import { formatDuration } from './format';

/** GET /api/admin/request-logs/rotas (server/request-logs/rotas.ts). */
export interface RotaResumo {
  method: string;
  /** null: the calls to paths no route matched (404). */
  rota: string | null;
  quantidade: number;
  p50: number;
  p95: number;
  erros4xx: number;
  erros5xx: number;
  taxaErro: number;
}

const inteiro = new Intl.NumberFormat('pt-BR');
const pct = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 });

/**
 * The latency of each route over what the list's filters find (the same filters, the same period): calls, p50,
 * p95 and error rate, slowest first. A route opens the list of its calls.
 */
export function RotasResumo({ onRota }: { onRota: () => void }) {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const t = useTranslate();
  const phone = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  const filter = requestLogApiFilter(filterValues ?? {});
  const query = useQuery({
    queryKey: ['request-logs-rotas', filter],
    queryFn: async () =>
      (
        await http.get<RotaResumo[]>('/admin/request-logs/rotas', {
          params: { filter: JSON.stringify(filter) },
        })
      ).data,
  });
  if (query.isPending)
    return <Skeleton variant="rounded" height={160} aria-label={t('app.admin.logs.carregando_resumo')} />;
  if (query.isError) return <Alert severity="error">{t('app.admin.logs.erro_resumo')}</Alert>;
  if (query.data.length === 0)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
        {t('app.admin.logs.sem_filtros')}
      </Typography>
    );
  const abrir = (r: RotaResumo) => {
    setFilters({ ...filterValues, method: r.method, rota: r.rota }, displayedFilters);
    onRota();
  };
  const link = (r: RotaResumo) =>
    r.rota === null ? (
      // the list cannot filter on "no route" (react-admin drops a null filter): plain text
      <span>{r.method} (caminho sem rota: 404)</span>
    ) : (
      <MuiLink
        component="button"
        type="button"
        sx={{ ...linkSx, textAlign: 'left' }}
        onClick={() => abrir(r)}
      >
        {r.method} <Rota rota={r.rota} />
      </MuiLink>
    );
  // a phone has no room for five columns: one route a line, its figures below it
  if (phone)
    return (
      <List dense aria-label={t('app.admin.logs.latencia')}>
        {query.data.map((r) => (
          <ListItem key={`${r.method} ${r.rota}`} divider>
            <ListItemText
              primary={link(r)}
              secondary={t('app.admin.logs.resumo_celular', {
                chamadas: t('app.admin.logs.chamadas_n', {
                  smart_count: r.quantidade === 1 ? 1 : 2,
                  n: inteiro.format(r.quantidade),
                }),
                p50: formatDuration(r.p50),
                p95: formatDuration(r.p95),
                taxa: pct.format(r.taxaErro),
              })}
              slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
            />
          </ListItem>
        ))}
      </List>
    );
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('app.admin.logs.latencia')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('app.admin.logs.rota')}</TableCell>
            <TableCell align="right">{t('app.admin.logs.chamadas')}</TableCell>
            <TableCell align="right">p50</TableCell>
            <TableCell align="right">p95</TableCell>
            <TableCell align="right">{t('app.admin.logs.erros')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {query.data.map((r) => (
            <TableRow key={`${r.method} ${r.rota}`}>
              <TableCell sx={{ overflowWrap: 'break-word' }}>{link(r)}</TableCell>
              <TableCell align="right">{inteiro.format(r.quantidade)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatDuration(r.p50)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatDuration(r.p95)}
              </TableCell>
              <TableCell
                align="right"
                sx={{ whiteSpace: 'nowrap' }}
                title={`${inteiro.format(r.erros4xx)} 4xx, ${inteiro.format(r.erros5xx)} 5xx`}
              >
                {pct.format(r.taxaErro)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
