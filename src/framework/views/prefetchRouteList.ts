import type { QueryClient } from '@tanstack/react-query';
import type { AuthProvider, DataProvider, GetListParams, RaRecord } from 'ra-core';
import type { RegistrySummary, ResourceSummary } from '../registry/resourceDetails';
import { prefetchAccess } from './prefetchAccess';
import { PREFETCHED_FRESH_MS } from './prefetchedFreshness';
import { prefetchListReferences } from './prefetchListReferences';
import { readableReferences } from './readableReferences';
import { routeView } from './routeView';

/** The page, sort and filter react-admin's list will ask for at this address, or undefined when they cannot be read. */
export function routeListParams(resource: ResourceSummary, hash: string): GetListParams | undefined {
  const query = new URLSearchParams(hash.split('?')[1] ?? '');
  const page = query.has('page') ? Number(query.get('page')) : 1;
  const perPage = query.has('perPage') ? Number(query.get('perPage')) : resource.list.perPage;
  if (!Number.isInteger(page) || page < 1 || !Number.isInteger(perPage) || perPage < 1) return undefined;
  let filter: unknown = {};
  try {
    if (query.has('filter')) filter = JSON.parse(query.get('filter') ?? '');
  } catch {
    return undefined;
  }
  if (filter === null || typeof filter !== 'object' || Array.isArray(filter)) return undefined;
  // As react-admin reads them: the definition's sort unless the address names one.
  const sort = query.has('sort') ? { field: query.get('sort') ?? '', order: query.get('order') } : resource.list.sort;
  if (sort.order !== 'ASC' && sort.order !== 'DESC') return undefined;
  return { pagination: { page, perPage }, sort: { field: sort.field, order: sort.order }, filter: filter as Record<string, unknown> };
}

/**
 * Asks for the page a generated list's address shows (at start-up on a cold load, or as the
 * address changes), under the key react-admin's `useGetList` uses, so the list finds its
 * rows when it renders instead of asking after. Only for a signed-in user allowed to see
 * the list; whatever goes wrong is left to the list, which asks again.
 */
export async function prefetchRouteList(options: {
  queryClient: QueryClient;
  dataProvider: DataProvider;
  authProvider: AuthProvider;
  model: RegistrySummary;
  hash: string;
}): Promise<void> {
  const { queryClient, dataProvider, authProvider, model, hash } = options;
  const target = routeView(model, hash);
  if (target?.view !== 'list') return;
  const params = routeListParams(target.resource, hash);
  if (!params) return;
  const name = target.resource.name;
  if (!(await prefetchAccess(queryClient, authProvider, name, 'list'))) return;
  const { pagination, sort, filter } = params;
  const queryKey = [name, 'getList', { pagination, sort, filter, meta: undefined }];
  // Rows already here are shown at once by the list, which asks again for fresh ones itself.
  if (queryClient.getQueryData(queryKey) !== undefined) return;
  // Fresh for a moment, so the list mounting right after takes these rows instead of asking
  // again; react-admin's own writes still mark them stale at once.
  queryClient.setQueryDefaults(queryKey, { staleTime: PREFETCHED_FRESH_MS });
  await queryClient.prefetchQuery({
    queryKey,
    queryFn: () => dataProvider.getList(name, params).then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta })),
    // A failed prefetch is not retried here: the list asks again when it mounts and shows the error.
    retry: false,
  });
  // The names its rows show from other resources, before the page first draws.
  const rows = queryClient.getQueryData<{ data: RaRecord[] }>(queryKey)?.data;
  if (!rows) return;
  // Only what the user's role may read, as the list's fields ask.
  await prefetchListReferences(queryClient, dataProvider, target.resource, rows, { mayRead: await readableReferences(authProvider, model) });
}
