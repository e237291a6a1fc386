import { describe, expect, it } from 'vitest';
import type { ListTab } from '../registry/types';
import { activeTabIndex, filtersForTab } from './listTabs';

const tabs: ListTab[] = [
  { name: 'all', filter: {} },
  { name: 'mine', filter: { user: '{currentUser}' } },
  { name: 'toUpdate', filter: { source: 'FIC' } },
];

describe('list tabs', () => {
  it('picks the tab whose filter the list holds, the one without a filter otherwise', () => {
    expect(activeTabIndex(tabs, {}, 'u1')).toBe(0);
    expect(activeTabIndex(tabs, { description: 'pump' }, 'u1')).toBe(0);
    expect(activeTabIndex(tabs, { user: 'u1' }, 'u1')).toBe(1);
    expect(activeTabIndex(tabs, { source: 'FIC', description: 'pump' }, 'u1')).toBe(2);
    // Someone else's activities are not "mine".
    expect(activeTabIndex(tabs, { user: 'u2' }, 'u1')).toBe(0);
  });

  it("sets the picked tab's filter with the user's id, clears the other tabs' and keeps the rest", () => {
    expect(filtersForTab(tabs, tabs[1]!, { source: 'FIC', tag: 'P-1' }, 'u1')).toEqual({ tag: 'P-1', user: 'u1' });
    expect(filtersForTab(tabs, tabs[0]!, { user: 'u1', tag: 'P-1' }, 'u1')).toEqual({ tag: 'P-1' });
  });
});
