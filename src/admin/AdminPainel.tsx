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
import { Title } from 'react-admin';
import { Link } from 'react-router-dom';
import { brl, linkSx } from '../dashboard/formato';
import { http } from '../data/http';

const MesesChart = lazy(() => import('../dashboard/MesesChart'));

/** GET /api/admin/painel (server/admin-painel/routes.ts). */
export interface AdminPainelDados {
  empresas: { ativas: number; inativas: number };
  usuarios: { total: number; ativos: number };
  vendas: {
    mes: { quantidade: number; total: number };
    porEmpresa: Array<{ empresaId: number; nome: string; quantidade: number; total: number }>;
  };
  meses: Array<{ mes: string; quantidade: number; total: number }>;
}

const inteiro = new Intl.NumberFormat('pt-BR');
const nomeDoMes = new Intl.DateTimeFormat('pt-BR', { month: 'short', year: 'numeric', timeZone: 'UTC' });
/** '2026-11' → 'nov. de 2026'. */
export const rotuloDoMes = (mes: string) => {
  const [ano, m] = mes.split('-').map(Number);
  return nomeDoMes.format(Date.UTC(ano ?? 1970, (m ?? 1) - 1, 1));
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
  const meses = dados.meses.map((m) => ({ chave: m.mes, rotulo: rotuloDoMes(m.mes), total: m.total }));
  return (
    <Stack spacing={2}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 6, sm: 4 }} sx={{ minWidth: 0 }}>
          <Numero
            rotulo="Empresas ativas"
            valor={inteiro.format(empresas.ativas)}
            detalhe={`${inteiro.format(empresas.inativas)} sem contrato ativo`}
            to="/admin/empresas"
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 4 }} sx={{ minWidth: 0 }}>
          <Numero
            rotulo="Usuários ativos"
            valor={inteiro.format(usuarios.ativos)}
            detalhe={`de ${inteiro.format(usuarios.total)} cadastrados`}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }} sx={{ minWidth: 0 }}>
          <Numero
            rotulo="Vendido neste mês"
            valor={brl(vendas.mes.total)}
            detalhe={`${inteiro.format(vendas.mes.quantidade)} vendas em todas as empresas`}
          />
        </Grid>
      </Grid>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card component="section" aria-label="Empresas que mais venderam neste mês" sx={{ height: '100%' }}>
            <CardContent>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                Empresas que mais venderam neste mês
              </Typography>
              {vendas.porEmpresa.length === 0 ? (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  Nenhuma venda neste mês ainda. As empresas aparecem aqui conforme registram vendas.
                </Typography>
              ) : (
                <Box sx={{ overflowX: 'auto' }}>
                  <Table size="small">
                    <TableHead>
                      <TableRow>
                        <TableCell>Empresa</TableCell>
                        <TableCell align="right">Vendas</TableCell>
                        <TableCell align="right">Vendido</TableCell>
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
        <Grid size={{ xs: 12, md: 6 }}>
          <Card
            component="section"
            aria-label="Vendas da plataforma nos últimos 12 meses"
            sx={{ height: '100%' }}
          >
            <CardContent>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                Últimos 12 meses
              </Typography>
              {dados.meses.every((m) => m.quantidade === 0) ? (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  Nenhuma venda nos últimos 12 meses.
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

/** /admin: the platform at a glance (GET /api/admin/painel), with the way to the companies. */
export function AdminPainel({ nome }: { nome: string }) {
  const query = useQuery({
    queryKey: ['admin-painel'],
    queryFn: async () => (await http.get<AdminPainelDados>('/admin/painel')).data,
  });
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1280, minWidth: 0 }}>
      <Title title="Painel" />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
      >
        <Box>
          <Typography variant="h5" component="h1">
            Administração da plataforma
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {nome}
          </Typography>
        </Box>
        <Button component={Link} to="/admin/empresas" variant="outlined" size="small" sx={linkSx}>
          Ver as empresas
        </Button>
      </Stack>
      {query.isPending ? (
        <Skeleton variant="rounded" height={120} aria-label="Carregando os números" />
      ) : query.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => query.refetch()}>
              Tentar de novo
            </Button>
          }
        >
          Não foi possível carregar os números da plataforma.
        </Alert>
      ) : (
        <Figuras dados={query.data} />
      )}
    </Box>
  );
}
