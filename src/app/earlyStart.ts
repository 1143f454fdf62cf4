import { browserTokenStore, hasStoredCredential } from '../auth/session';
import { startEarlyLoad } from '../data/early';
import { warmUp } from '../routing/warmup';

/**
 * What a signed-in page load starts before anything else runs (issue 17, a reload at the floor): main.tsx
 * imports this module first, so it runs as the first chunk starts, before React and MUI are evaluated and the
 * page rendered. The API calls the address made last time and the chunks
 * the address needs then load beside that work instead of after it.
 */
export function startSignedInLoad(): void {
  if (!hasStoredCredential()) return;
  startEarlyLoad(window.location.pathname, {
    store: browserTokenStore,
    storage: localStorage,
    nowMs: Date.now(),
  });
  warmUp(window.location.pathname);
}

startSignedInLoad();
