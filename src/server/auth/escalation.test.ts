import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProjectApi, type ApiCall, type RunningTestApi } from '../demoApi.testkit';
import type { StoredRecord } from '../store/readCollectionFile';
import { signIn } from './signIn.testkit';

/*
 * The climbs a signed-in user tried by hand, each one refused, with what was stored left
 * as it was. Ids are the committed fixtures': project-admin works in UTGCA and Rota 3,
 * member in UTGCA; RNEST is neither's.
 */
const UTGCA = '65a0f3c2e4b0a1d2c3e4f501';
const RNEST = '63d475afecc143fe678d3705';
const PROJECT_ADMIN_ID = '655b9f130febed829c7f07ec';
const MEMBER_ID = '656df6e40ab839e876d9b823';
/** ADMIN in UTGCA, RNEST and Búzios. */
const OTHER_ADMIN_ID = '63f412ab630b419533f03f69';
/** USER in RNEST only. */
const RNEST_USER_ID = '64a33df3c5e87759f3a2892f';
/** A task of a UTGCA activity, in progress. */
const TASK_ID = '68639e873413fc6c57273776';
/** An activity of UTGCA and an external pendency (its form keeps the name read-only). */
const EXTERNAL_PENDENCY_ID = '65dfe8f7fd166aef335e1e19';

let api: RunningTestApi;
let projectAdmin: ApiCall;
let member: ApiCall;
let noProject: ApiCall;

beforeAll(async () => {
  api = await startProjectApi('escalation');
  projectAdmin = await api.as('project-admin');
  member = await api.as('member');
  noProject = await api.as('no-project');
});
afterAll(() => api.close());

const stored = (collection: string, id: string) => api.api.store.collection(collection).get(id) as StoredRecord;
const dataOf = (answer: { body: unknown }) => (answer.body as { data: StoredRecord }).data;
const sendable = (record: StoredRecord) => {
  const { passwordHash: _hash, ...rest } = record;
  return rest;
};

describe('user records no one can climb', () => {
  it('a project admin cannot make itself ADMIN, and its next token carries no ADMIN', async () => {
    const before = stored('user', PROJECT_ADMIN_ID);
    const answer = await projectAdmin('PUT', `user/${PROJECT_ADMIN_ID}`, { ...sendable(before), roles: [{ name: 'PROJECT_ADMIN' }, { name: 'ADMIN' }] });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ error: 'FORBIDDEN', field: 'roles[].name' });
    expect(stored('user', PROJECT_ADMIN_ID)).toEqual(before);
    const { access_token } = await signIn(api.url, 'project-admin');
    expect(JSON.stringify(decodeJwt(access_token))).not.toContain('"ADMIN"');
  });

  it('a project admin cannot promote another user to ADMIN, nor create an ADMIN', async () => {
    const before = stored('user', MEMBER_ID);
    const promote = await projectAdmin('PUT', `user/${MEMBER_ID}`, { ...sendable(before), roles: [{ name: 'ADMIN' }] });
    expect(promote.status).toBe(403);
    expect(promote.body).toMatchObject({ field: 'roles[].name', value: 'ADMIN' });
    expect(stored('user', MEMBER_ID)).toEqual(before);
    const count = api.api.store.collection('user').all().length;
    const create = await projectAdmin('POST', 'user', {
      firstName: 'New',
      lastName: 'Admin',
      username: 'new.admin',
      email: 'new.admin@example.com',
      roles: [{ name: 'ADMIN' }],
      projects: [UTGCA],
      groups: [],
    });
    expect(create.status).toBe(403);
    expect(api.api.store.collection('user').all()).toHaveLength(count);
  });

  it('a project admin may create a user of its own project with a role it holds', async () => {
    const create = await projectAdmin('POST', 'user', {
      firstName: 'New',
      lastName: 'Member',
      username: 'new.member',
      email: 'new.member@example.com',
      roles: [{ name: 'USER' }],
      groups: [],
    });
    expect(create.status).toBe(201);
    expect(dataOf(create).projects).toEqual([UTGCA]);
  });

  it("a project admin cannot join a project it is not in, nor then read that project's data", async () => {
    const before = stored('user', PROJECT_ADMIN_ID);
    const join = await projectAdmin('POST', `user/${PROJECT_ADMIN_ID}/associate-project`, { projectIds: [RNEST] });
    expect(join.status).toBe(403);
    expect(stored('user', PROJECT_ADMIN_ID)).toEqual(before);
    const { access_token } = await signIn(api.url, 'project-admin');
    expect(decodeJwt(access_token).ProjectId).not.toContain(RNEST);
    const read = await projectAdmin('GET', 'activity/page?limit=1', undefined, { ProjectId: RNEST });
    expect(read.status).toBe(403);
  });

  it('a project admin cannot delete a global admin, nor a user of another project', async () => {
    const admin = await projectAdmin('DELETE', `user/${OTHER_ADMIN_ID}`);
    expect(admin.status).toBe(403);
    expect(stored('user', OTHER_ADMIN_ID)).toBeDefined();
    const elsewhere = await projectAdmin('DELETE', `user/${RNEST_USER_ID}`);
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body).toMatchObject({ error: 'RESOURCE-IS-FROM-ANOTHER-PROJECT' });
    expect(stored('user', RNEST_USER_ID)).toBeDefined();
  });

  it('no user reads the users of another project, and one with no project reads none', async () => {
    const other = await member('GET', `user/${RNEST_USER_ID}`);
    expect(other.status).toBe(400);
    const list = await member('GET', 'user/page?limit=1000');
    const ids = (list.body as { data: { items: StoredRecord[] } }).data.items.map((user) => user._id);
    expect(ids).toContain(MEMBER_ID);
    expect(ids).not.toContain(RNEST_USER_ID);
    expect((await noProject('GET', 'user/page?limit=10')).status).toBe(400);
  });

  it('nobody sorts or filters users by their password hash, nor reads it', async () => {
    const sorted = await api.call('GET', 'user/page?limit=5&sort=passwordHash&order=ASC');
    expect(sorted.status).toBe(400);
    const one = await api.call('GET', `user/${MEMBER_ID}`);
    expect(dataOf(one)).not.toHaveProperty('passwordHash');
  });

  it('a password hash sent in a body is refused, naming the field', async () => {
    const before = stored('user', MEMBER_ID);
    const answer = await api.call('PUT', `user/${MEMBER_ID}`, { ...sendable(before), passwordHash: 'scrypt:16384:8:1:AAAA:BBBB' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: 'FIELD_IS_READ_ONLY', field: 'passwordHash' });
    expect(stored('user', MEMBER_ID)).toEqual(before);
  });
});

describe('history written by whoever is signed in', () => {
  it("a task's status history names the caller, whatever name the body gives", async () => {
    const task = stored('activity-task', TASK_ID);
    const answer = await member('PUT', 'activity-task/update-status', { taskId: TASK_ID, status: 2, userName: 'admin', activityId: task.activityId });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const history = stored('activity-task', TASK_ID).statusHistory as { userId?: string; userName?: string }[];
    expect(history.at(-1)).toMatchObject({ userId: MEMBER_ID, userName: 'member' });
  });

  it("a body naming another user's id is refused and writes no history", async () => {
    const before = stored('activity-task', TASK_ID);
    const answer = await member('PUT', 'activity-task/update-status', { taskId: TASK_ID, status: 3, userId: PROJECT_ADMIN_ID, activityId: before.activityId });
    expect(answer.status).toBe(400);
    expect(stored('activity-task', TASK_ID)).toEqual(before);
  });

  it('a history sent in a plain update is refused, naming the field', async () => {
    const before = stored('activity-task', TASK_ID);
    const answer = await api.call('PUT', `activity-task/${TASK_ID}`, {
      ...before,
      statusHistory: [{ status: 6, date: '2020-01-01T00:00:00.000Z', userName: 'someone' }],
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ field: 'statusHistory' });
    expect(stored('activity-task', TASK_ID)).toEqual(before);
  });
});

describe('fields a plain update keeps', () => {
  it('a PUT that leaves out a status changed only by its action keeps it', async () => {
    const activity = api.api.store
      .collection('activity')
      .all()
      .find((record) => record.projectId === UTGCA && typeof record.executionStatus === 'number' && record.executionStatus !== 0) as StoredRecord;
    const { executionStatus, ...rest } = activity;
    const answer = await api.call('PUT', `activity/${String(activity._id)}`, rest);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(stored('activity', String(activity._id)).executionStatus).toBe(executionStatus);
  });

  it('a field the form keeps read-only for a record is read-only for the API too', async () => {
    const before = stored('pendency', EXTERNAL_PENDENCY_ID);
    const renamed = await api.call('PUT', `pendency/${EXTERNAL_PENDENCY_ID}`, { ...before, name: 'Renamed by hand' });
    expect(renamed.status).toBe(400);
    expect(renamed.body).toMatchObject({ error: 'FIELD_IS_READ_ONLY', field: 'name' });
    expect(stored('pendency', EXTERNAL_PENDENCY_ID)).toEqual(before);
  });
});

describe('the same checks on every path to a user', () => {
  it('user/{id}/find keeps to the project as GET user/{id} does', async () => {
    expect((await member('GET', `user/${RNEST_USER_ID}/find`)).status).toBe(400);
    expect((await member('GET', `user/${MEMBER_ID}/find`)).status).toBe(200);
    expect((await member('GET', `user/${PROJECT_ADMIN_ID}/find`)).status).toBe(200);
  });
});

describe('projects', () => {
  it('only a global admin activates or deactivates a project, and the flag is kept', async () => {
    expect((await projectAdmin('PUT', `project/${RNEST}/activate`, { active: false })).status).toBe(403);
    expect(stored('project', RNEST).active).toBe(true);
    const answer = await api.call('PUT', `project/${RNEST}/activate`, { active: false });
    expect(answer.status).toBe(200);
    expect(stored('project', RNEST).active).toBe(false);
    expect((await api.call('PUT', `project/${RNEST}/activate`, { active: true })).status).toBe(200);
  });
});
