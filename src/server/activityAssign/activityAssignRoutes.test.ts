import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT, startProjectApi, type RunningTestApi } from '../demoApi.testkit';

type Activity = { _id: string; executionStatus: number; responsibleGroup?: string; isDeleted?: boolean };
const activities = JSON.parse(readFileSync(join(PROJECT_ROOT, 'fixtures', 'activity.json'), 'utf8')) as Activity[];
const groups = JSON.parse(readFileSync(join(PROJECT_ROOT, 'fixtures', 'user-group.json'), 'utf8')) as { _id: string }[];
const group = groups[0]!._id;
const open = activities
  .filter((activity) => activity.executionStatus === 0 && !activity.isDeleted && activity.responsibleGroup !== group)
  .map((activity) => activity._id);
/** Concluded (spec §4: 3 is done), which the assignment refuses. */
const concluded = activities.find((activity) => activity.executionStatus === 3 && !activity.isDeleted)!._id;
const OTHER_PROJECT = '63c82aadc47268868282b4d9';

let api: RunningTestApi;
beforeAll(async () => {
  api = await startProjectApi('activity-assign');
});
afterAll(() => api.close());

const groupOf = async (id: string) => ((await api.call('GET', `activity/${id}`)).body as { data: Activity }).data.responsibleGroup;

describe('POST activity/assign', () => {
  it('changes no activity when one is refused, and names each refused one with its code', async () => {
    const before = await Promise.all(open.slice(0, 2).map(groupOf));
    const answer = await api.call('POST', 'activity/assign', { groupId: group, activityIds: [open[0], concluded, open[1], '000000000000000000000000'] });
    expect(answer).toMatchObject({
      status: 409,
      body: {
        error: 'BULK_REFUSED',
        failures: [
          { _id: concluded, error: 'ACTIVITY_IS_CONCLUDED' },
          { _id: '000000000000000000000000', error: 'NOT_FOUND' },
        ],
      },
    });
    expect(await Promise.all(open.slice(0, 2).map(groupOf))).toEqual(before);
  });

  it('assigns every activity to the group when none is refused, as a project admin', async () => {
    const projectAdmin = await api.as('project-admin');
    expect(await projectAdmin('POST', 'activity/assign', { groupId: group, activityIds: open.slice(0, 3) })).toMatchObject({
      status: 200,
      body: { data: { assigned: 3 } },
    });
    expect(await Promise.all(open.slice(0, 3).map(groupOf))).toEqual([group, group, group]);
  });

  it('refuses a group or activities of another project, a role that may not assign, and a body its schema refuses', async () => {
    expect((await api.call('POST', 'activity/assign', { groupId: group, activityIds: [open[3]] }, { ProjectId: OTHER_PROJECT })).status).toBe(404);
    expect(await (await api.as('member'))('POST', 'activity/assign', { groupId: group, activityIds: [open[3]] })).toMatchObject({
      status: 403,
      body: { error: 'FORBIDDEN' },
    });
    expect(await api.call('POST', 'activity/assign', { activityIds: [open[3]] })).toMatchObject({ status: 400, body: { error: 'VALIDATION_ERROR' } });
    expect(await api.call('POST', 'activity/assign', { groupId: group, activityIds: [] })).toMatchObject({ status: 400, body: { error: 'VALIDATION_ERROR' } });
    expect(await groupOf(open[3]!)).not.toBe(group);
  });
});
