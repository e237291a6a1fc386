import { afterEach, describe, expect, it } from 'vitest';
import { declareApplication, declaredApplication } from '../application/applicationDeclaration';
import { declaredIconNames, defaultMenuGroup, ENGINE_ICON_NAMES, NEUTRAL_MENU_GROUP } from './menuSection';
import { normalizeResource } from './normalizeResource';

const bookIn = (menu?: { group: string }) =>
  normalizeResource({ name: 'book', schema: 'book.schema.json', api: { path: 'book' }, ...(menu ? { menu } : {}) }, 'resources/book.resource.json', {
    type: 'object',
    properties: { id: { type: 'string' }, title: { type: 'string' } },
  });

describe('the menu section', () => {
  const product = declaredApplication();
  afterEach(() => declareApplication(product));

  it("puts a resource that names no group in the application's default group, `main` when it declares none", () => {
    declareApplication({});
    expect(defaultMenuGroup()).toBe(NEUTRAL_MENU_GROUP);
    expect(bookIn().menu.group).toBe('main');
    declareApplication({ menu: { defaultGroup: 'catalogue' } });
    expect(defaultMenuGroup()).toBe('catalogue');
    expect(bookIn().menu.group).toBe('catalogue');
    expect(bookIn({ group: 'loans' }).menu.group).toBe('loans');
  });

  it("lets definitions name the engine's icons, then the application's declared names", () => {
    expect(declaredIconNames()).toEqual(expect.arrayContaining(['Folder', 'Engineering', 'AccountTree']));
    declareApplication({});
    expect(declaredIconNames()).toEqual(ENGINE_ICON_NAMES);
    declareApplication({ menu: { iconNames: ['MenuBook', 'Folder'] } });
    expect(declaredIconNames()).toEqual([...ENGINE_ICON_NAMES, 'MenuBook']);
  });
});
