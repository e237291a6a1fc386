import { HOME_ROUTE } from '../shellRoutes';
import { idKeyOf, SCOPE_LEVEL_ORDER, type MenuType, type ScopeLevelName, type ScopeSelection } from './scopeSelection';

/** What a choice does: the new selection and where the app goes (none: stay). */
export interface ScopeTransition {
  selection: ScopeSelection;
  navigateTo?: string;
}

export const OVERVIEW_ROUTE = '/overview';
export const GLOBAL_OVERVIEW_ROUTE = '/global/overview';

/** Spec §4 "Scope selection": Home and Global clear the scope and go to their page. */
const PLACE_OF_MENU: Record<'home' | 'global', string> = { home: HOME_ROUTE, global: GLOBAL_OVERVIEW_ROUTE };

export function chooseMenu(menuType: 'home' | 'global'): ScopeTransition {
  return { selection: { menuType }, navigateTo: PLACE_OF_MENU[menuType] };
}

/**
 * A node of the scope tree: a program clears the scope and opens /overview; a project or
 * contract keeps the levels above it (`parents`), clears the ones below, and opens /overview.
 */
export function chooseScope(
  current: ScopeSelection,
  level: ScopeLevelName,
  id: string,
  parents: Partial<Record<ScopeLevelName, string>> = {},
): ScopeTransition {
  const depth = SCOPE_LEVEL_ORDER.indexOf(level);
  const selection: ScopeSelection = { menuType: level as MenuType };
  SCOPE_LEVEL_ORDER.forEach((above, index) => {
    if (index >= depth) return;
    const parent = parents[above] ?? current[idKeyOf(above)];
    if (parent) selection[idKeyOf(above)] = parent;
  });
  selection[idKeyOf(level)] = id;
  return { selection, navigateTo: OVERVIEW_ROUTE };
}

/** The deepest selected level (none at home and global). */
export function deepestLevel(selection: ScopeSelection): ScopeLevelName | undefined {
  return [...SCOPE_LEVEL_ORDER].reverse().find((level) => selection[idKeyOf(level)] !== undefined);
}
