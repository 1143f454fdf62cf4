import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  Chip,
  Grid,
  LinearProgress,
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
import { visuallyHidden } from '@mui/utils';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { schemaLocale } from '../../core/schema/localize';
import { type AreaTranslate, useAreaTranslate } from '../i18n/useAreaTranslate';
import { listPath } from './api';
import { brl, linkSx } from './format';
import { painelInLocale } from './localize';
import { formatDia, variacao } from './periodos';
import { dashboardTexts } from './texts';
import type { Linha, Painel } from './types';

const MesesChart = lazy(() => import('./MesesChart'));

// numbers in the app's language (1.234 / 1,234); amounts stay in reais (brl)
const FORMATS = {
  'pt-BR': {
    inteiro: new Intl.NumberFormat('pt-BR'),
    porcento: new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 0 }),
  },
  'en-US': {
    inteiro: new Intl.NumberFormat('en-US'),
    porcento: new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 0 }),
  },
};
const formats = () => FORMATS[schemaLocale() === 'en' ? 'en-US' : 'pt-BR'];
const inteiro = { format: (n: number) => formats().inteiro.format(n) };
const porcento = { format: (n: number) => formats().porcento.format(n) };

const useT = () => useAreaTranslate('dashboard', dashboardTexts);

/** A change against the previous period: ▲ 12 % in green, ▼ in red; "sem base" when there was nothing before. */
function Variacao({ atual, anterior }: { atual: number; anterior: number }) {
  const t = useT();
  const v = variacao(atual, anterior);
  if (v === null)
    return (
      <Typography variant="caption" color="text.secondary">
        {atual === 0 ? t('same_as_before') : t('none_before')}
      </Typography>
    );
  const sobe = v > 0;
  const igual = Math.round(v * 100) === 0;
  const cor = igual ? 'text.secondary' : sobe ? 'success.main' : 'error.main';
  return (
    <Typography
      variant="caption"
      sx={{ color: cor, display: 'inline-flex', alignItems: 'center', gap: 0.25 }}
    >
      {!igual &&
        (sobe ? <ArrowUpwardIcon sx={{ fontSize: 14 }} /> : <ArrowDownwardIcon sx={{ fontSize: 14 }} />)}
      {igual ? t('same') : `${sobe ? '+' : ''}${porcento.format(v)}`}
      <Box component="span" sx={{ color: 'text.secondary', ml: 0.5 }}>
        {t('vs_before')}
      </Box>
    </Typography>
  );
}

/**
 * One headline figure; the whole card is the link to the list behind it, named by what it shows (WCAG 2.5.3: a
 * name of its own left out the change against the previous period that the card shows).
 */
function Figure(props: {
  rotulo: string;
  valor: string;
  href: string;
  atual: number;
  anterior: number;
  extra?: ReactNode;
}) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardActionArea component={Link} to={props.href} sx={{ height: '100%' }}>
        <CardContent>
          <Typography variant="body2" color="text.secondary">
            {props.rotulo}
          </Typography>
          <Typography
            variant="h5"
            component="p"
            // two figures side by side on a phone: a smaller size, and a long amount wraps after "R$" (a plain space
            // here), cutting inside the number only when the number alone is wider than the card
            sx={{
              fontWeight: 600,
              my: 0.5,
              fontSize: { xs: '1.25rem', sm: '1.5rem' },
              overflowWrap: 'break-word',
            }}
            data-figura={props.rotulo}
          >
            {props.valor.replace(/^R\$\u00a0/, 'R$ ')}
          </Typography>
          <Variacao atual={props.atual} anterior={props.anterior} />
          {props.extra}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** This period against the whole previous month, as a goal to beat. */
function Meta({ painel, href }: { painel: Painel; href: string | null }) {
  const { total } = painel.resumo;
  const alvo = painel.mesPassado.total;
  const fracao = alvo > 0 ? total / alvo : total > 0 ? 1 : 0;
  const batida = alvo > 0 && total >= alvo;
  const t = useT();
  return (
    <Card>
      <CardContent>
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'baseline', flexWrap: 'wrap', gap: 1 }}
        >
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {t('goal')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('goal_of', { total: brl(total) })}{' '}
            {href ? (
              <MuiLink
                component={Link}
                to={href}
                sx={linkSx}
                aria-label={t('last_month_link', { valor: brl(alvo) })}
              >
                {brl(alvo)}
              </MuiLink>
            ) : (
              brl(alvo)
            )}
          </Typography>
        </Stack>
        <LinearProgress
          variant="determinate"
          value={Math.min(100, Math.round(fracao * 100))}
          color={batida ? 'success' : 'primary'}
          sx={{ height: 10, borderRadius: 5, my: 1 }}
          aria-label={t('goal_progress')}
        />
        <Typography variant="body2" color={batida ? 'success.main' : 'text.secondary'}>
          {alvo === 0
            ? t('goal_no_base')
            : batida
              ? t('goal_reached', { pct: porcento.format(fracao) })
              : t('goal_missing', {
                  pct: porcento.format(fracao),
                  n: inteiro.format(painel.mesPassado.quantidade),
                  falta: brl(alvo - total),
                })}
        </Typography>
      </CardContent>
    </Card>
  );
}

interface Section {
  titulo: string;
  linhas: Linha[] | undefined;
  recurso: 'vendas' | 'negociacoes';
  unidade: string;
  vazio: string;
}

/** A ranked list: each row a link to its records, with a bar for its share of the largest. */
function Ranking({ secao, basename }: { secao: Section; basename: string }) {
  const linhas = secao.linhas ?? [];
  const maior = Math.max(0, ...linhas.map((l) => l.total));
  const t = useT();
  return (
    <Card sx={{ height: '100%' }} component="section" aria-label={secao.titulo}>
      <CardContent sx={{ pb: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
          {secao.titulo}
        </Typography>
        {linhas.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {secao.vazio}
          </Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {linhas.map((l) => (
              <li key={l.chave}>
                <Box
                  component={Link}
                  to={listPath(basename, secao.recurso, l.filtro)}
                  sx={{
                    display: 'block',
                    px: 1,
                    py: 0.75,
                    mx: -1,
                    borderRadius: 1,
                    color: 'inherit',
                    textDecoration: 'none',
                    opacity: l.foraDosTotais ? 0.7 : 1,
                    '&:hover, &:focus-visible': { bgcolor: 'action.hover' },
                    '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
                  }}
                  data-chave={l.chave}
                >
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
                    {l.cor && (
                      <Box
                        component="span"
                        sx={{
                          width: 10,
                          height: 10,
                          borderRadius: '50%',
                          bgcolor: l.cor,
                          flex: 'none',
                          alignSelf: 'center',
                        }}
                      />
                    )}
                    {/* width 0 + flex 1: a long name is cut with an ellipsis instead of widening the page on a phone */}
                    <Typography
                      variant="body2"
                      component="div"
                      sx={{ flex: 1, minWidth: 0, width: 0 }}
                      noWrap
                    >
                      {l.rotulo}
                      {l.foraDosTotais && (
                        <Chip
                          label={t('outside_totals')}
                          size="small"
                          variant="outlined"
                          sx={{ ml: 1, height: 18, fontSize: 11 }}
                        />
                      )}
                    </Typography>
                    {/* the row is named by its text (WCAG 2.5.3); the unit is heard, not shown */}
                    <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                      {inteiro.format(l.quantidade)}{' '}
                      <Box component="span" sx={visuallyHidden}>
                        {secao.unidade}
                      </Box>
                    </Typography>
                    <Typography
                      variant="body2"
                      sx={{ whiteSpace: 'nowrap', fontWeight: 500, minWidth: 96, textAlign: 'right' }}
                    >
                      {brl(l.total)}
                    </Typography>
                  </Stack>
                  <Box sx={{ height: 4, mt: 0.5, borderRadius: 2, bgcolor: 'action.hover' }} aria-hidden>
                    <Box
                      sx={{
                        height: '100%',
                        borderRadius: 2,
                        width: `${maior > 0 ? (l.total / maior) * 100 : 0}%`,
                        bgcolor:
                          l.cor ?? (secao.recurso === 'negociacoes' ? 'secondary.main' : 'primary.main'),
                      }}
                    />
                  </Box>
                </Box>
              </li>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

/** The sections of each papel, in the order a person of that papel looks for them. */
function sectionsOf(painel: Painel, t: AreaTranslate): Section[] {
  const status: Section = {
    titulo: t('by_status'),
    linhas: painel.porStatus,
    recurso: 'vendas',
    unidade: t('unit_sales'),
    vazio: t('no_sales_period'),
  };
  const negociacoes: Section = {
    titulo: painel.papel === 'gestor' ? t('negotiations_value') : t('negotiations_open'),
    linhas: painel.negociacoes,
    recurso: 'negociacoes',
    unidade: t('unit_negotiations'),
    vazio: t('no_negotiations'),
  };
  const vendedores: Section = {
    titulo: painel.papel === 'gestor' ? t('top_sellers') : t('your_sellers'),
    linhas: painel.vendedores,
    recurso: 'vendas',
    unidade: t('unit_sales'),
    vazio: t('no_sellers'),
  };
  const equipes: Section = {
    titulo: painel.papel === 'gestor' ? t('by_team') : t('your_teams'),
    linhas: painel.equipes,
    recurso: 'vendas',
    unidade: t('unit_sales'),
    vazio: t('no_team_sales'),
  };
  if (painel.papel === 'vendedor') return [status, negociacoes];
  if (painel.papel === 'supervisor') return [equipes, vendedores, status, negociacoes];
  return [
    vendedores,
    equipes,
    {
      titulo: t('by_origin'),
      linhas: painel.origens,
      recurso: 'vendas',
      unidade: t('unit_sales'),
      vazio: t('no_sales_period'),
    },
    {
      titulo: t('top_products'),
      linhas: painel.produtos,
      recurso: 'vendas',
      unidade: t('unit_units'),
      vazio: t('no_products'),
    },
    negociacoes,
    status,
  ];
}

function Meses({ painel, basename }: { painel: Painel; basename: string }) {
  const hrefOf = (l: Linha) => listPath(basename, 'vendas', l.filtro);
  const vazio = painel.meses.every((m) => m.quantidade === 0);
  const t = useT();
  return (
    <Card component="section" aria-label={t('last_12')}>
      <CardContent>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {t('last_12')}
        </Typography>
        {vazio ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('no_sales_12')}
          </Typography>
        ) : (
          <>
            <Suspense fallback={<Skeleton variant="rectangular" height={240} />}>
              <MesesChart
                meses={painel.meses}
                hrefOf={(m) =>
                  listPath(basename, 'vendas', painel.meses.find((x) => x.chave === m.chave)?.filtro ?? {})
                }
              />
            </Suspense>
            <Accordion
              disableGutters
              elevation={0}
              sx={{ bgcolor: 'transparent', '&::before': { display: 'none' } }}
            >
              <AccordionSummary sx={{ px: 0 }}>
                <Typography variant="body2" sx={linkSx}>
                  {t('months_table')}
                </Typography>
              </AccordionSummary>
              <AccordionDetails sx={{ px: 0, overflowX: 'auto' }}>
                <Table size="small" aria-label={t('months_table_label')}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('month')}</TableCell>
                      <TableCell align="right">{t('sales')}</TableCell>
                      <TableCell align="right">{t('sold')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {[...painel.meses].reverse().map((m) => (
                      <TableRow key={m.chave}>
                        <TableCell>
                          <MuiLink component={Link} to={hrefOf(m)} sx={linkSx}>
                            {m.rotulo}
                          </MuiLink>
                        </TableCell>
                        <TableCell align="right">{inteiro.format(m.quantidade)}</TableCell>
                        <TableCell align="right">{brl(m.total)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </AccordionDetails>
            </Accordion>
          </>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * The home's figures for one answer of GET …/painel: the headline numbers, the goal against last month, the
 * papel's rankings and the last 12 months. Every figure is a link to the list of the records behind it.
 */
export function PainelFiguras({ painel: answer, basename }: { painel: Painel; basename: string }) {
  // the server's own row names ("Sem equipe", a stage, a month) in the app's language
  const painel = painelInLocale(answer);
  const { resumo } = painel;
  const vendas = listPath(basename, 'vendas', resumo.filtro);
  const mesPassado = painel.meses.at(-2);
  const t = useT();
  return (
    <Stack spacing={2}>
      <Box>
        <Typography variant="h6" component="h2">
          {t(`scope.${painel.papel}`)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('period_range', {
            de: formatDia(painel.periodo.de),
            ate: formatDia(painel.periodo.ate),
            de2: formatDia(painel.anterior.de),
            ate2: formatDia(painel.anterior.ate),
          })}
        </Typography>
      </Box>
      {resumo.quantidade === 0 && (
        <Alert
          severity="info"
          action={
            <Button component={Link} to={`${basename}/vendas/create`} color="inherit" size="small">
              {t('new_sale')}
            </Button>
          }
        >
          {t(`no_sales.${painel.papel}`)}
        </Alert>
      )}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <Figure
            rotulo={t('sold')}
            valor={brl(resumo.total)}
            href={vendas}
            atual={resumo.total}
            anterior={resumo.anterior.total}
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 4 }} sx={{ minWidth: 0 }}>
          <Figure
            rotulo={t('sales')}
            valor={inteiro.format(resumo.quantidade)}
            href={vendas}
            atual={resumo.quantidade}
            anterior={resumo.anterior.quantidade}
            extra={
              <Typography variant="caption" color="text.secondary" component="p">
                {t(resumo.concluidas.quantidade === 1 ? 'completed' : 'completed_many', {
                  n: inteiro.format(resumo.concluidas.quantidade),
                })}
              </Typography>
            }
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 4 }} sx={{ minWidth: 0 }}>
          <Figure
            rotulo={t('average_ticket')}
            valor={brl(resumo.ticketMedio)}
            href={vendas}
            atual={resumo.ticketMedio}
            anterior={resumo.anterior.ticketMedio}
          />
        </Grid>
      </Grid>
      {/* the goal compares this month with the whole previous one: for another period it would mean nothing */}
      {painel.periodo.preset === 'este-mes' && (
        <Meta painel={painel} href={mesPassado ? listPath(basename, 'vendas', mesPassado.filtro) : null} />
      )}
      <Grid container spacing={2}>
        {sectionsOf(painel, t).map((s) => (
          <Grid key={s.titulo} size={{ xs: 12, md: 6 }}>
            <Ranking secao={s} basename={basename} />
          </Grid>
        ))}
      </Grid>
      <Meses painel={painel} basename={basename} />
    </Stack>
  );
}
