import type { RegistryModel, ResourceModel } from '../../framework/registry/types';
import { assertInProject, projectViewOf } from '../auth/projectView';
import type { RequestUser } from '../auth/requestUser';
import type { RecordService } from '../records/recordService';
import type { StoredRecord } from '../store/readCollectionFile';

/** The resources evidence belongs to. */
export const EVIDENCE = { activity: 'activity', task: 'activity-task', taskDefinition: 'task', taskActivity: 'activityId', medias: 'medias' } as const;

export function resourceNamed(model: RegistryModel, name: string): ResourceModel | undefined {
  return model.resources.find((candidate) => candidate.name === name);
}

/** A record the caller may reach: 404 for an unknown id, 400 RESOURCE-IS-FROM-ANOTHER-PROJECT outside its project. */
export function reachableRecord(records: RecordService, resource: ResourceModel, id: string, user: RequestUser): StoredRecord {
  const record = records.get(resource, id);
  const field = resource.projectScope?.field;
  if (field) assertInProject(record, field, projectViewOf(user));
  return record;
}
