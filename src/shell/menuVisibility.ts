import { rolesAllow } from '../framework/registry/access';

/** A sidebar entry: an optional allow list, optional children. */
export interface MenuEntry {
  key: string;
  /** Roles that see it; absent: everybody signed in. */
  allow?: readonly string[];
  /** Menu types (`menu_type`) it shows at; absent: every one. */
  levels?: readonly string[];
  /** The feature flag that shows it; absent: always shown. */
  feature?: string;
  children?: readonly MenuEntry[];
}

/**
 * Spec §6 "Menu visibility": an entry with an allow list shows for ADMIN or a listed role;
 * one without shows always; a parent shows only when at least one child does (its
 * children filtered the same way); with a menu type, an entry bound to levels shows only at them;
 * an entry of a feature switched off (`isEnabled`) does not show.
 */
export function visibleMenu<T extends MenuEntry>(
  entries: readonly T[],
  roles: readonly string[],
  menuType?: string,
  isEnabled: (feature: string | undefined) => boolean = () => true,
): T[] {
  const out: T[] = [];
  for (const entry of entries) {
    if (entry.allow && !rolesAllow(entry.allow, roles)) continue;
    if (!isEnabled(entry.feature)) continue;
    if (entry.levels && menuType !== undefined && !entry.levels.includes(menuType)) continue;
    if (entry.children) {
      const children = visibleMenu(entry.children as readonly T[], roles, menuType, isEnabled);
      if (children.length === 0) continue;
      out.push({ ...entry, children });
    } else out.push(entry);
  }
  return out;
}
