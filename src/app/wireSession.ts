import { reauthenticate } from '../auth/reauth';
import { setSessionLostHandler } from '../data/http';

/**
 * At app start, the HTTP client gets what to do when a session cannot be renewed: the re-authentication dialog
 * (docs/produto.md §8). Injected here rather than imported by src/data/http.ts, which reauth.ts reaches through logout.ts:
 * the two modules would import each other.
 */
export function wireSession(): void {
  setSessionLostHandler(reauthenticate);
}
