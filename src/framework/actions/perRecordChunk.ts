import type { Identifier } from 'ra-core';
import type { ChunkOutcome } from '../bulk/runInChunks';
import { ApiError } from '../data/ApiError';

/** Records a chunk of one-record calls sends at once: a browser keeps about six connections to a host anyway. */
export const PER_RECORD_CHUNK_SIZE = 25;

/**
 * A chunk of a bulk run made of one call per record (where the API has no bulk call): each
 * record is done or refused on its own, a refusal answered back with the API's code.
 */
export async function perRecordChunk(ids: readonly Identifier[], call: (id: Identifier) => Promise<unknown>): Promise<ChunkOutcome> {
  const settled = await Promise.allSettled(ids.map((id) => call(id)));
  const failures = settled.flatMap((result, i) =>
    result.status === 'fulfilled' ? [] : [{ id: String(ids[i]), error: result.reason instanceof ApiError ? result.reason.code : 'errors.fallback_title' }],
  );
  return { failures };
}
