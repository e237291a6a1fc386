import type { NewPendency, PendencyChange } from '../../contracts/ifcJson';
import type { ResourceModel } from '../../framework/registry/types';
import { assertInProject } from '../auth/projectView';
import { ApiError, ruleRefusal } from '../http/apiError';
import { checkReferences } from '../rules/checkReferences';
import type { RecordService } from '../records/recordService';
import type { StoredRecord } from '../store/readCollectionFile';
import { contractOutsideProject, type RecordScope } from '../scope/recordScope';
import type { IfcJsonCaller } from './ifcJsonCaller';

/** The external system's own id of a pendency: read-only in the admin, given by the external system here. */
const EXTERNAL_ID_FIELD = 'pendencyId';

/**
 * 400 REFERENCE_NOT_FOUND for the fields of `fields` naming no record: the ids fit the
 * contract's schema, the records are not there (the write's own check would say
 * VALIDATION_ERROR, which tells the caller the schema refuses them).
 */
function checkReferencesSent(resource: ResourceModel, records: RecordService, fields: Readonly<Record<string, unknown>>): void {
  const errors = checkReferences(resource, fields, records.exists);
  if (errors.length > 0) throw ruleRefusal('REFERENCE_NOT_FOUND', `No record has the id given in ${errors.map((error) => error.field).join(', ')}`, errors);
}

/**
 * The contract chosen in the tree (`scope`), on a resource that keeps one: a global admin's
 * pendency goes to the contract's project, and one naming another project is refused (403
 * SCOPE_OUTSIDE_PROJECT). (Anyone else's project was checked against the contract before.)
 */
function inContract(resource: ResourceModel, scope: RecordScope, projectId: string | undefined): Record<string, string> {
  const projectScope = resource.projectScope;
  const field = projectScope?.contractField;
  if (projectScope === undefined || field === undefined || scope.contractId === undefined) return {};
  const [contractProject] = scope.projectIds ?? [];
  if (!scope.view.all || contractProject === undefined) return { [field]: scope.contractId };
  if (projectId !== undefined && projectId !== contractProject) throw contractOutsideProject(scope.contractId, projectId);
  return { [field]: scope.contractId, [projectScope.field]: contractProject };
}

/**
 * `POST /api/v1/pendency`: a pendency sent by the external system (its fields checked by
 * the contract). Its references must name records (400 REFERENCE_NOT_FOUND); it is then
 * checked like any pendency write (schema; 400 with field errors) and stored as external (`isInternal: false`, `source: EXTERNAL_API`, origin
 * EXTERNAL_SYSTEM), as a draft unless a status is given, in the request's project and the
 * contract chosen in the scope tree, with the next public code.
 */
export function createExternalPendency(
  resource: ResourceModel,
  records: RecordService,
  caller: IfcJsonCaller,
  body: NewPendency,
  scope: RecordScope,
): StoredRecord {
  const { pendencyId: externalId, ...fields } = body;
  const { view } = caller;
  checkReferencesSent(resource, records, fields);
  const input = {
    status: 'DRAFT',
    pendencyOrigin: { originType: 'EXTERNAL_SYSTEM' },
    ...fields,
    ...(view.all ? {} : { projectId: view.projectId }),
    ...inContract(resource, scope, fields.projectId),
  };
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
 * The fields sent replace those stored (the others stay): their references must name
 * records (400 REFERENCE_NOT_FOUND), and the result is checked like any pendency write. A pendency created in Certificare is changed only there (400
 * USER_WITHOUT_PERMISSION, the code the admin uses for the opposite case).
 */
export function updateExternalPendency(
  resource: ResourceModel,
  records: RecordService,
  caller: IfcJsonCaller,
  publicId: string,
  body: PendencyChange,
): StoredRecord {
  const existing = pendencyByPublicId(resource, records, caller, publicId);
  if (existing.isInternal !== false) {
    throw new ApiError(400, {
      error: 'USER_WITHOUT_PERMISSION',
      message: 'USER_WITHOUT_PERMISSION',
      reason: `${publicId} was created in Certificare and is changed only there.`,
    });
  }
  checkReferencesSent(resource, records, body);
  // The external system owns its pendencies' status: no Certificare transition applies.
  return records.replace(resource, String(existing._id), { ...existing, ...body }, { byOwner: true });
}
