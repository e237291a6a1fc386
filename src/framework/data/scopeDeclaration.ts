import { declaredSection } from '../application/applicationDeclaration';

/**
 * One level of the application's scope (a tenant, a region, a branch): the header that
 * carries its current value on every request, and where that value is kept in the browser.
 */
export interface ScopeLevel {
  /** The level's name, as calls' `meta.scopes` and the session's user name it (`branch`). */
  name: string;
  /** The request header that carries the current value (`X-Branch`). */
  header: string;
  /** `local`: kept with the session (one for every tab); `session`: chosen in this tab only. */
  storage: 'local' | 'session';
  /** The storage key of the current value. */
  storageKey: string;
  /** The token claim (a dot path) that lists the values the user is granted; absent: the token says nothing about this level. */
  claim?: string;
  /** The storage key where the granted values are kept at sign-in (comma separated); absent: read from the token. */
  grantedKey?: string;
  /** The storage key of the current value's name, when the app learns it; absent: no name kept. */
  nameKey?: string;
  /** `first`: sign-in makes the first granted value the current one; `none` (default): sign-in leaves it unset. */
  initial?: 'first' | 'none';
}

/** The scope an application works in: its levels and the headers every request carries. */
export interface ScopeDeclaration {
  levels: readonly ScopeLevel[];
  /** Headers sent unchanged with every request. */
  constantHeaders: Readonly<Record<string, string>>;
}

declare module '../application/applicationDeclaration' {
  interface ApplicationSections {
    scope: Partial<ScopeDeclaration>;
  }
}

/** The neutral scope: no levels, no scope headers. */
export const NEUTRAL_SCOPE: ScopeDeclaration = { levels: [], constantHeaders: {} };

/** The running application's scope, over the neutral one. */
export function scopeDeclaration(): ScopeDeclaration {
  return { ...NEUTRAL_SCOPE, ...declaredSection('scope') };
}

/** The current value of each level, read from the browser's storage (a store that throws reads as empty). */
export function readScopeValues(stores: {
  local?: Pick<Storage, 'getItem'> | undefined;
  session?: Pick<Storage, 'getItem'> | undefined;
}): Record<string, string | null> {
  const values: Record<string, string | null> = {};
  for (const level of scopeDeclaration().levels) {
    try {
      values[level.name] = stores[level.storage]?.getItem(level.storageKey) ?? null;
    } catch {
      values[level.name] = null;
    }
  }
  return values;
}
