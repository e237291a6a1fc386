import type { ScopeValue, SessionUser } from '../framework/auth/sessionStore';
import { PROJECT_LEVEL } from '../productSession';
import { lacksProject } from './routeDecision';

/** The projects the user's token grants, first one first. */
export const projectIdsOf = (user: Pick<SessionUser, 'granted'>): readonly string[] => user.granted[PROJECT_LEVEL] ?? [];

/** The session's current project (its id, and its name once the API said it); undefined: none chosen. */
export const currentProjectOf = (user: Pick<SessionUser, 'current'>): ScopeValue | undefined => user.current[PROJECT_LEVEL];

/** A signed-in user who belongs to no project and is no global admin (spec §6 "Membership"). */
export const userLacksProject = (user: Pick<SessionUser, 'roles' | 'granted'>): boolean => lacksProject({ roles: user.roles, projectIds: projectIdsOf(user) });
