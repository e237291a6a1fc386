import { useGetOne } from 'ra-core';
import { useAppSession } from '../AppSessionContext';
import { currentProjectOf } from '../sessionProject';
import type { ScopeLevelName } from './scopeSelection';

/** Which nodes of the scope tree the session's project lets the user choose. */
export interface ScopeReach {
  /** Whether a node of `level` may be offered: the API refuses (403 SCOPE_OUTSIDE_PROJECT) a scope outside the request's project. */
  admits(level: ScopeLevelName, id: string): boolean;
}

/** The `ProjectId` that asks for every project (a global admin's Global), as the API reads it. */
const GLOBAL_PROJECT = 'global';

/**
 * The scope tree as far as the session's project reaches (spec §2, §4): in Global every node;
 * in a project only its program, itself and its contracts, so that what the tree offers is
 * what the lists can show. Until the project's node is read, only contracts (children of
 * the project) are admitted.
 */
export function useScopeReach(): ScopeReach {
  const { store } = useAppSession();
  const user = store.user();
  const current = user ? currentProjectOf(user)?.id : undefined;
  const projectId = current && current.toLowerCase() !== GLOBAL_PROJECT ? current : undefined;
  const isAdmin = user?.roles.includes('ADMIN') ?? false;
  const node = useGetOne('scope', { id: projectId ?? '' }, { enabled: isAdmin && projectId !== undefined, retry: false });
  const parentIds: unknown = node.data?.parentIds;
  const programId = Array.isArray(parentIds) ? String(parentIds[0] ?? '') : undefined;
  return {
    admits(level, id) {
      if (projectId === undefined || level === 'contract') return true;
      return level === 'project' ? id === projectId : id === programId;
    },
  };
}
