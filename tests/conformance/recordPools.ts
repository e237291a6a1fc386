import fc from 'fast-check';
import type { RegistryModel } from '../../src/framework/registry/types';
import type { DemoStore } from '../../src/server/store/createStore';

/** Ids per resource drawn from the store (the fixtures' copy), up to this many each. */
const POOL_SIZE = 6;

export interface PoolOptions {
  seed: number;
  /** Ids kept out of a resource's pool (the signed-in callers' own accounts, which the run keeps). */
  keepOut?: Readonly<Record<string, readonly string[]>>;
}

/**
 * Ids of existing records of every resource, a seeded pick of each collection (records
 * the resource soft-deleted left out): what the requests name in paths and references.
 * A resource that is another's view (`viewOf`) draws from that one's records.
 */
export function recordPools(model: RegistryModel, store: DemoStore, { seed, keepOut = {} }: PoolOptions): Map<string, (string | number)[]> {
  const pools = new Map<string, (string | number)[]>();
  for (const resource of model.resources) {
    const collection = resource.viewOf ?? resource.name;
    const kept = new Set([...(keepOut[collection] ?? []), ...(keepOut[resource.name] ?? [])]);
    const flag = resource.softDelete?.flag;
    const ids = store
      .collection(collection)
      .all()
      .filter((record) => !(flag && record[flag] === true))
      .map((record) => record[resource.api.idField])
      .filter((id): id is string | number => (typeof id === 'string' || typeof id === 'number') && !kept.has(String(id)));
    const picked =
      ids.length <= POOL_SIZE ? ids : fc.sample(fc.shuffledSubarray(ids, { minLength: POOL_SIZE, maxLength: POOL_SIZE }), { seed, numRuns: 1 })[0]!;
    pools.set(resource.name, picked);
  }
  return pools;
}
