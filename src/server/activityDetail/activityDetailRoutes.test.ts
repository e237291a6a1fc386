import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRegistryFromDir } from '../../framework/registry/loadRegistryFromDir';
import { startTestApi, type Answer, type ApiCall, type RunningTestApi } from '../demoApi.testkit';

/* The activity detail calls over the project's definitions and fixtures; one activity moved to another project. */
const root = resolve(import.meta.dirname, '../../..');
const registry = loadRegistryFromDir(root);
if (!registry.ok) throw new Error('the registry does not load');
const UTGCA = '65a0f3c2e4b0a1d2c3e4f501';
const ROTA3 = '63c82aadc47268868282b4d9';
const UNKNOWN = 'ffffffffffffffffffffffff';

interface Activity {
  _id: string;
  projectId: string;
  executionStatus: number;
  source?: string;
  isDeleted?: boolean;
  tasks?: string[];
  responsibles?: string[];
  responsibleGroup?: string;
  elementId?: string;
}

const fixturesDir = mkdtempSync(join(tmpdir(), 'activity-detail-fixtures-'));
cpSync(join(root, 'fixtures'), fixturesDir, { recursive: true });
const activities = JSON.parse(readFileSync(join(fixturesDir, 'activity.json'), 'utf8')) as Activity[];
const open = activities.filter((activity) => !activity.isDeleted && activity.executionStatus !== 9 && (activity.tasks?.length ?? 0) > 0);
const [target, other, elsewhere] = open as [Activity, Activity, Activity];
elsewhere.projectId = ROTA3;
writeFileSync(join(fixturesDir, 'activity.json'), JSON.stringify(activities));
const catalogue = (JSON.parse(readFileSync(join(fixturesDir, 'task.json'), 'utf8')) as { _id: string }[]).map((task) => task._id);
const elements = (JSON.parse(readFileSync(join(fixturesDir, 'element.json'), 'utf8')) as { _id: string }[]).map((element) => element._id);

let api: RunningTestApi;
let admin: ApiCall;
let member: ApiCall;
let readOnly: ApiCall;
const inUtgca = { ProjectId: UTGCA };

beforeAll(async () => {
  api = await startTestApi({ model: registry.model, fixturesDir, dataDir: mkdtempSync(join(tmpdir(), 'activity-detail-data-')) });
  admin = (method, path, body, headers) => api.call(method, path, body, { ...inUtgca, ...headers });
  member = await api.as('member');
  readOnly = await api.as('read-only');
});
afterAll(() => api.close());

const data = <T>(answer: Answer): T => (answer.body as { data: T }).data;
const errorOf = (answer: Answer) => answer.body as { error: string; errors?: { field: string; keyword: string }[] };
const taskIdsOf = async (activityId: string) => data<{ _id: string }[]>(await admin('GET', `activity/${activityId}/tasks`)).map((task) => task._id);

describe('GET activity/{id}/details-with-tasks and activity/{id}/tasks', () => {
  it('answers the activity with its task records in order, each named by its catalogue task', async () => {
    const answer = await readOnly('GET', `activity/${target._id}/details-with-tasks`);
    expect(answer.status).toBe(200);
    const details = data<{ _id: string; tasks: { _id: string; order: number; taskDescription?: string }[] }>(answer);
    expect(details._id).toBe(target._id);
    expect(details.tasks.map((task) => task._id).sort()).toEqual([...(target.tasks ?? [])].sort());
    expect(details.tasks.every((task) => typeof task.taskDescription === 'string')).toBe(true);
    const orders = details.tasks.map((task) => task.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it('answers 404 for an unknown activity and 400 RESOURCE-IS-FROM-ANOTHER-PROJECT for one of another project', async () => {
    expect((await admin('GET', `activity/${UNKNOWN}/details-with-tasks`)).status).toBe(404);
    expect((await admin('GET', `activity/${UNKNOWN}/tasks`)).status).toBe(404);
    const foreign = await member('GET', `activity/${elsewhere._id}/details-with-tasks`);
    expect(foreign.status).toBe(400);
    expect(errorOf(foreign).error).toBe('RESOURCE-IS-FROM-ANOTHER-PROJECT');
  });

  it('answers 401 without a token', async () => {
    expect((await api.anonymous('GET', `activity/${target._id}/tasks`)).status).toBe(401);
  });
});

describe('POST activity/tasks and activity/disassociate-tasks', () => {
  it('adds catalogue tasks as new activity tasks after the last one, then removes them', async () => {
    const before = await taskIdsOf(target._id);
    const added = await admin('POST', 'activity/tasks', { activityId: target._id, tasks: catalogue.slice(0, 2) });
    expect(added.status).toBe(201);
    const created = data<{ _id: string; task: string; status: number; order: number }[]>(added);
    expect(created.map((task) => task.task)).toEqual(catalogue.slice(0, 2));
    expect(created.every((task) => task.status === 0)).toBe(true);
    const after = await taskIdsOf(target._id);
    expect(after).toEqual([...before, ...created.map((task) => task._id)]);
    const activity = data<{ tasks: string[] }>(await admin('GET', `activity/${target._id}`));
    expect(activity.tasks).toEqual(expect.arrayContaining(created.map((task) => task._id)));

    const removed = await admin('POST', 'activity/disassociate-tasks', { activityId: target._id, activityTasksIds: created.map((task) => task._id) });
    expect(removed.status).toBe(200);
    expect(await taskIdsOf(target._id)).toEqual(before);
  });

  it('refuses bad bodies with 400 VALIDATION_ERROR naming the field, and stores nothing', async () => {
    const before = await taskIdsOf(target._id);
    const cases: [unknown, string][] = [
      [{ activityId: target._id }, 'tasks'],
      [{ activityId: target._id, tasks: 'x' }, 'tasks'],
      [{ activityId: target._id, tasks: [] }, 'tasks'],
      [{ activityId: 12, tasks: [catalogue[0]] }, 'activityId'],
      [{ activityId: target._id, tasks: [catalogue[0], UNKNOWN] }, 'tasks.1'],
    ];
    for (const [body, field] of cases) {
      const answer = await admin('POST', 'activity/tasks', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(errorOf(answer).error).toBe('VALIDATION_ERROR');
      expect(errorOf(answer).errors?.map((error) => error.field)).toContain(field);
    }
    expect(await taskIdsOf(target._id)).toEqual(before);
  });

  it("refuses to remove another activity's task and removes none of the list", async () => {
    const mine = await taskIdsOf(target._id);
    const theirs = await taskIdsOf(other._id);
    const answer = await admin('POST', 'activity/disassociate-tasks', { activityId: target._id, activityTasksIds: [mine[0], theirs[0]] });
    expect(answer.status).toBe(400);
    expect(errorOf(answer).errors?.map((error) => error.field)).toEqual(['activityTasksIds.1']);
    expect(await taskIdsOf(target._id)).toEqual(mine);
  });

  it('answers 404 for an unknown activity and 403 for a member or a read-only user', async () => {
    expect((await admin('POST', 'activity/tasks', { activityId: UNKNOWN, tasks: [catalogue[0]] })).status).toBe(404);
    expect((await member('POST', 'activity/tasks', { activityId: target._id, tasks: [catalogue[0]] })).status).toBe(403);
    expect((await readOnly('POST', 'activity/disassociate-tasks', { activityId: target._id, activityTasksIds: [UNKNOWN] })).status).toBe(403);
  });
});

describe('PUT activity/{id}/element/{elementId}', () => {
  it('links the activity to another element', async () => {
    const next = elements.find((id) => id !== target.elementId) ?? '';
    const answer = await admin('PUT', `activity/${target._id}/element/${next}`);
    expect(answer.status).toBe(200);
    expect(data<{ elementId: string }>(await admin('GET', `activity/${target._id}`)).elementId).toBe(next);
  });

  it('answers 404 for an unknown element or activity, 403 for a read-only user', async () => {
    expect((await admin('PUT', `activity/${target._id}/element/${UNKNOWN}`)).status).toBe(404);
    expect((await admin('PUT', `activity/${UNKNOWN}/element/${elements[0]}`)).status).toBe(404);
    expect((await readOnly('PUT', `activity/${target._id}/element/${elements[0]}`)).status).toBe(403);
  });
});

describe('comments', () => {
  it('a member adds a comment, deletes it with a reason, and finds it in the deleted list only', async () => {
    const created = await member('POST', 'activity/create-comment', { activityId: target._id, comment: '  Check the flange bolts.  ' });
    expect(created.status).toBe(201);
    const comment = data<{ _id: string; comment: string; userName: string; isDeleted: boolean }>(created);
    expect(comment).toMatchObject({ comment: 'Check the flange bolts.', isDeleted: false });
    expect(comment.userName).not.toBe('');
    const listed = data<{ _id: string }[]>(await readOnly('GET', `activity/${target._id}/load-activity-comments`));
    expect(listed.map((item) => item._id)).toContain(comment._id);

    const deleted = await member('PUT', `activity/${target._id}/delete-comment`, { commentId: comment._id, reasonDeletingComments: 'Wrong activity' });
    expect(deleted.status).toBe(200);
    const after = data<{ _id: string }[]>(await member('GET', `activity/${target._id}/load-activity-comments`));
    expect(after.map((item) => item._id)).not.toContain(comment._id);
    const gone = data<{ _id: string; reasonDeletingComments: string }[]>(await member('GET', `activity/${target._id}/load-deleted-activity-comments`));
    expect(gone.find((item) => item._id === comment._id)?.reasonDeletingComments).toBe('Wrong activity');
    expect((await member('PUT', `activity/${target._id}/delete-comment`, { commentId: comment._id, reasonDeletingComments: 'again' })).status).toBe(404);
  });

  it('refuses a deletion without a reason (400 naming reasonDeletingComments) and keeps the comment', async () => {
    const comment = data<{ _id: string }>(await member('POST', 'activity/create-comment', { activityId: target._id, comment: 'Keep me' }));
    for (const reason of [undefined, '', '   ', 7]) {
      const answer = await member('PUT', `activity/${target._id}/delete-comment`, { commentId: comment._id, reasonDeletingComments: reason });
      expect(answer.status).toBe(400);
      expect(errorOf(answer).error).toBe('VALIDATION_ERROR');
      expect(errorOf(answer).errors?.map((error) => error.field)).toEqual(['reasonDeletingComments']);
    }
    const listed = data<{ _id: string }[]>(await member('GET', `activity/${target._id}/load-activity-comments`));
    expect(listed.map((item) => item._id)).toContain(comment._id);
    expect((await member('PUT', `activity/${target._id}/delete-comment`, { commentId: 'nope', reasonDeletingComments: 'x' })).status).toBe(404);
  });

  it('refuses blank or non-text comments, unknown activities, and a read-only user', async () => {
    for (const comment of ['', '   ', 42, 'x'.repeat(1001)]) {
      const answer = await member('POST', 'activity/create-comment', { activityId: target._id, comment });
      expect(answer.status, JSON.stringify(comment)).toBe(400);
      expect(errorOf(answer).errors?.[0]?.field).toBe('comment');
    }
    expect((await member('POST', 'activity/create-comment', { activityId: UNKNOWN, comment: 'x' })).status).toBe(404);
    expect((await readOnly('POST', 'activity/create-comment', { activityId: target._id, comment: 'x' })).status).toBe(403);
    expect((await readOnly('PUT', `activity/${target._id}/delete-comment`, { commentId: 'x', reasonDeletingComments: 'x' })).status).toBe(403);
    expect((await member('GET', `activity/${UNKNOWN}/load-deleted-activity-comments`)).status).toBe(404);
  });

  it('refuses what the contract does not take: a field of its own making, an unknown query parameter', async () => {
    const forged = await member('POST', 'activity/create-comment', { activityId: target._id, comment: 'x', userName: 'Someone else' });
    expect(forged.status).toBe(400);
    expect(errorOf(forged)).toMatchObject({ error: 'VALIDATION_ERROR', errors: [{ field: 'userName', keyword: 'additionalProperties' }] });
    const before = data<{ _id: string }[]>(await member('GET', `activity/${target._id}/load-activity-comments`));
    expect(errorOf(await member('GET', `activity/${target._id}/load-activity-comments?limit=1`)).error).toBe('INVALID_QUERY');
    expect(data<{ _id: string }[]>(await member('GET', `activity/${target._id}/load-activity-comments`))).toEqual(before);
  });
});

describe('execution instructions', () => {
  const path = `activity/${target._id}/execution-instructions`;

  it('creates, reads, changes and deletes an instruction', async () => {
    const created = await member('POST', path, { description: 'Isolate the pump first.' });
    expect(created.status).toBe(201);
    const { _id: id } = data<{ _id: string }>(created);
    expect(data<{ _id: string }[]>(await readOnly('GET', path)).map((item) => item._id)).toContain(id);
    const changed = await member('PUT', `${path}/${id}`, { description: 'Isolate and lock the pump first.' });
    expect(changed.status).toBe(200);
    expect(data<{ description: string }>(await readOnly('GET', `${path}/${id}`)).description).toBe('Isolate and lock the pump first.');
    expect((await member('DELETE', `${path}/${id}`)).status).toBe(200);
    expect((await member('GET', `${path}/${id}`)).status).toBe(404);
    expect((await member('DELETE', `${path}/${id}`)).status).toBe(404);
  });

  it('refuses blank descriptions, unknown ids and a read-only writer', async () => {
    const answer = await member('POST', path, { description: ' ' });
    expect(answer.status).toBe(400);
    expect(errorOf(answer).errors?.[0]?.field).toBe('description');
    expect((await member('POST', path, 'not json')).status).toBe(400);
    expect((await member('PUT', `${path}/unknown`, { description: 'x' })).status).toBe(404);
    expect((await member('POST', `activity/${UNKNOWN}/execution-instructions`, { description: 'x' })).status).toBe(404);
    expect((await readOnly('POST', path, { description: 'x' })).status).toBe(403);
    expect(errorOf(await member('POST', path, { description: 'x', createdAt: '2020-01-01T00:00:00.000Z' })).errors?.map((error) => error.field)).toEqual([
      'createdAt',
    ]);
    expect((await api.anonymous('GET', path)).status).toBe(401);
  });
});

describe('GET activity/ofUser and activity/to-update', () => {
  it("answers the member's activities (as responsible or through a group) of the project", async () => {
    const info = data<Record<string, unknown>>(await member('GET', 'session/get-logued-user-data'));
    const memberId = String(info._id ?? info.id ?? (info.userInfo as Record<string, unknown> | undefined)?.id);
    const users = JSON.parse(readFileSync(join(fixturesDir, 'user.json'), 'utf8')) as { _id: string; groups?: string[] }[];
    const groups = new Set(users.find((user) => user._id === memberId)?.groups ?? []);
    const expected = activities.filter(
      (activity) =>
        activity.projectId === UTGCA &&
        !activity.isDeleted &&
        (activity.responsibles?.includes(memberId) || (activity.responsibleGroup !== undefined && groups.has(activity.responsibleGroup))),
    );
    const answer = await member('GET', 'activity/ofUser');
    expect(answer.status).toBe(200);
    expect(
      data<{ _id: string }[]>(answer)
        .map((activity) => activity._id)
        .sort(),
    ).toEqual(expected.map((activity) => activity._id).sort());
  });

  it("gives the list's Mine tab (`activity/page?assignedTo=`) the same activities, and follows the member joining a group at once", async () => {
    const info = data<Record<string, unknown>>(await member('GET', 'session/get-logued-user-data'));
    const memberId = String(info._id ?? info.id ?? (info.userInfo as Record<string, unknown> | undefined)?.id);
    const page = async (): Promise<string[]> => {
      const answer = await member('GET', `activity/page?assignedTo=${memberId}&limit=1000&collectionCount=true`);
      expect(answer.status).toBe(200);
      const { items, count } = (answer.body as { data: { items: { _id: string }[]; count: number } }).data;
      expect(count).toBe(items.length);
      return items.map((activity) => activity._id).sort();
    };
    const ofUser = async () =>
      data<{ _id: string }[]>(await member('GET', 'activity/ofUser'))
        .map((activity) => activity._id)
        .sort();
    const before = await page();
    expect(before).toEqual(await ofUser());

    // A group of the project's activities the member is not in yet.
    const users = JSON.parse(readFileSync(join(fixturesDir, 'user.json'), 'utf8')) as { _id: string; groups?: string[] }[];
    const mine = new Set(users.find((user) => user._id === memberId)?.groups ?? []);
    const joined = activities.find(
      (activity) =>
        activity.projectId === UTGCA &&
        !activity.isDeleted &&
        activity.responsibleGroup !== undefined &&
        !mine.has(activity.responsibleGroup) &&
        !before.includes(activity._id),
    );
    expect(joined).toBeDefined();
    const link = await api.call('POST', `user/${memberId}/associate-group`, { groupIds: [joined!.responsibleGroup] });
    expect(link.status).toBeLessThan(300);
    const after = await page();
    expect(after).toContain(joined!._id);
    expect(after.length).toBeGreaterThan(before.length);
    expect(after).toEqual(await ofUser());
  });

  it('refuses a caller who sends the resolved group values of the Mine filter', async () => {
    const answer = await member('GET', 'activity/page?assignedTo=x&assignedTo~0=y');
    expect(answer.status).toBe(400);
    expect(errorOf(answer).error).toBe('INVALID_QUERY');
  });

  it('reads no query parameter', async () => {
    expect(errorOf(await member('GET', 'activity/ofUser?assignedTo=someone')).error).toBe('INVALID_QUERY');
    expect(errorOf(await member('GET', 'activity/to-update?source=EXCEL')).error).toBe('INVALID_QUERY');
  });

  it('answers the activities imported from FIC', async () => {
    const answer = await readOnly('GET', 'activity/to-update');
    expect(answer.status).toBe(200);
    const listed = data<{ source: string; executionStatus: number }[]>(answer);
    expect(listed.length).toBeGreaterThan(0);
    expect(listed).toHaveLength(activities.filter((activity) => activity.source === 'FIC' && activity.projectId === UTGCA && !activity.isDeleted).length);
    expect(listed.every((activity) => activity.source === 'FIC')).toBe(true);
    // The activity list's "to update" tab filters the page call on the same activities.
    const page = await readOnly('GET', 'activity/page?source=FIC&limit=1000&collectionCount=true');
    const ids = (page.body as { data: { items: { _id: string }[] } }).data.items.map((activity) => activity._id);
    expect(ids.sort()).toEqual(
      data<{ _id: string }[]>(answer)
        .map((activity) => activity._id)
        .sort(),
    );
  });
});
