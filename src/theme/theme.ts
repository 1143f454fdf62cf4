import { ptBR as ptBRMaterial } from '@mui/material/locale';
import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import { ptBR as ptBRDatas } from '@mui/x-date-pickers/locales';
// Types only: the login page imports this module, and react-admin must not load there.
import type { RaThemeOptions } from 'react-admin';
import { CONTRASTE_TEXTO, tomLegivel } from './contraste';
import { COR_PALETAS, corOuPadrao } from './cores';

declare module '@mui/material/styles' {
  interface TypeBackground {
    /**
     * A surface a step above the page (docs/produto.md §9's "light", #13181b in dark mode): app bar, dialogs, toolbars.
     * Every theme of this app comes from `buildTheme`, which always sets it.
     */
    light: string;
  }
}

export type ThemeMode = 'light' | 'dark';

/** docs/produto.md §9. The dark theme is the base look; light mode keeps the same status colours and radii. */
export const SUPERFICIES: Record<ThemeMode, { default: string; paper: string; light: string }> = {
  dark: { default: '#0D0F12', paper: '#0D0F12', light: '#13181b' },
  light: { default: '#f5f6f8', paper: '#ffffff', light: '#eceff1' },
};

/**
 * A filled text field's background on the page of each mode (MUI's FilledInput: white at 9 % over the dark page,
 * black at 6 % over the light one), the surface under a focused field's label in the company colour.
 */
export const CAMPO_PREENCHIDO: Record<ThemeMode, string> = { dark: '#232527', light: '#e6e7e9' };

/**
 * Status colours per mode (docs/produto.md §9's green, red, indigo and amber), each in the shade that reads at 4.5:1 as text
 * on that mode's surfaces and under its chip text (WCAG 2.2 AA): darker on light, lighter on dark.
 */
export const STATUS: Record<ThemeMode, { success: string; error: string; info: string; warning: string }> = {
  light: { success: '#2e7d32', error: '#c62828', info: '#303f9f', warning: '#fbc02d' },
  dark: { success: '#66bb6a', error: '#ef5350', info: '#7986cb', warning: '#fbc02d' },
};

/** The locale of MUI's own screen-reader texts ("Abrir", "Limpar", "Ir para a página 2"…): English only when chosen. */
function muiLocale(): ThemeOptions {
  let english = false;
  try {
    english = globalThis.localStorage?.getItem('locale') === 'en';
  } catch {
    // storage refused: Portuguese, the app's default
  }
  return english ? {} : deepMerge(ptBRMaterial as ThemeOptions, ptBRDatas as ThemeOptions);
}

/**
 * react-admin hands a checkbox's `aria-label` to MUI's Checkbox, which puts it on the wrapping span (where ARIA
 * forbids it) and leaves the input unnamed (Datagrid's "Selecionar esta linha"). Every checkbox moves it to the input.
 */
type CheckboxOwner = { 'aria-label'?: string };
const checkboxLabelOnInput = {
  root: (owner: CheckboxOwner) => (owner['aria-label'] ? { 'aria-label': undefined } : {}),
  input: (owner: CheckboxOwner) => (owner['aria-label'] ? { 'aria-label': owner['aria-label'] } : {}),
};

/** Corner radii in px (docs/produto.md §9). */
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
 * A copy of `styles` without the rules written in MUI v4's JSS syntax (`'&$disabled'`): emotion does not read a
 * `$name` and writes the selector as is, which a browser drops as invalid. react-admin's default theme still has
 * one (MuiFilledInput), so it never applied anywhere; left out, it stops costing every style lookup (jsdom, in the
 * screen tests, tried to parse it again for each field: 7% of a form test's time).
 */
export function withoutJssRefs<T>(styles: T): T {
  if (!isPlainObject(styles)) return styles;
  const out: PlainObject = {};
  for (const [key, value] of Object.entries(styles)) {
    if (/\$[A-Za-z]/.test(key)) continue;
    out[key] = withoutJssRefs(value);
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
    // docs/produto.md §1/§9: the mobile layout applies at 600 px *or less*. MUI's `down('sm')` (react-admin's sidebar,
    // the grids) means "below sm", so sm starts at 601.
    breakpoints: { values: { xs: 0, sm: 601, md: 900, lg: 1200, xl: 1536 } },
    palette: {
      mode,
      // Text on a colour (contained buttons, chips, the app bar) turns dark where white lacks 4.5:1.
      contrastThreshold: CONTRASTE_TEXTO,
      // Shade 800 of the company colour, or the nearest shade that reads at 4.5:1 as text on this mode's
      // surfaces (text buttons such as "Nova venda", links, selected tabs): lighter on dark, darker on light.
      // The focused label of a filled field sits on the field's own background (the search on /ajuda).
      primary: dark
        ? { main: tomLegivel(paleta, [superficie.default, superficie.light, CAMPO_PREENCHIDO.dark], 'claro') }
        : {
            main: tomLegivel(
              paleta,
              [superficie.paper, superficie.default, superficie.light, CAMPO_PREENCHIDO.light],
              'escuro',
            ),
          },
      // react-admin paints its app bar with `secondary`: the company colour, from shade 600 down to the first
      // that holds white text at 4.5:1 (dark mode paints the bar with the raised surface instead).
      secondary: { main: tomLegivel(paleta, ['#ffffff'], 'escuro', 600) },
      success: { main: STATUS[mode].success },
      error: { main: STATUS[mode].error },
      info: { main: STATUS[mode].info },
      warning: { main: STATUS[mode].warning },
      background: superficie,
    },
    components: {
      MuiButton: { styleOverrides: { root: { borderRadius: RAIOS.button } } },
      MuiCheckbox: { defaultProps: { slotProps: checkboxLabelOnInput } },
      // MUI's initials avatar is grey 400/600 under the page colour (about 2:1); grey 700 under white, grey 500
      // under black read at 4.5:1 (team members' initials).
      MuiAvatar: {
        styleOverrides: {
          colorDefault: dark
            ? { backgroundColor: '#9e9e9e', color: '#000' }
            : { backgroundColor: '#616161', color: '#fff' },
        },
      },
      MuiCard: { styleOverrides: { root: { borderRadius: RAIOS.card } } },
      // A disabled field's help still informs ("Para mudar o e-mail, fale com o administrador."): MUI greys it
      // out to 2.7:1 with the field; it keeps the secondary text colour, readable at 4.5:1.
      MuiFormHelperText: {
        styleOverrides: {
          root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }),
        },
      },
      // A list's sort header is a button one line of small text tall (20 px): WCAG 2.2's target size asks 24.
      MuiTableSortLabel: { styleOverrides: { root: { minHeight: 24, minWidth: 24 } } },
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
    components: {
      RaToolbar: { styleOverrides: { root: { backgroundColor: superficie.light } } },
      // With no row selected react-admin folds the bulk toolbar to 0 px over the list's header, but its buttons
      // stay in the tab order, focusable unseen, and lie over the sort headers (axe's target-size): hidden.
      RaBulkActionsToolbar: {
        styleOverrides: { root: { '& .RaBulkActionsToolbar-collapsed': { visibility: 'hidden' } } },
      },
      // A phone list's line (SimpleList) fades its third slot to 54 %: a sale's status chip read white on pale
      // green (about 2:1), a request's author grey on white. Full strength, in the secondary text colour.
      RaSimpleList: {
        styleOverrides: {
          root: ({ theme }: { theme: Theme }) => ({
            '& .RaSimpleList-tertiary': { opacity: 1, color: theme.palette.text.secondary },
          }),
        },
      },
    },
  };
  return deepMerge(deepMerge(deepMerge(withoutJssRefs(base), muiLocale()), own), ra);
}

/**
 * The MUI theme of the app for a colour mode and a company colour: primary is shade 800 of the colour (red when
 * unset or unknown), the docs/produto.md §9 surfaces, status colours and radii.
 *
 * @example
 * const theme = buildTheme('dark', empresa.aparencia?.cor);
 * theme.palette.primary.main; // '#1565c0' for 'blue'
 */
export function buildTheme(mode: ThemeMode, cor: string | null | undefined, base?: ThemeOptions): Theme {
  return createTheme(buildThemeOptions(mode, cor, base));
}
