import { LIMIT_PARAM, OFFSET_PARAM, SKIP_PARAM } from '../../framework/data/apiConventions';
import type { ResourceModel } from '../../framework/registry/types';
import type { RecordService } from '../records/recordService';
import { trimSlashes, type ApiAnswer, type ResourceRoute } from './apiRoute';
import { offeredRoutes } from './offeredRoutes';

const data = (value: unknown, status = 200): ApiAnswer => ({ status, body: { data: value } });

function withoutPaging(query: Readonly<Record<string, string>>): Record<string, string> {
  const { [LIMIT_PARAM]: _limit, [SKIP_PARAM]: _skip, ...rest } = query;
  return rest;
}

/** `offset` read as `skip` (the product's load-all call), so the query has one paging vocabulary. */
function withSkip(query: Readonly<Record<string, string>>): Record<string, string> {
  const { [OFFSET_PARAM]: offset, ...rest } = query;
  return offset === undefined || SKIP_PARAM in rest ? rest : { ...rest, [SKIP_PARAM]: offset };
}

/**
 * Routes of a resource in the product's own style (spec §7): bodies wrapped in `data`,
 * the paged list at `api.list.path` answering `{items, count?}`. When the list path is
 * the base path, a call with `limit` or `skip` is the paged list and one without them
 * answers every matching record.
 */
export function paginatedRoutes(resource: ResourceModel, records: RecordService): ResourceRoute[] {
  const base = trimSlashes(resource.api.path);
  const { paged, countParam } = resource.api.list;
  const listPath = trimSlashes(resource.api.list.path);
  const list = (params: Readonly<Record<string, string>>) => records.query(resource, params);

  const page = (query: Record<string, string>): ApiAnswer => {
    const { items, count } = list(query);
    return data(query[countParam] === 'true' ? { items, count } : { items });
  };
  const unpaged = (query: Record<string, string>): ApiAnswer => data(list(withoutPaging(query)).items);

  const routes: ResourceRoute[] = [];
  if (listPath !== base) {
    routes.push({ method: 'GET', pattern: listPath, operation: 'list', readsBody: false, handle: ({ query }) => (paged ? page(withSkip(query)) : unpaged(withSkip(query))) });
  }
  routes.push(
    {
      method: 'GET',
      pattern: base,
      operation: 'list',
      readsBody: false,
      handle: ({ query: raw }) => {
        const query = withSkip(raw);
        const asksPage = LIMIT_PARAM in query || SKIP_PARAM in query;
        if (listPath === base) return paged && asksPage ? page(query) : unpaged(query);
        return data(list(query).items);
      },
    },
    { method: 'GET', pattern: `${base}/:id`, operation: 'show', readsBody: false, handle: ({ params }) => data(records.get(resource, params.id ?? '')) },
    // `api.createPath` (`pendency/create`) replaces `POST {path}` when the API creates elsewhere.
    { method: 'POST', pattern: trimSlashes(resource.api.createPath ?? base), operation: 'create', readsBody: true, handle: ({ body }) => data(records.create(resource, body), 201) },
    { method: 'PUT', pattern: `${base}/:id`, operation: 'edit', readsBody: true, handle: ({ params, body }) => data(records.replace(resource, params.id ?? '', body)) },
    { method: 'DELETE', pattern: `${base}/:id`, operation: 'delete', readsBody: false, handle: ({ params }) => data(records.remove(resource, params.id ?? '')) },
  );
  return offeredRoutes(resource, routes);
}
