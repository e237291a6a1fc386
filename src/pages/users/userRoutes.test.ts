import { describe, expect, it } from 'vitest';
import { GLOBAL_USERS_ROUTE, PROJECT_USERS_ROUTE, userFormPath, userListOf } from './userRoutes';

describe('user form addresses', () => {
  it('opens a new user, or the user of `id`, with the list to return to', () => {
    expect(userFormPath()).toBe('/new-users/add-edit-user');
    expect(userFormPath({ id: 'u1' })).toBe('/new-users/add-edit-user?id=u1');
    expect(userFormPath({ id: 'u1', from: 'global' })).toBe('/new-users/add-edit-user?id=u1&from=global');
    expect(userFormPath({ from: 'global' })).toBe('/new-users/add-edit-user?from=global');
  });

  it('returns to the global list only when it came from there', () => {
    expect(userListOf(new URLSearchParams('id=u1&from=global'))).toBe(GLOBAL_USERS_ROUTE);
    expect(userListOf(new URLSearchParams('id=u1'))).toBe(PROJECT_USERS_ROUTE);
    expect(userListOf(new URLSearchParams('from=https://elsewhere'))).toBe(PROJECT_USERS_ROUTE);
  });
});
