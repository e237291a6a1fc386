import { describe, expect, it } from 'vitest';
import type { ValueSetModel } from '../../framework/registry/types';
import { activitiesNotAssigned, totalByStatus, totalTasksAssigned } from './dashboardTotals';

const set: ValueSetModel = {
  name: 'status',
  file: 'status.values.json',
  unknown: 0,
  values: [
    { value: 0, key: 'NOT_STARTED', color: 'grey', phase: 'initial', labels: {}, order: 0 },
    { value: 2, key: 'IN_PROGRESS', color: 'cyan', phase: 'initial', labels: {}, order: 1 },
    { value: 3, key: 'COMPLETED', color: 'green', phase: 'conclusive', labels: {}, order: 2 },
  ],
};
const fields = { status: 'executionStatus', responsibles: 'responsibles', group: 'responsibleGroup' };

describe('totalByStatus', () => {
  it('lists every status in order, zeros kept, and counts an unknown value as the set’s unknown one', () => {
    const totals = totalByStatus([{ executionStatus: 2 }, { executionStatus: 2 }, { executionStatus: 42 }], 'executionStatus', set);
    expect(totals).toEqual({
      total: 3,
      items: [
        { status: 0, count: 1 },
        { status: 2, count: 2 },
        { status: 3, count: 0 },
      ],
    });
  });
});

describe('totalTasksAssigned', () => {
  it('counts the open tasks by who holds them, leaving concluded ones out', () => {
    const tasks = [{ status: 2, responsibleId: 'me' }, { status: 0, responsibleId: 'other' }, { status: 0 }, { status: 3, responsibleId: 'me' }];
    expect(totalTasksAssigned(tasks, { status: 'status', responsible: 'responsibleId' }, set, 'me')).toEqual({
      total: 3,
      assignedToMe: 1,
      assignedToOthers: 1,
      notAssigned: 1,
    });
  });
});

describe('activitiesNotAssigned', () => {
  it('counts open activities with neither responsibles nor a group and keeps the earliest planned, undated last', () => {
    const activities = [
      { _id: 'a', executionStatus: 0, plannedStartDate: '2025-03-01' },
      { _id: 'b', executionStatus: 2 },
      { _id: 'c', executionStatus: 0, plannedStartDate: '2025-01-01' },
      { _id: 'd', executionStatus: 0, responsibles: ['u'] },
      { _id: 'e', executionStatus: 0, responsibleGroup: 'g' },
      { _id: 'f', executionStatus: 3 },
      { _id: 'g', executionStatus: 2, responsibles: [], plannedStartDate: '2025-02-01' },
    ];
    const answer = activitiesNotAssigned(activities, { fields, set, idField: '_id', first: 3 });
    expect(answer.count).toBe(4);
    expect(answer.activitiesNotAssigned.map((activity) => activity._id)).toEqual(['c', 'g', 'a']);
    expect(activitiesNotAssigned(activities, { fields, set, idField: '_id', first: 0 })).toEqual({ count: 4, activitiesNotAssigned: [] });
  });
});
