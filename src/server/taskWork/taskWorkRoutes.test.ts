import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRegistryFromDir } from '../../framework/registry/loadRegistryFromDir';
import { startTestApi, type Answer, type ApiCall, type RunningTestApi } from '../demoApi.testkit';
import { legacyRecordId } from './taskRecords';

/* The task work calls over the project's definitions and fixtures; one task moved to another project. */
const root = resolve(import.meta.dirname, '../../..');
const registry = loadRegistryFromDir(root);
if (!registry.ok) throw new Error('the registry does not load');
const UTGCA = '65a0f3c2e4b0a1d2c3e4f501';
const ROTA3 = '63c82aadc47268868282b4d9';
const UNKNOWN = 'ffffffffffffffffffffffff';

interface Task {
  _id: string;
  activityId: string;
  projectId: string;
  register?: string;
  elementChildrensValues?: { elementId: string; value?: string; isNotApplicable?: boolean }[];
}
interface TaskRecord {
  _id: string;
  record: string;
  userName?: string;
}
interface Entry {
  kind: string;
  userName?: string;
  note?: string;
}

const fixturesDir = mkdtempSync(join(tmpdir(), 'task-work-fixtures-'));
cpSync(join(root, 'fixtures'), fixturesDir, { recursive: true });
const tasks = JSON.parse(readFileSync(join(fixturesDir, 'activity-task.json'), 'utf8')) as Task[];
const bare = tasks.filter((candidate) => !candidate.register && !candidate.elementChildrensValues?.length);
const [task, foreign, full] = bare as [Task, Task, Task & { registers?: TaskRecord[] }];
foreign.projectId = ROTA3;
// A task holding the schema's maximum of records (maxItems 500).
full.registers = Array.from({ length: 500 }, (_, index) => ({ _id: index.toString(16).padStart(24, '0'), record: `Note ${index + 1}` }));
writeFileSync(join(fixturesDir, 'activity-task.json'), JSON.stringify(tasks));
const legacy = tasks.find((candidate) => candidate.register && candidate !== task) as Task;
const checked = tasks.find((candidate) => (candidate.elementChildrensValues?.length ?? 0) >= 2) as Task;
const other = tasks.find((candidate) => candidate.activityId !== task.activityId) as Task;

let api: RunningTestApi;
let admin: ApiCall;
let member: ApiCall;
let readOnly: ApiCall;
const inUtgca = { ProjectId: UTGCA };

const errorOf = (answer: Answer) => answer.body as { error: string; errors?: { field: string; keyword: string }[] };
const stored = async (id: string): Promise<Task & { registers?: TaskRecord[]; customHistory?: { description: string }[] }> =>
  ((await admin('GET', `activity-task/${id}`)).body as { data: Task }).data;
const trailOf = async (of: Task, kind = 'record,justification,elementCheck'): Promise<Entry[]> =>
  (
    (await admin('GET', `timeline/activity/${of.activityId}/task/${of._id}?kind=${kind}`, undefined, { ProjectId: of.projectId })).body as {
      data: { items: Entry[] };
    }
  ).data.items;

beforeAll(async () => {
  api = await startTestApi({ model: registry.model, fixturesDir, dataDir: mkdtempSync(join(tmpdir(), 'task-work-')) });
  admin = (method, path, body, headers) => api.call(method, path, body, { ...inUtgca, ...headers });
  member = await api.as('member');
  readOnly = await api.as('read-only');
});
afterAll(() => api.close());

describe('the task record and justification calls', () => {
  it('refuses bad input with a 4xx and stores nothing', async () => {
    const cases: [string, string, unknown, number][] = [
      ['POST', `activity-task/${task._id}/record`, { activityId: task.activityId }, 400],
      ['POST', `activity-task/${task._id}/record`, { activityId: task.activityId, record: '   ' }, 400],
      ['POST', `activity-task/${task._id}/record`, { activityId: task.activityId, record: 42 }, 400],
      ['POST', `activity-task/${task._id}/record`, { activityId: task.activityId, record: 'x'.repeat(2001) }, 400],
      ['POST', `activity-task/${task._id}/record`, { record: 'no activity' }, 400],
      ['POST', `activity-task/${task._id}/record`, { activityId: other.activityId, record: 'wrong activity' }, 400],
      ['POST', `activity-task/${task._id}/record`, ['not', 'an', 'object'], 400],
      ['POST', `activity-task/${UNKNOWN}/record`, { activityId: task.activityId, record: 'unknown task' }, 404],
      ['PUT', `activity-task/${task._id}/record`, { activityId: task.activityId, record: 'no record to edit' }, 404],
      ['PUT', `activity-task/${task._id}/justification`, { activityId: task.activityId, justification: '' }, 400],
      ['PUT', `activity-task/${task._id}/justification`, { activityId: task.activityId, justification: false }, 400],
    ];
    for (const [method, path, body, status] of cases) {
      const answer = await admin(method, path, body);
      expect(answer.status, `${path} ${JSON.stringify(body)}`).toBe(status);
      expect(answer.body).toHaveProperty('error');
    }
    expect((await readOnly('POST', `activity-task/${task._id}/record`, { activityId: task.activityId, record: 'read only' })).status).toBe(403);
    // Another activity's id fits the schema: the rule's own code says what is wrong.
    for (const [method, path, body] of [
      ['POST', `activity-task/${task._id}/record`, { activityId: other.activityId, record: 'wrong activity' }],
      ['PUT', `activity-task/${task._id}/justification`, { activityId: other.activityId, justification: 'wrong activity' }],
    ] as const)
      expect(errorOf(await admin(method, path, body))).toMatchObject({ error: 'TASK_ACTIVITY_MISMATCH', errors: [{ field: 'activityId', keyword: 'const' }] });
    // The contract's refusals: an unknown body field, an unknown query parameter, no token.
    const unknownField = await admin('POST', `activity-task/${task._id}/record`, { activityId: task.activityId, record: 'x', userName: 'someone else' });
    expect(errorOf(unknownField)).toMatchObject({ error: 'VALIDATION_ERROR', errors: [{ field: 'userName', keyword: 'additionalProperties' }] });
    expect(errorOf(await admin('PUT', `activity-task/${task._id}/justification?force=true`, { activityId: task.activityId, justification: 'x' })).error).toBe(
      'INVALID_QUERY',
    );
    expect(errorOf(await api.anonymous('PUT', `activity-task/${task._id}/justification`, { activityId: task.activityId, justification: 'x' })).error).toBe(
      'UNAUTHENTICATED',
    );
    const elsewhere = await member('POST', `activity-task/${foreign._id}/record`, { activityId: foreign.activityId, record: 'other project' }, inUtgca);
    expect(errorOf(elsewhere).error).toBe('RESOURCE-IS-FROM-ANOTHER-PROJECT');
    expect(await trailOf(task)).toEqual([]);
    expect(await trailOf(foreign)).toEqual([]);
  });

  it('adds records to a list, each with its id and author, edits the one named; each shows on the timeline', async () => {
    const first = await member('POST', `activity-task/${task._id}/record`, { activityId: task.activityId, record: 'Torque checked' }, inUtgca);
    expect(first.status).toBe(200);
    expect((first.body as { registers: TaskRecord[] }).registers).toEqual([
      expect.objectContaining({ record: 'Torque checked', userName: 'member', _id: expect.stringMatching(/^[0-9a-f]{24}$/) }),
    ]);
    await admin('POST', `activity-task/${task._id}/record`, { activityId: task.activityId, record: 'Second reading' });
    const [one, two] = (await stored(task._id)).registers as [TaskRecord, TaskRecord];
    // With two records the edit must say which.
    expect(errorOf(await admin('PUT', `activity-task/${task._id}/record`, { activityId: task.activityId, record: 'Which?' }))).toMatchObject({
      error: 'RECORD_ID_REQUIRED',
      errors: [{ field: 'recordId', keyword: 'required' }],
    });
    expect((await admin('PUT', `activity-task/${task._id}/record`, { activityId: task.activityId, recordId: UNKNOWN, record: 'None' })).status).toBe(404);
    expect(
      (await admin('PUT', `activity-task/${task._id}/record`, { activityId: task.activityId, recordId: one._id, record: 'Torque checked: 45 Nm' })).status,
    ).toBe(200);
    expect((await stored(task._id)).registers?.map((record) => record.record)).toEqual(['Torque checked: 45 Nm', two.record]);
    expect((await admin('PUT', `activity-task/${task._id}/justification`, { activityId: task.activityId, justification: 'Late delivery' })).status).toBe(200);
    expect((await trailOf(task)).map((entry) => entry.kind)).toEqual(['justification', 'record', 'record', 'record']);
  });

  it("refuses a record more on a task holding the schema's maximum, keeping them all, and takes one again once one is deleted", async () => {
    const refused = await member(
      'POST',
      `activity-task/${full._id}/record`,
      { activityId: full.activityId, record: 'One too many' },
      { ProjectId: full.projectId },
    );
    expect(refused.status).toBe(400);
    expect(errorOf(refused)).toMatchObject({ error: 'TASK_RECORDS_FULL', errors: [{ field: 'record', keyword: 'maxItems' }] });
    const kept = (await stored(full._id)).registers ?? [];
    expect(kept).toHaveLength(500);
    expect(kept.some((record) => record.record === 'One too many')).toBe(false);
    const first = kept[0]!;
    expect(
      (await admin('PUT', `activity-task/${full._id}/record/${first._id}`, { reasonDeletingRegistersOrMedias: 'Duplicate' }, { ProjectId: full.projectId }))
        .status,
    ).toBe(200);
    expect(
      (await member('POST', `activity-task/${full._id}/record`, { activityId: full.activityId, record: 'Now it fits' }, { ProjectId: full.projectId })).status,
    ).toBe(200);
    expect((await stored(full._id)).registers?.at(-1)?.record).toBe('Now it fits');
  });

  it('deletes a record only with a reason (REASON_REQUIRED, REASON_TOO_LONG), keeping who, when and why on the timeline', async () => {
    const [, two] = (await stored(task._id)).registers as [TaskRecord, TaskRecord];
    const path = `activity-task/${task._id}/record/${two._id}`;
    const refusals: [unknown, string][] = [
      [{}, 'REASON_REQUIRED'],
      [{ reasonDeletingRegistersOrMedias: '  ' }, 'REASON_REQUIRED'],
      [{ reasonDeletingRegistersOrMedias: 'x'.repeat(2001) }, 'REASON_TOO_LONG'],
      // A reason that is no text is a malformed body, as in every call.
      [{ reasonDeletingRegistersOrMedias: 12 }, 'VALIDATION_ERROR'],
      [{ reasonDeletingRegistersOrMedias: 'Why', reason: 'Why' }, 'VALIDATION_ERROR'],
    ];
    for (const [body, code] of refusals) {
      const answer = await admin('PUT', path, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(errorOf(answer).error).toBe(code);
    }
    expect((await admin('PUT', `activity-task/${task._id}/record/${UNKNOWN}`, { reasonDeletingRegistersOrMedias: 'Unknown' })).status).toBe(404);
    expect((await readOnly('PUT', path, { reasonDeletingRegistersOrMedias: 'Read only' })).status).toBe(403);
    expect((await member('PUT', `activity-task/${foreign._id}/record/${UNKNOWN}`, { reasonDeletingRegistersOrMedias: 'Elsewhere' }, inUtgca)).status).toBe(400);
    expect((await stored(task._id)).registers).toHaveLength(2);
    expect((await trailOf(task, 'record')).length).toBe(3);

    const deleted = await member('PUT', path, { reasonDeletingRegistersOrMedias: 'Written on the wrong task' }, inUtgca);
    expect(deleted.status).toBe(200);
    const after = await stored(task._id);
    expect(after.registers?.map((record) => record._id)).not.toContain(two._id);
    expect(after.customHistory?.at(-1)?.description).toContain('Written on the wrong task');
    expect((await trailOf(task))[0]).toMatchObject({ kind: 'record', userName: 'member', note: 'Written on the wrong task' });
  });

  it('reads a single text of older data as one record, and folds it into the list at the next write', async () => {
    const id = legacyRecordId(legacy._id);
    const path = `activity-task/${legacy._id}/record/${id}`;
    expect((await admin('PUT', `activity-task/${legacy._id}/record`, { activityId: legacy.activityId, record: 'Edited old record' })).status).toBe(200);
    const edited = await stored(legacy._id);
    expect(edited).not.toHaveProperty('register');
    expect(edited.registers).toEqual([expect.objectContaining({ _id: id, record: 'Edited old record' })]);
    expect((await admin('PUT', path, { reasonDeletingRegistersOrMedias: 'Duplicate' })).status).toBe(200);
    expect((await stored(legacy._id)).registers).toEqual([]);
  });

  it('deletes the justification only with a reason, and keeps the reason in the change history and on the timeline', async () => {
    const path = `activity-task/${task._id}/justification-delete`;
    for (const body of [{}, { reasonDeletion: '' }, { reasonDeletion: 7 }]) expect((await admin('PUT', path, body)).status, JSON.stringify(body)).toBe(400);
    expect((await readOnly('PUT', path, { reasonDeletion: 'Read only' })).status).toBe(403);
    const deleted = await admin('PUT', path, { elementType: 'TASK', responsible: 'admin', date: '2026-01-01', reasonDeletion: 'Written on the wrong task' });
    expect(deleted.status).toBe(200);
    expect(deleted.body).not.toHaveProperty('justification');
    expect(deleted.body).toMatchObject({ justificationDeleted: true });
    expect(JSON.stringify(deleted.body)).toContain('Written on the wrong task');
    expect((await admin('PUT', path, { reasonDeletion: 'Again' })).body).toMatchObject({ error: 'NO_JUSTIFICATION' });
    expect((await trailOf(task))[0]).toMatchObject({ kind: 'justification', note: 'Written on the wrong task' });
  });
});

describe('PUT activity-task/update-elementcheck', () => {
  const path = 'activity-task/update-elementcheck';
  const [first, second] = checked.elementChildrensValues as [{ elementId: string }, { elementId: string }];
  const base = { activityId: checked.activityId, taskId: checked._id };

  it('refuses bad input with a 4xx and stores nothing', async () => {
    const before = (await stored(checked._id)).elementChildrensValues;
    const cases: [unknown, number, string][] = [
      [{ ...base }, 400, 'elementUpdate'],
      [{ ...base, elementUpdate: 'OK' }, 400, 'elementUpdate'],
      [{ ...base, elementUpdate: { value: 'OK' } }, 400, 'elementUpdate.elementId'],
      [{ ...base, elementUpdate: { elementId: first.elementId } }, 400, 'elementUpdate.value'],
      [{ ...base, elementUpdate: { elementId: first.elementId, value: 5 } }, 400, 'elementUpdate.value'],
      [{ ...base, elementUpdate: { elementId: first.elementId, isNotApplicable: 'yes' } }, 400, 'elementUpdate.isNotApplicable'],
      [{ ...base, elementUpdate: { elementId: first.elementId, value: 'x'.repeat(201) } }, 400, 'elementUpdate.value'],
      [
        {
          ...base,
          elementUpdate: [
            { elementId: first.elementId, value: 'OK' },
            { elementId: second.elementId, value: 7 },
          ],
        },
        400,
        'elementUpdate.1.value',
      ],
      [{ ...base, activityId: other.activityId, elementUpdate: { elementId: first.elementId, value: 'OK' } }, 400, 'activityId'],
      [{ activityId: checked.activityId, elementUpdate: { elementId: first.elementId, value: 'OK' } }, 400, 'taskId'],
      [{ ...base, taskId: 12, elementUpdate: { elementId: first.elementId, value: 'OK' } }, 400, 'taskId'],
    ];
    for (const [body, status, field] of cases) {
      const answer = await admin('PUT', path, body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(
        errorOf(answer).errors?.map((error) => error.field),
        JSON.stringify(body),
      ).toContain(field);
    }
    expect(
      errorOf(
        await admin('PUT', path, {
          ...base,
          elementUpdate: [
            { elementId: first.elementId, value: 'OK' },
            { elementId: UNKNOWN, value: 'OK' },
          ],
        }),
      ).error,
    ).toBe('ELEMENT_NOT_IN_TASK');
    expect((await admin('PUT', path, { ...base, taskId: UNKNOWN, elementUpdate: { elementId: first.elementId, value: 'OK' } })).status).toBe(404);
    expect((await readOnly('PUT', path, { ...base, elementUpdate: { elementId: first.elementId, value: 'OK' } })).status).toBe(403);
    const extra = await admin('PUT', path, { ...base, elementUpdate: { elementId: first.elementId, value: 'OK', checkedBy: 'x' } });
    expect(errorOf(extra).errors?.map((error) => error.field)).toContain('elementUpdate.checkedBy');
    expect((await admin('PUT', path, 'not json')).status).toBe(400);
    expect((await stored(checked._id)).elementChildrensValues).toEqual(before);
    expect(await trailOf(checked, 'elementCheck')).toEqual([]);
  });

  it('sets a value and the not-applicable flag of the elements named, leaving the others, and shows it on the timeline', async () => {
    const before = (await stored(checked._id)).elementChildrensValues ?? [];
    const answer = await member(
      'PUT',
      path,
      {
        ...base,
        elementUpdate: [
          { elementId: first.elementId, value: 'NOK' },
          { elementId: second.elementId, isNotApplicable: true },
        ],
      },
      inUtgca,
    );
    expect(answer.status).toBe(200);
    const after = (await stored(checked._id)).elementChildrensValues ?? [];
    expect(after[0]).toEqual({ ...before[0], value: 'NOK' });
    expect(after[1]).toEqual({ ...before[1], isNotApplicable: true });
    expect(after.slice(2)).toEqual(before.slice(2));
    expect((await trailOf(checked, 'elementCheck'))[0]).toMatchObject({ kind: 'elementCheck', userName: 'member' });
  });
});
