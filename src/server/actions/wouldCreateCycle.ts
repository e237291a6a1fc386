import type { ResourceModel } from '../../framework/registry/types';
import type { ActionContext } from './actionContext';
import { sameValue } from './sameValue';

/**
 * Whether linking `candidateId` into `field` of record `ownerId` closes a loop: the
 * owner can already be reached from the candidate by following `field` (the candidate is
 * an ancestor of the owner in a `children` tree, or a descendant in a `parentIds` one).
 */
export function wouldCreateCycle(context: ActionContext, resource: ResourceModel, field: string, ownerId: unknown, candidateId: unknown): boolean {
  const seen = new Set<string>();
  const pending: unknown[] = [candidateId];
  while (pending.length > 0) {
    const id = pending.pop();
    if (sameValue(id, ownerId)) return true;
    const key = String(id);
    if (seen.has(key)) continue;
    seen.add(key);
    const links = context.find(resource, key)?.[field];
    if (Array.isArray(links)) pending.push(...(links as unknown[]));
  }
  return false;
}
