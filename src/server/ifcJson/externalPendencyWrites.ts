import type { FieldErrorBody } from '../../framework/data/apiConventions';
import type { ResourceModel } from '../../framework/registry/types';
import { assertInProject } from '../auth/projectView';
import { ApiError } from '../http/apiError';
import type { RecordService } from '../records/recordService';
import { validationError } from '../records/validationError';
import type { StoredRecord } from '../store/readCollectionFile';
import type { IfcJsonCaller } from './ifcJsonCaller';

/** The external system's own id of a pendency: read-only in the admin, given by the external system here. */
const EXTERNAL_ID_FIELD = 'pendencyId';
const EXTERNAL_ID_MAX = 60;

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function externalIdOf(body: unknown, resource: ResourceModel): string | undefined {
  const value = isObject(body) ? body[EXTERNAL_ID_FIELD] : undefined;
  if (value === undefined) return undefined;
  if (typeof value === 'string' && value.length <= EXTERNAL_ID_MAX) return value;
  const error: FieldErrorBody =
    typeof value === 'string'
      ? { field: EXTERNAL_ID_FIELD, keyword: 'maxLength', message: 'validation.maxLength', params: { limit: EXTERNAL_ID_MAX } }
      : { field: EXTERNAL_ID_FIELD, keyword: 'type', message: 'validation.type', params: { type: 'string' } };
  throw validationError([error], resource.errors);
}

/**
 * `POST /api/v1/pendency`: a pendency sent by the external system. The body is checked
 * like any pendency write (schema, references; 400 with field errors); it is stored as
 * external (`isInternal: false`, `source: EXTERNAL_API`, origin EXTERNAL_SYSTEM), as a
 * draft unless a status is given, in the request's project, with the next public code.
 */
export function createExternalPendency(resource: ResourceModel, records: RecordService, caller: IfcJsonCaller, body: unknown): StoredRecord {
  const externalId = externalIdOf(body, resource);
  const { view } = caller;
  const input = isObject(body) ? { status: 'DRAFT', pendencyOrigin: { originType: 'EXTERNAL_SYSTEM' }, ...body, ...(view.all ? {} : { projectId: view.projectId }) } : body;
  // The public code comes from the resource's generatedCodes; the status is the external system's.
  const created = records.create(resource, input, { byOwner: true });
  const collection = records.options.store.collection(resource.name);
  const external = { ...created, isInternal: false, source: 'EXTERNAL_API', ...(externalId === undefined ? {} : { [EXTERNAL_ID_FIELD]: externalId }) };
  collection.replace(external);
  return external;
}

/** The pendency with public code `publicId` in the caller's view: 404 when none, 400 RESOURCE-IS-FROM-ANOTHER-PROJECT outside it. */
export function pendencyByPublicId(resource: ResourceModel, records: RecordService, caller: IfcJsonCaller, publicId: string): StoredRecord {
  const found = records.list(resource).find((record) => record.publicId === publicId);
  if (!found) throw new ApiError(404, { error: 'NOT_FOUND', message: 'ra.notification.item_doesnt_exist', publicId });
  const field = resource.projectScope?.field;
  if (field) assertInProject(found, field, caller.view);
  return found;
}

/**
 * `PUT /api/v1/pendency/{publicId}`: the external system changes one of its pendencies.
 * The fields sent replace those stored (the others stay) and the result is checked like
 * any pendency write. A pendency created in Certificare is changed only there (400
 * USER_WITHOUT_PERMISSION, the code the admin uses for the opposite case).
 */
export function updateExternalPendency(resource: ResourceModel, records: RecordService, caller: IfcJsonCaller, publicId: string, body: unknown): StoredRecord {
  const existing = pendencyByPublicId(resource, records, caller, publicId);
  if (existing.isInternal !== false) {
    throw new ApiError(400, { error: 'USER_WITHOUT_PERMISSION', message: 'USER_WITHOUT_PERMISSION', reason: `${publicId} was created in Certificare and is changed only there.` });
  }
  const input = isObject(body) ? { ...existing, ...body, projectId: existing.projectId } : body;
  // The external system owns its pendencies' status: no Certificare transition applies.
  return records.replace(resource, String(existing._id), input, { byOwner: true });
}
