import { createTheme, getContrastRatio } from '@mui/material/styles';
import { defaultDarkTheme, defaultLightTheme } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { COR_LABELS, COR_PALETAS, CORES, corOuPadrao, corPrimaria } from './cores';
import { buildTheme, buildThemeOptions, CAMPO_PREENCHIDO, deepMerge, RAIOS, withoutJssRefs } from './theme';

describe('cores', () => {
  it('has the 16 colours of docs/produto.md §3, each with a Portuguese label and an MUI palette', () => {
    expect(CORES).toHaveLength(16);
    expect(new Set(Object.values(COR_LABELS)).size).toBe(16);
    for (const cor of CORES) expect(COR_PALETAS[cor][800]).toMatch(/^#[0-9a-f]{6}$/i);
    expect(COR_LABELS.deepPurple).toBe('Roxo profundo');
  });

  it('reads unknown or missing colours as red', () => {
    expect(corOuPadrao('teal')).toBe('teal');
    expect(corOuPadrao('magenta')).toBe('red');
    expect(corOuPadrao(null)).toBe('red');
    expect(corPrimaria(undefined)).toBe(COR_PALETAS.red[800]);
  });
});

describe('buildTheme', () => {
  it('uses shade 800 of the company colour as primary, or the nearest shade with 4.5:1 on the surfaces', () => {
    for (const cor of CORES) {
      const shades = Object.values(COR_PALETAS[cor]);
      for (const mode of ['dark', 'light'] as const) {
        const { palette } = buildTheme(mode, cor);
        // a shade of the hue; yellow, lime and amber on light go darker than their 900
        if (!['yellow', 'lime', 'amber', 'orange'].includes(cor) || mode === 'dark') {
          expect(shades).toContain(palette.primary.main);
        }
        const fundos = [
          palette.background.default,
          palette.background.paper,
          palette.background.light,
          CAMPO_PREENCHIDO[mode],
        ];
        for (const fundo of fundos)
          expect(getContrastRatio(palette.primary.main, fundo)).toBeGreaterThanOrEqual(4.5);
        // the text MUI puts on the colour (contained buttons, chips) reads too
        expect(getContrastRatio(palette.primary.main, palette.primary.contrastText)).toBeGreaterThanOrEqual(
          4.5,
        );
      }
    }
    // where 800 already reads it stays (blue on light), and dark mode lightens it (blue 500: 600 read 4.2:1 on a
    // filled field)
    expect(buildTheme('light', 'blue').palette.primary.main).toBe(COR_PALETAS.blue[800]);
    expect(buildTheme('dark', 'blue').palette.primary.main).toBe(COR_PALETAS.blue[500]);
  });

  it('paints the app bar (secondary) in the company colour under text at 4.5:1', () => {
    for (const cor of CORES) {
      const { palette } = buildTheme('light', cor);
      expect(getContrastRatio(palette.secondary.main, palette.secondary.contrastText)).toBeGreaterThanOrEqual(
        4.5,
      );
    }
    expect(buildTheme('light', 'blue').palette.secondary.main).toBe(COR_PALETAS.blue[700]);
  });

  it('defaults to red', () => {
    expect(buildTheme('dark', null).palette.primary.main).toBe(
      buildTheme('dark', 'red').palette.primary.main,
    );
    expect(buildTheme('light', 'nao-e-cor').palette.primary.main).toBe('#c62828');
  });

  it('dark is the docs/produto.md §9 look: surfaces, and status colours that read as text on them', () => {
    const { palette } = buildTheme('dark', 'blue');
    expect(palette.mode).toBe('dark');
    expect(palette.background).toEqual({ default: '#0D0F12', paper: '#0D0F12', light: '#13181b' });
    for (const status of [palette.success, palette.error, palette.info, palette.warning]) {
      expect(getContrastRatio(status.main, '#13181b')).toBeGreaterThanOrEqual(4.5);
      expect(getContrastRatio(status.main, status.contrastText)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('light mode is a light counterpart; success chips and error buttons read at 4.5:1', () => {
    const { palette } = buildTheme('light', 'blue');
    expect(palette.mode).toBe('light');
    expect(palette.background.default).not.toBe('#0D0F12');
    expect(palette.background.paper).toBe('#ffffff');
    expect(palette.text.primary).toMatch(/rgba\(0, 0, 0/);
    for (const status of [palette.success, palette.error, palette.info]) {
      expect(getContrastRatio(status.main, palette.background.paper)).toBeGreaterThanOrEqual(4.5);
      expect(getContrastRatio(status.main, palette.background.default)).toBeGreaterThanOrEqual(4.5);
      expect(getContrastRatio(status.main, status.contrastText)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("speaks MUI's screen-reader texts in Portuguese and names checkboxes on their input", () => {
    const { components } = buildTheme('light', 'blue');
    expect(components?.MuiAutocomplete?.defaultProps).toMatchObject({
      openText: 'Abrir',
      clearText: 'Limpar',
    });
    const slotProps = components?.MuiCheckbox?.defaultProps?.slotProps as unknown as Record<
      'root' | 'input',
      (owner: object) => object
    >;
    expect(slotProps.root({ 'aria-label': 'Selecionar esta linha' })).toEqual({ 'aria-label': undefined });
    expect(slotProps.input({ 'aria-label': 'Selecionar esta linha' })).toEqual({
      'aria-label': 'Selecionar esta linha',
    });
    expect(slotProps.input({})).toEqual({});
    for (const mode of ['light', 'dark'] as const) {
      const avatar = buildTheme(mode, 'blue').components?.MuiAvatar?.styleOverrides?.colorDefault as {
        backgroundColor: string;
        color: string;
      };
      expect(getContrastRatio(avatar.backgroundColor, avatar.color)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('rounds dialogs 14 px, buttons 28 and cards 14', () => {
    const { components } = buildTheme('dark', 'red');
    expect(RAIOS).toEqual({ dialog: 14, button: 28, card: 14 });
    expect(components?.MuiButton?.styleOverrides?.root).toMatchObject({ borderRadius: 28 });
    expect(components?.MuiCard?.styleOverrides?.root).toMatchObject({ borderRadius: 14 });
    expect(components?.MuiDialog?.styleOverrides?.paper).toMatchObject({ borderRadius: 14 });
  });
});

describe('buildThemeOptions for react-admin', () => {
  it("keeps react-admin's defaults underneath and builds without complaint", () => {
    for (const [mode, base] of [
      ['dark', defaultDarkTheme],
      ['light', defaultLightTheme],
    ] as const) {
      const options = buildThemeOptions(mode, 'teal', base);
      expect(options.sidebar).toEqual({ width: 240, closedWidth: 50 });
      expect(options.components?.MuiTextField?.defaultProps).toMatchObject({ variant: 'filled' });
      expect(options.components?.MuiButton?.styleOverrides?.root).toEqual({ borderRadius: 28 });
      const theme = createTheme(options);
      expect(theme.palette.mode).toBe(mode);
      expect(Object.values(COR_PALETAS.teal)).toContain(theme.palette.primary.main);
    }
    // react-admin's own dark primary (#90caf9) gives way to the company colour
    expect(defaultDarkTheme.palette).toMatchObject({ primary: { main: '#90caf9' } });
  });

  it("leaves out react-admin's rules in JSS syntax ('&$disabled'), which no browser applies", () => {
    const jss = (options: { components?: object }) =>
      JSON.stringify(options.components ?? {}).match(/"[^"]*\$[A-Za-z][^"]*":/g);
    expect(jss(defaultLightTheme)).toEqual(['"&$disabled":']);
    expect(jss(buildThemeOptions('dark', 'teal', defaultDarkTheme))).toBeNull();
    const light = buildThemeOptions('light', 'teal', defaultLightTheme);
    expect(jss(light)).toBeNull();
    // the rest of the override stays
    expect(light.components?.MuiFilledInput?.styleOverrides?.root).toEqual({
      backgroundColor: 'rgba(0, 0, 0, 0.04)',
    });
    expect(withoutJssRefs({ a: { '&$x': 1, '&.Mui-x': { $: 2 } }, n: [1] })).toEqual({
      a: { '&.Mui-x': { $: 2 } },
      n: [1],
    });
  });

  it('deepMerge copies, merging objects and replacing everything else', () => {
    const base = { a: { b: 1, c: [1, 2] }, d: 'x' };
    const merged = deepMerge(base, { a: { c: [3] }, e: true });
    expect(merged).toEqual({ a: { b: 1, c: [3] }, d: 'x', e: true });
    expect(base).toEqual({ a: { b: 1, c: [1, 2] }, d: 'x' });
  });
});

describe('breakpoints', () => {
  it('puts 600 px on the mobile side (docs/produto.md: 600 px or less) and 601 px on the desktop side', () => {
    const theme = buildTheme('dark', 'red');
    expect(theme.breakpoints.down('sm')).toBe('@media (max-width:600.95px)');
    expect(theme.breakpoints.values.sm).toBe(601);
  });
});
