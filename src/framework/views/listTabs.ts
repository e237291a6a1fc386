import type { ListTab } from '../registry/types';

/** The text in a tab's filter that stands for the signed-in user's id. */
export const CURRENT_USER = '{currentUser}';

type FilterValues = Readonly<Record<string, unknown>>;

/** A tab's filter with `{currentUser}` replaced by `userId`. */
export function resolvedTabFilter(tab: ListTab, userId: string | undefined): Record<string, string | number | boolean> {
  return Object.fromEntries(Object.entries(tab.filter).map(([param, value]) => [param, value === CURRENT_USER ? (userId ?? '') : value]));
}

/** The tab whose filter the list's filters hold (the most specific one); a tab without a filter when none does. */
export function activeTabIndex(tabs: readonly ListTab[], filters: FilterValues, userId: string | undefined): number {
  let best = -1;
  let bestSize = -1;
  tabs.forEach((tab, index) => {
    const wanted = Object.entries(resolvedTabFilter(tab, userId));
    const matches = wanted.every(([param, value]) => filters[param] !== undefined && String(filters[param]) === String(value));
    if (matches && wanted.length > bestSize) {
      best = index;
      bestSize = wanted.length;
    }
  });
  return best;
}

/** The list's filters once `tab` is picked: every tab's parameters cleared, then the tab's own set; other filters kept. */
export function filtersForTab(tabs: readonly ListTab[], tab: ListTab, filters: FilterValues, userId: string | undefined): Record<string, unknown> {
  const next: Record<string, unknown> = { ...filters };
  for (const other of tabs) for (const param of Object.keys(other.filter)) delete next[param];
  return { ...next, ...resolvedTabFilter(tab, userId) };
}
