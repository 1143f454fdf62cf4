// The login form arrives prerendered in index.html (scripts/prerender-login.ts) and public/login-gate.js keeps it
// working until React takes it over. This module is the client's side of that hand-over.

interface GateWindow {
  /** Set by LoginPage once hydrated: from then on React handles typing and submits. */
  __loginHydrated?: boolean;
  /** Set by the gate when the form was submitted before hydration. */
  __loginPendingSubmit?: boolean;
}

const gate = () => window as unknown as GateWindow;

let hydrating = false;

/**
 * Whether the page's markup is the prerendered login form and it fits this browser (the gate said so), so that
 * main.tsx hydrates it instead of rendering afresh.
 */
export function prerenderFits(root: HTMLElement): boolean {
  return document.documentElement.dataset.prerender === 'on' && root.querySelector('form') !== null;
}

/** Called by main.tsx right before hydrateRoot. */
export function startHydration(): void {
  hydrating = true;
}

/**
 * True during the first render of a hydration: what that render draws must equal the prerendered markup
 * (the default colour, no autoFocus, which would move the caret out of the field being typed in).
 */
export function isHydrating(): boolean {
  return hydrating;
}

/**
 * The login form is live: React owns it. Returns whether a submit was held before hydration (then the caller
 * sends it with the typed values).
 */
export function finishHydration(): boolean {
  hydrating = false;
  const w = gate();
  w.__loginHydrated = true;
  const pending = w.__loginPendingSubmit === true;
  w.__loginPendingSubmit = false;
  return pending;
}

/** The prerendered markup did not fit: drop it and let the page render afresh. */
export function discardPrerender(root: HTMLElement): void {
  root.replaceChildren();
  document.documentElement.removeAttribute('data-prerender');
}
