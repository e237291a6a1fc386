import { matchPath } from 'react-router-dom';
import { cachedByPath } from '../framework/routing/cachedByPath';
import { rolesAllow, type Role } from '../framework/registry/access';

/**
 * Who may open a hand-written route: `public` (no sign-in), or the allowed roles (`[]`:
 * every signed-in user; ADMIN passes every check).
 */
export type RouteAccessRule = 'public' | readonly Role[];

export interface RouteAccess {
  /** react-router pattern of the hash path (`/pendencies/:id/forward`). */
  path: string;
  access: RouteAccessRule;
}

const SIGNED_IN: readonly Role[] = [];
const ADMIN: readonly Role[] = ['ADMIN'];
const ADMINS: readonly Role[] = ['ADMIN', 'PROJECT_ADMIN'];

const rows = (access: RouteAccessRule, paths: string[]): RouteAccess[] => paths.map((path) => ({ path, access }));

/** The route that receives the single sign-on answer (code, session_state, state). */
export const SSO_CALLBACK_ROUTE = '/auth-callback';
export const LOGIN_ROUTE = '/login';
export const HOME_ROUTE = '/home';
export const NOT_FOUND_ROUTE = '/not-found';
export const FORBIDDEN_ROUTE = '/forbidden';
export const JOIN_PROJECT_ROUTE = '/join-to-project-request';

/** The hand-written routes of spec §2, one table: path → who may open it. */
export const ROUTE_ACCESS: readonly RouteAccess[] = [
  ...rows(SIGNED_IN, [
    HOME_ROUTE,
    '/elements/query',
    '/activities',
    '/pendencies',
    '/digital-process-instances',
    '/preservation-plan-tasks/:id',
    '/timeline/activity/:activityId/task/:taskId',
    '/timeline/element/:elementId',
    '/timeline/pendency/:pendencyId',
    '/activity/:activityId/execution-instructions',
    '/digital-process-instance-details/:digitalProcessInstanceId',
    '/mobile-app',
    '/redirect',
    '/style',
  ]),
  ...rows(ADMIN, [
    '/overview',
    '/global/overview',
    '/programs',
    '/new-projects',
    '/contracts',
    '/new-user-groups',
    '/new-users',
    '/new-users/add-edit-user',
    '/global/users',
    '/projects',
    '/preservation-plans',
    '/user-approvals',
    '/changelog',
  ]),
  ...rows(ADMINS, [
    '/disciplines',
    '/classes',
    '/activity-type',
    '/element-types',
    '/elements',
    '/elements-hierarchy',
    '/user-groups',
    '/users',
    '/tasks',
    '/pendencies/:id/forward',
    '/fic/fvi-import',
    '/fic/fvm-import',
    '/fic/preservation-orders-import',
    '/fic/fic-update',
    '/activity-import',
    '/camunda/process-definitions',
    '/digital-process',
    '/process-model-edit/:processId',
    '/instantiate-process/:processId',
    '/configurations/:configurationType',
  ]),
  ...rows('public', [
    LOGIN_ROUTE,
    `${LOGIN_ROUTE}/*`,
    '/forgot-password',
    '/set-password',
    '/set-password/:token',
    JOIN_PROJECT_ROUTE,
    '/api-documentation',
    '/api-bi-documentation',
    '/api-documentation-open-bim',
    '/ifcjson-specifications',
    '/licenses',
    '/policy-privacy',
    SSO_CALLBACK_ROUTE,
    NOT_FOUND_ROUTE,
    FORBIDDEN_ROUTE,
  ]),
];

// Lower case: react-router matches paths regardless of case.
const firstSegment = (path: string) => (path.split('/').find(Boolean) ?? '').toLowerCase();
const isStaticSegment = (segment: string) => segment !== '' && !segment.startsWith(':') && !segment.includes('*') && !segment.endsWith('?');

/**
 * The first row of `table` whose pattern matches a path. Rows are grouped by their first
 * segment, so a path is matched against its few candidates, not the whole table:
 * react-router compiles a pattern at every match, and a page's links ask for dozens of paths.
 */
export function rowOfPath(table: readonly RouteAccess[]): (pathname: string) => RouteAccess | undefined {
  const opensWithParameter = table.filter((row) => !isStaticSegment(firstSegment(row.path)));
  // Each first segment's candidates: its rows and those opening with a parameter, in the table's order.
  const candidates = new Map<string, RouteAccess[]>();
  for (const segment of new Set(table.map((row) => firstSegment(row.path)).filter(isStaticSegment))) {
    candidates.set(segment, table.filter((row) => firstSegment(row.path) === segment || opensWithParameter.includes(row)));
  }
  return (pathname) => (candidates.get(firstSegment(pathname)) ?? opensWithParameter).find((row) => matchPath({ path: row.path, end: true }, pathname));
}

/** The spec's table, asked at every render of a guard or menu: its answers are remembered. */
const specRowOfPath = cachedByPath(rowOfPath(ROUTE_ACCESS));

/** The table's row for a hash path (its query ignored), if the path is a hand-written route. */
export function routeAccessOf(route: string, table: readonly RouteAccess[] = ROUTE_ACCESS): RouteAccess | undefined {
  const pathname = route.split('?')[0] ?? route;
  return table === ROUTE_ACCESS ? specRowOfPath(pathname) : rowOfPath(table)(pathname);
}

export function isPublicRoute(route: string): boolean {
  return routeAccessOf(route)?.access === 'public';
}

/** What a guard does (spec §2 "Guards"): let in, send to sign-in, answer not-found, or send to the join request. */
export type RouteDecision = 'allow' | 'login' | 'not-found' | 'join-project';

/** A signed-in user who belongs to no project and is no global admin (spec §6 "Membership"). */
export function lacksProject(user: { roles: readonly string[]; projectIds: readonly string[] }): boolean {
  return user.projectIds.length === 0 && !user.roles.includes('ADMIN');
}

/**
 * A signed-in user without any project sees the join request (spec §6 "Membership"),
 * unless a global admin; `projectIds` unknown: no such check.
 */
export function decideRoute(rule: RouteAccessRule, user: { authenticated: boolean; roles: readonly string[]; projectIds?: readonly string[] }): RouteDecision {
  if (rule === 'public') return 'allow';
  if (!user.authenticated) return 'login';
  if (user.projectIds && lacksProject({ roles: user.roles, projectIds: user.projectIds })) return 'join-project';
  return rolesAllow(rule, user.roles) ? 'allow' : 'not-found';
}
