import { ApiError } from '../http/apiError';
import type { ResourceRoute } from './apiRoute';

/**
 * The route, refusing a request with any query parameter (400 INVALID_QUERY naming them):
 * a show, a create, an update, a delete and an action read none, so a misspelt or
 * misplaced parameter is an error the caller sees rather than one silently ignored.
 */
export function readsNoQuery(route: ResourceRoute): ResourceRoute {
  return {
    ...route,
    handle(request) {
      const names = Object.keys(request.query);
      if (names.length > 0) {
        const listed = names.map((name) => JSON.stringify(name.slice(0, 40))).join(', ');
        throw new ApiError(400, {
          error: 'INVALID_QUERY',
          message: `Unknown query parameter${names.length > 1 ? 's' : ''} ${listed}; ${route.method} ${route.pattern} reads none`,
        });
      }
      return route.handle(request);
    },
  };
}
