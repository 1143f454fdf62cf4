import type { QueryClient } from '@tanstack/react-query';
import type { RegisterModel } from '../../core/schema/model';
import type { SessionUser } from '../../core/session/types';
import { authProvider } from '../auth/authProvider';
import { getStoredUsuario } from '../auth/session';
import { companyDataProvider } from '../company/dataProvider';
import { earlyPending } from '../data/early';
import { registerOverride } from '../schema/overrides';
import { COMPANY_REGISTERS } from '../schema/registry';
import { papelQuery, perfilQuery } from '../session/usePermissoes';
import { prefetchFirstPage } from '../shell/prefetch';

/** The longest the first render waits for the warm start: a slow answer then lands in a shell already drawn. */
export const WARM_START_WAIT_MS = 1500;
/** The performance mark set when the wait begins. */
export const WARM_START_MARK = 'vendas:warm-start';
/** The mark set when it ends, its detail saying whether the answers were all in or the time ran out first. */
export const WARM_START_END_MARK = 'vendas:warm-start-end';

/**
 * A reload of a company's page (issue 17, a reload at the floor): the queries its first renders would ask for
 * one after the other (react-admin's authentication check, the profile, then its role, then the list's first
 * page) are put into the react-query cache before the first render, under the keys those renders ask for
 * (react-admin's useAuthState and useGetList as in src/shell/prefetch.ts, usePermissoes). Their calls are
 * answered by the early GETs (src/data/early.ts) already under way, so the shell and the rows render in one pass
 * instead of a render, a call and a render again for each. Resolves when they are in, never rejects (a failure
 * is asked again by the component, as without this).
 *
 * Only the list's default first page is filled: a list with a sort, filter or page of the user's own (the
 * react-admin store, or the address's query) asks for another key, and fetches it as usual.
 */
export function warmStart(
  queryClient: QueryClient,
  location: { pathname: string; search: string },
  storage: Storage = localStorage,
): Promise<void> {
  // with no early answers under way the calls would go to the network (a renewal first, maybe): nothing to gain
  if (!earlyPending()) return Promise.resolve();
  const company = /^\/e\/(\d+)(?:\/([a-z][a-z0-9-]*))?\/?$/.exec(location.pathname);
  if (!company) return Promise.resolve();
  const empresaId = Number(company[1]);
  const user = (getStoredUsuario() as SessionUser | null) ?? undefined;
  const access = (async () => {
    const options = perfilQuery(user, empresaId);
    if (!options.enabled) return;
    const perfil = await queryClient.fetchQuery(options);
    if (perfil) await queryClient.fetchQuery(papelQuery(perfil));
  })();
  const resource = company[2];
  const model = resource ? COMPANY_REGISTERS.find((m) => m.resource === resource) : undefined;
  const list =
    model &&
    !registerOverride(model.resource).list &&
    opensOnDefaultPage(storage, empresaId, model, location.search)
      ? prefetchFirstPage(queryClient, companyDataProvider(empresaId), model)
      : undefined;
  const done = Promise.all([checkAuth(queryClient), access, list]).then(
    () => undefined,
    () => undefined,
  );
  // where the wait began and how long it lasts at most, for whoever measures a reload (tests/e2e/page-floor.test.ts)
  performance.mark(WARM_START_MARK, { detail: { waitMs: WARM_START_WAIT_MS } });
  // the list's network answer ending in time says little on a busy machine: its JSON, the profile and the role
  // may still be on their way when the time runs out, so the wait says itself how it ended
  let over = false;
  const ended = (timedOut: boolean) => () => {
    if (over) return;
    over = true;
    performance.mark(WARM_START_END_MARK, { detail: { timedOut } });
  };
  return Promise.race([
    done.then(ended(false)),
    new Promise<void>((resolve) => setTimeout(resolve, WARM_START_WAIT_MS)).then(ended(true)),
  ]);
}

/**
 * react-admin's authentication check, under the key its useAuthState asks for (['auth', 'checkAuth', {}]) and
 * with the same answer: a list renders nothing but its loading state until it is in.
 */
function checkAuth(queryClient: QueryClient): Promise<unknown> {
  return queryClient.fetchQuery({
    queryKey: ['auth', 'checkAuth', {}],
    queryFn: async () => {
      await authProvider.checkAuth({});
      return true;
    },
    retry: false,
  });
}

/**
 * Whether the list of `model` in company `empresaId` opens on its default first page: no query in the address,
 * and react-admin's store (localStorage 'RaStore.e{empresaId}.{resource}.listParams', the store key of
 * CompanyApp) empty or holding the defaults.
 */
export function opensOnDefaultPage(
  storage: Storage,
  empresaId: number,
  model: RegisterModel,
  search: string,
): boolean {
  if (search) return false;
  try {
    const raw = storage.getItem(`RaStore.e${empresaId}.${model.resource}.listParams`);
    if (raw === null) return true;
    const p = JSON.parse(raw) as Record<string, unknown>;
    const filter = p.filter as Record<string, unknown> | undefined;
    return (
      (p.sort === undefined || p.sort === model.defaultSort.field) &&
      (p.order === undefined || p.order === model.defaultSort.order) &&
      (p.page === undefined || Number(p.page) === 1) &&
      (p.perPage === undefined || Number(p.perPage) === 25) &&
      (filter === undefined || Object.keys(filter).length === 0)
    );
  } catch {
    return false;
  }
}
