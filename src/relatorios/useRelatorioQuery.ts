import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { querySearch, type RelatorioQuery, readQuery } from './periodo';

/**
 * The report's period and filters, kept in the page's address: each change is a new history entry (Back undoes
 * it) and the address is a link to the very same figures.
 *
 * @example const [consulta, setConsulta] = useRelatorioQuery(); setConsulta({ ...consulta, periodo: 'mes-passado' });
 */
export function useRelatorioQuery(): [
  RelatorioQuery,
  (next: RelatorioQuery, options?: { replace: boolean }) => void,
] {
  const [search, setSearch] = useSearchParams();
  const key = search.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query's text is what identifies it
  const consulta = useMemo(() => readQuery(search), [key]);
  const set = useCallback(
    (next: RelatorioQuery, options?: { replace: boolean }) => {
      const params = querySearch(next);
      if (params.toString() !== key) setSearch(params, { replace: options?.replace ?? false });
    },
    [key, setSearch],
  );
  return [consulta, set];
}
