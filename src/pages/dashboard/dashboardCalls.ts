import type { ActivitiesNotAssigned, StatusCount, TotalByStatus, TotalTasksAssigned } from '../../contracts/dashboard';

/**
 * The dashboard calls of spec §7 and the shapes the demo API answers (documented in its
 * OpenAPI document): each parser accepts a `data` payload and refuses anything else, so a
 * changed server shows the card's error instead of wrong numbers.
 */

/** One dashboard call: its path and how its payload is read. */
export type { ActivitiesNotAssigned, StatusCount, TotalByStatus, TotalTasksAssigned };

export interface DashboardCall<T> {
  path: string;
  parse(data: unknown): T;
}

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

function unexpected(path: string): Error {
  return new Error(`${path} answered a payload of an unexpected shape`);
}

export const TOTAL_BY_STATUS: DashboardCall<TotalByStatus> = {
  path: 'dashboard/totalByStatus',
  parse(data) {
    if (!isObject(data) || !isCount(data.total) || !Array.isArray(data.items)) throw unexpected(this.path);
    const items = data.items.filter(
      (item): item is StatusCount => isObject(item) && isCount(item.count) && (typeof item.status === 'number' || typeof item.status === 'string'),
    );
    return { total: data.total, items: items.map(({ status, count }) => ({ status, count })) };
  },
};

export const TOTAL_TASKS_ASSIGNED: DashboardCall<TotalTasksAssigned> = {
  path: 'dashboard/totalTasksAtrib',
  parse(data) {
    if (!isObject(data)) throw unexpected(this.path);
    const { total, assignedToMe, assignedToOthers, notAssigned } = data;
    if (!isCount(total) || !isCount(assignedToMe) || !isCount(assignedToOthers) || !isCount(notAssigned)) throw unexpected(this.path);
    return { total, assignedToMe, assignedToOthers, notAssigned };
  },
};

export const ACTIVITIES_NOT_ASSIGNED: DashboardCall<ActivitiesNotAssigned> = {
  path: 'dashboard/totalActivityNaoAtrib',
  parse(data) {
    if (!isObject(data) || !isCount(data.count) || !Array.isArray(data.activitiesNotAssigned)) throw unexpected(this.path);
    const activities = data.activitiesNotAssigned.filter(isObject).map((activity) => ({
      _id: String(activity._id ?? ''),
      description: String(activity.description ?? ''),
      tag: String(activity.tag ?? ''),
    }));
    return { count: data.count, activitiesNotAssigned: activities.filter((activity) => activity._id !== '') };
  },
};
