import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useListContext, type GetListParams, type RaRecord } from 'ra-core';
import { useEffect } from 'react';
import { useRequestMeta } from '../data/RequestMetaContext';
import type { ResourceModel } from '../registry/types';
import { prefetchListReferences } from './prefetchListReferences';
import { useMayReadReferences } from './useMayReadReferences';

/**
 * Inside a list: once the page is shown and the browser idle, asks for the next page
 * under the key react-admin's list uses, so "next page" shows its rows at once, and,
 * given the resource's model, the records those rows point at in its columns, so their
 * names show with them. Nothing is asked on the last page, while the page is still
 * loading, or when it fails.
 */
export function PrefetchNextPage({ model }: { model?: ResourceModel }) {
  const { resource, page, perPage, sort, filterValues, total, isFetching, isPending } = useListContext();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider();
  const meta = useRequestMeta();
  const { isPending: rolesPending, mayRead } = useMayReadReferences();
  const hasNext = total !== undefined && page * perPage < total;
  useEffect(() => {
    if (!hasNext || isFetching || isPending) return undefined;
    const params: GetListParams = { pagination: { page: page + 1, perPage }, sort, filter: filterValues, meta };
    const queryKey = [resource, 'getList', params];
    // The list shows a cached page at once and refreshes it in the background: no freshness needs granting.
    const prefetch = () => {
      void queryClient
        .prefetchQuery({
          queryKey,
          queryFn: () => dataProvider.getList(resource, params).then(({ data, total: count, pageInfo, meta }) => ({ data, total: count, pageInfo, meta })),
          retry: false,
        })
        .then(() => {
          const rows = queryClient.getQueryData<{ data: RaRecord[] }>(queryKey)?.data;
          return model && rows && !rolesPending ? prefetchListReferences(queryClient, dataProvider, model, rows, { mayRead, meta }) : undefined;
        });
    };
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(prefetch, 200);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(prefetch, { timeout: 2000 });
    return () => cancelIdleCallback(idle);
  }, [hasNext, isFetching, isPending, page, perPage, sort, filterValues, resource, queryClient, dataProvider, model, meta, rolesPending, mayRead]);
  return null;
}
