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

/**
 * Whether a hash route (query allowed) opens a screen that needs a session: a resource's
 * generated screens (`/activities`, `/activities/1/show`) or a hand-written page that is not
 * public. What `/login/{route}` may send the user to after sign-in.
 */
export function isSignedInRoute(model: RegistrySummary, pages: PageCatalogue, route: string): boolean {
  const pathname = route.split('?')[0] ?? route;
  if (!pathname.startsWith('/') || pathname.startsWith('//')) return false;
  const page = pages.pageOf(pathname);
  if (page) return page.access !== 'public';
  return [...resourceRoutes(model)].some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
