import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
// Only react-admin's two default theme objects: with its `sideEffects: false` the production build keeps
// these few lines and leaves the rest of react-admin to the signed-in chunk.
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { useColorMode } from './colorMode';
import type { Cor } from './cores';
import { GlobalStyle } from './GlobalStyle';
import { buildTheme, buildThemeOptions } from './theme';

interface ThemePreview {
  /** A colour shown in place of the company's until cleared (the appearance page, before saving). */
  previewCor: Cor | null;
  setPreviewCor: (cor: Cor | null) => void;
}

const ThemePreviewContext = createContext<ThemePreview | null>(null);

export interface ThemeRootProps {
  /** The current company's colour; anything but one of the 16 paints the default, red. */
  cor?: string | null;
  children?: ReactNode;
}

/**
 * The theme of the whole app, signed in or not: colour mode, company colour (or a colour being previewed),
 * CssBaseline and the global stylesheet.
 */
export function ThemeRoot({ cor, children }: ThemeRootProps) {
  const { resolved } = useColorMode();
  const [previewCor, setPreviewCor] = useState<Cor | null>(null);
  const theme = useMemo(() => buildTheme(resolved, previewCor ?? cor), [resolved, previewCor, cor]);
  const preview = useMemo(() => ({ previewCor, setPreviewCor }), [previewCor]);
  return (
    <ThemePreviewContext.Provider value={preview}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        <GlobalStyle />
        {children}
      </ThemeProvider>
    </ThemePreviewContext.Provider>
  );
}

/**
 * Shows a colour live before it is saved; `setPreviewCor(null)` goes back to the company's.
 *
 * @example
 * const { setPreviewCor } = useThemePreview();
 * useEffect(() => { setPreviewCor(draft); return () => setPreviewCor(null); }, [draft, setPreviewCor]);
 */
export function useThemePreview(): ThemePreview {
  const context = useContext(ThemePreviewContext);
  if (!context) throw new Error('useThemePreview deve ser usado dentro de <ThemeRoot>.');
  return context;
}

/**
 * The theme options for react-admin's `<Admin theme>`: the same theme as `ThemeRoot`'s (mode, company colour
 * or preview) laid over react-admin's defaults. Memoised: `<Admin>` rebuilds its theme when this changes.
 * Outside `ThemeRoot` there is simply no preview.
 *
 * @example
 * const theme = useAppTheme(empresa?.aparencia?.cor);
 * return <Admin theme={theme} …>;
 */
export function useAppTheme(cor: string | null | undefined): RaThemeOptions {
  const { resolved } = useColorMode();
  const previewCor = useContext(ThemePreviewContext)?.previewCor ?? null;
  const efetiva = previewCor ?? cor;
  return useMemo(
    () => buildThemeOptions(resolved, efetiva, resolved === 'dark' ? defaultDarkTheme : defaultLightTheme),
    [resolved, efetiva],
  );
}
