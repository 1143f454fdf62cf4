// @vitest-environment jsdom
import { useTheme } from '@mui/material/styles';
import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ColorModeToggle } from './ColorModeToggle';
import { COR_PALETAS } from './cores';
import { ThemeRoot, useAppTheme, useThemePreview } from './ThemeRoot';

function Sonda() {
  const { palette } = useTheme();
  const { setPreviewCor } = useThemePreview();
  return (
    <>
      <output aria-label="tema">{`${palette.mode} ${palette.primary.main} ${palette.background.default}`}</output>
      <button type="button" onClick={() => setPreviewCor('lime')}>
        prévia
      </button>
      <button type="button" onClick={() => setPreviewCor(null)}>
        sem prévia
      </button>
      <ColorModeToggle />
    </>
  );
}

const tema = () => screen.getByRole('status', { name: 'tema' }).textContent;

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('ThemeRoot', () => {
  it("paints the company colour in the base dark look (jsdom has no matchMedia: 'system' is dark)", () => {
    render(
      <ThemeRoot cor="indigo">
        <Sonda />
      </ThemeRoot>,
    );
    expect(tema()).toBe(`dark ${COR_PALETAS.indigo[200]} #0D0F12`);
  });

  it('previews a colour until cleared, and follows the colour mode menu', async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <ThemeRoot cor="indigo">
        <Sonda />
      </ThemeRoot>,
    );
    await user.click(screen.getByRole('button', { name: 'prévia' }));
    expect(tema()).toBe(`dark ${COR_PALETAS.lime[800]} #0D0F12`);
    // the company colour changing underneath does not cut a preview short
    rerender(
      <ThemeRoot cor="green">
        <Sonda />
      </ThemeRoot>,
    );
    expect(tema()).toBe(`dark ${COR_PALETAS.lime[800]} #0D0F12`);
    await user.click(screen.getByRole('button', { name: 'sem prévia' }));
    expect(tema()).toBe(`dark ${COR_PALETAS.green[600]} #0D0F12`);

    await user.click(screen.getByRole('button', { name: 'Modo de cor: Sistema' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Claro' }));
    expect(tema()).toMatch(/^light #1b5e20 /);
    expect(localStorage.getItem('colorMode')).toBe('light');
    expect(screen.getByRole('button', { name: 'Modo de cor: Claro' })).toBeTruthy();
  });

  it('adds the global stylesheet: fullscreen backdrop, thin scrollbars, exact print colours', () => {
    render(<ThemeRoot cor={null} />);
    const css = [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n');
    expect(css).toMatch(/::backdrop\{background-color:#0D0F12;?\}/);
    expect(css).toContain('scrollbar-width:thin');
    expect(css).toContain('print-color-adjust:exact');
    expect(css).toMatch(/input,\s*textarea,\s*select\{[^}]*color-scheme:dark/);
    // a visible focus outline on buttons and links, in the element's own text colour (WCAG 2.4.7)
    expect(css).toMatch(/\.MuiButtonBase-root:focus-visible[^{]*\{outline:2px solid currentColor/);
  });

  it('useThemePreview says, in Portuguese, that it needs the provider', () => {
    // React reports the render error on the console as well; that one is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useThemePreview())).toThrow(
      'useThemePreview deve ser usado dentro de <ThemeRoot>.',
    );
  });

  it('useAppTheme gives react-admin options with its defaults, the preview included, memoised', () => {
    const { result, rerender } = renderHook(
      ({ cor }: { cor: string | null }) => ({ options: useAppTheme(cor), preview: useThemePreview() }),
      { initialProps: { cor: 'cyan' }, wrapper: ({ children }) => <ThemeRoot>{children}</ThemeRoot> },
    );
    const first = result.current.options;
    expect(first.palette?.primary).toMatchObject({ main: COR_PALETAS.cyan[600] });
    expect(first.sidebar).toEqual({ width: 240, closedWidth: 50 });
    rerender({ cor: 'cyan' });
    expect(result.current.options).toBe(first);
    act(() => result.current.preview.setPreviewCor('orange'));
    expect(result.current.options.palette?.primary).toMatchObject({ main: COR_PALETAS.orange[800] });
  });
});
