import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useAppSession } from '../../shell/AppSessionContext';

/** GET `path` (undefined: not yet) and hand its `data` to `parse`. */
export function useProcessQuery<T>(path: string | undefined, parse: (data: unknown) => T): UseQueryResult<T> {
  const { http } = useAppSession();
  return useQuery({
    queryKey: ['process-model', path],
    queryFn: async () => {
      const { json } = await http({ path: path ?? '' });
      return parse((json as { data?: unknown } | undefined)?.data);
    },
    enabled: path !== undefined,
    retry: false,
  });
}
