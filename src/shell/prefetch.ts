import type { QueryClient } from '@tanstack/react-query';
import type { DataProvider } from 'react-admin';
import type { RegisterModel } from '../../core/schema/model';
import type { PageDef } from '../company/pages';

/** The first register of the menu that the user may read and that has the generic list (no override). */
export function firstGenericList(
  pages: readonly PageDef[],
  registers: readonly RegisterModel[],
  canRead: (model: RegisterModel) => boolean,
  hasListOverride: (resource: string) => boolean,
): RegisterModel | undefined {
  for (const page of pages) {
    const model = registers.find((m) => m.resource === page.path);
    if (model && canRead(model) && !hasListOverride(model.resource)) return model;
  }
  return undefined;
}

/**
 * The query react-admin's list asks for on arrival (useGetList's key: resource, 'getList', params) with the
 * generic list's defaults (src/schema/screenParts.tsx useRegisterListProps: the schema's sort, 25 a page, no
 * filter).
 */
export function firstPageParams(model: RegisterModel) {
  return {
    pagination: { page: 1, perPage: 25 },
    sort: model.defaultSort,
    filter: {},
  };
}

/** The register whose list `href` opens in company `empresaId` (`/e/1/produtos`), or null for any other link. */
export function listResourceOf(href: string, empresaId: number): string | null {
  const match = /^\/e\/(\d+)\/([a-z][a-z0-9-]*)\/?$/.exec(href);
  return match && Number(match[1]) === empresaId ? (match[2] ?? null) : null;
}

/** Fetches a register's first page into the react-query cache, under the key its list asks for on arrival. */
export function prefetchFirstPage(
  queryClient: QueryClient,
  dataProvider: DataProvider,
  model: RegisterModel,
) {
  const params = firstPageParams(model);
  return queryClient.prefetchQuery({
    queryKey: [model.resource, 'getList', params],
    queryFn: () =>
      dataProvider
        .getList(model.resource, params)
        .then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta })),
  });
}
