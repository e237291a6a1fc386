import type { RegistryModel, ResourceModel } from '../../framework/registry/types';
import type { RecordService } from '../records/recordService';
import type { StoredRecord } from '../store/readCollectionFile';
import { assertInScope, type RecordScope } from '../scope/recordScope';

/** The resources evidence belongs to. */
export const EVIDENCE = { activity: 'activity', task: 'activity-task', taskDefinition: 'task', taskActivity: 'activityId', medias: 'medias' } as const;

export function resourceNamed(model: RegistryModel, name: string): ResourceModel | undefined {
  return model.resources.find((candidate) => candidate.name === name);
}

/** A record the caller may reach: 404 for an unknown id, 400 RESOURCE-IS-FROM-ANOTHER-PROJECT outside its project or chosen scope. */
export function reachableRecord(records: RecordService, resource: ResourceModel, id: string, scope: RecordScope): StoredRecord {
  const record = records.get(resource, id);
  assertInScope(record, resource, scope);
  return record;
}
