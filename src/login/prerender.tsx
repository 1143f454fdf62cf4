import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Bootstrap } from '../Bootstrap';

/**
 * The signed-out page as HTML, run at build time by scripts/prerender-login.ts (in Node: no storage, so signed
 * out, pt-BR, the default colour). The same tree main.tsx hydrates; emotion writes its <style> elements inline,
 * and moves them to <head> when it loads in the browser.
 */
export function renderLoginPage(): string {
  return renderToString(
    <StrictMode>
      <Bootstrap />
    </StrictMode>,
  );
}
