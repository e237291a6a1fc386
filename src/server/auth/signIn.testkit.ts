import { hashPassword } from './passwordHash';

/** The password of every demo user (fixtures/user.json and `testUsers`). */
export const DEMO_PASSWORD = 'demo';

/** The demo usernames, one per situation of spec §6 (README "Sign-in and roles"). */
export const DEMO_USERNAMES = ['admin', 'project-admin', 'read-only', 'member', 'no-project'] as const;
export type DemoUsername = (typeof DEMO_USERNAMES)[number];

/** Projects of the test users (made-up models have no project resource). */
export const TEST_PROJECTS = ['5f00000000000000000000a1', '5f00000000000000000000a2'] as const;

let hashOfDemo: string | undefined;
const demoHash = (): string => (hashOfDemo ??= hashPassword(DEMO_PASSWORD));

/**
 * Users for a model without a `user` resource (createDemoApi's `auth.users`): the five
 * demo users with the password `demo`. project-admin works in both TEST_PROJECTS, read-only
 * and member in the first, no-project in none.
 */
export function testUsers(): Record<string, unknown>[] {
  const [first, second] = TEST_PROJECTS;
  const user = (n: number, username: DemoUsername, role: string, projects: string[]) => ({
    _id: `5f00000000000000000000${n.toString(16).padStart(2, '0')}`,
    username,
    firstName: username,
    lastName: 'Test',
    email: `${username}@example.com`,
    roles: [{ name: role }],
    projects,
    ...(projects[0] ? { projectId: projects[0] } : {}),
    groups: [],
    passwordHash: demoHash(),
  });
  return [
    user(1, 'admin', 'ADMIN', [first, second]),
    user(2, 'project-admin', 'PROJECT_ADMIN', [first, second]),
    user(3, 'read-only', 'READ_ONLY', [first]),
    user(4, 'member', 'USER', [first]),
    user(5, 'no-project', 'USER', []),
  ];
}

export interface SignedIn {
  access_token: string;
  refresh_token: string;
  id_token: string;
}

/**
 * Signs `username` in on the demo API at `apiUrl` (ending in `/api/`) with POST
 * session/login and answers the tokens; throws with the API's answer when refused.
 *
 * @example
 * const { access_token } = await signIn(api.url, 'read-only');
 * await fetch(`${api.url}activity/page`, { headers: authHeaders(access_token) });
 */
export async function signIn(apiUrl: string, username: string, password: string = DEMO_PASSWORD): Promise<SignedIn> {
  const response = await fetch(`${apiUrl.replace(/\/?$/, '/')}session/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`sign-in of ${username} refused: ${response.status} ${text}`);
  return (JSON.parse(text) as { data: SignedIn }).data;
}

/** The headers of a signed-in call of the app (spec §7): bearer token, Lang, Selected-Global-Id, and ProjectId when given. */
export function authHeaders(accessToken: string, projectId?: string): Record<string, string> {
  return { Authorization: `Bearer ${accessToken}`, Lang: 'pt', 'Selected-Global-Id': 'global', ...(projectId ? { ProjectId: projectId } : {}) };
}
