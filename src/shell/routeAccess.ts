import { SPEC_ROUTES } from './specRoutes';

/**
 * The spec's routes under the name the registry check reads (src/build/checkProject.ts);
 * the app reads none of it. Once the check reads SPEC_ROUTES, this file goes.
 */
export const ROUTE_ACCESS: readonly { path: string }[] = SPEC_ROUTES.map((path) => ({ path }));
