import type { PageCatalogue } from '../framework/pages/pageCatalogue';
import type { RegistrySummary } from '../framework/registry/resourceDetails';
import { createPathAliases, type PathAliases } from '../framework/routing/pathAliases';

/** The routes a resource's generated screens answer (`/activities`). */
export function resourceRoutes(model: RegistrySummary): Set<string> {
  return new Set(model.resources.map((resource) => `/${resource.route}`));
}

/** Public paths of the resources, the hand-written pages' paths left as they are. */
export function appPathAliases(model: RegistrySummary, pages: PageCatalogue): PathAliases {
  return createPathAliases(
    model.resources.map((resource) => ({ internal: resource.name, public: resource.route })),
    (pathname) => pages.pageOf(pathname) !== undefined,
  );
}
