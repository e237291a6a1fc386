import type { RegistryModel } from '../../framework/registry/types';
import type { MenuEntry } from '../menuVisibility';
import { pageKey } from '../pageKey';
import { routeAccessOf } from '../routeAccess';
import { bothAllow } from '../screenAccess';
import type { MenuType } from '../scope/scopeSelection';

/** One sidebar entry: a resource's list, or a hand-written route. */
export interface AppMenuEntry extends MenuEntry {
  /** A resource's name, for its menu item. */
  resource?: string;
  /** A hand-written route's path; its label is `app.pages.<key>.title`. */
  to?: string;
  children?: readonly AppMenuEntry[];
}

interface PageEntry {
  path: string;
  levels?: readonly MenuType[];
}

const SCOPE_LEVELS: readonly MenuType[] = ['program', 'project', 'contract'];

/**
 * The hand-written routes the sidebar offers, by group (the groups of the resource
 * definitions' `menu.group`, plus `scope`, shown first, for the scope menus of spec §2).
 * Who sees them comes from the route table; where, from `levels`.
 */
export const PAGE_MENU: Readonly<Record<string, readonly PageEntry[]>> = {
  scope: [
    { path: '/overview', levels: SCOPE_LEVELS },
    { path: '/global/overview', levels: ['global'] },
    { path: '/global/users', levels: ['global'] },
    { path: '/elements-hierarchy', levels: ['project', 'contract'] },
  ],
  operations: [
    { path: '/elements/query' },
    { path: '/activity-import' },
    { path: '/fic/fvi-import' },
    { path: '/fic/fvm-import' },
    { path: '/fic/preservation-orders-import' },
    { path: '/fic/fic-update' },
    { path: '/camunda/process-definitions' },
  ],
  access: [{ path: '/new-users' }, { path: '/new-user-groups' }],
  organisation: [{ path: '/changelog' }],
};

function pageEntry({ path, levels }: PageEntry): AppMenuEntry {
  const access = routeAccessOf(path)?.access;
  const allow = Array.isArray(access) && access.length > 0 ? access : undefined;
  return { key: pageKey(path), to: path, ...(allow ? { allow } : {}), ...(levels ? { levels } : {}) };
}

/**
 * The menu declaration: Home, the scope menus, then the resources grouped by `menu.group`
 * in `menu.order` with the hand-written routes of the same group after them, each allowed
 * to its list roles or its route's roles.
 */
export function menuEntries(registry: RegistryModel, pages: Readonly<Record<string, readonly PageEntry[]>> = PAGE_MENU): AppMenuEntry[] {
  const groups = new Map<string, AppMenuEntry[]>([['scope', []]]);
  for (const resource of registry.resources) {
    if (resource.menu.hidden || !resource.operations.includes('list')) continue;
    const route = routeAccessOf(`/${resource.route}`)?.access;
    const entry: AppMenuEntry = { key: resource.name, resource: resource.name, allow: bothAllow(resource.access.list, Array.isArray(route) ? route : undefined) };
    groups.set(resource.menu.group, [...(groups.get(resource.menu.group) ?? []), entry]);
  }
  for (const [group, entries] of Object.entries(pages)) groups.set(group, [...(groups.get(group) ?? []), ...entries.map(pageEntry)]);
  return [{ key: 'home', to: '/home' }, ...[...groups].map(([group, children]) => ({ key: `group:${group}`, children }))];
}
