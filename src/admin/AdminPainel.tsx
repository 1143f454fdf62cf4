import {
  Alert,
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  Grid,
  Link as MuiLink,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Title, useLocale, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { brl, linkSx } from '../dashboard/format';
import { http } from '../data/http';
import { empresasHref, logsHref } from './links';
import type { Hora } from './RequisicoesChart';
import { Rota } from './Rota';
import { formatDuration } from './requestLogs/format';

const MesesChart = lazy(() => import('../dashboard/MesesChart'));
const RequisicoesChart = lazy(() => import('./RequisicoesChart'));

interface EmpresaItem {
  empresaId: number;
  nome: string;
  fim: string | null;
  limiteUsuarios: number;
  perfisAtivos: number;
}
interface EmpresasLista {
  quantidade: number;
  empresas: EmpresaItem[];
}

/** GET /api/admin/painel (server/admin-painel/routes.ts). */
export interface AdminPainelDados {
  empresas: { ativas: number; inativas: number; vencendo: EmpresasLista; acimaDoLimite: EmpresasLista };
  usuarios: { total: number; ativos: number; perfisAtivos: number };
  requisicoes: {
    de: string;
    ate: string;
    total: number;
    erros4xx: number;
    erros5xx: number;
    taxa4xx: number;
    taxa5xx: number;
    horas: Hora[];
    rotasLentas: Array<{ method: string; rota: string; quantidade: number; p95: number }>;
  };
  vendas: {
    mes: { quantidade: number; total: number };
    porEmpresa: Array<{ empresaId: number; nome: string; quantidade: number; total: number }>;
  };
  meses: Array<{ mes: string; quantidade: number; total: number }>;
}

const inteiro = new Intl.NumberFormat('pt-BR');
const pct = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 });
const nomeDoMes = {
  'pt-BR': new Intl.DateTimeFormat('pt-BR', { month: 'short', year: 'numeric', timeZone: 'UTC' }),
  'en-US': new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' }),
};
/** '2026-11' → 'nov. de 2026' ('Nov 2026' in English). */
export const rotuloDoMes = (mes: string, locale = 'pt-br') => {
  const [ano, m] = mes.split('-').map(Number);
  return nomeDoMes[locale === 'en' ? 'en-US' : 'pt-BR'].format(Date.UTC(ano ?? 1970, (m ?? 1) - 1, 1));
};

function Numero(props: { rotulo: string; valor: string; detalhe: string; to?: string }) {
  const conteudo = (
    <CardContent>
      <Typography variant="body2" color="text.secondary">
        {props.rotulo}
      </Typography>
      <Typography
        variant="h5"
        component="p"
        sx={{ fontWeight: 600, my: 0.5, fontSize: { xs: '1.25rem', sm: '1.5rem' }, overflowWrap: 'anywhere' }}
      >
        {props.valor}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {props.detalhe}
      </Typography>
    </CardContent>
  );
  return (
    <Card sx={{ height: '100%' }}>
      {props.to ? (
        <CardActionArea component={Link} to={props.to} sx={{ height: '100%' }}>
          {conteudo}
        </CardActionArea>
      ) : (
        conteudo
      )}
    </Card>
  );
}

function Figuras({ dados }: { dados: AdminPainelDados }) {
  const { empresas, usuarios, vendas } = dados;
  const t = useTranslate();
  const locale = useLocale();
  const meses = dados.meses.map((m) => ({
    chave: m.mes,
    rotulo: rotuloDoMes(m.mes, locale),
    total: m.total,
  }));
  return (
    <Stack spacing={2}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 6, sm: 4, lg: 2 }} sx={{ minWidth: 0 }}>
          <Numero
            rotulo={t('app.admin.painel.empresas_ativas')}
            valor={inteiro.format(empresas.ativas)}
            detalhe={t('app.admin.painel.sem_contrato', { n: inteiro.format(empresas.inativas) })}
            to="/admin/empresas"
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 4, lg: 2 }} sx={{ minWidth: 0 }}>
          <Numero
            rotulo={t('app.admin.painel.vencendo')}
            valor={inteiro.format(empresas.vencendo.quantidade)}
            detalhe={t('app.admin.painel.vencendo_detalhe')}
            to={empresasHref(empresas.vencendo.empresas.map((e) => e.empresaId))}
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 4, lg: 2 }} sx={{ minWidth: 0 }}>
          <Numero
            rotulo={t('app.admin.painel.acima')}
            valor={inteiro.format(empresas.acimaDoLimite.quantidade)}
            detalhe={t('app.admin.painel.acima_detalhe')}
            to={empresasHref(empresas.acimaDoLimite.empresas.map((e) => e.empresaId))}
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 4, lg: 2 }} sx={{ minWidth: 0 }}>
          <Numero
            rotulo={t('app.admin.painel.usuarios_ativos')}
            valor={inteiro.format(usuarios.ativos)}
            detalhe={t('app.admin.painel.usuarios_detalhe', {
              total: inteiro.format(usuarios.total),
              perfis: inteiro.format(usuarios.perfisAtivos),
            })}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 8, lg: 4 }} sx={{ minWidth: 0 }}>
          <Numero
            rotulo={t('app.admin.painel.vendido')}
            valor={brl(vendas.mes.total)}
            detalhe={t('app.admin.painel.vendido_detalhe', { n: inteiro.format(vendas.mes.quantidade) })}
          />
        </Grid>
      </Grid>
      <Requisicoes dados={dados.requisicoes} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }} sx={{ minWidth: 0 }}>
          <Card component="section" aria-label={t('app.admin.painel.mais_venderam')} sx={{ height: '100%' }}>
            <CardContent>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                {t('app.admin.painel.mais_venderam')}
              </Typography>
              {vendas.porEmpresa.length === 0 ? (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  {t('app.admin.painel.sem_vendas_mes')}
                </Typography>
              ) : (
                <Box sx={{ overflowX: 'auto' }}>
                  <Table size="small">
                    <TableHead>
                      <TableRow>
                        <TableCell>{t('app.admin.painel.empresa')}</TableCell>
                        <TableCell align="right">{t('app.admin.painel.vendas')}</TableCell>
                        <TableCell align="right">{t('app.admin.painel.vendido_coluna')}</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {vendas.porEmpresa.map((e) => (
                        <TableRow key={e.empresaId}>
                          <TableCell>
                            <MuiLink component={Link} to={`/admin/empresas/${e.empresaId}`} sx={linkSx}>
                              {e.nome}
                            </MuiLink>
                          </TableCell>
                          <TableCell align="right">{inteiro.format(e.quantidade)}</TableCell>
                          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                            {brl(e.total)}
                          </TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </Box>
              )}
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }} sx={{ minWidth: 0 }}>
          <Card component="section" aria-label={t('app.admin.painel.meses_aria')} sx={{ height: '100%' }}>
            <CardContent>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                {t('app.admin.painel.meses')}
              </Typography>
              {dados.meses.every((m) => m.quantidade === 0) ? (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  {t('app.admin.painel.sem_vendas_meses')}
                </Typography>
              ) : (
                <Suspense fallback={<Skeleton variant="rectangular" height={240} />}>
                  <MesesChart meses={meses} />
                </Suspense>
              )}
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </Stack>
  );
}

/** The API's last 24 hours: calls, 4xx and 5xx rates (each a link to those logs), by hour, and the slowest routes. */
function Requisicoes({ dados }: { dados: AdminPainelDados['requisicoes'] }) {
  const { de, ate } = dados;
  const t = useTranslate();
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 4 }} sx={{ minWidth: 0 }}>
        <Numero
          rotulo={t('app.admin.painel.requisicoes')}
          valor={inteiro.format(dados.total)}
          detalhe={t('app.admin.painel.requisicoes_detalhe')}
          to={logsHref(de, ate)}
        />
      </Grid>
      <Grid size={{ xs: 6, sm: 4 }} sx={{ minWidth: 0 }}>
        <Numero
          rotulo={t('app.admin.painel.erros4')}
          valor={pct.format(dados.taxa4xx)}
          detalhe={t('app.admin.painel.recusadas', { n: inteiro.format(dados.erros4xx) })}
          to={logsHref(de, ate, { statusClass: '4' })}
        />
      </Grid>
      <Grid size={{ xs: 6, sm: 4 }} sx={{ minWidth: 0 }}>
        <Numero
          rotulo={t('app.admin.painel.erros5')}
          valor={pct.format(dados.taxa5xx)}
          detalhe={t('app.admin.painel.falharam', { n: inteiro.format(dados.erros5xx) })}
          to={logsHref(de, ate, { statusClass: '5' })}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }} sx={{ minWidth: 0 }}>
        <Card component="section" aria-label={t('app.admin.painel.por_hora')} sx={{ height: '100%' }}>
          <CardContent>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              {t('app.admin.painel.por_hora')}
            </Typography>
            {dados.total === 0 ? (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {t('app.admin.painel.sem_requisicoes')}
              </Typography>
            ) : (
              <Suspense fallback={<Skeleton variant="rectangular" height={240} />}>
                <RequisicoesChart horas={dados.horas} />
              </Suspense>
            )}
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }} sx={{ minWidth: 0 }}>
        <Card component="section" aria-label={t('app.admin.painel.lentas_aria')} sx={{ height: '100%' }}>
          <CardContent>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              {t('app.admin.painel.lentas')}
            </Typography>
            {dados.rotasLentas.length === 0 ? (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {t('app.admin.painel.sem_requisicoes')}
              </Typography>
            ) : (
              <Box sx={{ overflowX: 'auto' }}>
                <Table size="small">
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('app.admin.painel.rota')}</TableCell>
                      <TableCell align="right">{t('app.admin.painel.chamadas')}</TableCell>
                      <TableCell align="right">p95</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {dados.rotasLentas.map((r) => (
                      <TableRow key={`${r.method} ${r.rota}`}>
                        {/* a long route wraps anywhere: unbroken, it widened the grid cell and the page (405 px at
                            390 once the API had served long routes) */}
                        <TableCell sx={{ overflowWrap: 'anywhere' }}>
                          <MuiLink
                            component={Link}
                            to={logsHref(de, ate, { method: r.method, rota: r.rota })}
                            sx={linkSx}
                          >
                            {r.method} <Rota rota={r.rota} />
                          </MuiLink>
                        </TableCell>
                        <TableCell align="right">{inteiro.format(r.quantidade)}</TableCell>
                        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                          {formatDuration(r.p95)}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </Box>
            )}
          </CardContent>
        </Card>
      </Grid>
    </Grid>
  );
}

/** /admin: the platform at a glance (GET /api/admin/painel), with the way to the companies. */
export function AdminPainel({ nome }: { nome: string }) {
  const query = useQuery({
    queryKey: ['admin-painel'],
    queryFn: async () => (await http.get<AdminPainelDados>('/admin/painel')).data,
  });
  const t = useTranslate();
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1280, minWidth: 0 }}>
      <Title title={t('app.admin.painel.titulo')} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
      >
        <Box>
          <Typography variant="h5" component="h1">
            {t('app.admin.painel.cabecalho')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {nome}
          </Typography>
        </Box>
        <Button component={Link} to="/admin/empresas" variant="outlined" size="small" sx={linkSx}>
          {t('app.admin.painel.ver_empresas')}
        </Button>
      </Stack>
      {query.isPending ? (
        <Skeleton variant="rounded" height={120} aria-label={t('app.admin.painel.carregando')} />
      ) : query.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => query.refetch()}>
              {t('app.admin.painel.tentar')}
            </Button>
          }
        >
          {t('app.admin.painel.erro')}
        </Alert>
      ) : (
        <Figuras dados={query.data} />
      )}
    </Box>
  );
}
