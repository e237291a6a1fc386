import { useGetList, useGetOne } from 'ra-core';
import { SCOPE_CHILDREN, SCOPE_LEVEL_UNDER } from '../../contracts/scope';
import { useCall } from '../../framework/contracts/useCall';
import { SCOPE_LEVELS, type ScopeLevelName, type ScopeSelection } from '../../shell/scope/scopeSelection';
import { deepestLevel } from '../../shell/scope/scopeTransitions';

/** A node of the scope tree as the API gives it. */
export interface ScopeNode {
  id: string;
  name: string;
  level: number;
  parentIds: string[];
}

const LEVEL_NAMES = Object.fromEntries(Object.entries(SCOPE_LEVELS).map(([name, level]) => [level, name])) as Record<number, ScopeLevelName>;
export const levelName = (level: number): ScopeLevelName | undefined => LEVEL_NAMES[level];

function toNode(raw: unknown): ScopeNode {
  const record = (raw ?? {}) as Record<string, unknown>;
  return {
    id: String(record._id ?? record.id ?? ''),
    name: String(record.name ?? ''),
    level: Number(record.level),
    parentIds: Array.isArray(record.parentIds) ? record.parentIds.map(String) : [],
  };
}

/**
 * What /overview shows for a selection: the selected node (none at global: the programs
 * are the children) and the nodes right under it, from the scope calls of spec §7.
 */
export function useScopeOverview(selection: ScopeSelection) {
  const level = deepestLevel(selection);
  const id = level ? selection[`${level}Id`] : undefined;
  const node = useGetOne('scope', { id: id ?? '' }, { enabled: id !== undefined });
  const programs = useGetList(
    'scope',
    { filter: { level: SCOPE_LEVELS.program }, pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' } },
    { enabled: id === undefined },
  );
  const children = useCall(
    SCOPE_CHILDREN,
    { params: { level: SCOPE_LEVELS[level ?? 'program'], id: id ?? '' } },
    { enabled: level !== undefined && id !== undefined },
  );
  if (id === undefined) {
    return { node: undefined, children: (programs.data ?? []).map(toNode), isPending: programs.isPending, error: programs.error };
  }
  return {
    node: node.data ? toNode(node.data) : undefined,
    children: (children.data?.data ?? []).map(toNode),
    isPending: node.isPending || children.isPending,
    error: node.error ?? children.error,
  };
}

/** How many users and groups a project has (other levels hold none directly). */
export function useProjectMembers(node: ScopeNode) {
  const enabled = node.level === SCOPE_LEVELS.project;
  const one = { page: 1, perPage: 1 };
  const users = useGetList('user', { filter: { project: node.id }, pagination: one }, { enabled });
  const groups = useGetList('user-group', { filter: { projectId: node.id }, pagination: one }, { enabled });
  return enabled ? { users: users.total, groups: groups.total } : undefined;
}

/** How many contracts a program has, two levels down (other levels: undefined). */
export function useProgramContracts(node: ScopeNode | undefined): number | undefined {
  const enabled = node?.level === SCOPE_LEVELS.program;
  const contracts = useCall(SCOPE_LEVEL_UNDER, { params: { level: SCOPE_LEVELS.program, id: node?.id ?? '', childLevel: SCOPE_LEVELS.contract } }, { enabled });
  return enabled ? contracts.data?.data.length : undefined;
}
