import { afterEach, describe, expect, it } from 'vitest';
import { declareApplication, declaredApplication } from '../application/applicationDeclaration';
import { defaultMenuGroup, NEUTRAL_MENU_GROUP } from './menuSection';
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
});
