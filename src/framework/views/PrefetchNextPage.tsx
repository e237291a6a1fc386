import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useListContext, type GetListParams } from 'ra-core';
import { useEffect } from 'react';

/**
 * Inside a list: once the page is shown and the browser idle, asks for the next page
 * under the key react-admin's list uses, so "next page" shows its rows at once. Nothing
 * is asked on the last page, while the page is still loading, or when it fails.
 */
export function PrefetchNextPage() {
  const { resource, page, perPage, sort, filterValues, total, isFetching, isPending } = useListContext();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider();
  const hasNext = total !== undefined && page * perPage < total;
  useEffect(() => {
    if (!hasNext || isFetching || isPending) return undefined;
    const params: GetListParams = { pagination: { page: page + 1, perPage }, sort, filter: filterValues };
    const queryKey = [resource, 'getList', { ...params, meta: undefined }];
    // The list shows a cached page at once and refreshes it in the background: no freshness needs granting.
    const prefetch = () => {
      void queryClient.prefetchQuery({ queryKey, queryFn: () => dataProvider.getList(resource, params).then(({ data, total: count, pageInfo, meta }) => ({ data, total: count, pageInfo, meta })), retry: false });
    };
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(prefetch, 200);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(prefetch, { timeout: 2000 });
    return () => cancelIdleCallback(idle);
  }, [hasNext, isFetching, isPending, page, perPage, sort, filterValues, resource, queryClient, dataProvider]);
  return null;
}
