import { describe, expect, test } from 'vitest';
import { createPageCatalogue } from '../../framework/pages/pageCatalogue';
import { normalizeAccess } from '../../framework/registry/access';
import type { Operation, ResourceModel } from '../../framework/registry/types';
import { testResourceModel } from '../../framework/testing/testResourceModel';
import { goToTargets } from './goToTargets';

const searchable = (name: string, overrides: Partial<ResourceModel> = {}) =>
  testResourceModel({
    name,
    list: {
      columns: [],
      sort: { field: 'name', order: 'ASC' },
      perPage: 25,
      choicesPerPage: 25,
      filters: [{ field: 'name', kind: 'text', matchType: true, alwaysOn: true }],
    },
    ...overrides,
  });
const only = (...operations: Operation[]) => ({ operations });

const model = {
  resources: [
    searchable('part'),
    searchable('supplier'),
    searchable('audit', { access: normalizeAccess({ roles: ['ADMIN'] }) }),
    searchable('flagged', { feature: 'beta' }),
    searchable('report', only('list', 'edit')),
    searchable('log', only('list')),
    testResourceModel({ name: 'unsearchable' }),
  ],
};
// The app lets admins alone open the suppliers' screens, though every role reads them.
const pages = createPageCatalogue([{ resourceScreens: [{ resource: 'supplier', access: ['ADMIN'] }] }]);
const names = (roles: string[], isEnabled = (feature: string | undefined) => feature !== 'beta') =>
  goToTargets({ model, pages, roles, isEnabled }).map(({ resource, opens }) => `${resource.name}:${opens}`);

describe('goToTargets', () => {
  test('an admin searches every resource with a text filter whose screens are on, a record opening its show page, else its edit form', () => {
    expect(names(['ADMIN'])).toEqual(['part:show', 'supplier:show', 'audit:show', 'report:edit']);
  });

  test("a member searches only what the guard lets them open: neither the definition's nor the app's admin-only screens", () => {
    // A member may not edit: a record whose only screen is its edit form is not offered.
    expect(names(['USER'])).toEqual(['part:show']);
  });

  test('a resource of a feature switched on is searched', () => {
    expect(names(['ADMIN'], () => true)).toContain('flagged:show');
  });
});
