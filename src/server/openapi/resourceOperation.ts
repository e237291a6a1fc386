import { listParams } from '../../framework/data/apiConventions';
import { actionAllowList, declaredRoles, namedAllowList } from '../../framework/registry/access';
import type { RegistryModel, ResourceModel } from '../../framework/registry/types';
import { actionOnlyDefaults } from '../rules/actionOnlyFields';
import { actionOwnedFields } from '../rules/ownedFields';
import { serverFilledFields, serverManagedFields } from '../rules/serverManagedFields';
import { trimSlashes, type ResourceRoute } from '../routes/apiRoute';
import { actionShape, bulkShape, softDeleteShape } from './actionBodies';
import { listParameters } from './listParameters';
import { BEARER, jsonAnswer, jsonBody, pathParameters, ref, refusalAnswers, wrapped } from './openApiParts';
import type { JsonSchema, OpenApiOperation, OpenApiParameter } from './openApiTypes';
import { resourceRefusals } from './resourceRefusals';
import { createRequired, schemaNames, updateRequired } from './resourceSchemas';

const query = (name: string, schema: JsonSchema, description: string): OpenApiParameter => ({ name, in: 'query', required: false, description, schema });

const SIMPLE_REST_LIST: OpenApiParameter[] = [
  query(
    'sort',
    { type: 'string', contentMediaType: 'application/json', contentSchema: { type: 'array', prefixItems: [{ type: 'string' }, { enum: ['ASC', 'DESC'] }] } },
    'JSON: `["field","ASC"]`.',
  ),
  query(
    'range',
    {
      type: 'string',
      contentMediaType: 'application/json',
      contentSchema: {
        type: 'array',
        prefixItems: [
          { type: 'integer', minimum: 0 },
          { type: 'integer', minimum: 0 },
        ],
      },
    },
    'JSON: `[first,last]`, both included.',
  ),
  query(
    'filter',
    { type: 'string', contentMediaType: 'application/json', contentSchema: { type: 'object' } },
    'JSON: `{"field": value}`; an array of ids filters by id.',
  ),
];

function rolesText(roles: readonly string[]): string {
  return roles.length === 0 ? 'Any signed-in user.' : `Roles: ${namedAllowList(roles).join(', ')}.`;
}

interface Shape {
  summary: string;
  parameters: OpenApiParameter[];
  body?: JsonSchema;
  status: string;
  answer: JsonSchema;
}

/** The request body of a create or an update: the write schema, with what the operation requires and what features' body checks ask of its fields. */
function writeBody(resource: ResourceModel, route: ResourceRoute, required: string[]): JsonSchema {
  const checked = route.bodyChecks?.().fields ?? {};
  return {
    $ref: `#/components/schemas/${schemaNames(resource.name).write}`,
    ...(required.length > 0 ? { required } : {}),
    ...(Object.keys(checked).length > 0 ? { properties: checked } : {}),
  };
}

/** What a CRUD or list route takes and answers, by the resource's API style. */
function crudShape(resource: ResourceModel, route: ResourceRoute, model: RegistryModel): Shape {
  const names = schemaNames(resource.name);
  const record = ref(names.record);
  const item = Object.keys(resource.references).length > 0 ? ref(names.listed) : record;
  const simple = resource.api.style === 'simple-rest';
  const answer = (payload: JsonSchema): JsonSchema => (simple ? payload : wrapped(payload));
  const base = trimSlashes(resource.api.path);
  const listPath = trimSlashes(resource.api.list.path);
  const { paged, countParam } = resource.api.list;
  const page: JsonSchema = {
    type: 'object',
    required: ['items'],
    properties: { items: { type: 'array', items: item }, count: { type: 'integer', minimum: 0, description: `Present when \`${countParam}=true\`.` } },
    additionalProperties: false,
  };
  const all: JsonSchema = { type: 'array', items: item };
  switch (route.operation) {
    case 'list': {
      if (simple)
        return {
          summary: `List ${resource.name} records (total in Content-Range)`,
          parameters: SIMPLE_REST_LIST,
          status: '200',
          answer: { type: 'array', items: record },
        };
      if (route.pattern === listPath && listPath !== base)
        return {
          summary: `Page of ${resource.name} records`,
          parameters: listParameters(resource, model, paged),
          status: '200',
          answer: answer(paged ? page : all),
        };
      if (route.pattern === base) {
        const both = listPath === base && paged;
        const payload = both
          ? { oneOf: [page, all], description: `A page with \`${listParams().limit}\` or \`${listParams().skip}\`, else every matching record.` }
          : all;
        return { summary: `Every matching ${resource.name} record`, parameters: listParameters(resource, model, true), status: '200', answer: answer(payload) };
      }
      return { summary: `${resource.name} records under ${route.pattern}`, parameters: [], status: '200', answer: answer(all) };
    }
    case 'show':
      return { summary: `One ${resource.name} record`, parameters: [], status: '200', answer: answer(record) };
    case 'create': {
      const required = createRequired(resource, serverFilledFields(resource), Object.keys(actionOnlyDefaults(resource)));
      return { summary: `Create a ${resource.name} record`, parameters: [], body: writeBody(resource, route, required), status: '201', answer: answer(record) };
    }
    case 'edit': {
      const required = updateRequired(resource, new Set([...serverManagedFields(resource), ...actionOwnedFields(resource)]));
      return {
        summary: `Replace a ${resource.name} record`,
        parameters: [],
        body: writeBody(resource, route, required),
        status: '200',
        answer: answer(record),
      };
    }
    default:
      return { summary: `Delete a ${resource.name} record`, parameters: [], status: '200', answer: answer(record) };
  }
}

/** What an entity action or the soft delete takes and answers, typed from its definition. */
function actionRouteShape(model: RegistryModel, resource: ResourceModel, route: ResourceRoute): Shape {
  const wrap = (payload: JsonSchema): JsonSchema => (resource.api.style === 'paginated' ? wrapped(payload) : payload);
  const action = route.action;
  const one = action ? actionShape(model, resource, action) : softDeleteShape(resource, resource.softDelete!);
  const codes = action?.kind === 'status' ? [action.invalidError, ...(action.refuse ?? []).map((refusal) => refusal.error)] : [];
  const shape = route.bulk ? bulkShape(resource, one, codes) : one;
  const what = action ? `${action.name} (${action.kind} action on ${resource.name})` : `Delete a ${resource.name} record with a reason (kept, marked deleted)`;
  const summary = route.bulk ? `${what}, over many records` : what;
  return { summary, parameters: [], ...(shape.body ? { body: shape.body } : {}), status: '200', answer: wrap(shape.answer) };
}

/** Path parameters: each `{id}`-like segment names a record, `x-reference` says of which resource. */
function routePathParameters(resource: ResourceModel, route: ResourceRoute): OpenApiParameter[] {
  const target = route.action && 'target' in route.action ? route.action.target : undefined;
  return pathParameters(route.pattern).map((parameter) => {
    if (parameter.name === 'id')
      return { ...parameter, description: `Id of a ${resource.name} record.`, schema: { ...parameter.schema, 'x-reference': resource.name } };
    if (parameter.name === 'targetId' && target)
      return { ...parameter, description: `Id of the ${target} record.`, schema: { ...parameter.schema, 'x-reference': target } };
    if (parameter.name === 'value' && route.action?.kind === 'toggle')
      return { ...parameter, description: `The new ${route.action.field}.`, schema: { type: 'string', enum: ['true', 'false'] } };
    return parameter;
  });
}

/** Who may change whom on a resource with `grants`, in words, from the same data the API enforces. */
function grantsText(resource: ResourceModel): string {
  const grants = resource.grants ?? [];
  if (grants.length === 0) return '';
  const parts = grants.map((grant) => {
    if (grant.kind === 'role') {
      const table = Object.entries(grant.grantable).map(([role, roles]) => `${role} grants ${(roles ?? []).join(', ') || 'none'}`);
      const superRole = declaredRoles().superRole;
      return `${grant.field}: ${superRole === undefined ? '' : `${superRole} grants every role; `}${table.join('; ')}`;
    }
    return grant.kind === 'project' ? `${grant.field}: only projects the caller belongs to` : `${grant.field}: only records of the caller's projects`;
  });
  return ` Writes are checked against the caller's own privileges (403 FORBIDDEN GRANT_NOT_ALLOWED, naming the field): ${parts.join('; ')}. A record holding a role the caller may not grant is out of its reach; no caller changes its own ${grants.map((grant) => grant.field).join(', ')} or deletes itself.`;
}

/**
 * The operation of one route of `resource`, generated from its definition: parameters
 * (list parameters as the server checks them), the body typed as the server reads it
 * (the closed write schema for CRUD, each action's inputs), the answer, every refusal with
 * its codes (resourceRefusals) and the roles that may call it.
 */
export function resourceOperation(resource: ResourceModel, route: ResourceRoute, operationId: string, model: RegistryModel): OpenApiOperation {
  const isAction = route.action !== undefined || (route.readsBody && route.operation === 'delete');
  const shape = isAction ? actionRouteShape(model, resource, route) : crudShape(resource, route, model);
  const roles = route.action ? actionAllowList(route.action) : resource.access[route.operation];
  const operation: OpenApiOperation = {
    operationId,
    summary: shape.summary,
    description: `${rolesText(roles)}${resource.projectScope ? ' Only records of the project in the ProjectId header (a list: of the scope the Selected-*-Id headers choose in it).' : ''}${route.method === 'GET' ? '' : grantsText(resource)} Any query parameter not listed is refused (400 INVALID_QUERY).`,
    tags: [resource.name],
    parameters: [...routePathParameters(resource, route), ...shape.parameters],
    responses: { [shape.status]: jsonAnswer('Done.', shape.answer), ...refusalAnswers(resourceRefusals(resource, route, model)) },
    security: [{ [BEARER]: [] }],
    'x-roles': roles,
    ...(resource.grants && route.method !== 'GET' ? { 'x-grants': resource.grants } : {}),
  };
  if (shape.body) operation.requestBody = jsonBody(shape.body);
  return operation;
}
