import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import AssessmentIcon from '@mui/icons-material/Assessment';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  CircularProgress,
  Paper,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Title, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useAcesso } from '../company/AcessoContext';
import { companyPath } from '../routing/paths';
import { fetchMeuRelatorio, fetchMeusRelatorios } from './api';
import { apiParams } from './periodo';
import { RelatorioFiltros } from './RelatorioFiltros';
import { RelatorioResultado } from './RelatorioResultado';
import { TIPO_LABELS } from './types';
import { useRelatorioQuery } from './useRelatorioQuery';

/**
 * Meus relatórios (docs/produto.md §2): the company's public, active reports for every member, and one of them at
 * /meus-relatorios/{uri}, its figures over the sales the member may see (a seller his own, a supervisor his
 * teams'). One element for both routes, told apart by the uri.
 */
export function MeusRelatoriosPage() {
  const { uri } = useParams();
  return uri ? <MeuRelatorio uri={uri} /> : <RelatoriosList />;
}

function PageHeader({ titulo, children }: { titulo: string; children?: React.ReactNode }) {
  return (
    <Box sx={{ mt: { xs: 1, sm: 2 }, mb: 2 }}>
      <Title title={titulo} />
      <Typography variant="h5" component="h1">
        {titulo}
      </Typography>
      {children}
    </Box>
  );
}

function RelatoriosList() {
  const { empresaId, can } = useAcesso();
  const t = useTranslate();
  const { data, error, isPending } = useQuery({
    queryKey: ['meus-relatorios', empresaId],
    queryFn: () => fetchMeusRelatorios(empresaId),
  });
  return (
    <Box sx={{ px: { xs: 1, sm: 0 }, pb: 3 }}>
      <PageHeader titulo={t('app.relatorios.meus')} />
      {error ? (
        <Alert severity="error">{t('app.relatorios.erro_lista', { erro: (error as Error).message })}</Alert>
      ) : isPending ? (
        <CircularProgress aria-label={t('app.relatorios.carregando_lista')} />
      ) : data.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <AssessmentIcon color="disabled" sx={{ fontSize: 56 }} aria-hidden />
          <Typography gutterBottom>{t('app.relatorios.nenhum')}</Typography>
          {can('CONFIGURAR_EMPRESA') && (
            <Button component={RouterLink} to={companyPath(empresaId, '/relatorios')}>
              {t('app.relatorios.configurar')}
            </Button>
          )}
        </Paper>
      ) : (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(280px, 1fr))' },
          }}
        >
          {data.map((r) => (
            <Box component="li" key={r.relatorioId}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardActionArea
                  component={RouterLink}
                  to={companyPath(empresaId, `/meus-relatorios/${r.uri}`)}
                  sx={{ height: '100%', alignItems: 'flex-start' }}
                >
                  <CardContent>
                    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 0.5 }}>
                      <AssessmentIcon color="primary" fontSize="small" aria-hidden />
                      <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem' }}>
                        {r.nome}
                      </Typography>
                    </Box>
                    <Typography variant="caption" color="text.secondary" component="p">
                      {t(`app.relatorios.tipos.${r.tipo}`, { _: TIPO_LABELS[r.tipo] ?? r.tipo })}
                    </Typography>
                    {r.descricao && (
                      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                        {r.descricao}
                      </Typography>
                    )}
                  </CardContent>
                </CardActionArea>
              </Card>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}

function MeuRelatorio({ uri }: { uri: string }) {
  const { empresaId } = useAcesso();
  const t = useTranslate();
  const [consulta, setConsulta] = useRelatorioQuery();
  const params = apiParams(consulta);
  const { data, error, isFetching, isPlaceholderData } = useQuery({
    queryKey: ['meus-relatorios', empresaId, uri, params],
    queryFn: () => fetchMeuRelatorio(empresaId, uri, params ?? {}),
    enabled: params !== undefined,
    placeholderData: keepPreviousData,
    retry: (count, e) => (e as { status?: number }).status !== 404 && count < 2,
  });
  const voltar = (
    <Button
      component={RouterLink}
      to={companyPath(empresaId, '/meus-relatorios')}
      startIcon={<ArrowBackIcon />}
      size="small"
      sx={{ mb: 1 }}
    >
      {t('app.relatorios.meus')}
    </Button>
  );
  if (error && !data)
    return (
      <Box sx={{ px: { xs: 1, sm: 0 }, pt: 2 }}>
        {voltar}
        <Alert severity={(error as { status?: number }).status === 404 ? 'warning' : 'error'}>
          {(error as { status?: number }).status === 404
            ? t('app.relatorios.nao_existe')
            : t('app.relatorios.erro_relatorio', { erro: (error as Error).message })}
        </Alert>
      </Box>
    );
  if (!data) return <CircularProgress aria-label={t('app.relatorios.carregando')} sx={{ m: 2 }} />;
  const { relatorio, resultado } = data;
  return (
    <Box sx={{ px: { xs: 1, sm: 0 }, pb: 3, maxWidth: 1200 }}>
      <PageHeader titulo={relatorio.nome}>
        {relatorio.descricao && (
          <Typography color="text.secondary" variant="body2">
            {relatorio.descricao}
          </Typography>
        )}
      </PageHeader>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, mb: 2 }}>
        <RelatorioFiltros
          tipo={relatorio.tipo}
          consulta={consulta}
          onChange={(next, options) =>
            setConsulta(
              // Personalizado starts from the days the report was showing
              next.periodo === 'personalizado' &&
                !next.de &&
                !next.ate &&
                consulta.periodo !== 'personalizado'
                ? { ...next, de: resultado.periodo.de, ate: resultado.periodo.ate }
                : next,
              options,
            )
          }
        />
      </Paper>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('app.relatorios.erro_atualizar', { erro: (error as Error).message })}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <RelatorioResultado
          nome={relatorio.nome}
          resultado={resultado}
          atualizando={isFetching && isPlaceholderData}
        />
      </Paper>
    </Box>
  );
}
