import { type ReactNode, useCallback, useContext, useEffect, useMemo, useRef } from 'react';
import {
  ListBase,
  ListContextProvider,
  type ListControllerResult,
  type ListProps,
  ListView,
  Loading,
  queryReducer,
  type RaRecord,
  removeEmpty,
  SET_FILTER,
  useListContext,
  useStoreContext,
} from 'react-admin';
import { UNSAFE_DataRouterContext, useLocation } from 'react-router-dom';

/**
 * react-admin's `<List>` (the same ListBase and ListView, the same props), with one difference: a search or filter
 * that applies after the page has left the list is kept for the list's next visit instead of moving the browser.
 *
 * Why: the filter form applies what is typed 500 ms after the last key (FilterLiveForm's debounce), and
 * react-admin's list then moves to `?filter=…` relative to the list's route. A person who types a search and opens
 * a record within those 500 ms met one of two things, depending on how fast the record's page drew:
 * - the list still on screen while the record's page loaded (React Router renders the next page in a
 *   transition): the late move took them back to the list, away from the record they opened;
 * - the list already gone: react-admin dropped the search, and the list came back without what they typed.
 * Here the late filter goes to the list's saved state (the store react-admin reads when the list opens), so the
 * record stays open and the list, when they come back, shows the search as they typed it.
 *
 * @example <List resource="produtos" storeKey="e1.produtos" filters={filters}>…</List>
 */
export function List<R extends RaRecord = RaRecord>({
  debounce,
  disableAuthentication,
  disableSyncWithLocation,
  exporter,
  filter = NO_FILTER,
  filterDefaultValues,
  authLoading = DEFAULT_AUTH_LOADING,
  loading,
  perPage = 10,
  queryOptions,
  resource,
  sort,
  storeKey,
  render,
  ...view
}: ListProps<R>) {
  if (!render && !view.children) throw new Error('<List> requires either a `render` prop or `children` prop');
  return (
    <ListBase<R>
      debounce={debounce}
      disableAuthentication={disableAuthentication}
      disableSyncWithLocation={disableSyncWithLocation}
      exporter={exporter}
      filter={filter}
      filterDefaultValues={filterDefaultValues}
      authLoading={authLoading}
      loading={loading}
      perPage={perPage}
      queryOptions={queryOptions}
      resource={resource}
      sort={sort}
      storeKey={storeKey}
      // as react-admin's List: ListView keeps its container while offline
      offline={false}
    >
      {/* no saved state to keep a filter in (react-admin's rule): the late filter is dropped, as react-admin does */}
      {disableSyncWithLocation || storeKey === false ? (
        <ListView<R> {...view} render={render} />
      ) : (
        <LateFiltersKept storeKey={storeKey}>
          <ListView<R> {...view} render={render} />
        </LateFiltersKept>
      )}
    </ListBase>
  );
}

const NO_FILTER = {};
const DEFAULT_AUTH_LOADING = <Loading />;

/** The list's parameters as react-admin keeps them in its store (useListParams). */
function savedParams(list: ListControllerResult) {
  return {
    sort: list.sort.field,
    order: list.sort.order,
    page: list.page,
    perPage: list.perPage,
    filter: list.filterValues,
    displayedFilters: list.displayedFilters,
  };
}

/**
 * Gives the list's children a `setFilters` that applies as react-admin's while the browser is on the list, and
 * saves the filter for the list's next visit once it has left (see List above).
 */
function LateFiltersKept({ storeKey, children }: { storeKey?: string; children: ReactNode }) {
  const list = useListContext();
  const store = useStoreContext();
  // the list's page as drawn, and the router's own page: the router moves first when a link is followed, and React
  // draws the next page after (a transition). Only a data router (createBrowserRouter, the app's) tells its own.
  const { pathname } = useLocation();
  const drawnAt = useRef(pathname);
  drawnAt.current = pathname;
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const gone = useRef(false);
  const latest = useRef(list);
  latest.current = list;
  // a filter that came while the list was still drawn but the address had moved: saved once the list is gone, as
  // saving it earlier would make the list (still reading its store) move the browser back to itself
  const pending = useRef<ReturnType<typeof savedParams>>(undefined);
  const key = storeKey ?? `${list.resource}.listParams`;

  useEffect(() => {
    gone.current = false;
    return () => {
      gone.current = true;
      if (pending.current) store.setItem(key, pending.current);
      pending.current = undefined;
    };
  }, [store, key]);

  const setFilters = useCallback<ListControllerResult['setFilters']>(
    (filter, displayedFilters, debounce) => {
      const left =
        gone.current || (router !== undefined && router.state.location.pathname !== drawnAt.current);
      if (!left) {
        pending.current = undefined;
        latest.current.setFilters(filter, displayedFilters, debounce);
        return;
      }
      const params = queryReducer(savedParams(latest.current), {
        type: SET_FILTER,
        payload: { filter: removeEmpty(filter), displayedFilters },
      });
      if (gone.current) store.setItem(key, params);
      else pending.current = params;
    },
    [store, key, router],
  );

  const value = useMemo(() => ({ ...list, setFilters }), [list, setFilters]);
  return <ListContextProvider value={value}>{children}</ListContextProvider>;
}
