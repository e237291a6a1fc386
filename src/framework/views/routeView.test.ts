import { describe, expect, it } from 'vitest';
import type { RegistryModel } from '../registry/types';
import { testResourceModel } from '../testing/testResourceModel';
import { routeView } from './routeView';

const model: RegistryModel = {
  resources: [
    testResourceModel({ name: 'activity', route: 'activities' }),
    testResourceModel({ name: 'status', route: 'states', operations: ['list', 'show', 'export'] }),
    testResourceModel({ name: 'user', route: 'settings/users' }),
  ],
};

const viewOf = (hash: string) => {
  const found = routeView(model, hash);
  return found && `${found.resource.name}:${found.view}`;
};

describe('routeView', () => {
  it('names the generated view of each react-admin path under a resource route, whatever the query', () => {
    expect(viewOf('#/activities')).toBe('activity:list');
    expect(viewOf('#/activities?menu_type=home')).toBe('activity:list');
    expect(viewOf('#/activities/create')).toBe('activity:create');
    expect(viewOf('#/activities/42')).toBe('activity:edit');
    expect(viewOf('#/activities/42/show?menu_type=home')).toBe('activity:show');
  });

  it('reads a route of several segments', () => {
    expect(viewOf('#/settings/users/7/show')).toBe('user:show');
    expect(viewOf('#/settings/users')).toBe('user:list');
  });

  it('answers nothing for a hand-written page, an unknown shape or an operation the resource does not offer', () => {
    expect(viewOf('#/home')).toBeUndefined();
    expect(viewOf('')).toBeUndefined();
    expect(viewOf('#/activities/42/history')).toBeUndefined();
    expect(viewOf('#/states/1')).toBeUndefined();
    expect(viewOf('#/states/create')).toBeUndefined();
    expect(viewOf('#/states/1/show')).toBe('status:show');
  });
});
