import { statSync } from 'node:fs';
import { isSoftDeleted } from '../../framework/query/isSoftDeleted';
import type { ResourceModel } from '../../framework/registry/types';
import type { RecordService } from '../records/recordService';
import type { StoredRecord } from '../store/readCollectionFile';
import { isLocalMediaUrl, mediaPath, mediasOf, type StoredMedia } from '../evidence/storedMedia';
import type { InstanceStep } from './instanceSteps';

/** The records that hold an instance's evidence: the element's activities and their tasks (each naming its product task). */
export interface MediaSources {
  activity: ResourceModel;
  activityTask: ResourceModel;
  /** activity → element, activity task → activity and → product task. */
  fields: { activityElement: string; taskActivity: string; productTask: string };
}

/** One evidence file of an instance, on disk. */
export interface InstanceFile {
  step: InstanceStep;
  media: StoredMedia;
  path: string;
  size: number;
}

export function stepsOf(instance: StoredRecord): InstanceStep[] {
  const steps = instance.steps;
  return Array.isArray(steps) ? (steps as InstanceStep[]).filter((step) => typeof step === 'object' && step !== null && typeof step._id === 'string') : [];
}

/**
 * The evidence of an instance's steps: the files of the activity tasks, on the activities
 * of the instance's element, whose product task is one of the step's tasks (an instance
 * has no tasks of its own: its work is done in the element's activities). Files missing
 * on disk and outside addresses are left out.
 */
export function instanceFiles(instance: StoredRecord, sources: MediaSources, records: RecordService, dataDir: string): InstanceFile[] {
  const { activity, activityTask, fields } = sources;
  const elementId = instance.elementId;
  if (typeof elementId !== 'string') return [];
  const activities = new Set(
    records
      .list(activity)
      .filter((record) => record[fields.activityElement] === elementId && !isSoftDeleted(activity, record))
      .map((record) => record[activity.api.idField]),
  );
  if (activities.size === 0) return [];
  const tasks = records.list(activityTask).filter((record) => activities.has(record[fields.taskActivity]) && !isSoftDeleted(activityTask, record));
  return stepsOf(instance).flatMap((step) =>
    tasks
      .filter((task) => step.tasks.includes(String(task[fields.productTask])))
      .flatMap((task) =>
        mediasOf(task).flatMap((media) => {
          if (!isLocalMediaUrl(media.mediaUrl)) return [];
          const path = mediaPath(dataDir, media.mediaUrl);
          const stat = statSync(path, { throwIfNoEntry: false });
          return stat?.isFile() ? [{ step, media, path, size: stat.size }] : [];
        }),
      ),
  );
}
