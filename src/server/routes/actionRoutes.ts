import type { ResourceModel } from '../../framework/registry/types';
import type { RecordService } from '../records/recordService';
import { toPattern, trimSlashes, type ApiRoute } from './apiRoute';

/**
 * Routes of a resource's toggle actions (`PUT things/{id}/activate` with `{active: true}`),
 * answering the changed record in the resource's style.
 */
export function actionRoutes(resource: ResourceModel, records: RecordService): ApiRoute[] {
  const base = trimSlashes(resource.api.path);
  const wrap = (record: unknown): unknown => (resource.api.style === 'paginated' ? { data: record } : record);
  return resource.actions.map((action) => ({
    method: action.method,
    pattern: `${base}/${toPattern(action.path)}`,
    readsBody: true,
    handle: ({ params, body }) => ({ status: 200, body: wrap(records.toggle(resource, action, params.id ?? '', body)) }),
  }));
}
