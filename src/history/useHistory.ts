import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { type Identifier, useDataProvider } from 'react-admin';
import { registerOf } from '../schema/registry';
import type { HistoryEntry, NameOf } from './describe';

/** A dataProvider that answers a record's history (src/company/dataProvider.ts `historico`). */
type WithHistorico = {
  historico?: (resource: string, params: { id: unknown }) => Promise<unknown>;
  papeis?: () => Promise<Array<{ papelId: number; nome: string }>>;
};

/**
 * A record's history, newest first (docs/contrato.md §5). Keyed under the resource and the record's version: whatever
 * invalidates the resource's queries reads it again, and so does a save here (react-admin's pessimistic save only
 * updates its cache, which gives the record a new updatedAt).
 */
export function useRecordHistory(
  resource: string,
  id: Identifier | undefined,
  /** Reads it another way than the register convention (users and profiles: docs/produto.md §7 paths). */
  load?: () => Promise<unknown>,
  /** The record's updatedAt: a new version (a save on this page) reads the history again. */
  version?: unknown,
) {
  const dataProvider = useDataProvider() as ReturnType<typeof useDataProvider> & WithHistorico;
  return useQuery({
    queryKey: [resource, 'historico', String(id), String(version ?? '')],
    enabled: id !== undefined && id !== null,
    refetchOnMount: 'always',
    // the entries of the version before stay on screen while the new one is read (no jump of the page)
    placeholderData: keepPreviousData,
    queryFn: async (): Promise<HistoryEntry[]> => {
      if (!load && typeof dataProvider.historico !== 'function') throw new Error('Histórico indisponível.');
      const entries = load ? await load() : await dataProvider.historico?.(resource, { id });
      if (!Array.isArray(entries)) throw new Error('Histórico inválido.');
      return entries as HistoryEntry[];
    },
  });
}

/** How a record of `resource` is named: the register's representation, a user's or a profile's name. */
export function representationOf(resource: string, record: Record<string, unknown>): string {
  if (resource === 'usuarios') return String(record.nomeCompleto ?? record.email ?? record.id);
  if (resource === 'perfis' || resource === 'papeis') return String(record.nome ?? record.id);
  const model = registerOf(resource);
  const text = model ? model.represent(record) : String(record.nome ?? '');
  return text.trim() || `nº ${String(record.id)}`;
}

/**
 * The names of every record the entries refer to, one getMany per register (whatever the number of entries), kept
 * by react-query. Answers a NameOf: a name once read, undefined until then (or when the record is gone).
 */
export function useReferenceNames(references: ReadonlyMap<string, ReadonlySet<string | number>>): NameOf {
  const dataProvider = useDataProvider() as ReturnType<typeof useDataProvider> & WithHistorico;
  const wanted = useMemo(
    () =>
      [...references.entries()]
        .filter(([, ids]) => ids.size > 0)
        .map(([resource, ids]) => ({ resource, ids: [...ids].map(String).sort() })),
    [references],
  );
  const results = useQueries({
    queries: wanted.map(({ resource, ids }) => ({
      queryKey: ['historico-nomes', resource, ids],
      staleTime: 60_000,
      retry: false,
      queryFn: async (): Promise<Record<string, string>> => {
        const names: Record<string, string> = {};
        if (resource === 'papeis') {
          const papeis = (await dataProvider.papeis?.()) ?? [];
          for (const p of papeis) names[String(p.papelId)] = p.nome;
          return names;
        }
        const { data } = await dataProvider.getMany(resource, { ids });
        for (const record of data as Array<Record<string, unknown>>)
          names[String(record.id)] = representationOf(resource, record);
        return names;
      },
    })),
  });
  // the results array is new on every render: what counts is when each query's data last changed
  const version = results.map((r) => r.dataUpdatedAt).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` stands for the results' data
  const byResource = useMemo(() => {
    const map = new Map<string, Record<string, string>>();
    wanted.forEach(({ resource }, i) => {
      const data = results[i]?.data;
      if (data) map.set(resource, { ...(map.get(resource) ?? {}), ...data });
    });
    return map;
  }, [wanted, version]);
  return useCallback((resource: string, id: unknown) => byResource.get(resource)?.[String(id)], [byResource]);
}
