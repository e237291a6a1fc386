import { canPerform } from '../../framework/registry/access';
import type { Operation, ResourceModel } from '../../framework/registry/types';
import { forbidden } from '../auth/protectResourceRoute';
import { projectsOfRecord, projectViewOf, type ProjectView } from '../auth/projectView';
import type { RequestUser } from '../auth/requestUser';
import { ApiError } from '../http/apiError';
import type { ApiRequest } from '../routes/apiRoute';
import type { StoredRecord } from '../store/readCollectionFile';

/** Who calls an `/api/v1` route and which projects they see. */
export interface IfcJsonCaller {
  user: RequestUser;
  view: ProjectView;
  /** Whether a record of `resource` lies in the caller's view (always, for a resource without project scope). */
  sees(resource: ResourceModel, record: StoredRecord): boolean;
}

/**
 * The caller of an `/api/v1` route, checked as the rest of the API checks it: signed in
 * (401), a role the resource's `access` allows for `operation` (403 FORBIDDEN), and the
 * project of the request (400 USER-WITHOUT-PROJECT, 403 PROJECT_ACCESS_DENIED).
 */
export function ifcJsonCaller(request: ApiRequest, resource: ResourceModel, operation: Operation): IfcJsonCaller {
  const { user } = request;
  if (!user) throw new ApiError(401, { error: 'UNAUTHENTICATED', message: 'Sign in first: this call needs an Authorization: Bearer <access_token> header.' });
  if (!canPerform(resource.access, operation, user.roles)) throw forbidden(`${operation} ${resource.name}`, resource.access[operation]);
  const view = projectViewOf(user);
  return {
    user,
    view,
    sees(scoped, record) {
      const field = scoped.projectScope?.field;
      return view.all || field === undefined || projectsOfRecord(record, field).includes(view.projectId);
    },
  };
}
