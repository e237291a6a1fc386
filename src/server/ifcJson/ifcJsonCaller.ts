import type { ResourceModel } from '../../framework/registry/types';
import { projectsOfRecord, projectViewOf, type ProjectView } from '../auth/projectView';
import type { RequestUser } from '../auth/requestUser';
import type { StoredRecord } from '../store/readCollectionFile';

/** Who calls an `/api/v1` route and which projects they see. */
export interface IfcJsonCaller {
  user: RequestUser;
  view: ProjectView;
  /** Whether a record of `resource` lies in the caller's view (always, for a resource without project scope). */
  sees(resource: ResourceModel, record: StoredRecord): boolean;
}

/**
 * The caller of an `/api/v1` route (whom its contract has let in) and the project of the
 * request, as the rest of the API reads it (400 USER-WITHOUT-PROJECT, 403 PROJECT_ACCESS_DENIED).
 */
export function ifcJsonCaller(user: RequestUser): IfcJsonCaller {
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
