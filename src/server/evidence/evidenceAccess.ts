import { canPerform } from '../../framework/registry/access';
import type { Operation, RegistryModel, ResourceModel } from '../../framework/registry/types';
import { assertInProject, projectViewOf } from '../auth/projectView';
import { forbidden } from '../auth/protectResourceRoute';
import type { RequestUser } from '../auth/requestUser';
import { ApiError } from '../http/apiError';
import type { RecordService } from '../records/recordService';
import type { ApiRequest } from '../routes/apiRoute';
import type { StoredRecord } from '../store/readCollectionFile';

/** The resources evidence belongs to. */
export const EVIDENCE = { activity: 'activity', task: 'activity-task', taskDefinition: 'task', taskActivity: 'activityId', medias: 'medias' } as const;

export function resourceNamed(model: RegistryModel, name: string): ResourceModel | undefined {
  return model.resources.find((candidate) => candidate.name === name);
}

/** The caller, refused with 401 when signed out and 403 when its roles may not do `operation` on `resource`. */
export function callerFor(resource: ResourceModel, operation: Operation, request: ApiRequest): RequestUser {
  const user = request.user;
  if (!user) throw new ApiError(401, { error: 'UNAUTHENTICATED', message: 'Sign in first: this call needs an Authorization: Bearer <access_token> header.' });
  if (!canPerform(resource.access, operation, user.roles)) throw forbidden(`${operation} ${resource.name}`, resource.access[operation]);
  return user;
}

/** A record the caller may reach: 404 for an unknown id, 400 RESOURCE-IS-FROM-ANOTHER-PROJECT outside its project. */
export function reachableRecord(records: RecordService, resource: ResourceModel, id: string, user: RequestUser): StoredRecord {
  const record = records.get(resource, id);
  const field = resource.projectScope?.field;
  if (field) assertInProject(record, field, projectViewOf(user));
  return record;
}
