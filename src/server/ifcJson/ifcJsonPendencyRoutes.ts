import type { FieldErrorBody } from '../../framework/data/apiConventions';
import { enumChoices, propertySchema } from '../../framework/registry/schemaProperties';
import type { ResourceModel } from '../../framework/registry/types';
import { assertInProject } from '../auth/projectView';
import { ApiError } from '../http/apiError';
import type { RecordService } from '../records/recordService';
import { validationError } from '../records/validationError';
import type { ApiRequest, ApiRoute } from '../routes/apiRoute';
import type { StoredRecord } from '../store/readCollectionFile';
import { createExternalPendency, pendencyByPublicId, updateExternalPendency } from './externalPendencyWrites';
import { ifcJsonCaller, type IfcJsonCaller } from './ifcJsonCaller';
import { ifcJsonDocument, type IfcJsonObject } from './ifcJsonDocument';
import { pendencyObject } from './ifcJsonObjects';
import type { IfcJsonResourceName } from './ifcJsonResources';

/**
 * The `/api/v1` calls on pendencies (the IFC-JSON specifications page documents each):
 * lists (all, by project, classification, status or element), one by its public code,
 * create and update from the external system, and the possible classifications and
 * statuses. Pendencies are those of the request's project, as everywhere in the API.
 */
export function ifcJsonPendencyRoutes(resources: Record<IfcJsonResourceName, ResourceModel>, records: RecordService): ApiRoute[] {
  const { pendency, project, element } = resources;
  const answer = (data: IfcJsonObject[], status = 200) => ({ status, body: ifcJsonDocument(data, { now: records.options.now() }) });
  const classifications = enumChoices(propertySchema(pendency.schema, 'classification')).map((choice) => String(choice.value));
  const statuses = pendency.valueSetModels?.status?.values ?? [];

  /** 400 in the shape of a refused write, for a path value that is none of `allowed`. */
  const checkValue = (field: string, value: string | undefined, allowed: readonly string[]): string => {
    if (value !== undefined && allowed.includes(value)) return value;
    const error: FieldErrorBody = { field, keyword: 'enum', message: 'validation.enum', params: { value, allowedValues: allowed } };
    throw validationError([error], pendency.errors);
  };
  /** The pendencies in the caller's view that `keep` accepts. */
  const listWhere = (caller: IfcJsonCaller, keep: (record: StoredRecord) => boolean) =>
    answer(records.list(pendency).filter((record) => caller.sees(pendency, record) && keep(record)).map(pendencyObject));
  const lister = (request: ApiRequest) => ifcJsonCaller(request, pendency, 'list');

  return [
    { method: 'GET', pattern: 'v1/pendency', readsBody: false, handle: (request) => listWhere(lister(request), () => true) },
    {
      method: 'GET',
      pattern: 'v1/pendency/classifications',
      readsBody: false,
      handle(request) {
        lister(request);
        return answer(classifications.map((value) => ({ type: 'PendencyClassification', value })));
      },
    },
    {
      method: 'GET',
      pattern: 'v1/pendency/statuses',
      readsBody: false,
      handle(request) {
        lister(request);
        return answer(statuses.map((entry) => ({ type: 'PendencyStatus', value: entry.value, activityStatus: entry.as })));
      },
    },
    {
      method: 'GET',
      pattern: 'v1/pendency/:publicId',
      readsBody: false,
      handle(request) {
        const caller = ifcJsonCaller(request, pendency, 'show');
        return answer([pendencyObject(pendencyByPublicId(pendency, records, caller, request.params.publicId ?? ''))]);
      },
    },
    {
      method: 'GET',
      pattern: 'v1/pendency/project/:projectId',
      readsBody: false,
      handle(request) {
        const caller = lister(request);
        const projectId = String(records.get(project, request.params.projectId ?? '')._id);
        const { user } = caller;
        if (!user.roles.includes('ADMIN') && !user.projectIds.includes(projectId)) {
          throw new ApiError(403, { error: 'PROJECT_ACCESS_DENIED', message: `Project ${projectId} is not one of your projects.`, projectId });
        }
        return answer(records.list(pendency).filter((record) => record.projectId === projectId).map(pendencyObject));
      },
    },
    {
      method: 'GET',
      pattern: 'v1/pendency/classification/:classification',
      readsBody: false,
      handle(request) {
        const caller = lister(request);
        const classification = checkValue('classification', request.params.classification, classifications);
        return listWhere(caller, (record) => record.classification === classification);
      },
    },
    {
      method: 'GET',
      pattern: 'v1/pendency/status/:status',
      readsBody: false,
      handle(request) {
        const caller = lister(request);
        const status = checkValue('status', request.params.status, statuses.map((entry) => String(entry.value)));
        return listWhere(caller, (record) => record.status === status);
      },
    },
    {
      method: 'GET',
      pattern: 'v1/pendency/element/:elementId',
      readsBody: false,
      handle(request) {
        const caller = lister(request);
        const found = records.get(element, request.params.elementId ?? '');
        const field = element.projectScope?.field;
        if (field) assertInProject(found, field, caller.view);
        const elementId = String(found._id);
        return listWhere(caller, (record) => Array.isArray(record.elements) && record.elements.includes(elementId));
      },
    },
    {
      method: 'POST',
      pattern: 'v1/pendency',
      readsBody: true,
      handle(request) {
        const caller = ifcJsonCaller(request, pendency, 'create');
        return answer([pendencyObject(createExternalPendency(pendency, records, caller, request.body))], 201);
      },
    },
    {
      method: 'PUT',
      pattern: 'v1/pendency/:publicId',
      readsBody: true,
      handle(request) {
        const caller = ifcJsonCaller(request, pendency, 'edit');
        return answer([pendencyObject(updateExternalPendency(pendency, records, caller, request.params.publicId ?? '', request.body))]);
      },
    },
  ];
}
