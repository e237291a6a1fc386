import { listParams } from '../../framework/data/apiConventions';
import type { ResourceModel } from '../../framework/registry/types';
import { checkPaging, listQueryRules } from '../query/checkListQuery';
import { populateReferences } from '../query/populateReferences';
import { specListParams } from '../query/specListParams';
import type { RecordService } from '../records/recordService';
import { trimSlashes, type ApiAnswer, type ApiRequest, type ResourceRoute } from './apiRoute';
import { offeredRoutes } from './offeredRoutes';

const data = (value: unknown, status = 200): ApiAnswer => ({ status, body: { data: value } });

function withoutPaging(query: Readonly<Record<string, string>>): Record<string, string> {
  const { [listParams().limit]: _limit, [listParams().skip]: _skip, ...rest } = query;
  return rest;
}

/** `offset` read as `skip` (the product's load-all call), so the query has one paging vocabulary. */
function withSkip(query: Readonly<Record<string, string>>): Record<string, string> {
  const { [listParams().offset]: offset, ...rest } = query;
  return offset === undefined || listParams().skip in rest ? rest : { ...rest, [listParams().skip]: offset };
}

/** One record's read, create, update and delete under `path` (`POST create`, `{path}/{id}` for the rest). */
function recordRoutes(resource: ResourceModel, records: RecordService, path: string, create: string): ResourceRoute[] {
  const bodyChecks = () => records.bodyChecksDeclared(resource.name);
  return [
    { method: 'GET', pattern: `${path}/:id`, operation: 'show', readsBody: false, handle: ({ params }) => data(records.get(resource, params.id ?? '')) },
    { method: 'POST', pattern: create, operation: 'create', readsBody: true, bodyChecks, handle: ({ body }) => data(records.create(resource, body), 201) },
    {
      method: 'PUT',
      pattern: `${path}/:id`,
      operation: 'edit',
      readsBody: true,
      bodyChecks,
      handle: ({ params, body }) => data(records.replace(resource, params.id ?? '', body)),
    },
    {
      method: 'DELETE',
      pattern: `${path}/:id`,
      operation: 'delete',
      readsBody: false,
      handle: ({ params }) => data(records.remove(resource, params.id ?? '')),
    },
  ];
}

/**
 * Routes of a resource in the product's own style (spec §7): bodies wrapped in `data`,
 * the paged list at `api.list.path` answering `{items, count?}`. When the list path is
 * the base path, a call with `limit` or `skip` is the paged list and one without them
 * answers every matching record. Every list also reads spec §7's `filter`, `sort[]` and
 * `populate[]` (specListParams, populateReferences). Each `api.alsoAt` path serves the
 * one-record calls and the create again.
 */
export function paginatedRoutes(resource: ResourceModel, records: RecordService): ResourceRoute[] {
  const base = trimSlashes(resource.api.path);
  const { paged, countParam } = resource.api.list;
  const listPath = trimSlashes(resource.api.list.path);
  const rules = listQueryRules(resource, records.options.model);

  /** The request's list: its records (in the engine's vocabulary) and what answers them (populated when asked). */
  const list = ({ query, user }: ApiRequest, paging: 'keep' | 'drop') => {
    const { params, populate } = specListParams(resource, rules, withSkip(query));
    // A list answering every record ignores the paging it is sent, once it is well formed.
    if (paging === 'drop') checkPaging(params);
    const { items, count } = records.query(resource, paging === 'keep' ? params : withoutPaging(params));
    const answered = populate.length === 0 ? items : populateReferences(items, { resource, paths: populate, records, user });
    return { params, items: answered, count };
  };
  const page = (request: ApiRequest): ApiAnswer => {
    const { params, items, count } = list(request, 'keep');
    return data(params[countParam] === 'true' ? { items, count } : { items });
  };
  const unpaged = (request: ApiRequest): ApiAnswer => data(list(request, 'drop').items);

  const routes: ResourceRoute[] = [];
  if (listPath !== base) {
    routes.push({ method: 'GET', pattern: listPath, operation: 'list', readsBody: false, handle: (request) => (paged ? page(request) : unpaged(request)) });
  }
  routes.push(
    {
      method: 'GET',
      pattern: base,
      operation: 'list',
      readsBody: false,
      handle: (request) => {
        const query = withSkip(request.query);
        const asksPage = listParams().limit in query || listParams().skip in query;
        if (listPath === base) return paged && asksPage ? page(request) : unpaged(request);
        return data(list(request, 'keep').items);
      },
    },
    // `api.createPath` (`pendency/create`) replaces `POST {path}` when the API creates elsewhere.
    ...recordRoutes(resource, records, base, trimSlashes(resource.api.createPath ?? base)),
    ...(resource.api.alsoAt ?? []).flatMap((path) => recordRoutes(resource, records, trimSlashes(path), trimSlashes(path))),
  );
  return offeredRoutes(resource, routes);
}
