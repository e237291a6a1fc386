import type { ScopeValue, SessionUser } from '../framework/auth/sessionStore';
import { lacksProject } from './routeDecision';

/** The scope level of the session's project (spec §3: `ProjectId` in the token, `project_id` in storage). */
export const PROJECT_LEVEL = 'project';

/** The projects the user's token grants, first one first. */
export const projectIdsOf = (user: Pick<SessionUser, 'granted'>): readonly string[] => user.granted[PROJECT_LEVEL] ?? [];

/** The session's current project (its id, and its name once the API said it); undefined: none chosen. */
export const currentProjectOf = (user: Pick<SessionUser, 'current'>): ScopeValue | undefined => user.current[PROJECT_LEVEL];

/** A signed-in user who belongs to no project and is no global admin (spec §6 "Membership"). */
export const userLacksProject = (user: Pick<SessionUser, 'roles' | 'granted'>): boolean => lacksProject({ roles: user.roles, projectIds: projectIdsOf(user) });
