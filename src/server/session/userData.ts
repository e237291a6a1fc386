import type { Account } from '../auth/account';
import type { SessionContext } from './sessionContext';

/** `userInfo` of the login result and of local storage (spec §3): id, firstName, lastName, email, username. */
export function userInfoOf(account: Account): { id: string; firstName: string; lastName: string; email: string; username: string } {
  return { id: account.id, firstName: account.firstName, lastName: account.lastName, email: account.email, username: account.username };
}

/**
 * What `session/get-logued-user-data` and `user/info` answer (spec §3 "User"): the user,
 * their roles, projects, and combinedUserGroups: each group with rules carrying the
 * resource scope (the group's project: id, name, level 3) and an access permission (tag).
 */
export function loggedUserData(account: Account, context: SessionContext): Record<string, unknown> {
  const projects = context.recordsOf('project', account.projectIds);
  const projectName = new Map(projects.map((project) => [String(project._id), typeof project.name === 'string' ? project.name : String(project._id)]));
  const groups = context.recordsOf('user-group', account.groupIds);
  return {
    ...userInfoOf(account),
    _id: account.id,
    roles: account.roles.map((name) => ({ name })),
    groups: account.roles,
    isAdmin: account.roles.includes('ADMIN'),
    projectId: account.projectIds[0] ?? null,
    projects: account.projectIds.map((id) => ({ _id: id, name: projectName.get(id) ?? id, code: projects.find((project) => String(project._id) === id)?.code ?? null })),
    combinedUserGroups: groups.map((group) => {
      const projectId = typeof group.projectId === 'string' ? group.projectId : undefined;
      return {
        _id: group._id,
        name: group.name,
        rules: account.roles.map((role) => ({
          resource: projectId ? { id: projectId, name: projectName.get(projectId) ?? projectId, level: 3 } : { id: 'global', name: 'Global', level: 1 },
          accessPermission: { id: role, tag: role },
        })),
      };
    }),
  };
}
