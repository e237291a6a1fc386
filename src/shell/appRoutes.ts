import { createPathAliases, type PathAliases } from '../framework/routing/pathAliases';
import type { RegistrySummary } from '../framework/registry/resourceDetails';
import { ROUTE_ACCESS, rowOfPath, type RouteAccess } from './routeAccess';

/** The routes of the spec's table that a resource's generated screens answer (`/activities`). */
export function resourceRoutes(model: RegistrySummary): Set<string> {
  return new Set(model.resources.map((resource) => `/${resource.route}`));
}

/** The rows of the route table a hand-written page answers: every row no resource serves. */
export function pageRoutes(model: RegistrySummary, table: readonly RouteAccess[] = ROUTE_ACCESS): RouteAccess[] {
  const served = resourceRoutes(model);
  return table.filter((row) => !served.has(row.path));
}

/** Public paths of the resources, the hand-written pages' paths left as they are. */
export function appPathAliases(model: RegistrySummary): PathAliases {
  const pageOf = rowOfPath(pageRoutes(model));
  return createPathAliases(
    model.resources.map((resource) => ({ internal: resource.name, public: resource.route })),
    (pathname) => pageOf(pathname) !== undefined,
  );
}
