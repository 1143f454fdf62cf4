import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { initAuthState } from './auth/authState';
import { Bootstrap } from './Bootstrap';
import { startEarlyGets } from './data/early';
import { discardPrerender, prerenderFits, startHydration } from './login/hydration';
import { warmUp } from './routing/warmup';

// docs/produto.md §4: authentication at start-up is decided by whether a stored credential exists.
const signedIn = initAuthState();
// The features the generic parts call back (the HTTP client's re-authentication, the registers' override folders)
// are wired by the signed-in app's chunk (src/app/signedIn.ts).

if (signedIn) {
  // the API calls this address made last time start now, beside the JavaScript (src/data/early.ts)
  startEarlyGets(window.location.pathname, localStorage.getItem('accessToken'));
  warmUp(window.location.pathname);
}

const root = document.getElementById('root');
if (!root) throw new Error('Elemento #root ausente em index.html');
const app = (
  <StrictMode>
    <Bootstrap />
  </StrictMode>
);
// index.html carries the login form prerendered (scripts/prerender-login.ts): signed out, it is taken over as it
// is; otherwise (signed in, English, dark) it is dropped and the page renders afresh.
if (prerenderFits(root)) {
  startHydration();
  hydrateRoot(root, app);
} else {
  discardPrerender(root);
  createRoot(root).render(app);
}
