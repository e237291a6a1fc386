import { canAccessResource } from '../framework/auth/resourceAccess';
import type { AccessQuestion } from '../framework/auth/createAuthProvider';
import { rolesAllow } from '../framework/registry/access';
import type { RegistrySummary } from '../framework/registry/resourceDetails';
import { routeAccessOf } from './routeAccess';

/**
 * Who may open a resource's screens: its definition's rules (what the API lets the role
 * read or write) and, when its route is in the spec's route table, that route's roles too.
 * A member reads disciplines through references, yet /disciplines is for admins (spec §2).
 */
export function canOpenScreen(model: RegistrySummary, question: AccessQuestion, roles: readonly string[]): boolean {
  if (!canAccessResource(model, question, roles)) return false;
  const route = model.resources.find((resource) => resource.name === question.resource)?.route;
  const access = route === undefined ? undefined : routeAccessOf(`/${route}`)?.access;
  return access === undefined || access === 'public' || rolesAllow(access, roles);
}

/** Both allow lists as one (`[]`: anyone signed in; ADMIN passes both anyway, so no common role leaves ADMIN alone). */
export function bothAllow(first: readonly string[], second: readonly string[] | undefined): readonly string[] {
  if (!second || second.length === 0) return first;
  if (first.length === 0) return second;
  const common = first.filter((role) => second.includes(role));
  return common.length > 0 ? common : ['ADMIN'];
}
