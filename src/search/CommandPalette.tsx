import SearchIcon from '@mui/icons-material/Search';
import {
  Box,
  Dialog,
  InputBase,
  LinearProgress,
  ListSubheader,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import {
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useAreaTranslate } from '../i18n/useAreaTranslate';
import {
  asksServer,
  nextActive,
  type Option,
  optionsOf,
  type SearchGroup,
  type Section,
  serverSections,
} from './palette';
import { searchTexts } from './texts';

/** The performance marks and measure the palette leaves (the e2e test reads them): answer → results drawn. */
export const MARKS = {
  resposta: 'busca:resposta',
  desenhado: 'busca:desenhado',
  medida: 'busca:desenho',
} as const;

/** The wait after the last keystroke before the server is asked: the local results show at once. */
export const DEBOUNCE_MS = 150;

export interface CommandPaletteProps {
  open: boolean;
  onClose(): void;
  /** What the client finds by itself, at once (pages, help topics). */
  locais(q: string): Section[];
  /** The server's half; `signal` aborts it when the text changes. */
  buscar(q: string, signal: AbortSignal): Promise<SearchGroup[]>;
  /** Shown while the box is empty. */
  recentes: Option[];
  onEscolher(opcao: Option): void;
  iconeDe?(opcao: Option): ReactNode;
  debounceMs?: number;
}

type ServerAnswer =
  | { estado: 'parado' }
  | { estado: 'buscando'; q: string }
  | { estado: 'pronto'; q: string; grupos: SearchGroup[] }
  | { estado: 'erro'; q: string };

/** The server's answers for the text, after the debounce; an answer to an older text is dropped (aborted). */
function useServerSearch(q: string, buscar: CommandPaletteProps['buscar'], debounceMs: number): ServerAnswer {
  const [servidor, setServidor] = useState<ServerAnswer>({ estado: 'parado' });
  const buscarRef = useRef(buscar);
  buscarRef.current = buscar;
  useEffect(() => {
    const texto = q.trim();
    if (!asksServer(texto)) {
      setServidor({ estado: 'parado' });
      return;
    }
    setServidor({ estado: 'buscando', q: texto });
    const controller = new AbortController();
    const timer = setTimeout(() => {
      buscarRef.current(texto, controller.signal).then(
        (grupos) => {
          if (controller.signal.aborted) return;
          performance.mark(MARKS.resposta);
          setServidor({ estado: 'pronto', q: texto, grupos });
        },
        () => {
          if (!controller.signal.aborted) setServidor({ estado: 'erro', q: texto });
        },
      );
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q, debounceMs]);
  return servidor;
}

/**
 * The command palette (Ctrl+K): a search box over a list of choices grouped under headings, in the ARIA
 * combobox pattern. The box keeps the focus; ↑/↓ (and Home/End) move the active option, Enter opens it, Esc
 * closes and gives the focus back to where it was (the dialog's own focus return).
 */
export function CommandPalette({
  open,
  onClose,
  locais,
  buscar,
  recentes,
  onEscolher,
  iconeDe,
  debounceMs = DEBOUNCE_MS,
}: CommandPaletteProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [q, setQ] = useState('');
  const [ativa, setAtiva] = useState(0);
  const ids = useId();
  const listboxId = `${ids}-listbox`;
  const servidor = useServerSearch(open ? q : '', buscar, debounceMs);
  const t = useAreaTranslate('search', searchTexts);
  const texto = q.trim();

  // a fresh box at every opening
  useEffect(() => {
    if (open) setQ('');
  }, [open]);

  const secoes = useMemo<Section[]>(() => {
    if (texto === '')
      return recentes.length > 0 ? [{ chave: 'recentes', titulo: t('recent'), opcoes: recentes }] : [];
    const doServidor =
      servidor.estado === 'pronto' && servidor.q === texto
        ? serverSections(servidor.grupos, (g) =>
            t(g.mais ? 'see_more' : 'see_all', { total: g.total, grupo: g.rotulo }),
          )
        : [];
    const local = locais(texto);
    return [...local.filter((s) => !s.depois), ...doServidor, ...local.filter((s) => s.depois)].filter(
      (s) => s.opcoes.length > 0,
    );
  }, [texto, recentes, locais, servidor, t]);
  const opcoes = useMemo(() => optionsOf(secoes), [secoes]);

  // the first option is active whenever the list changes (Enter opens the best match)
  useLayoutEffect(() => {
    setAtiva(opcoes.length > 0 ? 0 : -1);
  }, [opcoes]);

  // answer → drawn: in the commit that puts an answer's results in the DOM (once per answer)
  const medido = useRef<ServerAnswer | null>(null);
  useLayoutEffect(() => {
    if (servidor.estado !== 'pronto' || medido.current === servidor) return;
    medido.current = servidor;
    performance.mark(MARKS.desenhado);
    try {
      performance.measure(MARKS.medida, MARKS.resposta, MARKS.desenhado);
    } catch {
      // a mark cleared by someone else: nothing to measure
    }
  });

  const listRef = useRef<HTMLUListElement>(null);
  const optionId = (i: number) => `${ids}-opcao-${i}`;
  useEffect(() => {
    if (ativa < 0) return;
    document.getElementById(optionId(ativa))?.scrollIntoView?.({ block: 'nearest' });
  });

  const escolher = (opcao: Option | undefined) => {
    if (!opcao) return;
    onEscolher(opcao);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) {
      if (opcoes.length === 0) return;
      event.preventDefault();
      setAtiva((a) => nextActive(a, event.key, opcoes.length));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      escolher(opcoes[ativa] ?? opcoes[0]);
    }
  };

  // derived, not read from the state alone: between a keystroke and its effect the box never says "nothing found"
  const respondido = (servidor.estado === 'pronto' || servidor.estado === 'erro') && servidor.q === texto;
  const buscando = open && asksServer(texto) && !respondido;
  const erro = servidor.estado === 'erro' && servidor.q === texto;
  const vazio = texto !== '' && opcoes.length === 0 && !buscando;
  // the hits, not the "see all" links
  const achados = opcoes.filter((o) => o.tipo !== 'todos').length;
  const status = buscando
    ? t('searching')
    : erro
      ? t('server_error')
      : texto === ''
        ? ''
        : achados === 0
          ? t('none')
          : achados === 1
            ? t('one')
            : t('many', { n: achados });

  let indice = 0;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
      aria-label={t('dialog')}
      // the box takes the focus itself (below), not the dialog's container
      disableAutoFocus
      slotProps={{
        paper: {
          sx: phone
            ? {}
            : {
                alignSelf: 'flex-start',
                mt: '12vh',
                maxHeight: '70vh',
                display: 'flex',
                flexDirection: 'column',
              },
        },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          px: 2,
          py: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <SearchIcon color="action" aria-hidden />
        <InputBase
          inputRef={(input: HTMLInputElement | null) => input?.focus()}
          fullWidth
          value={q}
          onChange={(e) => setQ(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={phone ? t('placeholder_phone') : t('placeholder')}
          inputProps={{
            role: 'combobox',
            'aria-label': t('input'),
            'aria-autocomplete': 'list',
            'aria-expanded': opcoes.length > 0,
            'aria-controls': listboxId,
            'aria-activedescendant': ativa >= 0 && opcoes.length > 0 ? optionId(ativa) : undefined,
            maxLength: 100,
            autoComplete: 'off',
            spellCheck: false,
          }}
          sx={{ fontSize: '1.05rem' }}
        />
        {phone && (
          <Typography
            component="button"
            type="button"
            onClick={onClose}
            sx={{
              all: 'unset',
              cursor: 'pointer',
              // the lighter shade on the dark paper, as the app's links there (the company colour is too dark)
              color: (t) => (t.palette.mode === 'dark' ? t.palette.primary.light : t.palette.primary.main),
              fontWeight: 500,
              px: 1,
              py: 0.5,
              borderRadius: 1,
              '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
            }}
          >
            {t('close')}
          </Typography>
        )}
      </Box>
      <Box sx={{ height: 2 }}>{buscando && <LinearProgress sx={{ height: 2 }} aria-hidden />}</Box>
      <Box sx={{ overflowY: 'auto', flex: 1, minHeight: 0 }}>
        <Box
          component="ul"
          ref={listRef}
          role="listbox"
          id={listboxId}
          aria-label={t('results')}
          sx={{ listStyle: 'none', m: 0, p: 0, pb: 1 }}
        >
          {secoes.map((secao) => {
            const headingId = `${ids}-grupo-${secao.chave}`;
            return (
              <Box component="li" role="presentation" key={secao.chave}>
                {/* not sticky: the paper's dark-mode overlay would not reach a sticky heading's own background */}
                <ListSubheader
                  id={headingId}
                  component="div"
                  disableSticky
                  sx={{ lineHeight: '32px', mt: 0.5, bgcolor: 'transparent' }}
                >
                  {secao.titulo}
                </ListSubheader>
                <Box
                  component="ul"
                  role="group"
                  aria-labelledby={headingId}
                  sx={{ listStyle: 'none', m: 0, p: 0 }}
                >
                  {secao.opcoes.map((opcao) => {
                    const i = indice++;
                    const selected = i === ativa;
                    return (
                      <Box
                        component="li"
                        role="option"
                        key={opcao.chave}
                        id={optionId(i)}
                        aria-selected={selected}
                        onMouseDown={(e) => e.preventDefault()}
                        onMouseMove={() => !selected && setAtiva(i)}
                        onClick={() => escolher(opcao)}
                        sx={{
                          display: 'flex',
                          alignItems: 'center',
                          gap: 1.5,
                          px: 2,
                          py: 1,
                          mx: 1,
                          borderRadius: 1,
                          cursor: 'pointer',
                          bgcolor: selected ? 'action.selected' : undefined,
                          boxShadow: selected ? (t) => `inset 3px 0 0 ${t.palette.primary.main}` : undefined,
                        }}
                      >
                        {iconeDe && (
                          <Box sx={{ display: 'flex', color: 'text.secondary' }} aria-hidden>
                            {iconeDe(opcao)}
                          </Box>
                        )}
                        <Box sx={{ minWidth: 0, flex: 1 }}>
                          <Typography noWrap sx={{ fontWeight: opcao.tipo === 'todos' ? 500 : undefined }}>
                            {opcao.titulo}
                          </Typography>
                          {opcao.subtitulo && (
                            <Typography noWrap variant="body2" color="text.secondary">
                              {opcao.subtitulo}
                            </Typography>
                          )}
                        </Box>
                      </Box>
                    );
                  })}
                </Box>
              </Box>
            );
          })}
        </Box>
        {vazio && (
          <Typography sx={{ px: 3, py: 3 }} color="text.secondary">
            {t('nothing_for', { texto })}
          </Typography>
        )}
        {texto === '' && recentes.length === 0 && (
          <Typography sx={{ px: 3, py: 3 }} color="text.secondary">
            {t('hint')}
          </Typography>
        )}
      </Box>
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          gap: 2,
          px: 2,
          py: 1,
          borderTop: 1,
          borderColor: 'divider',
          color: 'text.secondary',
          typography: 'caption',
        }}
      >
        <span role="status" aria-live="polite">
          {status}
        </span>
        {!phone && <span aria-hidden>{t('keys')}</span>}
      </Box>
    </Dialog>
  );
}
