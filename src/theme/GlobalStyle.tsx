import GlobalStyles from '@mui/material/GlobalStyles';
import type { Theme } from '@mui/material/styles';
import { SUPERFICIES } from './theme';

/** The page-wide rules of docs/produto.md §1, as a function of the theme so they follow the colour mode. */
export function globalStyles(theme: Theme) {
  const dark = theme.palette.mode === 'dark';
  const thumb = dark ? 'rgba(255, 255, 255, 0.22)' : 'rgba(0, 0, 0, 0.26)';
  const thumbHover = dark ? 'rgba(255, 255, 255, 0.36)' : 'rgba(0, 0, 0, 0.4)';
  return {
    // An element in fullscreen has no page behind it: without this it would sit on the browser's own
    // backdrop (white in some browsers) instead of the app's dark one.
    ':fullscreen': { backgroundColor: theme.palette.background.default },
    '::backdrop': { backgroundColor: SUPERFICIES.dark.default },
    // Thin, translucent scrollbars that work on both surfaces. Firefox and current Chromium read the
    // standard properties; Safari and older Chromium only the ::-webkit-scrollbar ones.
    '*': { scrollbarWidth: 'thin', scrollbarColor: `${thumb} transparent` },
    '*::-webkit-scrollbar': { width: 8, height: 8 },
    '*::-webkit-scrollbar-track': { background: 'transparent' },
    '*::-webkit-scrollbar-thumb': { backgroundColor: thumb, borderRadius: 8 },
    '*::-webkit-scrollbar-thumb:hover': { backgroundColor: thumbHover },
    // Printed pages keep their colours (status chips, the company colour) instead of the browser's
    // ink-saving white-out.
    '@media print': { '*': { WebkitPrintColorAdjust: 'exact', printColorAdjust: 'exact' } },
    // WCAG 2.4.7/2.4.13: a keyboard user sees where focus is, in both modes. MUI shows it as a faint ripple
    // tint only; an outline in the element's own text colour contrasts with whatever it sits on (the app bar,
    // a contained button, a dark page). Text fields keep their focus underline.
    'a:focus-visible, .MuiButtonBase-root:focus-visible, [tabindex]:not(input, textarea):focus-visible': {
      outline: '2px solid currentColor',
      outlineOffset: 2,
    },
    // Checkboxes, radios and switches take focus on their hidden input: the outline goes on the visible part.
    '.MuiButtonBase-root:has(> input:focus-visible)': {
      outline: '2px solid currentColor',
      outlineOffset: -2,
    },
    // WCAG 2.3.3: who asks the system for less motion gets none. Skeletons and spinners stand still, fields and
    // dialogs change at once, and the focus ripple MUI pulses forever on a button reached with Tab stays as a still
    // ring. Durations near zero rather than `none`, so the end events components wait on still come.
    '@media (prefers-reduced-motion: reduce)': {
      '*, *::before, *::after': {
        animationDuration: '0.01ms !important',
        animationIterationCount: '1 !important',
        transitionDuration: '0.01ms !important',
        scrollBehavior: 'auto !important',
      },
    },
    // Native parts of inputs (date picker icons, autofill, select lists) follow the mode.
    ':root': { colorScheme: theme.palette.mode },
    ...(dark ? { 'input, textarea, select': { colorScheme: 'dark' } } : {}),
  } as const;
}

export function GlobalStyle() {
  return <GlobalStyles styles={globalStyles} />;
}
