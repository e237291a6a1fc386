import type { FicLastUpdate } from '../../contracts/fic';
import { isSoftDeleted } from '../../framework/query/isSoftDeleted';
import type { RecordService } from '../records/recordService';
import type { StoredRecord } from '../store/readCollectionFile';
import type { FicCaller } from './ficCaller';
import { FIC_CODES, itemError, type FicItemError } from './ficCodes';
import { FIC_SOURCE } from './ficImported';
import type { FicResources } from './ficResources';
import type { FicSimulator } from './ficSimulator';

/** FIC refuses the update of one activity in this many (by the number of its external id): the simulated partial update. */
const REFUSED_EVERY = 13;

/** The FIC activities of the caller's project (soft-deleted ones left out). */
export function ficActivities(records: RecordService, resources: FicResources, projectId: string): StoredRecord[] {
  return records
    .list(resources.activity)
    .filter((record) => record.source === FIC_SOURCE && record.projectId === projectId && !isSoftDeleted(resources.activity, record));
}

function refusalOf(activity: StoredRecord): FicItemError | undefined {
  const id = String(activity._id);
  if (typeof activity.disciplineId !== 'string') return itemError(id, FIC_CODES.withoutDiscipline);
  const number = Number(/(\d+)$/.exec(String(activity.externalId ?? ''))?.[1] ?? NaN);
  return Number.isInteger(number) && number % REFUSED_EVERY === 0 ? itemError(id, FIC_CODES.fail) : undefined;
}

/**
 * Sends the task statuses of `activities` to FIC (spec §7 update-status calls): each is
 * updated, or refused (no discipline; FIC refusing one in REFUSED_EVERY). Unknown ids are
 * OP_NOT_FOUND. The outcome is the project's last update (the banner of the update page).
 */
export function sendTaskStatuses(
  simulator: FicSimulator,
  caller: FicCaller,
  activities: readonly StoredRecord[],
  unknownIds: readonly string[],
  now: Date,
): FicLastUpdate {
  const errors: FicItemError[] = unknownIds.map((id) => itemError(id, FIC_CODES.notFound));
  const updatedActivitiesId: string[] = [];
  for (const activity of activities) {
    const refusal = refusalOf(activity);
    if (refusal) errors.push(refusal);
    else updatedActivitiesId.push(String(activity._id));
  }
  const update: FicLastUpdate = { date: now.toISOString(), total: activities.length + unknownIds.length, updatedActivitiesId, errors };
  simulator.setLastUpdate(caller.projectId, update);
  return update;
}
