/**
 * API contract of `user-approval`: the users without any project (spec §2 /user-approvals,
 * §7 `all-without-project`), a second resource over fixtures/user.json at
 * `user/all-without-project`; approving adds projects through `user/{id}/associate-project`.
 */
import { describe, expect, it } from 'vitest';
import {
  DEMO_PROJECT_ID,
  entityApiOfFile,
  fieldErrors,
  ids,
  linkResultOf,
  listUnpaged,
  readFixture,
  resourceNamed,
  type Params,
  type Row,
} from './entityApi.testkit';

const users = readFixture('user');
const waiting = users.filter((u) => !Array.isArray(u.projects) || u.projects.length === 0);

const api = entityApiOfFile();

const list = (params: Params = {}) => listUnpaged(api, 'user/all-without-project', params);

describe('the definition', () => {
  it('reads the users fixture, lists and shows only, for ADMIN (spec §2: /user-approvals is for ADMIN only)', () => {
    const approval = resourceNamed('user-approval');
    expect(approval).toMatchObject({ fixture: 'user.json', schemaFile: 'user.schema.json', operations: ['list', 'show'] });
    expect(approval.api.list).toMatchObject({ path: 'user/all-without-project', where: [{ field: 'projects', op: 'empty' }] });
    expect(approval.access.list).toEqual(['ADMIN']);
  });
});

describe('GET user/all-without-project', () => {
  it('answers exactly the users without a project', async () => {
    expect(waiting.length).toBeGreaterThan(0);
    const listed = await list();
    expect(ids(listed)).toEqual(ids(waiting));
    expect(listed.every((u) => Array.isArray(u.projects) && u.projects.length === 0)).toBe(true);
  });

  it('filters within them, and never lets a filter reach the users with projects', async () => {
    const first = waiting[0] as Row;
    expect((await list({ email: String(first.email), emailMatchType: 'equals' })).map((u) => u._id)).toEqual([first._id]);
    expect(await list({ username: 'admin', usernameMatchType: 'equals' })).toEqual([]);
    // `projects` is no filter of the list: refused, so it cannot widen it either.
    expect((await api.call('GET', `user/all-without-project?projects=${DEMO_PROJECT_ID}`)).status).toBe(400);
  });

  it('still reads every user one by one at user/{id}', async () => {
    const member = users.find((u) => Array.isArray(u.projects) && u.projects.length > 0) as Row;
    expect((await api.call('GET', `user/${String(member._id)}`)).status).toBe(200);
  });
});

describe('writes at user keep the user rules, whichever resource answers', () => {
  it('refuses a username already used', async () => {
    const answer = await api.call('POST', 'user', {
      firstName: 'Teste',
      lastName: 'Duplicado',
      email: 'teste.duplicado@x.com.br',
      username: String(waiting[0]?.username),
      roles: [{ name: 'USER' }],
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: 'USER.USERNAME_ALREADY_EXISTS' });
  });

  it('checks the current project of a user', async () => {
    const user = waiting[0] as Row;
    const answer = await api.call('PUT', `user/${String(user._id)}`, { ...user, projectId: 'ffffffffffffffffffffffff' });
    expect(answer.status).toBe(400);
    expect(fieldErrors(answer)).toEqual([{ field: 'projectId', keyword: 'reference', message: 'validation.reference' }]);
  });
});

describe('approving a user into a project', () => {
  it('takes the user off the list', async () => {
    const user = waiting[waiting.length - 1] as Row;
    const answer = await api.call('POST', `user/${String(user._id)}/associate-project`, { projectIds: [DEMO_PROJECT_ID] });
    expect(answer.status).toBe(200);
    expect(linkResultOf(answer)).toMatchObject({ record: { projects: [DEMO_PROJECT_ID] }, failures: [] });
    expect(ids(await list())).toEqual(ids(waiting.filter((u) => u._id !== user._id)));
  });
});
