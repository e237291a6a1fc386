import type { ResourceModel } from '../../framework/registry/types';
import { toPattern, trimSlashes } from '../routes/apiRoute';

/**
 * The route pattern of an action path: under the resource path (`{id}/activate` →
 * `things/:id/activate`), or from the API root when it starts with `/`
 * (`/groups/{targetId}/assign` → `groups/:targetId/assign`).
 */
export function actionPattern(resource: ResourceModel, path: string): string {
  if (path.startsWith('/')) return toPattern(path);
  const below = toPattern(path);
  const base = trimSlashes(resource.api.path);
  return below === '' ? base : `${base}/${below}`;
}
