import { keepPreviousData, useMutation, useQuery, useQueryClient, type UseMutationResult, type UseQueryResult } from '@tanstack/react-query';
import type { CallAnswer, CallContract, CallInput } from './callContract';
import { useCallClient } from './CallClientContext';
import { callRequest, type CallOptions } from './callRequest';

/** Options of a read: `enabled: false` waits (an id not known yet); `options` adds headers (the loader's) to the request. */
export interface UseCallOptions {
  enabled?: boolean;
  options?: CallOptions;
  /** Keeps showing the last answer while another input's is coming (a choice list that must not empty between two picks). */
  keepPrevious?: boolean;
  /** How long an answer is reused without asking again, in ms (a list the server is slow to make); absent, it is asked again whenever a view of it mounts. */
  staleTime?: number;
}

/** The cache key of one call with one input, in the current request context (its method and path are enough: a caller may load the rest of the contract later). */
export const callKey = (contract: Pick<CallContract, 'method' | 'path'>, input: unknown, contextKey: unknown): unknown[] => [
  contract.method,
  contract.path,
  input,
  contextKey,
];

/**
 * Reads a call (a GET) with TanStack Query: pending, error (the client's ApiError) or data,
 * cached per input and request context. A failure stays with the caller (no retry).
 *
 * @example
 * const totals = useCall(TOTAL_BY_STATUS, {});
 * if (totals.isSuccess) totals.data.data.total;
 */
export function useCall<C extends CallContract>(
  contract: C,
  input: CallInput<C>,
  { enabled = true, options, keepPrevious = false, staleTime }: UseCallOptions = {},
): UseQueryResult<CallAnswer<C>, Error> {
  const { http, contextKey } = useCallClient();
  return useQuery({
    queryKey: callKey(contract, input, contextKey),
    queryFn: () => callRequest(http, contract, input, options),
    enabled,
    retry: false,
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
    ...(staleTime !== undefined ? { staleTime } : {}),
  });
}

/**
 * Makes a call that changes something (a POST, PUT, DELETE) on demand: `mutate(input)`,
 * with its busy flag and error; the reads listed in `invalidates` are asked again after it.
 */
export function useCallMutation<C extends CallContract>(
  contract: C,
  { invalidates = [], options }: { invalidates?: readonly CallContract[]; options?: CallOptions } = {},
): UseMutationResult<CallAnswer<C>, Error, CallInput<C>> {
  const { http } = useCallClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<C>) => callRequest(http, contract, input, options),
    onSuccess: async () => {
      await Promise.all(invalidates.map((read) => queryClient.invalidateQueries({ queryKey: [read.method, read.path] })));
    },
  });
}
