import type { PageAccess } from '../framework/pages/pageDeclaration';
import { rolesAllow } from '../framework/registry/access';

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
export function decideRoute(rule: PageAccess, user: { authenticated: boolean; roles: readonly string[]; projectIds?: readonly string[] }): RouteDecision {
  if (rule === 'public') return 'allow';
  if (!user.authenticated) return 'login';
  if (user.projectIds && lacksProject({ roles: user.roles, projectIds: user.projectIds })) return 'join-project';
  return rolesAllow(rule, user.roles) ? 'allow' : 'not-found';
}
