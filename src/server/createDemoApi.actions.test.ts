import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { actionsFixtures, actionsModel, jobIds } from './demoApi.actions.testkit';
import { startTestApi, writeFixtures, type Answer, type RunningTestApi } from './demoApi.testkit';

let api: RunningTestApi;
beforeEach(async () => {
  api = await startTestApi({ model: actionsModel, fixturesDir: writeFixtures(actionsFixtures) });
});
afterEach(() => api.close());

type Rec = Record<string, unknown>;
const dataOf = (answer: Answer): Rec => (answer.body as { data: Rec }).data;
const stored = (name: string): unknown => structuredClone(api.api.store.collection(name).all());
const [job0 = '', job1 = '', job2 = '', job3 = ''] = jobIds;
/** The caller of these tests: the test users' admin (src/server/auth/signIn.testkit.ts). */
const ADMIN_ID = '5f0000000000000000000001';

/** Calls the API and checks the answer's status and body, and that the named collections did not change. */
async function expectRefused(names: string[], method: string, path: string, body: unknown, status: number, expected: Rec): Promise<void> {
  const before = names.map(stored);
  const answer = await api.call(method, path, body);
  expect(answer.status, `${method} ${path}`).toBe(status);
  expect(answer.body).toMatchObject(expected);
  expect(names.map(stored)).toEqual(before);
}

const required = (field: string) => ({
  error: 'VALIDATION_ERROR',
  message: 'VALIDATION_ERROR',
  errors: [{ field, keyword: 'required', message: 'FIELD_IS_REQUIRED' }],
});

describe('status action: manual choice (PUT job/{id}/update-status)', () => {
  it('sets an allowed status, stamps updatedAt and answers {data: record}', async () => {
    const answer = await api.call('PUT', `job/${job0}/update-status`, { state: 2, userId: 'u1', userName: 'Ana' });
    expect(answer.status).toBe(200);
    const record = dataOf(answer);
    expect(record).toMatchObject({ _id: job0, state: 2 });
    expect(record.lastUpdated).not.toBe('2024-01-01T00:00:00.000Z');
    expect(dataOf(await api.call('GET', `job/${job0}`))).toEqual(record);
  });

  it('offers only the restricted manual choices', async () => {
    // 1 (blocked) and 6 (approved) are statuses of the field but not manual choices; 42 is none.
    for (const state of [1, 6, 42]) {
      await expectRefused(['job'], 'PUT', `job/${job0}/update-status`, { state }, 400, { error: 'INVALID_STATUS', message: 'INVALID_STATUS' });
    }
    for (const state of [3, 0, 2]) expect((await api.call('PUT', `job/${job0}/update-status`, { state })).status).toBe(200);
  });

  it('requires the status', async () => {
    await expectRefused(['job'], 'PUT', `job/${job0}/update-status`, { userId: 'u1' }, 400, required('state'));
  });

  it('refuses a cancelled record with the refusal code, and an unknown one with 404', async () => {
    await expectRefused(['job'], 'PUT', `job/${job1}/update-status`, { state: 2 }, 400, { error: 'JOB_IS_CANCELLED', message: 'JOB_IS_CANCELLED' });
    await expectRefused(['job'], 'PUT', 'job/ffffffffffffffffffffffff/update-status', { state: 2 }, 404, { error: 'NOT_FOUND' });
  });
});

describe('status action: fixed value (PUT job/cancel/{id})', () => {
  it('cancels without a status in the body', async () => {
    const answer = await api.call('PUT', `job/cancel/${job0}`, { userId: 'u1' });
    expect(answer.status).toBe(200);
    expect(dataOf(answer)).toMatchObject({ _id: job0, state: 9 });
  });

  it('refuses to cancel twice', async () => {
    await expectRefused(['job'], 'PUT', `job/cancel/${job1}`, { userId: 'u1' }, 400, { error: 'JOB_IS_CANCELLED' });
  });
});

describe('status action: id in the body, history, flags, requiredWhen (PUT job-step/update-status)', () => {
  it('changes the record named by the body and appends the history entry', async () => {
    // The author is the caller (admin), whatever name the body gives.
    const answer = await api.call('PUT', 'job-step/update-status', {
      stepId: 's1',
      jobId: job0,
      status: 2,
      allowsExternalUpdate: true,
      userId: ADMIN_ID,
      userName: 'Ana',
    });
    expect(answer.status).toBe(200);
    const record = dataOf(answer);
    expect(record).toMatchObject({
      _id: 's1',
      status: 2,
      history: [{ status: 2, userId: ADMIN_ID, userName: 'admin', allowsExternalUpdate: true, date: record.lastUpdated }],
    });
  });

  it("refuses a body naming another user's id as the author", async () => {
    await expectRefused(['job-step'], 'PUT', 'job-step/update-status', { stepId: 's1', status: 1, justification: 'x', userId: 'u1' }, 400, {
      errors: [{ field: 'userId' }],
    });
  });

  it('requires a justification for a status whose state record requires one', async () => {
    await expectRefused(['job-step'], 'PUT', 'job-step/update-status', { stepId: 's1', status: 1, justification: ' ' }, 400, required('justification'));
    const answer = await api.call('PUT', 'job-step/update-status', { stepId: 's1', status: 1, justification: 'No power' });
    expect(dataOf(answer)).toMatchObject({
      status: 1,
      justification: 'No power',
      history: [{ status: 1, justification: 'No power', allowsExternalUpdate: false }],
    });
  });

  it('follows the flag once it is toggled through the path', async () => {
    const toggled = await api.call('PUT', 'states/ss2/set-explanation-required/true');
    expect(toggled.status).toBe(200);
    expect(dataOf(toggled)).toMatchObject({ _id: 'ss2', explanationRequired: true });
    await expectRefused(['job-step'], 'PUT', 'job-step/update-status', { stepId: 's1', status: 2 }, 400, required('justification'));
  });

  it('refuses a sent key that differs from the record, a missing id and an unknown id', async () => {
    await expectRefused(['job-step'], 'PUT', 'job-step/update-status', { stepId: 's1', jobId: job1, status: 2 }, 400, {
      error: 'VALIDATION_ERROR',
      errors: [{ field: 'jobId', keyword: 'const', message: 'validation.const' }],
    });
    await expectRefused(['job-step'], 'PUT', 'job-step/update-status', { status: 2 }, 400, required('stepId'));
    await expectRefused(['job-step'], 'PUT', 'job-step/update-status', { stepId: 'nope', status: 2 }, 404, { error: 'NOT_FOUND' });
  });
});

describe('toggle in the path (PUT states/{id}/set-explanation-required/{value})', () => {
  it('accepts true and false only', async () => {
    expect(dataOf(await api.call('PUT', 'states/ss1/set-explanation-required/false'))).toMatchObject({ explanationRequired: false });
    await expectRefused(['step-state'], 'PUT', 'states/ss1/set-explanation-required/maybe', undefined, 400, {
      error: 'VALIDATION_ERROR',
      errors: [{ field: 'explanationRequired', keyword: 'type' }],
    });
    await expectRefused(['step-state'], 'PUT', 'states/nope/set-explanation-required/true', undefined, 404, { error: 'NOT_FOUND' });
  });
});

describe('status action in the simple-rest style (PUT ticket/{id}/change-status)', () => {
  it('answers the plain record; the reason is required to cancel only', async () => {
    const progress = await api.call('PUT', 'ticket/1/change-status', { nextStatus: 'IN_PROGRESS', justification: 'started' });
    expect(progress.status).toBe(200);
    expect(progress.body).toEqual({ id: 1, name: 'Leak', status: 'IN_PROGRESS', justification: 'started' });
    await expectRefused(['ticket'], 'PUT', 'ticket/1/change-status', { nextStatus: 'CANCELLED' }, 400, required('reasonForCancellation'));
    const cancelled = await api.call('PUT', 'ticket/1/change-status', { nextStatus: 'CANCELLED', reasonForCancellation: 'duplicate' });
    expect(cancelled.body).toMatchObject({ status: 'CANCELLED', reasonForCancellation: 'duplicate' });
  });

  it('refuses a status the transitions do not allow from the current one', async () => {
    await expectRefused(['ticket'], 'PUT', 'ticket/2/change-status', { nextStatus: 'IN_PROGRESS' }, 400, {
      error: 'INVALID_STATUS',
      message: 'INVALID_STATUS',
    });
    await expectRefused(['ticket'], 'PUT', 'ticket/1/change-status', { nextStatus: 'COMPLETED' }, 400, { error: 'INVALID_STATUS' });
  });
});

describe('exclusive action (PUT plan/{id}/set-standard)', () => {
  it('makes the plan the only standard one of its group and kind', async () => {
    const answer = await api.call('PUT', 'plan/p1/set-standard');
    expect(answer.status).toBe(200);
    expect(dataOf(answer)).toMatchObject({ _id: 'p1', isStandard: true });
    const list = dataOf(await api.call('GET', 'plan/page?limit=10&skip=0')).items as Rec[];
    expect(Object.fromEntries(list.map((plan) => [plan._id, plan.isStandard]))).toEqual({ p1: true, p2: false, p3: true, p4: true });
  });

  it('answers 404 for an unknown plan and changes nothing', async () => {
    await expectRefused(['plan'], 'PUT', 'plan/nope/set-standard', undefined, 404, { error: 'NOT_FOUND' });
  });
});

describe('link and unlink', () => {
  it('adds chores as link records and lists each failure, answering 200', async () => {
    const answer = await api.call('POST', 'plan/p1/add-chores', { choreIds: ['c2', 'c1', 'c9', 'c3'] });
    expect(answer.status).toBe(200);
    expect(dataOf(answer)).toEqual({
      record: { _id: 'p1', name: 'A', groupId: 'g1', kindId: 'k1', isStandard: false },
      failures: [
        { id: 'c1', error: 'ALREADY_LINKED' },
        { id: 'c9', error: 'NOT_FOUND' },
      ],
    });
    const links = (stored('plan-chore') as Rec[]).map(({ choreId, order, fieldFrequency }) => ({ choreId, order, fieldFrequency }));
    expect(links).toEqual([
      { choreId: 'c1', order: 1, fieldFrequency: undefined },
      { choreId: 'c2', order: 2, fieldFrequency: 30 },
      { choreId: 'c3', order: 3, fieldFrequency: 30 },
    ]);
  });

  it('removes link records and reports ids that were not linked', async () => {
    const answer = await api.call('POST', 'plan/p1/remove-chores', { choreIds: ['c1', 'c2'] });
    expect(dataOf(answer).failures).toEqual([{ id: 'c2', error: 'NOT_LINKED' }]);
    expect(stored('plan-chore')).toEqual([]);
  });

  it('links children in an id array, refusing itself, ancestors and repeats', async () => {
    const answer = await api.call('POST', 'node/n3/add-children', { childrenIds: ['n4', 'n3', 'n1', 'n2', 'n4', 'nx'] });
    expect(answer.status).toBe(200);
    expect(dataOf(answer)).toEqual({
      record: { _id: 'n3', name: 'leaf', children: ['n4'] },
      failures: [
        { id: 'n3', error: 'CANNOT_LINK_ITSELF' },
        { id: 'n1', error: 'WOULD_CREATE_CYCLE' },
        { id: 'n2', error: 'WOULD_CREATE_CYCLE' },
        { id: 'n4', error: 'ALREADY_LINKED' },
        { id: 'nx', error: 'NOT_FOUND' },
      ],
    });
    const removed = await api.call('POST', 'node/n1/remove-children', { childrenIds: ['n2', 'n3'] });
    expect(dataOf(removed)).toEqual({ record: { _id: 'n1', name: 'root', children: [] }, failures: [{ id: 'n3', error: 'NOT_LINKED' }] });
  });

  it('refuses a body without an id array and changes nothing', async () => {
    await expectRefused(['node'], 'POST', 'node/n1/add-children', { childrenIds: 'n4' }, 400, {
      error: 'VALIDATION_ERROR',
      errors: [{ field: 'childrenIds', keyword: 'type' }],
    });
    await expectRefused(['node'], 'POST', 'node/n1/add-children', {}, 400, required('childrenIds'));
    await expectRefused(['plan-chore'], 'POST', 'plan/nope/add-chores', { choreIds: ['c2'] }, 404, { error: 'NOT_FOUND' });
  });
});

describe('assign (POST /person/{targetId}/assign-jobs, /groups/{targetId}/assign-jobs)', () => {
  it('assigns what it can and answers the records not assigned with their error', async () => {
    const body = [
      { _id: job0, typeId: 't1' },
      { _id: job1, typeId: 't1' },
      { _id: job2, typeId: 't2' },
      { _id: job3, typeId: 't2' },
      { _id: 'ffffffffffffffffffffffff', typeId: 't9' },
    ];
    const answer = await api.call('POST', 'person/u2/assign-jobs', body);
    expect(answer.status).toBe(200);
    expect(dataOf(answer)).toEqual([
      { _id: job1, typeId: 't1', error: 'JOB_IS_CONCLUDED' },
      { _id: job2, typeId: 't2', error: 'JOB_IS_CONCLUDED' },
      { _id: 'ffffffffffffffffffffffff', typeId: 't9', error: 'NOT_FOUND' },
    ]);
    const people = (stored('job') as Rec[]).map((job) => job.responsibles);
    expect(people).toEqual([['u1', 'u2'], undefined, undefined, ['u2']]);
  });

  it('answers [] when every record was assigned; a single field takes the target id', async () => {
    const answer = await api.call('POST', 'groups/g1/assign-jobs', [
      { _id: job0, typeId: 't1' },
      { _id: job3, typeId: 't2' },
    ]);
    expect(dataOf(answer)).toEqual([]);
    expect((stored('job') as Rec[]).map((job) => job.teamId)).toEqual(['g1', undefined, undefined, 'g1']);
  });

  it('answers 404 for an unknown target and 400 for a body that is not a list', async () => {
    await expectRefused(['job'], 'POST', 'person/nobody/assign-jobs', [{ _id: job0 }], 404, { error: 'NOT_FOUND' });
    await expectRefused(['job'], 'POST', 'person/u1/assign-jobs', { _id: job0 }, 400, { error: 'VALIDATION_ERROR', errors: [{ field: '', keyword: 'type' }] });
  });
});

describe('soft delete (PUT job/{id}/delete)', () => {
  it('requires a reason; blank is missing', async () => {
    await expectRefused(['job'], 'PUT', `job/${job0}/delete`, { reasonForDeletion: '   ' }, 400, required('reasonForDeletion'));
    await expectRefused(['job'], 'PUT', `job/${job0}/delete`, {}, 400, required('reasonForDeletion'));
  });

  it('flags the record, which then answers 404 and leaves the lists', async () => {
    const answer = await api.call('PUT', `job/${job0}/delete`, { reasonForDeletion: 'Duplicated' });
    expect(answer.status).toBe(200);
    expect(dataOf(answer)).toMatchObject({ _id: job0, isDeleted: true, reasonForDeletion: 'Duplicated' });
    expect((await api.call('GET', `job/${job0}`)).status).toBe(404);
    expect((await api.call('PUT', `job/${job0}/delete`, { reasonForDeletion: 'again' })).status).toBe(404);
    expect((await api.call('PUT', `job/${job0}/update-status`, { state: 2 })).status).toBe(404);
    const list = dataOf(await api.call('GET', 'job/page?limit=10&skip=0&collectionCount=true'));
    expect(list.count).toBe(3);
    expect((list.items as Rec[]).map((job) => job._id)).not.toContain(job0);
  });

  it('keeps the flag and reason through an edit (they are read-only)', async () => {
    await api.call('PUT', `job/${job3}/delete`, { reasonForDeletion: 'x' });
    expect((stored('job') as Rec[])[3]).toMatchObject({ isDeleted: true, reasonForDeletion: 'x' });
  });
});

describe('create path and references in arrays', () => {
  it('creates at api.createPath and does not offer POST {path}', async () => {
    const created = await api.call('POST', 'job/create', { name: 'New job', responsibles: ['u1'], parts: [{ partId: 'pa1' }] });
    expect(created.status).toBe(201);
    expect(dataOf(created)).toMatchObject({ name: 'New job', responsibles: ['u1'] });
    await expectRefused(['job'], 'POST', 'job', { name: 'Elsewhere' }, 405, { error: 'METHOD_NOT_ALLOWED' });
  });

  it('refuses unknown ids inside arrays at their indexed paths', async () => {
    await expectRefused(['job'], 'POST', 'job/create', { name: 'Bad refs', responsibles: ['u1', 'zz'], parts: [{ partId: 'pa1' }, { partId: 'nope' }] }, 400, {
      error: 'VALIDATION_ERROR',
      errors: [
        { field: 'responsibles.1', keyword: 'reference', message: 'validation.reference' },
        { field: 'parts.1.partId', keyword: 'reference', message: 'validation.reference' },
      ],
    });
  });
});
