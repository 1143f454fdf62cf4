import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type Consulta, consultaSearch, readConsulta } from './periodo';

/**
 * The report's period and filters, kept in the page's address: each change is a new history entry (Back undoes
 * it) and the address is a link to the very same figures.
 *
 * @example const [consulta, setConsulta] = useConsulta(); setConsulta({ ...consulta, periodo: 'mes-passado' });
 */
export function useConsulta(): [Consulta, (next: Consulta, options?: { replace: boolean }) => void] {
  const [search, setSearch] = useSearchParams();
  const key = search.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query's text is what identifies it
  const consulta = useMemo(() => readConsulta(search), [key]);
  const set = useCallback(
    (next: Consulta, options?: { replace: boolean }) => {
      const params = consultaSearch(next);
      if (params.toString() !== key) setSearch(params, { replace: options?.replace ?? false });
    },
    [key, setSearch],
  );
  return [consulta, set];
}
