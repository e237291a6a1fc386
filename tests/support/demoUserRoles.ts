import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Role } from '../../src/productRoles';
import { DEMO_USERS as PRINTED } from '../../src/server/demoUsers';

interface FixtureUser {
  username: string;
  roles?: { name?: string }[];
  projects?: string[];
}

const fixtureUsers = JSON.parse(readFileSync(join(import.meta.dirname, '../../fixtures/user.json'), 'utf8')) as FixtureUser[];

/**
 * The demo users (those `npm start` prints, all with the password `demo`) with their roles
 * and whether they belong to a project, as the fixtures give them: the tests that run as
 * every demo role read them here.
 */
export const DEMO_USERS: readonly { username: string; roles: readonly Role[]; hasProject: boolean }[] = PRINTED.map(({ username }) => {
  const user = fixtureUsers.find((candidate) => candidate.username === username);
  if (!user) throw new Error(`The demo user ${username} is not in fixtures/user.json`);
  return { username, roles: (user.roles ?? []).flatMap((role) => (role.name ? [role.name as Role] : [])), hasProject: (user.projects ?? []).length > 0 };
});
