import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import OpenInNewIcon from '@mui/icons-material/ArrowForward';
import SearchIcon from '@mui/icons-material/Search';
import {
  Box,
  Button,
  InputAdornment,
  Link,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { type KeyboardEvent, useId, useMemo, useState } from 'react';
import { Title, useLocale, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { useAcesso } from '../company/AcessoContext';
import { pageOf } from '../company/pages';
import { companyPath } from '../routing/paths';
import { helpPath } from './paths';
import { inArea, searchHelp } from './search';
import {
  HELP_GROUPS,
  type HelpGroup,
  type HelpShortcut,
  type HelpTopic,
  helpGroupsIn,
  helpTopicIn,
  helpTopicsIn,
} from './topics';

/** What differs between a company's help and the admin area's. */
interface HelpArea {
  area: 'empresa' | 'admin';
  /** /e/3/ajuda or /admin/ajuda, and its topics below. */
  href: (slug?: string) => string;
  /** Topics this user sees listed (a company's pages the role cannot open are left out). */
  visivel: (topic: HelpTopic) => boolean;
  /** The page a topic documents, when it has one the user may open. */
  pagina: (topic: HelpTopic) => { href: string; label: string } | null;
}

/** /e/{e}/ajuda and /e/{e}/ajuda/{slug}: the company's help. */
export function AjudaPage() {
  const { empresaId, can } = useAcesso();
  const t = useTranslate();
  const locale = useLocale();
  const area = useMemo<HelpArea>(() => {
    const permitida = (topic: HelpTopic) => {
      const page = topic.rota ? pageOf(topic.rota) : undefined;
      return !page?.permissao || can(page.permissao);
    };
    return {
      area: 'empresa',
      href: (slug) => helpPath(empresaId, slug),
      visivel: permitida,
      pagina: (topic) => {
        if (topic.rota === null || topic.rota.includes(':') || !permitida(topic)) return null;
        return {
          href: companyPath(empresaId, topic.rota),
          // the menu's name of the page in Portuguese; in English the topic's title, which is that name
          label:
            topic.rota === ''
              ? t('app.help.o_painel')
              : locale === 'en'
                ? topic.titulo
                : (pageOf(topic.rota)?.label ?? topic.titulo),
        };
      },
    };
  }, [empresaId, can, t, locale]);
  return <Ajuda area={area} />;
}

const ADMIN_AREA: HelpArea = {
  area: 'admin',
  href: (slug) => helpPath(null, slug),
  visivel: () => true,
  pagina: (topic) =>
    topic.rota === null || topic.rota.includes(':') ? null : { href: `/${topic.rota}`, label: topic.titulo },
};

/** /admin/ajuda and /admin/ajuda/{slug}: the platform admin area's help. */
export function AdminAjudaPage() {
  return <Ajuda area={ADMIN_AREA} />;
}

function Ajuda({ area }: { area: HelpArea }) {
  const { slug } = useParams();
  const locale = useLocale();
  if (!slug) return <TopicIndex area={area} />;
  const topic = helpTopicIn(slug, locale);
  if (!topic || !inArea(topic, area.area)) return <TopicNotFound area={area} />;
  return <TopicView topic={topic} area={area} />;
}

const PAGE_SX = { maxWidth: 960, px: { xs: 1, sm: 2 }, py: 2 } as const;

/** The index: a search that answers as you type (arrows choose, Enter opens), and every topic by menu group. */
function TopicIndex({ area }: { area: HelpArea }) {
  const navigate = useNavigate();
  const t = useTranslate();
  const locale = useLocale();
  const [q, setQ] = useState('');
  const [ativo, setAtivo] = useState(0);
  const listboxId = useId();
  const resultados = useMemo(
    () => searchHelp(q, { area: area.area, locale }).filter((r) => area.visivel(r.topic)),
    [q, area, locale],
  );
  const buscando = q.trim() !== '';
  const atual = Math.min(ativo, resultados.length - 1);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (resultados.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const passo = event.key === 'ArrowDown' ? 1 : -1;
      setAtivo((atual + passo + resultados.length) % resultados.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const escolhido = resultados[atual];
      if (escolhido) navigate(area.href(escolhido.topic.slug));
    } else if (event.key === 'Escape' && q !== '') {
      event.preventDefault();
      setQ('');
    }
  };

  const grupos = (Object.keys(HELP_GROUPS) as HelpGroup[])
    .map((grupo) => ({
      grupo,
      topicos: topicsOfArea(area, locale).filter((topico) => topico.grupo === grupo),
    }))
    .filter((g) => g.topicos.length > 0);

  return (
    <Box sx={PAGE_SX}>
      <Title title={t('app.help.titulo')} />
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {t('app.help.titulo')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('app.help.introducao')}
      </Typography>
      <TextField
        autoFocus
        fullWidth
        type="search"
        label={t('app.help.buscar')}
        placeholder={area.area === 'admin' ? t('app.help.exemplo_admin') : t('app.help.exemplo_empresa')}
        value={q}
        onChange={(e) => {
          setQ(e.target.value);
          setAtivo(0);
        }}
        onKeyDown={onKeyDown}
        autoComplete="off"
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden />
              </InputAdornment>
            ),
          },
          htmlInput: {
            role: 'combobox',
            'aria-expanded': buscando && resultados.length > 0,
            'aria-controls': listboxId,
            'aria-autocomplete': 'list',
            'aria-activedescendant':
              buscando && resultados[atual] ? `${listboxId}-${resultados[atual].topic.slug}` : undefined,
            maxLength: 200,
          },
        }}
        sx={{ mb: 2 }}
      />
      <Box aria-live="polite" sx={{ mb: 1 }}>
        {buscando && (
          <Typography variant="body2" color="text.secondary">
            {resultados.length === 0
              ? t('app.help.nenhum', { q: q.trim() })
              : resultados.length === 1
                ? t('app.help.um')
                : t('app.help.varios', { n: resultados.length })}
          </Typography>
        )}
      </Box>
      {buscando && resultados.length > 0 ? (
        <Paper variant="outlined">
          <List id={listboxId} role="listbox" aria-label={t('app.help.encontrados')} disablePadding>
            {resultados.map((r, i) => (
              <ListItemButton
                key={r.topic.slug}
                id={`${listboxId}-${r.topic.slug}`}
                role="option"
                aria-selected={i === atual}
                selected={i === atual}
                tabIndex={-1}
                divider={i < resultados.length - 1}
                onClick={() => navigate(area.href(r.topic.slug))}
                onMouseMove={() => setAtivo(i)}
              >
                <ListItemText
                  primary={r.topic.titulo}
                  secondary={r.snippet ?? r.topic.resumo}
                  slotProps={{ primary: { sx: { fontWeight: 500 } } }}
                />
              </ListItemButton>
            ))}
          </List>
        </Paper>
      ) : (
        // two columns of cards filled from the top, as a newspaper's: a grid left a short group beside a tall one
        // with a hole under it
        <Box sx={{ columns: { xs: 1, md: 2 }, columnGap: 2 }}>
          {grupos.map(({ grupo, topicos }) => (
            <Paper
              key={grupo}
              variant="outlined"
              component="section"
              aria-labelledby={`${listboxId}-g-${grupo}`}
              sx={{ breakInside: 'avoid', mb: 2 }}
            >
              <Typography
                id={`${listboxId}-g-${grupo}`}
                variant="subtitle2"
                component="h2"
                color="text.secondary"
                sx={{ px: 2, pt: 1.5, pb: 0.5, textTransform: 'uppercase', letterSpacing: 0.5 }}
              >
                {helpGroupsIn(locale)[grupo]}
              </Typography>
              <List dense disablePadding sx={{ pb: 1 }}>
                {topicos.map((topico) => (
                  // a list holds list items: the link inside its <li> (axe's `list` rule)
                  <ListItem key={topico.slug} disablePadding>
                    <ListItemButton component={RouterLink} to={area.href(topico.slug)}>
                      <ListItemText
                        primary={topico.titulo}
                        secondary={topico.resumo}
                        slotProps={{ primary: { sx: { fontWeight: 500 } } }}
                      />
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
            </Paper>
          ))}
        </Box>
      )}
    </Box>
  );
}

function topicsOfArea(area: HelpArea, locale: string): HelpTopic[] {
  return helpTopicsIn(locale).filter((t) => inArea(t, area.area) && area.visivel(t));
}

/** "Ctrl+Enter (⌘+Enter no Mac)": the keys as keys, the note in parentheses as text. */
function KeyCaps({ atalho }: { atalho: HelpShortcut }) {
  const [, teclas = atalho.teclas, nota] = /^(.*?)(?:\s*\((.*)\))?$/.exec(atalho.teclas) ?? [];
  return (
    <>
      {teclas.split(/(\s*(?:,|\/| e | ou | and | or )\s*)/).map((parte, i) =>
        i % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string
          <span key={i}>{parte}</span>
        ) : (
          <Box
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string
            key={i}
            component="kbd"
            sx={{
              fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
              fontSize: '0.8125rem',
              px: 0.75,
              py: 0.25,
              borderRadius: 1,
              border: 1,
              borderColor: 'divider',
              bgcolor: 'action.hover',
              whiteSpace: 'nowrap',
            }}
          >
            {parte}
          </Box>
        ),
      )}
      {nota && (
        <Typography component="span" variant="body2" color="text.secondary">
          {' '}
          ({nota})
        </Typography>
      )}
    </>
  );
}

/** One topic: what the page is for, its tasks step by step, its shortcuts, and where to go next. */
function TopicView({ topic, area }: { topic: HelpTopic; area: HelpArea }) {
  const pagina = area.pagina(topic);
  const t = useTranslate();
  const locale = useLocale();
  const relacionados = (topic.relacionados ?? [])
    .map((slug) => helpTopicIn(slug, locale))
    .filter((t): t is HelpTopic => t !== undefined && inArea(t, area.area) && area.visivel(t));
  const tituloId = useId();
  return (
    <Box component="article" aria-labelledby={tituloId} sx={PAGE_SX}>
      <Title title={t('app.help.titulo_topico', { topico: topic.titulo })} />
      <Link
        component={RouterLink}
        to={area.href()}
        underline="hover"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1 }}
      >
        <ArrowBackIcon fontSize="small" aria-hidden />
        {t('app.help.todos')}
      </Link>
      <Typography id={tituloId} variant="h5" component="h1">
        {topic.titulo}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {topic.resumo}
      </Typography>
      {pagina && (
        <Button
          component={RouterLink}
          to={pagina.href}
          variant="outlined"
          endIcon={<OpenInNewIcon />}
          sx={{ mb: 3 }}
        >
          {t('app.help.abrir', { pagina: pagina.label })}
        </Button>
      )}
      {topic.secoes.map((secao) => (
        <Box component="section" key={secao.titulo} sx={{ mb: 2.5 }}>
          <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', mb: 0.5 }}>
            {secao.titulo}
          </Typography>
          {secao.texto && <Typography sx={{ lineHeight: 1.6 }}>{secao.texto}</Typography>}
          {secao.passos && (
            <Box component="ol" sx={{ m: 0, pl: 3, '& li': { mb: 0.5, lineHeight: 1.6 } }}>
              {secao.passos.map((passo) => (
                <li key={passo}>{passo}</li>
              ))}
            </Box>
          )}
        </Box>
      ))}
      {topic.atalhos.length > 0 && (
        <Box component="section" sx={{ mb: 3 }}>
          <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', mb: 1 }}>
            {t('app.help.atalhos')}
          </Typography>
          <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={t('app.help.atalhos_de', { topico: topic.titulo })}>
              <TableHead>
                <TableRow>
                  <TableCell sx={{ width: { sm: '40%' } }}>{t('app.help.teclas')}</TableCell>
                  <TableCell>{t('app.help.o_que_fazem')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {topic.atalhos.map((a) => (
                  <TableRow key={`${a.teclas}|${a.acao}`}>
                    <TableCell sx={{ lineHeight: 2 }}>
                      <KeyCaps atalho={a} />
                    </TableCell>
                    <TableCell>{a.acao}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Paper>
        </Box>
      )}
      {relacionados.length > 0 && (
        <Box component="nav" aria-label={t('app.help.veja_tambem')}>
          <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', mb: 0.5 }}>
            {t('app.help.veja_tambem')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 3, '& li': { mb: 0.5 } }}>
            {relacionados.map((topico) => (
              <li key={topico.slug}>
                <Link component={RouterLink} to={area.href(topico.slug)} underline="hover">
                  {topico.titulo}
                </Link>
                <Typography component="span" variant="body2" color="text.secondary">
                  {' '}
                  — {topico.resumo}
                </Typography>
              </li>
            ))}
          </Box>
        </Box>
      )}
    </Box>
  );
}

function TopicNotFound({ area }: { area: HelpArea }) {
  const t = useTranslate();
  return (
    <Box sx={PAGE_SX}>
      <Title title={t('app.help.titulo')} />
      <Typography variant="h5" component="h1" gutterBottom>
        {t('app.help.nao_encontrado')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('app.help.nao_leva')}</Typography>
      <Button component={RouterLink} to={area.href()} variant="contained">
        {t('app.help.ver_todos')}
      </Button>
    </Box>
  );
}
