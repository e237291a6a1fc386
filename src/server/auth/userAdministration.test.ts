import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canPerform, canRunAction } from '../../framework/registry/access';
import type { Operation, ResourceModel } from '../../framework/registry/types';
import { projectModel, startProjectApi, type ApiCall, type RunningTestApi } from '../demoApi.testkit';
import { ApiError } from '../http/apiError';
import type { CollectionChange } from '../store/collection';
import type { StoredRecord } from '../store/readCollectionFile';
import { checkGrants, type Writer } from './grantRules';
import { projectsOfRecord, projectViewOf, recordInView } from './projectView';

/*
 * Who may change whom, generated from the user resource's rules (access, projectScope,
 * grants): every user-management call × every demo user × a target (their own record, a
 * user of their project, a user of another project only, an administrator). Each cell
 * answers what the rules say, and a refused write leaves the stored record as it was.
 * The expected answer is worked out from the rules as data, so a rule changed in
 * resources/user.resource.json changes the matrix with it.
 */
const model = projectModel();
const userResource = model.resources.find((resource) => resource.name === 'user') as ResourceModel;
const groupResource = model.resources.find((resource) => resource.name === 'user-group') as ResourceModel;

const DEMO_USERS = ['admin', 'project-admin', 'read-only', 'member', 'no-project', 'preview-admin', 'preview-member'] as const;
type Target = 'own' | 'same-project' | 'other-project' | 'admin';
const TARGETS: readonly Target[] = ['own', 'same-project', 'other-project', 'admin'];
/** Two projects of the fixtures: project-admin, member and read-only work in the first; the second is none of theirs. */
const HOME = '65a0f3c2e4b0a1d2c3e4f501';
const ELSEWHERE = '63d475afecc143fe678d3705';
/** A project project-admin belongs to besides HOME. */
const SECOND = '63c82aadc47268868282b4d9';

interface Call {
  name: string;
  operation: Operation;
  action?: string;
  /** The request, for a target record. */
  request(target: StoredRecord): { method: string; path: string; body?: unknown };
  /** The record after the call, as the rules see it (undefined: removed). */
  after(target: StoredRecord): StoredRecord | undefined;
}

const withRole = (target: StoredRecord, role: string): StoredRecord => {
  const roles = target.roles as { name: string }[];
  return roles.some((held) => held.name === role) ? target : { ...target, roles: [...roles, { name: role }] };
};
const withProjects = (target: StoredRecord, ids: string[]): StoredRecord => ({
  ...target,
  projects: [...new Set([...projectsOfRecord(target, 'projects'), ...ids])],
});
const withoutProject = (target: StoredRecord, id: string): StoredRecord => ({
  ...target,
  projects: projectsOfRecord(target, 'projects').filter((project) => project !== id),
});
/** A record as a form sends it back: no password hash, no timestamps. */
const sendable = (record: StoredRecord): Record<string, unknown> => {
  const { passwordHash: _hash, createdAt: _created, updatedAt: _updated, ...rest } = record;
  return rest;
};
const idOf = (record: StoredRecord) => String(record._id);

const CALLS: readonly Call[] = [
  { name: 'read one', operation: 'show', request: (t) => ({ method: 'GET', path: `user/${idOf(t)}` }), after: (t) => t },
  {
    name: 'rename',
    operation: 'edit',
    request: (t) => ({ method: 'PUT', path: `user/${idOf(t)}`, body: { ...sendable(t), firstName: 'Renamed' } }),
    after: (t) => ({ ...t, firstName: 'Renamed' }),
  },
  {
    name: 'make ADMIN',
    operation: 'edit',
    request: (t) => ({ method: 'PUT', path: `user/${idOf(t)}`, body: sendable(withRole(t, 'ADMIN')) }),
    after: (t) => withRole(t, 'ADMIN'),
  },
  {
    name: 'make READ_ONLY',
    operation: 'edit',
    request: (t) => ({ method: 'PUT', path: `user/${idOf(t)}`, body: sendable(withRole(t, 'READ_ONLY')) }),
    after: (t) => withRole(t, 'READ_ONLY'),
  },
  {
    name: 'add to a project of nobody here',
    operation: 'edit',
    action: 'associateProject',
    request: (t) => ({ method: 'POST', path: `user/${idOf(t)}/associate-project`, body: { projectIds: [ELSEWHERE] } }),
    after: (t) => withProjects(t, [ELSEWHERE]),
  },
  {
    name: "add to project-admin's second project",
    operation: 'edit',
    action: 'associateProject',
    request: (t) => ({ method: 'POST', path: `user/${idOf(t)}/associate-project`, body: { projectIds: [SECOND] } }),
    after: (t) => withProjects(t, [SECOND]),
  },
  {
    name: 'take out of the home project',
    operation: 'edit',
    action: 'disassociateProject',
    request: (t) => ({ method: 'POST', path: `user/${idOf(t)}/disassociate-project`, body: { projectIds: [HOME] } }),
    after: (t) => withoutProject(t, HOME),
  },
  { name: 'delete', operation: 'delete', request: (t) => ({ method: 'DELETE', path: `user/${idOf(t)}` }), after: () => undefined },
];

let api: RunningTestApi;
const callers = new Map<string, ApiCall>();
let fixtureUsers: StoredRecord[];
let serial = 0;

beforeAll(async () => {
  api = await startProjectApi('user-administration');
  for (const username of DEMO_USERS) callers.set(username, await api.as(username));
  fixtureUsers = api.api.store
    .collection('user')
    .all()
    .map((record) => ({ ...record }));
});
afterAll(() => api.close());

const demoUser = (username: string): StoredRecord => fixtureUsers.find((record) => record.username === username) as StoredRecord;
const writerOf = (record: StoredRecord): Writer => ({
  userId: idOf(record),
  roles: (record.roles as { name: string }[]).map((role) => role.name),
  scopes: { project: projectsOfRecord(record, 'projects') },
});

/** A fresh user made by admin for one cell, so a cell's write never changes another's target. */
async function freshUser(target: Exclude<Target, 'own'>): Promise<StoredRecord> {
  serial += 1;
  const body = {
    firstName: 'Cell',
    lastName: `User ${serial}`,
    username: `cell.user.${serial}`,
    email: `cell.user.${serial}@example.com`,
    roles: [{ name: target === 'admin' ? 'ADMIN' : 'USER' }],
    projects: target === 'other-project' ? [ELSEWHERE] : [HOME],
    groups: [],
  };
  const answer = await api.call('POST', 'user', body, { ProjectId: 'global' });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return (answer.body as { data: StoredRecord }).data;
}

const projectsOfGroup = (resource: string, id: string) => {
  if (resource !== groupResource.name) return undefined;
  const group = api.api.store.collection(resource).get(id);
  return group ? projectsOfRecord(group, 'projectId') : undefined;
};

/** What the rules say a call answers: a status class, worked out from the user resource's definition. */
function expectedStatus(caller: StoredRecord, call: Call, before: StoredRecord): 'ok' | 400 | 403 {
  const writer = writerOf(caller);
  const action = call.action ? userResource.actions.find((candidate) => candidate.name === call.action) : undefined;
  const allowed = action ? canRunAction(action, writer.roles) : canPerform(userResource.access, call.operation, writer.roles);
  if (!allowed) return 403;
  let view;
  try {
    view = projectViewOf({
      sub: writer.userId,
      username: String(caller.username),
      roles: [...writer.roles],
      projectIds: [...(writer.scopes.project ?? [])],
      requestedProject: undefined,
    });
  } catch (error) {
    if (error instanceof ApiError) return error.status as 400 | 403;
    throw error;
  }
  if (!recordInView(before, userResource.projectScope?.field ?? 'projects', view)) return 400;
  if (call.operation === 'show') return 'ok';
  const after = call.after(before);
  const change: CollectionChange = after ? { kind: 'replace', before, after } : { kind: 'remove', record: before };
  try {
    checkGrants(userResource, change, writer, projectsOfGroup);
  } catch (error) {
    if (error instanceof ApiError) return 403;
    throw error;
  }
  return 'ok';
}

describe.each(DEMO_USERS)('as %s', (username) => {
  it.each(TARGETS)('every user-management call on a target: %s', async (target) => {
    const call = callers.get(username) as ApiCall;
    const caller = demoUser(username);
    for (const rule of CALLS) {
      const before = target === 'own' ? (api.api.store.collection('user').get(idOf(caller)) as StoredRecord) : await freshUser(target);
      const expected = expectedStatus(caller, rule, before);
      const { method, path, body } = rule.request(before);
      const answer = await call(method, path, body);
      const cell = `${username} × ${rule.name} × ${target}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`;
      if (expected === 'ok') expect(answer.status, cell).toBeLessThan(300);
      else expect(answer.status, cell).toBe(expected);
      if (expected !== 'ok' && method !== 'GET') {
        expect(api.api.store.collection('user').get(idOf(before)), `${cell}: the refused write changed the record`).toEqual(before);
      }
    }
  });
});

describe('the user list', () => {
  it.each(DEMO_USERS)('as %s shows exactly the users the rules let it see', async (username) => {
    const call = callers.get(username) as ApiCall;
    const caller = demoUser(username);
    const writer = writerOf(caller);
    const answer = await call('GET', 'user/page?limit=1000&collectionCount=true');
    if (!canPerform(userResource.access, 'list', writer.roles)) return expect(answer.status).toBe(403);
    let view;
    try {
      view = projectViewOf({
        sub: writer.userId,
        username,
        roles: [...writer.roles],
        projectIds: [...(writer.scopes.project ?? [])],
        requestedProject: undefined,
      });
    } catch (error) {
      return expect(answer.status).toBe((error as ApiError).status);
    }
    expect(answer.status).toBe(200);
    const listed = new Set((answer.body as { data: { items: StoredRecord[] } }).data.items.map(idOf));
    const visible = api.api.store
      .collection('user')
      .all()
      .filter((record) => recordInView(record, 'projects', view) && (view.all || projectsOfRecord(record, 'projects').length > 0));
    expect([...listed].sort()).toEqual(visible.map(idOf).sort());
    for (const item of (answer.body as { data: { items: StoredRecord[] } }).data.items) expect(item).not.toHaveProperty('passwordHash');
  });
});

describe("a user's current project (projectId)", () => {
  const newUser = (name: string, projectId: string) => ({
    firstName: 'Current',
    lastName: name,
    username: `current.${name}`,
    email: `current.${name}@example.com`,
    roles: [{ name: 'USER' }],
    projects: [HOME],
    groups: [],
    projectId,
  });

  it("is one of a project admin's own projects, on a create and an edit: another is refused with 403 and nothing is written", async () => {
    const call = callers.get('project-admin') as ApiCall;
    const refusedCreate = await call('POST', 'user', newUser('elsewhere', ELSEWHERE));
    expect(refusedCreate.status).toBe(403);
    expect(refusedCreate.body).toMatchObject({ error: 'FORBIDDEN', field: 'projectId', value: ELSEWHERE });
    expect(
      api.api.store
        .collection('user')
        .all()
        .some((record) => record.username === 'current.elsewhere'),
    ).toBe(false);

    const created = await call('POST', 'user', newUser('second', SECOND));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const user = (created.body as { data: StoredRecord }).data;
    expect(user.projectId).toBe(SECOND);

    const before = api.api.store.collection('user').get(idOf(user));
    const refusedEdit = await call('PUT', `user/${idOf(user)}`, { ...sendable(user), projectId: ELSEWHERE });
    expect(refusedEdit.status).toBe(403);
    expect(refusedEdit.body).toMatchObject({ error: 'FORBIDDEN', field: 'projectId', value: ELSEWHERE });
    expect(api.api.store.collection('user').get(idOf(user))).toEqual(before);

    const moved = await call('PUT', `user/${idOf(user)}`, { ...sendable(user), projectId: HOME });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(api.api.store.collection('user').get(idOf(user))?.projectId).toBe(HOME);
  });

  it('is any project for a global administrator', async () => {
    const created = await api.call('POST', 'user', newUser('admin-made', ELSEWHERE), { ProjectId: 'global' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((created.body as { data: StoredRecord }).data.projectId).toBe(ELSEWHERE);
  });
});
