import { createTheme } from '@mui/material/styles';
import { defaultDarkTheme, defaultLightTheme } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { COR_LABELS, COR_PALETAS, CORES, corOuPadrao, corPrimaria } from './cores';
import { buildTheme, buildThemeOptions, deepMerge, RAIOS } from './theme';

describe('cores', () => {
  it('has the 16 colours of SPEC §3, each with a Portuguese label and an MUI palette', () => {
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
  it('uses shade 800 of the company colour as primary', () => {
    for (const cor of CORES) {
      expect(buildTheme('dark', cor).palette.primary.main).toBe(COR_PALETAS[cor][800]);
      expect(buildTheme('light', cor).palette.primary.main).toBe(COR_PALETAS[cor][800]);
    }
  });

  it('defaults to red, shade 800', () => {
    expect(buildTheme('dark', null).palette.primary.main).toBe('#c62828');
    expect(buildTheme('dark', undefined).palette.primary.main).toBe('#c62828');
    expect(buildTheme('light', 'nao-e-cor').palette.primary.main).toBe('#c62828');
  });

  it('dark is the SPEC §9 look: surfaces and status colours', () => {
    const { palette } = buildTheme('dark', 'blue');
    expect(palette.mode).toBe('dark');
    expect(palette.background).toEqual({ default: '#0D0F12', paper: '#0D0F12', light: '#13181b' });
    expect(palette.success.main).toBe('#388e3c');
    expect(palette.error.main).toBe('#d32f2f');
    expect(palette.info.main).toBe('#303f9f');
    expect(palette.warning.main).toBe('#fbc02d');
  });

  it('light mode is a light counterpart with the same status colours', () => {
    const { palette } = buildTheme('light', 'blue');
    expect(palette.mode).toBe('light');
    expect(palette.background.default).not.toBe('#0D0F12');
    expect(palette.background.paper).toBe('#ffffff');
    expect(palette.text.primary).toMatch(/rgba\(0, 0, 0/);
    expect(palette.error.main).toBe('#d32f2f');
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
      expect(theme.palette.primary.main).toBe(COR_PALETAS.teal[800]);
    }
    // react-admin's own dark primary (#90caf9) gives way to the company colour
    expect(defaultDarkTheme.palette).toMatchObject({ primary: { main: '#90caf9' } });
  });

  it('deepMerge copies, merging objects and replacing everything else', () => {
    const base = { a: { b: 1, c: [1, 2] }, d: 'x' };
    const merged = deepMerge(base, { a: { c: [3] }, e: true });
    expect(merged).toEqual({ a: { b: 1, c: [3] }, d: 'x', e: true });
    expect(base).toEqual({ a: { b: 1, c: [1, 2] }, d: 'x' });
  });
});

describe('breakpoints', () => {
  it('puts 600 px on the mobile side (SPEC: 600 px or less) and 601 px on the desktop side', () => {
    const theme = buildTheme('dark', 'red');
    expect(theme.breakpoints.down('sm')).toBe('@media (max-width:600.95px)');
    expect(theme.breakpoints.values.sm).toBe(601);
  });
});
