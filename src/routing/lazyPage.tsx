import { Box, Button, LinearProgress, Typography } from '@mui/material';
import { Component, type ComponentType, type ErrorInfo, lazy, type ReactNode, Suspense } from 'react';
import { useInRouterContext, useLocation } from 'react-router-dom';
import { useAreaTranslate } from '../i18n/useAreaTranslate';
import { shellTexts } from '../shell/texts';
import { SpinnerScreen } from './BootSpinner';

/** docs/produto.md §2: a page that has not loaded in 120 s fails like a missing chunk. */
export const PAGE_LOAD_TIMEOUT_MS = 120_000;

/** How to start afresh each page whose chunk failed, until a ChunkErrorBoundary retries. */
const failedPages = new Set<() => void>();

function renewFailedPages() {
  for (const renew of failedPages) renew();
  failedPages.clear();
}

/**
 * `React.lazy` with a time limit, that tries again after a failure: a chunk that hangs (a dead connection) ends in
 * the error screen instead of an endless spinner, and a chunk that failed once (offline, a blip) is fetched anew
 * the next time the page renders (React.lazy alone keeps its rejected promise for good, so the page stayed broken
 * until a full reload). ChunkErrorBoundary renders it again when the browser is back online or on the next
 * navigation.
 *
 * @example const VendasPage = lazyPage(() => import('../vendas/VendasPage'), 'VendasPage');
 */
export function lazyPage<P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
  timeoutMs = PAGE_LOAD_TIMEOUT_MS,
): LazyPageComponent<P> {
  // Once loaded, the page renders directly: React.lazy suspends on its first render even when the module is
  // already there, and React then holds the page back until its fallback has shown for 300 ms.
  let loaded: ComponentType<P> | undefined;
  const attempt = () =>
    lazy<ComponentType<P>>(async () => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`Loading chunk ${name} failed (timeout)`)), timeoutMs);
      });
      try {
        // Offline, the import is not even tried: the browser keeps a failed module import for the page's life
        // (the HTML module map; Chromium 150 answers the same failure again without a request), so an import
        // that failed offline could never load again without a reload.
        if (!navigator.onLine) throw new Error(`Loading chunk ${name} failed (offline)`);
        const mod = await Promise.race([load(), timeout]);
        loaded = mod[name];
        return { default: mod[name] };
      } catch (error) {
        // the error must reach the boundary first; its retry starts a fresh attempt (a failed dynamic import is
        // fetched again by the browser)
        failedPages.add(() => {
          current = attempt();
        });
        throw error;
      } finally {
        clearTimeout(timer);
      }
    });
  let current = attempt();
  // biome-ignore lint/correctness/noComponentHookFactories: called once per page at module level, like React.lazy
  function LazyPage(props: P) {
    const Current = loaded ?? current;
    return <Current {...props} />;
  }
  LazyPage.displayName = `LazyPage(${name})`;
  LazyPage.preload = async () => {
    // offline, a preload's failure would stay in the module map like the page's own (see attempt above)
    if (loaded || !navigator.onLine) return;
    try {
      loaded = (await load())[name];
    } catch {
      // the page's own load tries again, and shows the failure
    }
  };
  return LazyPage;
}

/** A lazyPage component; `preload()` fetches its chunk ahead, so that its first render does not suspend. */
export type LazyPageComponent<P> = ComponentType<P> & { preload: () => Promise<void> };

/** The full-screen spinner of the very first load, before the shell exists (docs/produto.md §2). */
export function FullScreenSpinner() {
  const t = useAreaTranslate('shell', shellTexts);
  return <SpinnerScreen label={t('loading')} />;
}

/**
 * What a page shows while its chunk loads once the shell is on screen: a thin bar at the top of the content,
 * so the menu and the app bar stay usable (a full-screen spinner hid them on every first visit to a page).
 */
export function PageProgress() {
  const t = useAreaTranslate('shell', shellTexts);
  return (
    <Box sx={{ minHeight: '40vh' }}>
      <LinearProgress aria-label={t('loading_page')} sx={{ mt: 0.5 }} />
    </Box>
  );
}

/** A failed chunk (new deploy, lost network, timeout) is recognisable by its message. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /Loading chunk|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|ChunkLoadError/i.test(
    message,
  );
}

export function ChunkErrorScreen({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const t = useAreaTranslate('shell', shellTexts);
  return (
    <Box role="alert" sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center', p: 3 }}>
      <Box sx={{ textAlign: 'center', maxWidth: 480 }}>
        <Typography variant="h5" gutterBottom>
          {t('chunk_title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t('chunk_text')}
        </Typography>
        {/* the browser's own words (English, with the file's address) are for whoever gives support, not the
            first thing the user reads */}
        <Box
          component="details"
          sx={{ mb: 2, color: 'text.secondary', typography: 'caption', wordBreak: 'break-word' }}
        >
          <Box component="summary" sx={{ cursor: 'pointer' }}>
            {t('chunk_details')}
          </Box>
          {error instanceof Error ? error.message : String(error)}
        </Box>
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center' }}>
          {onRetry && (
            <Button variant="contained" onClick={onRetry}>
              {t('retry')}
            </Button>
          )}
          <Button variant={onRetry ? 'outlined' : 'contained'} onClick={() => window.location.reload()}>
            {t('reload')}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}

interface BoundaryProps {
  children: ReactNode;
  /** Changes on every navigation: a failed page is tried again on the next one (a click on its menu entry). */
  resetKey?: string;
}

interface BoundaryState {
  error: unknown;
}

/**
 * Catches a page chunk that failed to load and shows why; the page is tried again by itself when the browser is
 * back online and on the next navigation, and "Tentar de novo" tries at once. Any other error goes on to the
 * router's default error screen ('Unexpected Application Error!').
 */
export class ChunkErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error };
  }

  private readonly retry = () => {
    if (this.state.error === null) return;
    renewFailedPages();
    this.setState({ error: null });
  };

  override componentDidMount() {
    window.addEventListener('online', this.retry);
  }

  override componentWillUnmount() {
    window.removeEventListener('online', this.retry);
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (previous.resetKey !== this.props.resetKey) this.retry();
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo) {
    if (!isChunkLoadError(error)) throw error;
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (!isChunkLoadError(error)) throw error;
    return <ChunkErrorScreen error={error} onRetry={this.retry} />;
  }
}

/** The navigation's key inside a router (a new one on every click, even on the same link); none outside. */
function useNavigationKey(): string | undefined {
  const inRouter = useInRouterContext();
  // biome-ignore lint/correctness/useHookAtTopLevel: whether we are in a router never changes for a mounted tree
  return inRouter ? useLocation().key : undefined;
}

/**
 * A lazily loaded page with its progress bar and its chunk-failure screen. `fallback` replaces the progress bar
 * (the full-screen spinner where no shell is on screen yet).
 */
export function PageSuspense({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) {
  const navigationKey = useNavigationKey();
  return (
    <ChunkErrorBoundary resetKey={navigationKey}>
      <Suspense fallback={fallback ?? <PageProgress />}>{children}</Suspense>
    </ChunkErrorBoundary>
  );
}
