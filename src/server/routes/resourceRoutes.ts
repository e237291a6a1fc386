import type { RegistryModel } from '../../framework/registry/types';
import { protectResourceRoute } from '../auth/protectResourceRoute';
import type { RecordService } from '../records/recordService';
import { actionRoutes } from './actionRoutes';
import type { ApiRoute } from './apiRoute';
import { paginatedRoutes } from './paginatedRoutes';
import { simpleRestRoutes } from './simpleRestRoutes';

/** Every route of every resource of the model, in the resource's API style, behind its access rules and project scope. */
export function resourceRoutes(model: RegistryModel, records: RecordService): ApiRoute[] {
  return model.resources.flatMap((resource) =>
    [...actionRoutes(resource, records), ...(resource.api.style === 'simple-rest' ? simpleRestRoutes(resource, records) : paginatedRoutes(resource, records))].map((route) =>
      protectResourceRoute(resource, route, records),
    ),
  );
}
