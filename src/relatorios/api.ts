import { toHttpError } from '../company/dataProvider';
import { http } from '../data/http';
import type { RelatorioPublico, Resultado, TipoRelatorio } from './types';

/** The report calls (server/relatorios), through the app's axios client (its 401 refresh). */

async function call<T>(request: Promise<{ data: T }>): Promise<T> {
  try {
    return (await request).data;
  } catch (error) {
    throw toHttpError(error);
  }
}

const base = (empresaId: number) => `/empresas/${empresaId}`;

/** GET …/relatorios/resultado (CONFIGURAR_EMPRESA): a type run as is, for the preview of a definition. */
export function fetchResultado(
  empresaId: number,
  tipo: TipoRelatorio,
  params: Record<string, string>,
): Promise<Resultado> {
  return call(
    http.get<Resultado>(`${base(empresaId)}/relatorios/resultado`, { params: { tipo, ...params } }),
  );
}

/** GET …/meus-relatorios (any member): the public, active reports, by name. */
export function fetchMeusRelatorios(empresaId: number): Promise<RelatorioPublico[]> {
  return call(http.get<RelatorioPublico[]>(`${base(empresaId)}/meus-relatorios`));
}

export interface MeuRelatorio {
  relatorio: RelatorioPublico;
  resultado: Resultado;
}

/** GET …/meus-relatorios/{uri} (any member): the report and its figures over what the caller may see. */
export function fetchMeuRelatorio(
  empresaId: number,
  uri: string,
  params: Record<string, string>,
): Promise<MeuRelatorio> {
  return call(
    http.get<MeuRelatorio>(`${base(empresaId)}/meus-relatorios/${encodeURIComponent(uri)}`, { params }),
  );
}
