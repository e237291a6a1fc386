import type { ResourceModel } from '../../framework/registry/types';
import type { RecordService } from '../records/recordService';
import { trimSlashes, type ApiAnswer, type ResourceRoute } from './apiRoute';
import { offeredRoutes } from './offeredRoutes';
import { simpleRestQuery } from './simpleRestQuery';

const plain = (value: unknown, status = 200): ApiAnswer => ({ status, body: value });

/** `Content-Range: things 0-24/319`, the header ra-data-simple-rest reads the total from. */
function contentRange(path: string, skip: number, shown: number, total: number): string {
  return shown === 0 ? `${path} */${total}` : `${path} ${skip}-${skip + shown - 1}/${total}`;
}

/**
 * Routes of a resource in ra-data-simple-rest's convention: plain JSON bodies, the list
 * as an array with its total in `Content-Range`.
 */
export function simpleRestRoutes(resource: ResourceModel, records: RecordService): ResourceRoute[] {
  const base = trimSlashes(resource.api.path);
  const bodyChecks = () => records.bodyChecksDeclared(resource.name);
  return offeredRoutes(resource, [
    {
      method: 'GET',
      pattern: base,
      operation: 'list',
      readsBody: false,
      handle: ({ query }) => {
        const params = simpleRestQuery(query, resource);
        const { items, count } = records.query(resource, params);
        return {
          status: 200,
          body: items,
          headers: {
            'Content-Range': contentRange(base, Number(params.skip ?? 0), items.length, count),
            'Access-Control-Expose-Headers': 'Content-Range',
          },
        };
      },
    },
    { method: 'GET', pattern: `${base}/:id`, operation: 'show', readsBody: false, handle: ({ params }) => plain(records.get(resource, params.id ?? '')) },
    { method: 'POST', pattern: base, operation: 'create', readsBody: true, bodyChecks, handle: ({ body }) => plain(records.create(resource, body), 201) },
    {
      method: 'PUT',
      pattern: `${base}/:id`,
      operation: 'edit',
      readsBody: true,
      bodyChecks,
      handle: ({ params, body }) => plain(records.replace(resource, params.id ?? '', body)),
    },
    {
      method: 'DELETE',
      pattern: `${base}/:id`,
      operation: 'delete',
      readsBody: false,
      handle: ({ params }) => plain(records.remove(resource, params.id ?? '')),
    },
  ]);
}
