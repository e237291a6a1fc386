import { useCallback } from 'react';
import { useQueryClient, type Query } from '@tanstack/react-query';
import type { RaRecord } from 'ra-core';

interface ListData {
  data?: RaRecord[];
}

/**
 * Puts the record an action answered into react-admin's cache (its getOne, getList,
 * getMany and getManyReference queries), the way a pessimistic `useUpdate` does: the show
 * page and every list show what the server stored (a cancel may answer another status than
 * the one sent), not what the user picked.
 */
export function useUpdateRecordInCache(): (resource: string, record: RaRecord) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (resource, record) => {
      const same = (other: RaRecord) => String(other.id) === String(record.id);
      const replace = (records: RaRecord[] | undefined) => records?.map((other) => (same(other) ? { ...other, ...record } : other));
      const isThisRecord = (query: Query) => {
        const params = query.queryKey[2];
        return params !== null && typeof params === 'object' && String((params as { id?: unknown }).id) === String(record.id);
      };
      queryClient.setQueriesData<RaRecord>({ queryKey: [resource, 'getOne'], predicate: isThisRecord }, (old) => (old ? { ...old, ...record } : old));
      for (const kind of ['getList', 'getManyReference']) {
        queryClient.setQueriesData<ListData>({ queryKey: [resource, kind] }, (old) => (old?.data ? { ...old, data: replace(old.data) } : old));
      }
      queryClient.setQueriesData<RaRecord[]>({ queryKey: [resource, 'getMany'] }, (old) => replace(old));
    },
    [queryClient],
  );
}
