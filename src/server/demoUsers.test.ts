import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS, demoUsersText } from './demoUsers';

interface FixtureUser {
  username?: string;
  roles?: { name?: string }[];
  passwordHash?: string;
}

const fixtureUsers = JSON.parse(readFileSync(join(import.meta.dirname, '../../fixtures/user.json'), 'utf8')) as FixtureUser[];

describe('the demo users npm start prints', () => {
  it.each(DEMO_USERS.map((user) => [user.username, user.role] as const))('%s exists in the fixtures with role %s and a password', (username, role) => {
    const user = fixtureUsers.find((candidate) => candidate.username === username);
    expect(user?.roles?.map((entry) => entry.name)).toContain(role);
    expect(user?.passwordHash).toBeTruthy();
  });

  it('names every user and the password', () => {
    const text = demoUsersText();
    expect(text).toContain('password "demo"');
    for (const user of DEMO_USERS) expect(text).toContain(user.username);
  });
});
