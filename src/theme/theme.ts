import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
// Types only: the login page imports this module, and react-admin must not load there.
import type { RaThemeOptions } from 'react-admin';
import { COR_PALETAS, corOuPadrao } from './cores';

declare module '@mui/material/styles' {
  interface TypeBackground {
    /**
     * A surface a step above the page (SPEC §9's "light", #13181b in dark mode): app bar, dialogs, toolbars.
     * Every theme of this app comes from `buildTheme`, which always sets it.
     */
    light: string;
  }
}

export type ThemeMode = 'light' | 'dark';

/** SPEC §9. The dark theme is the base look; light mode keeps the same status colours and radii. */
export const SUPERFICIES: Record<ThemeMode, { default: string; paper: string; light: string }> = {
  dark: { default: '#0D0F12', paper: '#0D0F12', light: '#13181b' },
  light: { default: '#f5f6f8', paper: '#ffffff', light: '#eceff1' },
};

export const STATUS = {
  success: '#388e3c',
  error: '#d32f2f',
  info: '#303f9f',
  warning: '#fbc02d',
} as const;

/** Corner radii in px (SPEC §9). */
export const RAIOS = { dialog: 14, button: 28, card: 14 } as const;

type PlainObject = Record<string, unknown>;

function isPlainObject(value: unknown): value is PlainObject {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * Merges `over` into a copy of `base`, object by object; anything else (arrays such as react-admin's
 * `variants`, functions, strings) from `over` replaces what `base` had. Neither argument is changed.
 */
export function deepMerge<T extends object>(base: T, over: object): T {
  const out: PlainObject = { ...(base as PlainObject) };
  for (const [key, value] of Object.entries(over)) {
    const current = out[key];
    out[key] = isPlainObject(current) && isPlainObject(value) ? deepMerge(current, value) : value;
  }
  return out as T;
}

/**
 * Theme options for a colour mode and a company colour, laid over `base` (react-admin's default theme, whose
 * component defaults — filled dense inputs, sidebar width … — its screens expect).
 *
 * It answers options rather than a built theme because react-admin's `<Admin theme>` calls `createTheme` on
 * what it gets, and a theme fed back into `createTheme` is rebuilt on top of itself.
 */
export function buildThemeOptions(
  mode: ThemeMode,
  cor: string | null | undefined,
  base: ThemeOptions = {},
): RaThemeOptions {
  const paleta = COR_PALETAS[corOuPadrao(cor)];
  const superficie = SUPERFICIES[mode];
  const dark = mode === 'dark';
  const own: ThemeOptions = {
    // SPEC §1/§9: the mobile layout applies at 600 px *or less*. MUI's `down('sm')` (react-admin's sidebar,
    // the grids) means "below sm", so sm starts at 601.
    breakpoints: { values: { xs: 0, sm: 601, md: 900, lg: 1200, xl: 1536 } },
    palette: {
      mode,
      primary: { main: paleta[800], light: paleta[600], dark: paleta[900] },
      // react-admin paints its app bar with `secondary`; a lighter shade of the company colour keeps the
      // shell in the company's colour instead of react-admin's stock blue.
      secondary: { main: paleta[600], light: paleta[400], dark: paleta[800] },
      success: { main: STATUS.success },
      error: { main: STATUS.error },
      info: { main: STATUS.info },
      warning: { main: STATUS.warning },
      background: superficie,
    },
    components: {
      MuiButton: { styleOverrides: { root: { borderRadius: RAIOS.button } } },
      MuiCard: { styleOverrides: { root: { borderRadius: RAIOS.card } } },
      MuiDialog: {
        styleOverrides: {
          // Dark paper equals the page; the raised surface (and no elevation overlay) sets a dialog apart.
          paper: {
            borderRadius: RAIOS.dialog,
            ...(dark ? { backgroundColor: superficie.light, backgroundImage: 'none' } : {}),
          },
        },
      },
      // MUI greys out coloured app bars in dark mode; the raised surface keeps the bar distinct from the page.
      ...(dark
        ? {
            MuiAppBar: {
              styleOverrides: { root: { backgroundColor: superficie.light, backgroundImage: 'none' } },
            },
          }
        : {}),
    },
  };
  // react-admin's own component (its form toolbar is grey 800 on dark, out of place on #0D0F12).
  const ra: RaThemeOptions = {
    components: { RaToolbar: { styleOverrides: { root: { backgroundColor: superficie.light } } } },
  };
  return deepMerge(deepMerge(base, own), ra);
}

/**
 * The MUI theme of the app for a colour mode and a company colour: primary is shade 800 of the colour (red when
 * unset or unknown), the SPEC §9 surfaces, status colours and radii.
 *
 * @example
 * const theme = buildTheme('dark', empresa.aparencia?.cor);
 * theme.palette.primary.main; // '#1565c0' for 'blue'
 */
export function buildTheme(mode: ThemeMode, cor: string | null | undefined, base?: ThemeOptions): Theme {
  return createTheme(buildThemeOptions(mode, cor, base));
}
