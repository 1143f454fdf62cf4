import { http } from '../data/http';
import { queryClient } from '../data/queryClient';
import { isRegisterPath } from '../routing/registerPath';
import { preloadRegisterScreens } from '../schema/resources';
import { installEarlyGets } from './earlyAdapter';
import { warmStart } from './warmStart';
import { wireOverrides } from './wireOverrides';
import { wireSession } from './wireSession';

// The signed-in app's entry, loaded after sign-in (Bootstrap): the wiring of the HTTP client's re-authentication
// and of the registers' override folders comes with it, so the login page loads neither (nor the HTTP library
// and the feature folders they import).
wireSession();
wireOverrides();
installEarlyGets(http);
/**
 * A load of a register's page: its screens are ready before the list first renders (no suspense, no fallback,
 * and none of the 300 ms React holds a revealed boundary back); Bootstrap's first render waits for this. Not a
 * top-level await: one made the bundler split the first chunk in two dozen pieces.
 */
export const screensReady: Promise<unknown> = Promise.all([
  isRegisterPath(window.location.pathname) ? preloadRegisterScreens() : undefined,
  // and the first queries are in the cache, from the early answers (./warmStart)
  warmStart(queryClient, window.location),
]);

export { default } from '../AppRouter';
