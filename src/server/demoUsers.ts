/** The demo's sign-in accounts (password `demo` for all), as `npm start` prints them; the README's "Sign-in and roles" lists the same. */
export const DEMO_USERS: readonly { username: string; role: string; projects: string }[] = [
  { username: 'admin', role: 'ADMIN', projects: 'all (may choose Global)' },
  { username: 'project-admin', role: 'PROJECT_ADMIN', projects: 'UTGCA, ROTA3' },
  { username: 'read-only', role: 'READ_ONLY', projects: 'UTGCA' },
  { username: 'member', role: 'USER', projects: 'UTGCA' },
  { username: 'no-project', role: 'USER', projects: 'none (join request)' },
  { username: 'preview-admin', role: 'ADMIN', projects: 'all (offered the preview switch)' },
  { username: 'preview-member', role: 'USER', projects: 'UTGCA (offered the preview switch)' },
];

export const DEMO_PASSWORD = 'demo';

/** The lines `npm start` prints under the URL. */
export function demoUsersText(): string {
  const width = Math.max(...DEMO_USERS.map((user) => user.username.length));
  const rows = DEMO_USERS.map((user) => `  ${user.username.padEnd(width)}  ${user.role.padEnd(13)}  ${user.projects}`);
  return [`Demo users (password "${DEMO_PASSWORD}"):`, ...rows].join('\n');
}
