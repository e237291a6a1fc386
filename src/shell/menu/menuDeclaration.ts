import type { RegistrySummary } from '../../framework/registry/resourceDetails';
import type { MenuEntry } from '../menuVisibility';
import { pageKey } from '../pageKey';
import { routeAccessOf } from '../routeAccess';
import { bothAllow } from '../screenAccess';
import type { MenuType } from '../scope/scopeSelection';

/** One sidebar entry: a resource's list, or a hand-written route. */
export interface AppMenuEntry extends MenuEntry {
  /** Its label's message key when not the resource's name or the page's title. */
  label?: string;
  /** A resource's name, for its menu item. */
  resource?: string;
  /** The path it opens, as the router sees it (a resource's list: `/<name>`); a page's label is `app.pages.<key>.title`. */
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

function resourceEntry(resource: RegistrySummary['resources'][number]): AppMenuEntry {
  const route = routeAccessOf(`/${resource.route}`)?.access;
  return { key: resource.name, resource: resource.name, to: `/${resource.name}`, allow: bothAllow(resource.access.list, Array.isArray(route) ? route : undefined) };
}

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
export function menuEntries(registry: RegistrySummary, pages: Readonly<Record<string, readonly PageEntry[]>> = PAGE_MENU): AppMenuEntry[] {
  const groups = new Map<string, AppMenuEntry[]>([['scope', []]]);
  for (const resource of registry.resources) {
    if (resource.menu.hidden || !resource.operations.includes('list')) continue;
    groups.set(resource.menu.group, [...(groups.get(resource.menu.group) ?? []), resourceEntry(resource)]);
  }
  for (const [group, entries] of Object.entries(pages)) groups.set(group, [...(groups.get(group) ?? []), ...entries.map(pageEntry)]);
  return [{ key: 'home', to: '/home' }, ...[...groups].map(([group, children]) => ({ key: `group:${group}`, children }))];
}

/**
 * The preview-mode sidebar (spec §2): the scope menus only. Each entry is a route of the
 * table or a resource's public path, with its label under `app.preview_menu`.
 */
export const PREVIEW_MENU: readonly { label: string; path: string; levels?: readonly MenuType[] }[] = [
  { label: 'overview', path: '/overview', levels: SCOPE_LEVELS },
  { label: 'overview', path: '/global/overview', levels: ['global'] },
  { label: 'users', path: '/users' },
  { label: 'user_groups', path: '/user-groups' },
  { label: 'models', path: '/digital-process' },
  { label: 'hierarchy', path: '/elements-hierarchy' },
  { label: 'operations', path: '/activities' },
  { label: 'fic', path: '/fic/fvi-import' },
];

export function previewMenuEntries(registry: RegistrySummary, menu = PREVIEW_MENU): AppMenuEntry[] {
  const children = menu.map(({ label, path, levels }): AppMenuEntry => {
    const resource = registry.resources.find((candidate) => `/${candidate.route}` === path);
    const entry = resource ? resourceEntry(resource) : pageEntry({ path, ...(levels ? { levels } : {}) });
    return { ...entry, key: `preview_${label}_${entry.key}`, label: `app.preview_menu.${label}`, ...(levels ? { levels } : {}) };
  });
  return [{ key: 'home', to: '/home' }, { key: 'group:scope', children }];
}
