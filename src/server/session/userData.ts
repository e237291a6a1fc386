import type { LoggedUserData, OwnProject, UserInfo } from '../../contracts/session';
import type { Account } from '../auth/account';
import type { SessionContext } from './sessionContext';

/** `userInfo` of the login result and of local storage (spec §3): id, firstName, lastName, email, username. */
export function userInfoOf(account: Account): UserInfo {
  return { id: account.id, firstName: account.firstName, lastName: account.lastName, email: account.email, username: account.username };
}

const text = (value: unknown, fallback: string): string => (typeof value === 'string' ? value : fallback);

/** The projects of `account`, the current one first, each with its name and code. */
export function ownProjects(account: Account, context: SessionContext): OwnProject[] {
  const projects = new Map(context.recordsOf('project', account.projectIds).map((project) => [String(project._id), project]));
  return account.projectIds.map((id) => {
    const project = projects.get(id);
    return { _id: id, name: text(project?.name, id), code: typeof project?.code === 'string' ? project.code : null };
  });
}

/**
 * What `session/get-logued-user-data` and `user/info` answer (spec §3 "User"): the user,
 * their roles, projects, and combinedUserGroups: each group with rules carrying the
 * resource scope (the group's project: id, name, level 3) and an access permission (tag).
 */
export function loggedUserData(account: Account, context: SessionContext): LoggedUserData {
  const projects = ownProjects(account, context);
  const projectName = new Map(projects.map((project) => [project._id, project.name]));
  const groups = context.recordsOf('user-group', account.groupIds);
  return {
    ...userInfoOf(account),
    _id: account.id,
    roles: account.roles.map((name) => ({ name })),
    groups: account.roles,
    isAdmin: account.roles.includes('ADMIN'),
    projectId: account.projectIds[0] ?? null,
    projects,
    combinedUserGroups: groups.map((group) => {
      const projectId = typeof group.projectId === 'string' ? group.projectId : undefined;
      return {
        _id: String(group._id),
        name: text(group.name, String(group._id)),
        rules: account.roles.map((role) => ({
          resource: projectId ? { id: projectId, name: projectName.get(projectId) ?? projectId, level: 3 } : { id: 'global', name: 'Global', level: 1 },
          accessPermission: { id: role, tag: role },
        })),
      };
    }),
  };
}
