import { Alert, Box, Button, Grid, Skeleton, Stack, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Title, useBasename, useTranslate } from 'react-admin';
import { Link, useSearchParams } from 'react-router-dom';
import { useAcesso } from '../company/AcessoContext';
import { PAGES } from '../company/pages';
import { useAreaTranslate } from '../i18n/useAreaTranslate';
import { registerOf } from '../schema/registry';
import { fetchPainel } from './api';
import { linkSx } from './format';
import { PainelFiguras } from './PainelFiguras';
import { PeriodoSelect } from './PeriodoSelect';
import { choiceFromUrl, choiceParams, PERIODO_PADRAO, type PeriodoChoice } from './periodos';
import { dashboardTexts } from './texts';

/** The pages the role opens, as small links below the figures. */
function QuickLinks() {
  const { can } = useAcesso();
  const atalhos = PAGES.filter((p) => p.menu !== false && p.group !== 'ajuda' && can(p.permissao));
  const t = useAreaTranslate('dashboard', dashboardTexts);
  const translate = useTranslate();
  if (atalhos.length === 0) return null;
  // in the chosen language, as the menu names them: a register's plural, else the page's app.pages text
  const label = (path: string, fallback: string) =>
    registerOf(path)?.label.plural ??
    translate(`app.pages.${path}`, { _: translate(`app.menu.${path}`, { _: fallback }) });
  return (
    <Box component="nav" aria-label={t('shortcuts')} sx={{ mt: 4 }}>
      <Typography variant="subtitle2" component="h2" color="text.secondary" gutterBottom>
        {t('shortcuts')}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {atalhos.map((p) => (
          <Button
            key={p.path}
            component={Link}
            to={p.path}
            size="small"
            variant="outlined"
            startIcon={<p.icon fontSize="small" color="primary" />}
            sx={{ textTransform: 'none', ...linkSx }}
          >
            {label(p.path, p.label)}
          </Button>
        ))}
      </Stack>
    </Box>
  );
}

function Loading() {
  const t = useAreaTranslate('dashboard', dashboardTexts);
  return (
    <Stack spacing={2} aria-busy="true" aria-label={t('loading')}>
      <Skeleton variant="text" width={240} height={32} />
      <Grid container spacing={2}>
        {[0, 1, 2].map((i) => (
          <Grid key={i} size={{ xs: 12, sm: 4 }}>
            <Skeleton variant="rounded" height={104} />
          </Grid>
        ))}
      </Grid>
      <Skeleton variant="rounded" height={96} />
    </Stack>
  );
}

/**
 * The company home (/e/{e}): the figures of the caller's papel for a period kept in the URL (?periodo=…), from
 * GET /empresas/{e}/painel, then the pages the role opens.
 */
export function Dashboard() {
  const { user, empresa, papel } = useAcesso();
  const basename = useBasename();
  const [params, setParams] = useSearchParams();
  const escolha = choiceFromUrl(params);
  const t = useAreaTranslate('dashboard', dashboardTexts);
  const query = useQuery({
    queryKey: ['painel', empresa.empresaId, choiceParams(escolha)],
    queryFn: () => fetchPainel(empresa.empresaId, escolha),
    // a new period keeps the old figures on screen until the new ones arrive, without a flash of skeletons
    placeholderData: keepPreviousData,
  });
  const mudar = (e: PeriodoChoice) =>
    setParams(e.periodo === PERIODO_PADRAO ? {} : choiceParams(e), { replace: false });
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1280, minWidth: 0 }}>
      <Title title={t('title')} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' }, mb: 2 }}
      >
        <Box>
          <Typography variant="h5" component="h1">
            {t('welcome', { nome: user.nomeCompleto })}
          </Typography>
          <Typography color="text.secondary" variant="body2">
            {empresa.nome}
            {papel ? ` · ${papel.nome}` : user.isAdmin ? ` · ${t('platform_admin')}` : ''}
          </Typography>
        </Box>
        <PeriodoSelect
          key={escolha.periodo === 'personalizado' ? 'p' : 'preset'}
          escolha={escolha}
          sugestao={query.data?.periodo}
          onChange={mudar}
        />
      </Stack>
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => query.refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {t('load_error')}
        </Alert>
      ) : (
        <Box
          sx={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity .2s' }}
          aria-busy={query.isFetching}
        >
          <PainelFiguras painel={query.data} basename={basename} />
        </Box>
      )}
      <QuickLinks />
    </Box>
  );
}
