// first: starts a signed-in load's API calls and chunks before the rest of this chunk is evaluated
import './app/earlyStart';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { initAuthState } from './auth/authState';
import { Bootstrap, signedInAppReady } from './Bootstrap';
import { discardPrerender, prerenderFits, startHydration } from './login/hydration';

// docs/produto.md §4: authentication at start-up is decided by whether a stored credential exists.
const signedIn = initAuthState();
// The features the generic parts call back (the HTTP client's re-authentication, the registers' override folders)
// are wired by the signed-in app's chunk (src/app/signedIn.ts). A signed-in load's early calls and chunks were
// started by ./app/earlyStart, imported first.

const root = document.getElementById('root');
if (!root) throw new Error('Elemento #root ausente em index.html');
const app = (
  <StrictMode>
    <Bootstrap />
  </StrictMode>
);
// index.html carries the login form prerendered (scripts/prerender-login.ts): signed out, it is taken over as it
// is; otherwise (signed in, English, dark) it is dropped and the page renders afresh.
function render(root: HTMLElement) {
  if (prerenderFits(root)) {
    startHydration();
    hydrateRoot(root, app);
  } else {
    discardPrerender(root);
    createRoot(root).render(app);
  }
}
// signed in, the first render waits for the signed-in app's chunk rather than suspending on it (Bootstrap)
if (signedIn) void signedInAppReady().then(() => render(root));
else render(root);
