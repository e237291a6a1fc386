import { LIMIT_PARAM, MATCH_TYPES, ORDER_PARAM, SKIP_PARAM, SORT_PARAM, matchTypeParam } from '../../framework/data/apiConventions';
import { actionAllowList } from '../../framework/registry/access';
import { filterParam, type ResourceModel } from '../../framework/registry/types';
import { FILTER_PARAM, POPULATE_PARAM, SORT_LIST_PARAM } from '../query/specListParams';
import { trimSlashes, type ResourceRoute } from '../routes/apiRoute';
import { BEARER, errorResponses, jsonAnswer, jsonBody, pathParameters, ref, wrapped } from './openApiParts';
import type { JsonSchema, OpenApiOperation, OpenApiParameter } from './openApiTypes';

const query = (name: string, schema: JsonSchema, description: string): OpenApiParameter => ({ name, in: 'query', required: false, description, schema });

/** The product's list vocabulary (spec §7), read by every paginated list (src/server/query/specListParams). */
function specListParameters(resource: ResourceModel): OpenApiParameter[] {
  const references = Object.keys(resource.references).map((path) => path.replace(/\[\]$/, ''));
  return [
    query(FILTER_PARAM, { type: 'string', contentMediaType: 'application/json' }, 'JSON object of field → value: the filters below (by parameter or field; a text filter matches as it does alone, a list means any of). An unknown key or a key given again with another value: 400 INVALID_QUERY.'),
    query(SORT_LIST_PARAM, { type: 'array', items: { type: 'string' } }, '`field`, `-field` (descending) or `field:asc|desc`, repeatable; only the first orders the answer (one sort field), the others are checked. Not with `sort`/`order`.'),
    ...(references.length > 0
      ? [query(POPULATE_PARAM, { type: 'array', items: { type: 'string', enum: references } }, 'Reference fields whose ids are replaced by the referenced records, repeatable; a record the caller may not read keeps its id.')]
      : []),
  ];
}

/** Query parameters of a paginated list: paging, sort and the filters the definition declares. */
function pagedListParameters(resource: ResourceModel, paged: boolean): OpenApiParameter[] {
  const parameters: OpenApiParameter[] = [];
  if (paged) {
    parameters.push(
      query(LIMIT_PARAM, { type: 'integer', minimum: 0 }, 'Page size.'),
      query(SKIP_PARAM, { type: 'integer', minimum: 0 }, 'Records skipped before the page.'),
      query(resource.api.list.countParam, { type: 'boolean' }, 'When true, the answer also holds `count`, the number of matching records.'),
    );
  }
  parameters.push(query(SORT_PARAM, { type: 'string' }, 'Field to sort by.'), query(ORDER_PARAM, { type: 'string', enum: ['ASC', 'DESC'] }, 'Sort order.'), ...specListParameters(resource));
  const seen = new Set(parameters.map((parameter) => parameter.name));
  for (const filter of resource.list.filters) {
    const names = filter.kind === 'dateRange' ? [filter.from ?? `${filter.field}From`, filter.to ?? `${filter.field}To`] : [filterParam(filter)];
    for (const name of names) {
      if (seen.has(name)) continue;
      seen.add(name);
      parameters.push(query(name, { type: 'string' }, `Filter on ${filter.field} (${filter.kind}; several values separated by commas).`));
    }
    if (filter.matchType && !seen.has(matchTypeParam(filterParam(filter)))) {
      const name = matchTypeParam(filterParam(filter));
      seen.add(name);
      parameters.push(query(name, { type: 'string', enum: [...MATCH_TYPES] }, `How the ${filter.field} filter matches (default contains).`));
    }
  }
  return parameters;
}

const SIMPLE_REST_LIST: OpenApiParameter[] = [
  query('sort', { type: 'string' }, 'JSON: `["field","ASC"]`.'),
  query('range', { type: 'string' }, 'JSON: `[first,last]`, both included.'),
  query('filter', { type: 'string' }, 'JSON: `{"field": value}`; an array of ids filters by id.'),
];

function rolesText(roles: readonly string[]): string {
  return roles.length === 0 ? 'Any signed-in user.' : `Roles: ${['ADMIN', ...roles.filter((role) => role !== 'ADMIN')].join(', ')}.`;
}

interface Shape {
  summary: string;
  parameters: OpenApiParameter[];
  body?: JsonSchema;
  status: string;
  answer: JsonSchema;
}

/** What a CRUD or list route takes and answers, by the resource's API style. */
function crudShape(resource: ResourceModel, route: ResourceRoute): Shape {
  const record = ref(resource.name);
  const simple = resource.api.style === 'simple-rest';
  const answer = (payload: JsonSchema): JsonSchema => (simple ? payload : wrapped(payload));
  const base = trimSlashes(resource.api.path);
  const listPath = trimSlashes(resource.api.list.path);
  const { paged, countParam } = resource.api.list;
  const page: JsonSchema = { type: 'object', required: ['items'], properties: { items: { type: 'array', items: record }, count: { type: 'integer', description: `Present when \`${countParam}=true\`.` } } };
  const all: JsonSchema = { type: 'array', items: record };
  switch (route.operation) {
    case 'list': {
      if (simple) return { summary: `List ${resource.name} records (total in Content-Range)`, parameters: SIMPLE_REST_LIST, status: '200', answer: all };
      const isPaged = paged && route.pattern === listPath;
      if (route.pattern === listPath && listPath !== base) return { summary: `Page of ${resource.name} records`, parameters: pagedListParameters(resource, paged), status: '200', answer: answer(paged ? page : all) };
      if (route.pattern === base) {
        const payload = listPath === base && paged ? { oneOf: [page, all], description: `A page with \`${LIMIT_PARAM}\` or \`${SKIP_PARAM}\`, else every matching record.` } : all;
        return { summary: `Every matching ${resource.name} record`, parameters: pagedListParameters(resource, listPath === base && paged), status: '200', answer: answer(payload) };
      }
      return { summary: `${resource.name} records under ${route.pattern}`, parameters: isPaged ? pagedListParameters(resource, true) : [], status: '200', answer: answer(all) };
    }
    case 'show':
      return { summary: `One ${resource.name} record`, parameters: [], status: '200', answer: answer(record) };
    case 'create':
      return { summary: `Create a ${resource.name} record`, parameters: [], body: record, status: '201', answer: answer(record) };
    case 'edit':
      return { summary: `Replace a ${resource.name} record`, parameters: [], body: record, status: '200', answer: answer(record) };
    default:
      return { summary: `Delete a ${resource.name} record`, parameters: [], status: '200', answer: answer(record) };
  }
}

/** What an entity action or the soft delete takes and answers. */
function actionShape(resource: ResourceModel, route: ResourceRoute): Shape {
  const wrap = (payload: JsonSchema): JsonSchema => (resource.api.style === 'paginated' ? wrapped(payload) : payload);
  const body: JsonSchema = { type: 'object', description: 'The inputs the action reads (ids, reason, note, target ids ...).' };
  const answer = wrap({ description: 'The changed record, or a summary of a bulk change.' });
  if (route.action) {
    return { summary: `${route.action.name} (${route.action.kind} action on ${resource.name})`, parameters: [], body, status: '200', answer };
  }
  return { summary: `Delete a ${resource.name} record with a reason (kept, marked deleted)`, parameters: [], body, status: '200', answer };
}

/** Who may change whom on a resource with `grants`, in words, from the same data the API enforces. */
function grantsText(resource: ResourceModel): string {
  const grants = resource.grants ?? [];
  if (grants.length === 0) return '';
  const parts = grants.map((grant) => {
    if (grant.kind === 'role') {
      const table = Object.entries(grant.grantable).map(([role, roles]) => `${role} grants ${(roles ?? []).join(', ') || 'none'}`);
      return `${grant.field}: ADMIN grants every role; ${table.join('; ')}`;
    }
    return grant.kind === 'project' ? `${grant.field}: only projects the caller belongs to` : `${grant.field}: only records of the caller's projects`;
  });
  return ` Writes are checked against the caller's own privileges (403 FORBIDDEN GRANT_NOT_ALLOWED, naming the field): ${parts.join('; ')}. A record holding a role the caller may not grant is out of its reach; no caller changes its own ${grants.map((grant) => grant.field).join(', ')} or deletes itself.`;
}

/** The operation of one route of `resource`: parameters, bodies, answers and the roles that may call it. */
export function resourceOperation(resource: ResourceModel, route: ResourceRoute, operationId: string): OpenApiOperation {
  const isAction = route.action !== undefined || (route.readsBody && route.operation === 'delete');
  const shape = isAction ? actionShape(resource, route) : crudShape(resource, route);
  const roles = route.action ? actionAllowList(route.action) : resource.access[route.operation];
  const operation: OpenApiOperation = {
    operationId,
    summary: shape.summary,
    description: `${rolesText(roles)}${resource.projectScope ? ' Only records of the project in the ProjectId header.' : ''}${route.method === 'GET' ? '' : grantsText(resource)}`,
    tags: [resource.name],
    parameters: [...pathParameters(route.pattern), ...shape.parameters],
    responses: { [shape.status]: jsonAnswer('Done.', shape.answer), ...errorResponses(true) },
    security: [{ [BEARER]: [] }],
    'x-roles': roles,
    ...(resource.grants && route.method !== 'GET' ? { 'x-grants': resource.grants } : {}),
  };
  if (shape.body) operation.requestBody = jsonBody(shape.body);
  return operation;
}
