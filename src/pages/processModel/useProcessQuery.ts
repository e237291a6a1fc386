import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { CallAnswer, CallContract, CallInput } from '../../framework/contracts/callContract';
import { callRequest } from '../../framework/contracts/callRequest';
import { useAppSession } from '../../shell/AppSessionContext';

/**
 * One read of a process call through the app's client, typed by its contract; an
 * undefined input waits (the call is not made yet).
 *
 * @example
 * const definitions = useProcessQuery(PROCESS_DEFINITIONS, {});
 * definitions.data?.data.map((definition) => definition.name);
 */
export function useProcessQuery<C extends CallContract>(contract: C, input: CallInput<C> | undefined): UseQueryResult<CallAnswer<C>> {
  const { http } = useAppSession();
  return useQuery({
    queryKey: ['process-model', contract.path, input],
    queryFn: () => callRequest(http, contract, input as CallInput<C>),
    enabled: input !== undefined,
    retry: false,
  });
}
