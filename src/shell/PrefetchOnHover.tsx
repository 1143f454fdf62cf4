import { useEffect } from 'react';
import type { DataProvider } from 'react-admin';
import { useAcesso } from '../company/AcessoContext';
import { registerReadPermissions } from '../company/pages';
import { queryClient } from '../data/queryClient';
import { registerOverride } from '../schema/overrides';
import { COMPANY_REGISTERS } from '../schema/registry';
import { preloadRegisterScreens } from '../schema/resources';
import { listResourceOf, prefetchFirstPage } from './prefetch';

/**
 * Issue 17, moves between lists: when the pointer rests on (or the keyboard focuses) a link to a register's list,
 * its screens' chunk and its first page are fetched, so the click paints rows from the cache instead of waiting
 * for a chunk and a call. Under the react-query key the list asks for; a page still fresh (docs/produto.md §7,
 * 5 minutes) is not asked again. Lists with a screen of their own (an override) get their chunk only.
 */
export function PrefetchOnHover({ dataProvider }: { dataProvider: DataProvider }) {
  const { can, empresaId } = useAcesso();
  useEffect(() => {
    const onIntent = (event: Event) => {
      // the menu's entries only: the browser also reports a pointer "over" whatever a page renders under a
      // still cursor (the home's cards), which is no intent to go anywhere
      const link =
        event.target instanceof Element ? event.target.closest('a.RaMenuItemLink-root[href]') : null;
      const resource = link ? listResourceOf(link.getAttribute('href') ?? '', empresaId) : null;
      const model = resource ? COMPANY_REGISTERS.find((m) => m.resource === resource) : undefined;
      if (!model || !registerReadPermissions(model).every((p) => can(p))) return;
      const own = registerOverride(model.resource).list as { preload?: () => Promise<void> } | undefined;
      if (own) {
        void own.preload?.();
        return;
      }
      void preloadRegisterScreens();
      void prefetchFirstPage(queryClient, dataProvider, model);
    };
    document.addEventListener('pointerover', onIntent);
    document.addEventListener('focusin', onIntent);
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, [dataProvider, can, empresaId]);
  return null;
}
