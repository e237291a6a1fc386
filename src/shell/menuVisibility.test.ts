import { describe, expect, it } from 'vitest';
import { visibleMenu, type MenuEntry } from './menuVisibility';

const menu: MenuEntry[] = [
  { key: 'home' },
  { key: 'admin-only', allow: ['ADMIN'] },
  { key: 'writers', allow: ['PROJECT_ADMIN', 'USER'] },
  {
    key: 'group',
    children: [
      { key: 'a', allow: ['ADMIN'] },
      { key: 'b', allow: ['READ_ONLY'] },
    ],
  },
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

  it('with a menu type, hides an entry bound to other levels, and a parent left empty by it', () => {
    const scoped: MenuEntry[] = [
      { key: 'home' },
      { key: 'overview', levels: ['program', 'project', 'contract'] },
      { key: 'scope', children: [{ key: 'hierarchy', levels: ['project', 'contract'] }] },
    ];
    expect(keys(visibleMenu(scoped, ['ADMIN'], 'home'))).toEqual(['home']);
    expect(keys(visibleMenu(scoped, ['ADMIN'], 'program'))).toEqual(['home', 'overview']);
    expect(keys(visibleMenu(scoped, ['ADMIN'], 'contract'))).toEqual(['home', 'overview', 'scope', 'hierarchy']);
    expect(keys(visibleMenu(scoped, ['USER'], 'contract'))).toEqual(['home', 'overview', 'scope', 'hierarchy']);
  });
});
