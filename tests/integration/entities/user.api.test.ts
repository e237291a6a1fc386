/**
 * API contract of `user` (spec §7 does not show the user paths: `user`, `user/page`,
 * `user/{id}/associate-project` ...), through the real demo API over the real registry
 * and fixtures. The flags superAdmin, projectAdmin and readOnly are derived from the
 * roles by the browser's data provider: the API neither stores nor accepts them.
 */
import { describe, expect, it } from 'vitest';
import {
  ADMIN_USER_ID,
  DEMO_PROJECT_ID,
  dataOf,
  entityApiOfFile,
  expectPagedList,
  fieldErrors,
  ids,
  linkResultOf,
  listAll,
  listPage,
  pageOf,
  query,
  readFixture,
  resourceNamed,
  type Params,
  type Row,
} from './entityApi.testkit';

const users = readFixture('user');
const groups = readFixture('user-group');
const projects = readFixture('project');
const roleNames = (user: Row) => (user.roles as { name: string }[]).map((role) => role.name);
const withRole = (role: string) => users.filter((user) => roleNames(user).includes(role));

const api = entityApiOfFile();

const list = (params: Params) => listPage(api, 'user/page', params);

describe('the demo users', () => {
  it('include the administrator `admin`, someone of each role and users waiting for a project', () => {
    expect(users.find((user) => user._id === ADMIN_USER_ID)).toMatchObject({ username: 'admin', roles: [{ name: 'ADMIN' }] });
    for (const role of ['ADMIN', 'PROJECT_ADMIN', 'READ_ONLY', 'USER']) expect(withRole(role).length, role).toBeGreaterThan(0);
    expect(users.filter((user) => (user.projects as unknown[]).length === 0).length).toBeGreaterThanOrEqual(4);
  });

  it('keep their current project among their projects', () => {
    for (const user of users.filter((candidate) => candidate.projectId !== undefined)) {
      expect(user.projects, String(user.username)).toContain(user.projectId);
    }
  });
});

describe('GET user/page', () => {
  it('answers {data: {items, count}} with limit, skip and collectionCount (load-all: skip 0, limit 1000)', async () => {
    expect(await listAll(api, 'user/page')).toHaveLength(users.length);
    await expectPagedList(api, 'user/page', users.map((u) => String(u.username)).sort(), { limit: 10, skip: 10, sort: 'username' });
  });

  it('reads offset as skip: the load-all call (offset 0, limit 1000) answers every user', async () => {
    const loadAll = await api.call('GET', `user?${query({ offset: 0, limit: 1000 })}`);
    expect(dataOf(loadAll)).toHaveLength(users.length);
    const second = await api.call('GET', `user/page?${query({ offset: 10, limit: 5, sort: 'username', order: 'ASC' })}`);
    expect(pageOf(second).items.map((u) => u.username)).toEqual(
      users
        .map((u) => String(u.username))
        .sort()
        .slice(10, 15),
    );
  });

  it('answers records without the derived flags: the admin derives them', async () => {
    const admin = dataOf(await api.call('GET', `user/${ADMIN_USER_ID}`));
    expect(admin).toMatchObject({ username: 'admin', roles: [{ name: 'ADMIN' }] });
    for (const flag of ['superAdmin', 'projectAdmin', 'readOnly']) expect(admin).not.toHaveProperty(flag);
    expect(resourceNamed('user').derived).toEqual({
      superAdmin: { path: 'roles[].name', includes: ['ADMIN'] },
      projectAdmin: { path: 'roles[].name', includes: ['PROJECT_ADMIN'] },
      readOnly: { path: 'roles[].name', includes: ['READ_ONLY'] },
    });
  });

  it('filters names, username and email with match types, ignoring case and accents', async () => {
    expect(ids((await list({ firstName: 'PATRICIA' })).items)).toEqual(ids(users.filter((u) => u.firstName === 'Patrícia')));
    expect((await list({ username: 'admin', usernameMatchType: 'equals' })).items.map((u) => u._id)).toEqual([ADMIN_USER_ID]);
    const company = users.filter((u) => String(u.email).endsWith('@certificare.com.br'));
    expect(ids((await list({ email: '@certificare.com.br', emailMatchType: 'endsWith' })).items)).toEqual(ids(company));
    expect((await list({ email: 'certificare', emailMatchType: 'notContains' })).count).toBe(users.length - company.length);
    expect(ids((await list({ lastName: 'lima', lastNameMatchType: 'endsWith' })).items)).toEqual(ids(users.filter((u) => String(u.lastName).endsWith('Lima'))));
  });

  it('filters by role through roles[].name, one or several', async () => {
    expect(ids((await list({ role: 'READ_ONLY' })).items)).toEqual(ids(withRole('READ_ONLY')));
    const admins = [...new Set([...withRole('ADMIN'), ...withRole('PROJECT_ADMIN')])];
    expect(ids((await list({ role: 'ADMIN,PROJECT_ADMIN' })).items)).toEqual(ids(admins));
  });

  it('filters by project and by group through the arrays', async () => {
    const inDemo = users.filter((u) => (u.projects as string[]).includes(DEMO_PROJECT_ID));
    expect(ids((await list({ project: DEMO_PROJECT_ID })).items)).toEqual(ids(inDemo));
    const group = String(groups[0]?._id);
    expect(ids((await list({ group })).items)).toEqual(ids(users.filter((u) => (u.groups as string[]).includes(group))));
  });

  it('sorts by last name', async () => {
    const names = (await list({ sort: 'lastName', order: 'ASC' })).items.map((u) => String(u.lastName));
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt', { sensitivity: 'base' })));
  });
});

describe('writes', () => {
  const valid = {
    firstName: 'Débora',
    lastName: 'Quintela',
    email: 'debora.quintela@litoralnorte.com.br',
    username: 'debora.quintela',
    roles: [{ name: 'USER' }],
    projects: [DEMO_PROJECT_ID],
    projectId: DEMO_PROJECT_ID,
    groups: [String(groups[0]?._id)],
  };

  it('creates a user and reads it back', async () => {
    const answer = await api.call('POST', 'user', valid);
    expect(answer.status).toBe(201);
    const created = dataOf(answer);
    expect(created).toMatchObject(valid);
    expect(dataOf(await api.call('GET', `user/${String(created._id)}`))).toEqual(created);
  });

  it("refuses missing names and a bad email with the profile dialog's codes", async () => {
    const answer = await api.call('POST', 'user', { ...valid, username: 'sem.nome', firstName: undefined, lastName: '', email: 'debora@' });
    expect(answer.status).toBe(400);
    expect(fieldErrors(answer)).toEqual(
      expect.arrayContaining([
        { field: 'firstName', keyword: 'required', message: 'ENTER_FIRST_NAME' },
        { field: 'lastName', keyword: 'minLength', message: 'ENTER_LAST_NAME' },
        { field: 'email', keyword: 'format', message: 'ENTER_VALID_EMAIL' },
      ]),
    );
  });

  it('refuses a user without a role, or with a role the product does not have', async () => {
    const none = await api.call('POST', 'user', { ...valid, username: 'sem.perfil', email: 'sem.perfil@x.com.br', roles: [] });
    expect(none.body).toMatchObject({ error: 'USER.AT_LEAST_ONE_ROLE', errors: [{ field: 'roles', keyword: 'minItems' }] });
    const unknown = await api.call('POST', 'user', { ...valid, username: 'perfil.novo', email: 'perfil.novo@x.com.br', roles: [{ name: 'SUPERVISOR' }] });
    expect(unknown.status).toBe(400);
    expect(fieldErrors(unknown)[0]).toMatchObject({ field: 'roles.0.name' });
  });

  it('refuses a username or an email already used, ignoring case', async () => {
    const username = await api.call('POST', 'user', { ...valid, username: 'admin', email: 'outro@x.com.br' });
    expect(username.body).toMatchObject({ error: 'USER.USERNAME_ALREADY_EXISTS', errors: [{ field: 'username', keyword: 'unique' }] });
    const email = await api.call('POST', 'user', { ...valid, username: 'outro.usuario', email: 'ADMIN@certificare.com.br' });
    expect(email.body).toMatchObject({ error: 'USER.EMAIL_ALREADY_EXISTS', errors: [{ field: 'email', keyword: 'unique' }] });
  });

  it('refuses projects and groups that do not exist, by position', async () => {
    const answer = await api.call('POST', 'user', {
      ...valid,
      username: 'ref.quebrada',
      email: 'ref.quebrada@x.com.br',
      projects: [DEMO_PROJECT_ID, 'ffffffffffffffffffffffff'],
      groups: ['eeeeeeeeeeeeeeeeeeeeeeee'],
    });
    expect(answer.status).toBe(400);
    expect(fieldErrors(answer)).toEqual(
      expect.arrayContaining([
        { field: 'projects.1', keyword: 'reference', message: 'validation.reference' },
        { field: 'groups.0', keyword: 'reference', message: 'validation.reference' },
      ]),
    );
  });

  it('ignores derived flags sent back by the admin', async () => {
    const user = users.find((u) => u.username === 'joao.silva') as Row;
    const answer = await api.call('PUT', `user/${String(user._id)}`, { ...user, superAdmin: true, projectAdmin: false, readOnly: false });
    expect(answer.status).toBe(200);
    expect(dataOf(answer)).not.toHaveProperty('superAdmin');
    expect(dataOf(answer).roles).toEqual([{ name: 'USER' }]);
  });
});

describe('associate and disassociate projects and groups', () => {
  const user = users.find((u) => u.username === 'felipe.gomes') as Row;
  const userId = String(user._id);
  const link = (action: string, body: unknown) => api.call('POST', `user/${userId}/${action}`, body);

  it('adds projects, each on its own, listing those that failed', async () => {
    const other = projects.find((p) => !(user.projects as string[]).includes(String(p._id)) && p._id !== DEMO_PROJECT_ID) as Row;
    const answer = await link('associate-project', {
      projectIds: [DEMO_PROJECT_ID, String(other._id), 'ffffffffffffffffffffffff', ...(user.projects as string[])],
    });
    expect(answer.status).toBe(200);
    const { record, failures } = linkResultOf(answer);
    expect(record.projects).toEqual([...(user.projects as string[]), DEMO_PROJECT_ID, other._id]);
    expect(failures).toEqual([
      { id: 'ffffffffffffffffffffffff', error: 'NOT_FOUND' },
      ...(user.projects as string[]).map((id) => ({ id, error: 'ALREADY_LINKED' })),
    ]);
    expect(dataOf(await api.call('GET', `user/${userId}`)).projects).toEqual(record.projects);
  });

  it('removes projects, listing those the user was not in', async () => {
    const answer = await link('disassociate-project', { projectIds: [DEMO_PROJECT_ID, 'ffffffffffffffffffffffff'] });
    expect(answer.status).toBe(200);
    const { record, failures } = linkResultOf(answer);
    expect(record.projects).not.toContain(DEMO_PROJECT_ID);
    expect(failures.map((f) => f.id)).toEqual(['ffffffffffffffffffffffff']);
  });

  it('adds to and removes from groups', async () => {
    const group = String(groups[0]?._id);
    const added = linkResultOf(await link('associate-group', { groupIds: [group] }));
    expect(added.record.groups).toContain(group);
    expect(added.failures).toEqual([]);
    const removed = linkResultOf(await link('disassociate-group', { groupIds: [group] }));
    expect(removed.record.groups).not.toContain(group);
  });

  it('refuses a body without the id list, and an unknown user', async () => {
    const missing = await link('associate-project', {});
    expect(missing.status).toBe(400);
    expect(fieldErrors(missing)).toEqual([expect.objectContaining({ field: 'projectIds', keyword: 'required' })]);
    expect((await api.call('POST', 'user/ffffffffffffffffffffffff/associate-group', { groupIds: [] })).status).toBe(404);
  });
});

describe('delete', () => {
  it('removes a user nothing points at', async () => {
    const created = dataOf(
      await api.call('POST', 'user', {
        firstName: 'Temporário',
        lastName: 'Teste',
        email: 'temporario@x.com.br',
        username: 'temporario',
        roles: [{ name: 'USER' }],
      }),
    );
    expect((await api.call('DELETE', `user/${String(created._id)}`)).status).toBe(200);
    expect((await api.call('GET', `user/${String(created._id)}`)).status).toBe(404);
  });

  it('is refused while activities are assigned to the user', async () => {
    const activities = readFixture('activity');
    // Not the caller (admin): nobody deletes their own account.
    const responsible = users.find((u) => u.username !== 'admin' && activities.some((a) => Array.isArray(a.responsibles) && a.responsibles.includes(u._id)));
    expect(responsible, 'no demo activity has a responsible user').toBeDefined();
    const answer = await api.call('DELETE', `user/${String(responsible?._id)}`);
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ error: 'USER.HAS_ASSIGNED_ACTIVITIES', count: expect.any(Number) });
  });
});
