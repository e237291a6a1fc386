import {
  CREATE_IFC_PENDENCY,
  IFC_PENDENCIES,
  IFC_PENDENCIES_OF_CLASSIFICATION,
  IFC_PENDENCIES_OF_ELEMENT,
  IFC_PENDENCIES_OF_PROJECT,
  IFC_PENDENCIES_OF_STATUS,
  IFC_PENDENCY,
  IFC_PENDENCY_CLASSIFICATIONS,
  IFC_PENDENCY_STATUSES,
  UPDATE_IFC_PENDENCY,
  type IfcPendencyClassification,
  type IfcPendencyStatus,
} from '../../contracts/ifcJson';
import type { AccessOfResource } from '../../framework/contracts/callAccess';
import { enumChoices, propertySchema } from '../../framework/registry/schemaProperties';
import type { ResourceModel } from '../../framework/registry/types';
import { assertInProject } from '../auth/projectView';
import { ApiError } from '../http/apiError';
import { contractRoute } from '../http/contractRoute';
import type { RecordService } from '../records/recordService';
import type { ApiRoute } from '../routes/apiRoute';
import type { RecordScopeOf } from '../scope/recordScope';
import type { StoredRecord } from '../store/readCollectionFile';
import { createExternalPendency, pendencyByPublicId, updateExternalPendency } from './externalPendencyWrites';
import { ifcJsonCaller, type IfcJsonCaller } from './ifcJsonCaller';
import { ifcJsonDocument } from './ifcJsonDocument';
import { pendencyObject } from './ifcJsonObjects';
import type { IfcJsonResourceName } from './ifcJsonResources';

/**
 * The `/api/v1` calls on pendencies (src/contracts/ifcJson.ts; the IFC-JSON specifications
 * page shows each): lists (all, by project, classification, status or element), one by its
 * public code, create and update from the external system, and the possible
 * classifications and statuses. Pendencies are those of the request's project, as
 * everywhere in the API.
 */
export function ifcJsonPendencyRoutes(
  resources: Record<IfcJsonResourceName, ResourceModel>,
  records: RecordService,
  accessOf: AccessOfResource,
  scopeOf: RecordScopeOf,
): ApiRoute[] {
  const { pendency, project, element } = resources;
  const document = <T>(data: T[]) => ifcJsonDocument(data, { now: records.options.now() });
  const answer = <T>(data: T[]) => ({ status: 200, body: document(data) });
  // The pendency's own choices (its schema, its status value set): the contract names the same (ifcJsonRoutes.test).
  const classifications = enumChoices(propertySchema(pendency.schema, 'classification')).map((choice): IfcPendencyClassification => ({
    type: 'PendencyClassification',
    value: choice.value as IfcPendencyClassification['value'],
  }));
  const statuses = (pendency.valueSetModels?.status?.values ?? []).map((entry): IfcPendencyStatus => ({
    type: 'PendencyStatus',
    value: entry.value as IfcPendencyStatus['value'],
    activityStatus: Number(entry.as),
  }));

  /** The pendencies in the caller's view that `keep` accepts. */
  const listWhere = (caller: IfcJsonCaller, keep: (record: StoredRecord) => boolean) =>
    answer(
      records
        .list(pendency)
        .filter((record) => caller.sees(pendency, record) && keep(record))
        .map(pendencyObject),
    );

  return [
    contractRoute(IFC_PENDENCIES, accessOf, ({ user }) => listWhere(ifcJsonCaller(user), () => true)),
    contractRoute(IFC_PENDENCY_CLASSIFICATIONS, accessOf, ({ user }) => {
      ifcJsonCaller(user);
      return answer(classifications);
    }),
    contractRoute(IFC_PENDENCY_STATUSES, accessOf, ({ user }) => {
      ifcJsonCaller(user);
      return answer(statuses);
    }),
    contractRoute(IFC_PENDENCY, accessOf, ({ user, params }) =>
      answer([pendencyObject(pendencyByPublicId(pendency, records, ifcJsonCaller(user), params.publicId))]),
    ),
    contractRoute(IFC_PENDENCIES_OF_PROJECT, accessOf, ({ user, params }) => {
      ifcJsonCaller(user);
      const projectId = String(records.get(project, params.projectId)._id);
      if (!user.roles.includes('ADMIN') && !user.projectIds.includes(projectId)) {
        throw new ApiError(403, { error: 'PROJECT_ACCESS_DENIED', message: `Project ${projectId} is not one of your projects.`, projectId });
      }
      return answer(
        records
          .list(pendency)
          .filter((record) => record.projectId === projectId)
          .map(pendencyObject),
      );
    }),
    contractRoute(IFC_PENDENCIES_OF_CLASSIFICATION, accessOf, ({ user, params }) =>
      listWhere(ifcJsonCaller(user), (record) => record.classification === params.classification),
    ),
    contractRoute(IFC_PENDENCIES_OF_STATUS, accessOf, ({ user, params }) => listWhere(ifcJsonCaller(user), (record) => record.status === params.status)),
    contractRoute(IFC_PENDENCIES_OF_ELEMENT, accessOf, ({ user, params }) => {
      const caller = ifcJsonCaller(user);
      const found = records.get(element, params.elementId);
      const field = element.projectScope?.field;
      if (field) assertInProject(found, field, caller.view);
      const elementId = String(found._id);
      return listWhere(caller, (record) => Array.isArray(record.elements) && record.elements.includes(elementId));
    }),
    contractRoute(CREATE_IFC_PENDENCY, accessOf, ({ user, body }) => ({
      status: 201,
      body: document([pendencyObject(createExternalPendency(pendency, records, ifcJsonCaller(user), body, scopeOf(user)))]),
    })),
    contractRoute(UPDATE_IFC_PENDENCY, accessOf, ({ user, params, body }) =>
      answer([pendencyObject(updateExternalPendency(pendency, records, ifcJsonCaller(user), params.publicId, body))]),
    ),
  ];
}
