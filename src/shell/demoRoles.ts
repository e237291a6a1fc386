import type { Role } from '../framework/registry/access';

/** The demo API's users (all with the password `demo`) and their realm roles. */
export const DEMO_USERS: readonly { username: string; roles: readonly Role[]; hasProject: boolean }[] = [
  { username: 'admin', roles: ['ADMIN'], hasProject: true },
  { username: 'project-admin', roles: ['PROJECT_ADMIN'], hasProject: true },
  { username: 'read-only', roles: ['READ_ONLY'], hasProject: true },
  { username: 'member', roles: ['USER'], hasProject: true },
  { username: 'no-project', roles: ['USER'], hasProject: false },
  { username: 'preview-admin', roles: ['ADMIN'], hasProject: true },
  { username: 'preview-member', roles: ['USER'], hasProject: true },
];
