import { canAccessResource } from '../framework/auth/resourceAccess';
import type { AccessQuestion } from '../framework/auth/createAuthProvider';
import type { PageCatalogue } from '../framework/pages/pageCatalogue';
import { rolesAllow } from '../framework/registry/access';
import type { RegistrySummary } from '../framework/registry/resourceDetails';

/** What decides who opens a resource's screens: the registry, and the app's rules for some of them. */
export interface ScreenRules {
  model: RegistrySummary;
  pages: PageCatalogue;
}

/**
 * Who may open a resource's screens: its definition's rules (what the API lets the role
 * read or write) and, when the app declares a rule for its screens, that rule's roles too.
 * A member reads disciplines through references, yet /disciplines is for admins (spec §2).
 */
export function canOpenScreen({ model, pages }: ScreenRules, question: AccessQuestion, roles: readonly string[]): boolean {
  if (!canAccessResource(model, question, roles)) return false;
  const screen = pages.screenOf(question.resource);
  return screen === undefined || rolesAllow(screen.access, roles);
}

/** Both allow lists as one (`[]`: anyone signed in; ADMIN passes both anyway, so no common role leaves ADMIN alone). */
export function bothAllow(first: readonly string[], second: readonly string[] | undefined): readonly string[] {
  if (!second || second.length === 0) return first;
  if (first.length === 0) return second;
  const common = first.filter((role) => second.includes(role));
  return common.length > 0 ? common : ['ADMIN'];
}
