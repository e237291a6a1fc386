import { describe, expect, it } from 'vitest';
import { ACTIVITIES_NOT_ASSIGNED, TOTAL_BY_STATUS, TOTAL_TASKS_ASSIGNED } from './dashboardCalls';

describe('the dashboard payloads', () => {
  it('are read in the shapes the demo API documents', () => {
    expect(TOTAL_BY_STATUS.parse({ total: 3, items: [{ status: 2, count: 3 }] })).toEqual({ total: 3, items: [{ status: 2, count: 3 }] });
    expect(TOTAL_TASKS_ASSIGNED.parse({ total: 3, assignedToMe: 1, assignedToOthers: 1, notAssigned: 1 })).toEqual({
      total: 3,
      assignedToMe: 1,
      assignedToOthers: 1,
      notAssigned: 1,
    });
    expect(ACTIVITIES_NOT_ASSIGNED.parse({ count: 1, activitiesNotAssigned: [{ _id: 'a', description: 'Test', tag: 'T-1', executionStatus: 0 }] })).toEqual({
      count: 1,
      activitiesNotAssigned: [{ _id: 'a', description: 'Test', tag: 'T-1' }],
    });
  });

  it('refuse another shape, naming the call', () => {
    expect(() => TOTAL_BY_STATUS.parse({ items: [] })).toThrow('dashboard/totalByStatus');
    expect(() => TOTAL_TASKS_ASSIGNED.parse({ total: -1, assignedToMe: 0, assignedToOthers: 0, notAssigned: 0 })).toThrow('dashboard/totalTasksAtrib');
    expect(() => ACTIVITIES_NOT_ASSIGNED.parse(undefined)).toThrow('dashboard/totalActivityNaoAtrib');
  });
});
