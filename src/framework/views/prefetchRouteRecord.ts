import type { QueryClient } from '@tanstack/react-query';
import type { AuthProvider, DataProvider, Identifier, RaRecord } from 'ra-core';
import { isIdentifier } from '../data/isIdentifier';
import type { RegistrySummary, ResourceSummary } from '../registry/resourceDetails';
import { prefetchAccess } from './prefetchAccess';
import { PREFETCHED_FRESH_MS } from './prefetchedFreshness';
import { readableReferences } from './readableReferences';
import { routeView } from './routeView';

/** The record id of a show or edit address (`#/activities/a%2F1/show` → `a/1`), or undefined. */
export function routeRecordId(routePath: string, hash: string): string | undefined {
  const segments = hash.replace(/^#/, '').split('?')[0]!.split('/').filter(Boolean);
  const raw = segments[routePath.split('/').filter(Boolean).length];
  if (raw === undefined) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

/**
 * For a generated show or edit page (at start-up on a cold load, or as the address changes),
 * asks for its record under the key react-admin's `useGetOne` uses, then for the records it
 * points at (`getMany`, as its reference fields ask), so the page finds them when it mounts.
 * Only for a signed-in user allowed to see the page; whatever goes wrong is left to the
 * page, which asks again and shows the error.
 */
export async function prefetchRouteRecord(options: {
  queryClient: QueryClient;
  dataProvider: DataProvider;
  authProvider: AuthProvider;
  model: RegistrySummary;
  hash: string;
}): Promise<void> {
  const { queryClient, dataProvider, authProvider, model, hash } = options;
  const target = routeView(model, hash);
  if (target?.view !== 'show' && target?.view !== 'edit') return;
  const id = routeRecordId(target.resource.route, hash);
  if (id === undefined) return;
  const name = target.resource.name;
  if (!(await prefetchAccess(queryClient, authProvider, name, target.view))) return;
  const queryKey = [name, 'getOne', { id, meta: undefined }];
  // A record already here (a list's row) is shown at once by the page, which asks again itself.
  if (queryClient.getQueryData(queryKey) === undefined) {
    queryClient.setQueryDefaults(queryKey, { staleTime: PREFETCHED_FRESH_MS });
    // A failed prefetch is not cached as an error the page would show without asking again.
    await queryClient.prefetchQuery({ queryKey, queryFn: () => dataProvider.getOne(name, { id }).then(({ data }) => data), retry: false });
  }
  const record = queryClient.getQueryData<RaRecord>(queryKey);
  if (!record) return;
  // The labels of the records it points at, under the keys its reference fields and inputs read: those the role may read.
  const mayRead = await readableReferences(authProvider, model);
  await Promise.all(
    referencedIds(target.resource, record).map(({ resource, ids }) => {
      if (!mayRead(resource)) return undefined;
      const manyKey = [resource, 'getMany', { ids: ids.map(String), meta: undefined }];
      if (queryClient.getQueryData(manyKey) !== undefined) return undefined;
      queryClient.setQueryDefaults(manyKey, { staleTime: PREFETCHED_FRESH_MS });
      return queryClient.prefetchQuery({ queryKey: manyKey, queryFn: () => dataProvider.getMany(resource, { ids }).then(({ data }) => data), retry: false });
    }),
  );
}

/** The ids each top-level reference field of `record` holds (one id, or a list of them), by referenced resource. */
export function referencedIds(resource: ResourceSummary, record: RaRecord): { resource: string; ids: Identifier[] }[] {
  return Object.entries(resource.references).flatMap(([field, reference]) => {
    const value: unknown = record[field];
    const ids = Array.isArray(value) ? value.filter(isIdentifier) : isIdentifier(value) ? [value] : [];
    return ids.length > 0 ? [{ resource: reference.resource, ids }] : [];
  });
}
