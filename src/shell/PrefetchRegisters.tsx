import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useDataProvider } from 'react-admin';
import { useAcesso } from '../company/AcessoContext';
import { PAGES, registerReadPermissions } from '../company/pages';
import { registerOverride } from '../schema/overrides';
import { COMPANY_REGISTERS } from '../schema/registry';
import { preloadRegisterScreens } from '../schema/resources';
import { firstGenericList, prefetchFirstPage } from './prefetch';

/**
 * Issue 17: while the home renders, the register screens' chunk and the first list's first page are fetched, so
 * that the first move to a list paints its rows without waiting for either. Idle time only; the data lands in
 * the react-query cache under the key the list asks for (fresh for docs/produto.md §7's 5 minutes; a write invalidates it).
 */
export function PrefetchRegisters() {
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const { can } = useAcesso();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    const run = () => {
      done.current = true;
      void preloadRegisterScreens();
      const model = firstGenericList(
        PAGES,
        COMPANY_REGISTERS,
        (m) => registerReadPermissions(m).every((p) => can(p)),
        (resource) => registerOverride(resource).list !== undefined,
      );
      if (!model) return;
      void prefetchFirstPage(queryClient, dataProvider, model);
    };
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(run, 0);
      return () => clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(run, { timeout: 500 });
    return () => window.cancelIdleCallback(handle);
  }, [dataProvider, queryClient, can]);
  return null;
}
