import { Box, Button, CircularProgress, Typography } from '@mui/material';
import { Component, type ComponentType, type ErrorInfo, lazy, type ReactNode, Suspense } from 'react';

/** SPEC §2: a page that has not loaded in 120 s fails like a missing chunk. */
export const PAGE_LOAD_TIMEOUT_MS = 120_000;

/**
 * `React.lazy` with a time limit: a chunk that hangs (a dead connection) ends in the reload screen instead
 * of an endless spinner.
 *
 * @example const VendasPage = lazyPage(() => import('../vendas/VendasPage'), 'VendasPage');
 */
export function lazyPage<P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
  timeoutMs = PAGE_LOAD_TIMEOUT_MS,
) {
  return lazy(async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Loading chunk ${name} failed (timeout)`)), timeoutMs);
    });
    try {
      const mod = await Promise.race([load(), timeout]);
      return { default: mod[name] };
    } finally {
      clearTimeout(timer);
    }
  });
}

/** The full-screen spinner shown while a page loads (SPEC §2). */
export function FullScreenSpinner() {
  return (
    <Box
      role="progressbar"
      aria-label="Carregando"
      sx={{
        position: 'fixed',
        inset: 0,
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'background.default',
      }}
    >
      <CircularProgress />
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

export function ChunkErrorScreen({ error }: { error: unknown }) {
  return (
    <Box role="alert" sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center', p: 3 }}>
      <Box sx={{ textAlign: 'center', maxWidth: 480 }}>
        <Typography variant="h5" gutterBottom>
          Não foi possível carregar esta página
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          Verifique a conexão e recarregue. Se o sistema acabou de ser atualizado, recarregar também resolve.
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 2 }}>
          {error instanceof Error ? error.message : String(error)}
        </Typography>
        <Button variant="contained" onClick={() => window.location.reload()}>
          Recarregar
        </Button>
      </Box>
    </Box>
  );
}

interface BoundaryState {
  error: unknown;
}

/**
 * Catches a page chunk that failed to load and offers a reload; any other error goes on to the router's
 * default error screen ('Unexpected Application Error!').
 */
export class ChunkErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo) {
    if (!isChunkLoadError(error)) throw error;
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (!isChunkLoadError(error)) throw error;
    return <ChunkErrorScreen error={error} />;
  }
}

/** A lazily loaded page with its spinner and its chunk-failure screen. */
export function PageSuspense({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <ChunkErrorBoundary>
      <Suspense fallback={fallback ?? <FullScreenSpinner />}>{children}</Suspense>
    </ChunkErrorBoundary>
  );
}
