import DashboardIcon from '@mui/icons-material/Dashboard';
import GroupsIcon from '@mui/icons-material/Groups';
import HandshakeIcon from '@mui/icons-material/Handshake';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import PersonIcon from '@mui/icons-material/Person';
import SearchIcon from '@mui/icons-material/Search';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { IconButton, Tooltip } from '@mui/material';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useAcesso } from '../company/AcessoContext';
import { companyMenu, FALLBACK_ICON, GRUPOS, type Grupo } from '../company/pages';
import { http } from '../data/http';
import { helpPath } from '../help/paths';
import { searchHelp } from '../help/search';
import { useAreaTranslate } from '../i18n/useAreaTranslate';
import { companyPath } from '../routing/paths';
import { registerIcon } from '../schema/icons';
import { COMPANY_REGISTERS, registerOf } from '../schema/registry';
import { CommandPalette } from './CommandPalette';
import {
  lineInAppLanguage,
  matchingPages,
  type Option,
  readRecent,
  recentKey,
  remember,
  type SearchGroup,
  type SearchPage,
  type Section,
} from './palette';
import { searchTexts } from './texts';

// Built once: the pages and the schemas do not change while the app runs.
const ENTRIES = companyMenu(COMPANY_REGISTERS);
const REGISTER_ICONS = new Map(COMPANY_REGISTERS.map((m) => [m.resource, registerIcon(m.menu?.icon)]));

const storage = () => (typeof localStorage === 'undefined' ? undefined : localStorage);

/** Ctrl+K on Windows and Linux, ⌘K on a Mac; never with Alt or Shift (other shortcuts of the browser). */
export const isSearchShortcut = (
  e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
) => (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k';

/**
 * The app bar's search button and the Ctrl+K / ⌘K palette of the company app: pages the role opens and help
 * topics found at once, on the client; sales, negotiations, registers and people from GET /empresas/{e}/busca.
 */
export function GlobalSearch() {
  const { empresaId, can, perfil, user } = useAcesso();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  // the palette is mounted at its first opening, not in the page's first render (issue 17), and kept then
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const t = useAreaTranslate('search', searchTexts);
  const chave = recentKey(user.usuarioId, empresaId);
  const [recentes, setRecentes] = useState<Option[]>(() => readRecent(storage(), chave));

  // another tab may have chosen something since: read again at each opening
  useEffect(() => {
    if (open) setRecentes(readRecent(storage(), chave));
  }, [open, chave]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      // the browser's own Ctrl+K (its address bar search) would take the focus away
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, []);

  const paginas = useMemo<Array<SearchPage & { icon: ReactNode }>>(() => {
    const base = companyPath(empresaId);
    // in the chosen language, as the menu names them
    const grupo = (g: Grupo) =>
      translate(`app.menu.${g === 'equipe' ? 'equipe_usuarios' : g}`, { _: GRUPOS[g] });
    const label = (path: string, fallback: string) =>
      registerOf(path)?.label.plural ?? translate(`app.pages.${path}`, { _: fallback });
    const list = [
      {
        label: translate('app.pages.painel', { _: 'Painel' }),
        caminho: base,
        grupo: grupo('inicio'),
        icon: <DashboardIcon />,
      },
      ...ENTRIES.filter((e) => e.permissoes.every((p) => can(p))).map((e) => ({
        label: label(e.path, e.label),
        caminho: `${base}/${e.path}`,
        grupo: grupo(e.group),
        icon: <e.icon />,
      })),
      {
        label: translate('app.user_menu.profile', { _: 'Meu perfil' }),
        caminho: `${base}/usuarios/me`,
        grupo: t('account'),
        icon: <PersonIcon />,
      },
    ];
    if (perfil?.equipeId != null)
      list.push({
        label: translate('app.pages.minhas-equipes', { _: 'Minha equipe' }),
        caminho: `${base}/minhas-equipes/${perfil.equipeId}`,
        grupo: grupo('vendas'),
        icon: <GroupsIcon />,
      });
    return list;
  }, [empresaId, can, perfil, translate, t]);

  const locais = useCallback(
    (q: string): Section[] => [
      { chave: 'paginas', titulo: t('pages'), opcoes: matchingPages(paginas, q).slice(0, 6) },
      {
        chave: 'ajuda',
        titulo: t('help'),
        depois: true,
        opcoes: searchHelp(q, { limite: 4, locale }).map(({ topic, snippet }) => ({
          chave: `ajuda:${topic.slug}`,
          titulo: topic.titulo,
          subtitulo: snippet ?? topic.resumo,
          caminho: helpPath(empresaId, topic.slug),
          tipo: 'ajuda',
        })),
      },
    ],
    [paginas, empresaId, t, locale],
  );

  const buscar = useCallback(
    async (q: string, signal: AbortSignal) =>
      (
        await http.get<{ grupos: SearchGroup[] }>(`/empresas/${empresaId}/busca`, { params: { q }, signal })
      ).data.grupos.map((g) => {
        const model = registerOf(g.recurso);
        return {
          ...g,
          // the server names a group and writes its lines in Portuguese: the app's language writes them here
          rotulo: model?.label.plural ?? (g.recurso === 'pessoas' ? t('people') : g.rotulo),
          itens: g.itens.map((item) => ({ ...item, subtitulo: lineInAppLanguage(model, g.recurso, item) })),
        };
      }),
    [empresaId, t],
  );

  const iconeDe = useCallback(
    (opcao: Option): ReactNode => {
      if (opcao.tipo === 'pagina')
        return paginas.find((p) => p.caminho === opcao.caminho)?.icon ?? <FALLBACK_ICON />;
      if (opcao.tipo === 'ajuda') return <HelpOutlineIcon />;
      if (opcao.tipo === 'todos') return <SearchIcon />;
      if (opcao.tipo === 'pessoas') return <PersonIcon />;
      if (opcao.tipo === 'vendas') return <ShoppingCartIcon />;
      if (opcao.tipo === 'negociacoes') return <HandshakeIcon />;
      const Icon = REGISTER_ICONS.get(opcao.tipo) ?? FALLBACK_ICON;
      return <Icon />;
    },
    [paginas],
  );

  const onEscolher = useCallback(
    (opcao: Option) => {
      // "see all" is a list, not a place worth remembering
      if (opcao.tipo !== 'todos') setRecentes(remember(storage(), chave, opcao));
      setOpen(false);
      navigate(opcao.caminho);
    },
    [chave, navigate],
  );

  return (
    <>
      <Tooltip title={translate('app.app_bar.search')}>
        <IconButton
          color="inherit"
          aria-label={translate('app.app_bar.search')}
          aria-keyshortcuts="Control+K Meta+K"
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          <SearchIcon />
        </IconButton>
      </Tooltip>
      {(open || opened) && (
        <CommandPalette
          open={open}
          onClose={() => setOpen(false)}
          locais={locais}
          buscar={buscar}
          recentes={recentes}
          onEscolher={onEscolher}
          iconeDe={iconeDe}
        />
      )}
    </>
  );
}
