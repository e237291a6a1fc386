import type { RegistryModel, ResourceModel } from '../../framework/registry/types';
import { protectResourceRoute } from '../auth/protectResourceRoute';
import type { RecordService } from '../records/recordService';
import { createRecordScopeOf, type RecordScopeOf } from '../scope/recordScope';
import { actionRoutes } from './actionRoutes';
import { trimSlashes, type ResourceRoute } from './apiRoute';
import type { RouteGroup } from './duplicateRoutes';
import { paginatedRoutes } from './paginatedRoutes';
import { readsNoQuery } from './readsNoQuery';
import { simpleRestRoutes } from './simpleRestRoutes';

/**
 * The routes of one resource, unprotected: its actions and CRUD in its API style; a
 * `viewOf` resource its list alone. Only a list reads query parameters: every other route
 * refuses them (readsNoQuery).
 */
export function routesOfResource(resource: ResourceModel, records: RecordService, scopeOf: RecordScopeOf): ResourceRoute[] {
  const served = [
    ...actionRoutes(resource, records, scopeOf),
    ...(resource.api.style === 'simple-rest' ? simpleRestRoutes(resource, records) : paginatedRoutes(resource, records)),
  ];
  const routes = served.map((route) => (route.operation === 'list' && !route.action ? route : readsNoQuery(route)));
  if (resource.viewOf === undefined) return routes;
  const listPath = trimSlashes(resource.api.list.path);
  return routes.filter((route) => route.method === 'GET' && route.pattern === listPath && !route.action);
}

/** Every resource's routes, one group a resource, behind its access rules and project scope. */
export function resourceRouteGroups(model: RegistryModel, records: RecordService, scopeOf: RecordScopeOf = createRecordScopeOf(model, records)): RouteGroup[] {
  return model.resources.map((resource) => ({
    origin: `resource "${resource.name}" (${resource.file})`,
    routes: routesOfResource(resource, records, scopeOf).map((route) => protectResourceRoute(resource, route, { records, scopeOf })),
  }));
}

/** Every route of every resource of the model, in the resource's API style, behind its access rules and project scope. */
export function resourceRoutes(model: RegistryModel, records: RecordService): ResourceRoute[] {
  return resourceRouteGroups(model, records).flatMap((group) => group.routes as ResourceRoute[]);
}
