import { pathSegments } from '../http/routeTable';
import type { ApiRoute } from './apiRoute';

/** Routes as their module declares them: `origin` names the place (`resource user`, `feature fic`). */
export interface RouteGroup {
  origin: string;
  routes: readonly ApiRoute[];
}

/** A method and path with every parameter written `:`: two routes clash when these are equal. */
function callOf(route: ApiRoute): string {
  return `${route.method} ${pathSegments(route.pattern)
    .map((segment) => (segment.startsWith(':') ? ':' : segment.toLowerCase()))
    .join('/')}`;
}

/**
 * Calls answered by two routes (the same method and path, parameters aside), each named
 * with both places: the route table would answer only the first, so the other's rules and
 * documentation would be about a route that never runs.
 */
export function duplicateRoutes(groups: readonly RouteGroup[]): string[] {
  const first = new Map<string, { origin: string; pattern: string }>();
  const clashes: string[] = [];
  for (const { origin, routes } of groups) {
    for (const route of routes) {
      const call = callOf(route);
      const earlier = first.get(call);
      if (!earlier) first.set(call, { origin, pattern: route.pattern });
      else clashes.push(`${route.method} /${route.pattern} (${origin}) is already answered by ${route.method} /${earlier.pattern} (${earlier.origin})`);
    }
  }
  return clashes;
}

/** The demo API refuses to start with two routes for one call; `clashes` names each pair. */
export class RouteClashError extends Error {
  constructor(readonly clashes: readonly string[]) {
    super(`Two routes answer the same call:\n${clashes.map((clash) => `  ${clash}`).join('\n')}`);
    this.name = 'RouteClashError';
  }
}
