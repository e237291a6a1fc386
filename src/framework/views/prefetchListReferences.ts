import type { QueryClient } from '@tanstack/react-query';
import type { DataProvider, Identifier, RaRecord } from 'ra-core';
import type { ResourceSummary } from '../registry/resourceDetails';
import { PREFETCHED_FRESH_MS } from './prefetchedFreshness';

/** The ids a page's rows point at through the list's default columns, by referenced resource, each id once. */
export function listReferencedIds(resource: ResourceSummary, records: readonly RaRecord[]): Map<string, Identifier[]> {
  const byResource = new Map<string, Map<string, Identifier>>();
  for (const { field } of resource.list.columns) {
    const reference = resource.references[field];
    if (!reference) continue;
    const ids = byResource.get(reference.resource) ?? new Map<string, Identifier>();
    byResource.set(reference.resource, ids);
    for (const record of records) {
      const value: unknown = record[field];
      for (const id of Array.isArray(value) ? value : [value]) {
        if ((typeof id === 'string' && id !== '') || typeof id === 'number') ids.set(String(id), id);
      }
    }
  }
  return new Map([...byResource].filter(([, ids]) => ids.size > 0).map(([name, ids]) => [name, [...ids.values()]]));
}

/**
 * The records a page of a list points at in its columns, asked with one `getMany` per
 * referenced resource and kept under the keys react-admin's reference fields read (one
 * `getMany` key per id, and `getOne`), so the page's first render shows their names instead
 * of a progress bar in each row, and no request follows. Ids already cached are not asked
 * again; a failure is left to the fields, which ask themselves. Resources the user's role may
 * not read are not asked for (`mayRead`), as their fields do not ask. `meta`: the calls' meta
 * of the screen (RequestMeta), which its fields send and key their queries by too.
 */
export async function prefetchListReferences(
  queryClient: QueryClient,
  dataProvider: DataProvider,
  resource: ResourceSummary,
  records: readonly RaRecord[],
  { mayRead, meta }: { mayRead: (resource: string) => boolean; meta?: unknown },
): Promise<void> {
  await Promise.all(
    [...listReferencedIds(resource, records)].map(async ([name, ids]) => {
      if (!mayRead(name)) return;
      const missing = ids.filter((id) => queryClient.getQueryData(manyKey(name, id, meta)) === undefined);
      if (missing.length === 0) return;
      const { data } = await dataProvider.getMany(name, { ids: missing, meta }).catch(() => ({ data: [] as RaRecord[] }));
      for (const record of data) {
        const key = manyKey(name, record.id, meta);
        // Fresh for a moment, so the fields mounting right after take it instead of asking again.
        queryClient.setQueryDefaults(key, { staleTime: PREFETCHED_FRESH_MS });
        queryClient.setQueryData(key, [record]);
        queryClient.setQueryData([name, 'getOne', { id: String(record.id), meta }], (old: RaRecord | undefined) => old ?? record);
      }
    }),
  );
}

/** The key of react-admin's reference field for one id (`useGetManyAggregate`). */
const manyKey = (resource: string, id: Identifier, meta: unknown) => [resource, 'getMany', { ids: [String(id)], meta }];
