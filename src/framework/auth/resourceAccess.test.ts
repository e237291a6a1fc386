import { afterEach, describe, expect, it } from 'vitest';
import { declareApplication, declaredApplication } from '../application/applicationDeclaration';
import { normalizeAccess } from '../registry/access';
import { testResourceModel } from '../testing/testResourceModel';
import { canAccessResource } from './resourceAccess';

/** One resource read by everyone, with one action left to the default writers; its rules filled as the running application fills them. */
const model = () => ({
  resources: [
    testResourceModel({
      name: 'book',
      access: normalizeAccess({}),
      actions: [{ name: 'withdraw', kind: 'toggle', method: 'PUT', path: '{id}/withdraw/{value}', field: 'withdrawn', valueIn: 'path' }],
    }),
  ],
});

describe("react-admin's access questions over the declared roles", () => {
  const product = declaredApplication();
  afterEach(() => declareApplication(product));

  it('answers yes to every signed-in user when no roles are declared', () => {
    declareApplication({});
    for (const action of ['list', 'edit', 'delete', 'action:withdraw', 'clone', 'custom-extra']) {
      expect(canAccessResource(model(), { resource: 'book', action }, [])).toBe(true);
    }
    expect(canAccessResource(model(), { resource: 'magazine', action: 'list' }, [])).toBe(false);
  });

  it("gives writes, actions and react-admin's extra actions to the declared default writers", () => {
    declareApplication({ roles: { names: ['librarian', 'reader'], superRole: 'librarian', defaultWriters: ['librarian'] } });
    expect(canAccessResource(model(), { resource: 'book', action: 'list' }, ['reader'])).toBe(true);
    for (const action of ['edit', 'action:withdraw', 'custom-extra']) {
      expect(canAccessResource(model(), { resource: 'book', action }, ['reader'])).toBe(false);
      expect(canAccessResource(model(), { resource: 'book', action }, ['librarian'])).toBe(true);
    }
  });
});
