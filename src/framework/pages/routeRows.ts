import type { PageCatalogue } from './pageCatalogue';
import type { PageAccess } from './pageDeclaration';

/** A route of the app and who may open it. */
export interface RouteRow {
  /** react-router pattern of the hash path. */
  path: string;
  access: PageAccess;
}

/**
 * The app's route table: each page's route, then the route of each resource screen the app
 * guards (from the registry; a screen naming no resource of it has none).
 */
export function routeRows(catalogue: PageCatalogue, resources: readonly { name: string; route: string }[]): RouteRow[] {
  const routeOf = new Map(resources.map((resource) => [resource.name, resource.route]));
  const screens = catalogue.resourceScreens.flatMap((screen) => {
    const route = routeOf.get(screen.resource);
    return route === undefined ? [] : [{ path: `/${route}`, access: screen.access }];
  });
  return [...catalogue.pages.map(({ path, access }) => ({ path, access })), ...screens];
}

/** Paths given more than once (react-router matches them case-insensitively, so case is ignored). */
export function duplicatePaths(paths: readonly string[]): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const path of paths.map((each) => each.toLowerCase())) (seen.has(path) ? twice : seen).add(path);
  return [...twice];
}
