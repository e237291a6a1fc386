import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { CallContract } from './callContract';

/**
 * Asks the reads of these calls again, whatever their input and request context: for a
 * change made of several calls (an import sent in chunks, a refusal that still changed
 * something), after which `useCallMutation`'s `invalidates` would come too early or not at all.
 *
 * @example
 * const refresh = useInvalidateCalls();
 * try { for (const chunk of chunks) await importChunk.mutateAsync(chunk) } finally { await refresh(LIST, ABORTED) }
 */
export function useInvalidateCalls(): (...reads: readonly CallContract[]) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    async (...reads) => {
      await Promise.all(reads.map((read) => queryClient.invalidateQueries({ queryKey: [read.method, read.path] })));
    },
    [queryClient],
  );
}
