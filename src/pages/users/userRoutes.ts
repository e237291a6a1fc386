/** The user administration routes of spec §2 (ADMIN only). */
export const PROJECT_USERS_ROUTE = '/new-users';
export const USER_FORM_ROUTE = '/new-users/add-edit-user';
export const GLOBAL_USERS_ROUTE = '/global/users';
export const USER_GROUPS_ROUTE = '/new-user-groups';
export const PROJECTS_ROUTE = '/projects';

/** The `ProjectId` that asks the API for every project (spec §2 "Global", admins only). */
export const GLOBAL_PROJECT = 'global';

/** Which list the user form returns to (`?from=`): the project's users unless it was opened from the global list. */
export type UserListOrigin = 'project' | 'global';

/** The user form: a new user, or `?id=` the user to edit, returning to the list it came from. */
export function userFormPath({ id, from = 'project' }: { id?: string | number; from?: UserListOrigin } = {}): string {
  const query = new URLSearchParams();
  if (id !== undefined) query.set('id', String(id));
  if (from === 'global') query.set('from', 'global');
  const text = query.toString();
  return text ? `${USER_FORM_ROUTE}?${text}` : USER_FORM_ROUTE;
}

/** The list a user form opened with `search` returns to. */
export function userListOf(search: URLSearchParams): string {
  return search.get('from') === 'global' ? GLOBAL_USERS_ROUTE : PROJECT_USERS_ROUTE;
}
