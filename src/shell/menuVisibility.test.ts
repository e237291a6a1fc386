import { describe, expect, it } from 'vitest';
import { visibleMenu, type MenuEntry } from './menuVisibility';

const menu: MenuEntry[] = [
  { key: 'home' },
  { key: 'admin-only', allow: ['ADMIN'] },
  { key: 'writers', allow: ['PROJECT_ADMIN', 'USER'] },
  { key: 'group', children: [{ key: 'a', allow: ['ADMIN'] }, { key: 'b', allow: ['READ_ONLY'] }] },
  { key: 'empty-for-users', children: [{ key: 'c', allow: ['ADMIN'] }] },
];
const keys = (entries: MenuEntry[]): string[] => entries.flatMap((e) => [e.key, ...keys([...(e.children ?? [])])]);

describe('menu visibility (spec §6)', () => {
  it('shows an entry with an allow list to ADMIN or a listed role, and one without to everybody', () => {
    expect(keys(visibleMenu(menu, ['USER']))).toEqual(['home', 'writers']);
    expect(keys(visibleMenu(menu, ['read_only']))).toEqual(['home', 'group', 'b']);
  });

  it('ADMIN sees every entry', () => {
    expect(keys(visibleMenu(menu, ['ADMIN']))).toEqual(['home', 'admin-only', 'writers', 'group', 'a', 'b', 'empty-for-users', 'c']);
  });

  it('hides a parent none of whose children is visible', () => {
    expect(keys(visibleMenu(menu, ['PROJECT_ADMIN']))).not.toContain('empty-for-users');
  });
});
