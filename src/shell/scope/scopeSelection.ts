/** The menu types of spec §2 (`menu_type`): which part of the product the sidebar offers. */
export const MENU_TYPES = ['home', 'global', 'program', 'project', 'contract'] as const;
export type MenuType = (typeof MENU_TYPES)[number];
export const DEFAULT_MENU_TYPE: MenuType = 'home';

/** The levels of the scope tree (spec §9): program 2, project 3, contract 4. */
export const SCOPE_LEVELS = { program: 2, project: 3, contract: 4 } as const;
export type ScopeLevelName = keyof typeof SCOPE_LEVELS;
/** From the top of the tree down: choosing one level clears the ones after it. */
export const SCOPE_LEVEL_ORDER: readonly ScopeLevelName[] = ['program', 'project', 'contract'];

/** Where the user stands: the menu type and the selected program, project and contract. */
export interface ScopeSelection {
  menuType: MenuType;
  programId?: string;
  projectId?: string;
  contractId?: string;
}

/** Query parameters and session-storage keys of spec §2 and §3, one per part of the selection. */
export const SCOPE_KEYS = {
  menuType: 'menu_type',
  global: 'selectedGlobalId',
  programId: 'selectedProgramId',
  projectId: 'selectedProjectId',
  contractId: 'selectedContractId',
} as const;

/** The value of `selectedGlobalId` and of the `Selected-Global-Id` header. */
export const GLOBAL_SCOPE_ID = 'global';

export const idKeyOf = (level: ScopeLevelName) => `${level}Id` as const;

export function isMenuType(value: unknown): value is MenuType {
  return typeof value === 'string' && (MENU_TYPES as readonly string[]).includes(value);
}

/** The selection as query parameters: `menu_type` always, the global id and the selected ids when set. */
export function scopeQuery(selection: ScopeSelection): Record<string, string> {
  const query: Record<string, string> = { [SCOPE_KEYS.menuType]: selection.menuType, [SCOPE_KEYS.global]: GLOBAL_SCOPE_ID };
  for (const level of SCOPE_LEVEL_ORDER) query[SCOPE_KEYS[idKeyOf(level)]] = selection[idKeyOf(level)] ?? '';
  return query;
}

/** A selection read from query parameters (or storage): unknown menu types fall back to home, blank ids are none. */
export function readScope(read: (key: string) => string | null | undefined): ScopeSelection {
  const menuType = read(SCOPE_KEYS.menuType);
  const selection: ScopeSelection = { menuType: isMenuType(menuType) ? menuType : DEFAULT_MENU_TYPE };
  for (const level of SCOPE_LEVEL_ORDER) {
    const id = read(SCOPE_KEYS[idKeyOf(level)])?.trim();
    if (id) selection[idKeyOf(level)] = id;
  }
  return selection;
}
