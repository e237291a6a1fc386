import type { ValueSetModel } from '../../framework/registry/types';
import type { StoredRecord } from '../store/readCollectionFile';
import type { ActivitiesNotAssigned, TotalByStatus, TotalTasksAssigned } from '../../contracts/dashboard';

/** An activity as the not-assigned card lists it. */
type ActivitySummary = ActivitiesNotAssigned['activitiesNotAssigned'][number];

export interface ActivityFields {
  status: string;
  responsibles: string;
  group: string;
}

/** Whether a status is still open (not in a conclusive phase), looked up in a set built once per call. */
function openStatus(set: ValueSetModel): (status: unknown) => boolean {
  const conclusive = new Set<unknown>(set.values.filter((entry) => entry.phase === 'conclusive').map((entry) => entry.value));
  return (status) => !conclusive.has(status);
}
const hasValue = (value: unknown): boolean => (Array.isArray(value) ? value.length > 0 : value !== undefined && value !== null && value !== '');

/** One pass over `activities`: the count of each status of `set`; a value outside it counts as the set's `unknown` value. */
export function totalByStatus(activities: Iterable<StoredRecord>, field: string, set: ValueSetModel): TotalByStatus {
  const counts = new Map<unknown, number>(set.values.map((entry) => [entry.value, 0]));
  let total = 0;
  for (const activity of activities) {
    const status = counts.has(activity[field]) ? activity[field] : set.unknown;
    if (counts.has(status)) counts.set(status, (counts.get(status) ?? 0) + 1);
    total += 1;
  }
  return { total, items: set.values.map((entry) => ({ status: entry.value, count: counts.get(entry.value) ?? 0 })) };
}

/** One pass over `tasks`: the open ones, split by whether `userId` holds them, someone else does, or nobody. */
export function totalTasksAssigned(
  tasks: Iterable<StoredRecord>,
  fields: { status: string; responsible: string },
  set: ValueSetModel,
  userId: string,
): TotalTasksAssigned {
  const totals: TotalTasksAssigned = { total: 0, assignedToMe: 0, assignedToOthers: 0, notAssigned: 0 };
  const isOpen = openStatus(set);
  for (const task of tasks) {
    if (!isOpen(task[fields.status])) continue;
    totals.total += 1;
    const responsible = task[fields.responsible];
    if (!hasValue(responsible)) totals.notAssigned += 1;
    else if (responsible === userId) totals.assignedToMe += 1;
    else totals.assignedToOthers += 1;
  }
  return totals;
}

const plannedKey = (activity: StoredRecord): string => (typeof activity.plannedStartDate === 'string' ? activity.plannedStartDate : '\uffff');

function summary(activity: StoredRecord, idField: string, status: string): ActivitySummary {
  return {
    _id: String(activity[idField]),
    description: String(activity.description ?? ''),
    tag: String(activity.tag ?? ''),
    executionStatus: (activity[status] as string | number | undefined) ?? null,
    plannedStartDate: typeof activity.plannedStartDate === 'string' ? activity.plannedStartDate : null,
  };
}

/**
 * One pass over `activities`: the open ones nobody is responsible for, and the `first`
 * earliest-planned of them. A concluded activity cannot be assigned any more (the assign
 * actions refuse it), so it is not counted as waiting for someone.
 */
export function activitiesNotAssigned(
  activities: Iterable<StoredRecord>,
  options: { fields: ActivityFields; set: ValueSetModel; idField: string; first: number },
): ActivitiesNotAssigned {
  const { fields, set, idField, first } = options;
  const isOpen = openStatus(set);
  let count = 0;
  // Kept sorted and at most `first` long, so the pass stays O(n) at any size.
  const earliest: StoredRecord[] = [];
  for (const activity of activities) {
    if (!isOpen(activity[fields.status]) || hasValue(activity[fields.responsibles]) || hasValue(activity[fields.group])) continue;
    count += 1;
    if (first === 0) continue;
    const key = plannedKey(activity);
    const last = earliest.at(-1);
    if (earliest.length === first && last && plannedKey(last) <= key) continue;
    const at = earliest.findIndex((kept) => plannedKey(kept) > key);
    earliest.splice(at === -1 ? earliest.length : at, 0, activity);
    if (earliest.length > first) earliest.pop();
  }
  return { count, activitiesNotAssigned: earliest.map((activity) => summary(activity, idField, fields.status)) };
}
