import type { RegistryModel, ResourceModel } from '../../framework/registry/types';
import { actionOwnedFields } from '../rules/ownedFields';
import type { ApiRoute, ResourceRoute } from '../routes/apiRoute';
import { HAND_WRITTEN_OPERATIONS, HAND_WRITTEN_SCHEMAS, type HandWrittenOperation } from './handWrittenOperations';
import { BASE_SCHEMAS, BEARER, ERROR_RESPONSES, errorResponses, fileAnswer, jsonAnswer, jsonBody, openApiPath, pathParameters, wrapped } from './openApiParts';
import type { JsonSchema, OpenApiDocument, OpenApiOperation } from './openApiTypes';
import { resourceOperation } from './resourceOperation';
import { contractOperation } from './contractOperation';
import type { ContractRoute } from '../http/contractRoute';

export interface OpenApiResult {
  document: OpenApiDocument;
  /** Served routes the document cannot describe (`METHOD pattern`): neither generated nor in HAND_WRITTEN_OPERATIONS. */
  undocumented: string[];
}

/** `METHOD pattern`, the key of a route in HAND_WRITTEN_OPERATIONS. */
export function routeKey(route: Pick<ApiRoute, 'method' | 'pattern'>): string {
  return `${route.method} ${route.pattern}`;
}

function isContractRoute(route: ApiRoute): route is ContractRoute {
  return 'contract' in route;
}

function isResourceRoute(route: ApiRoute): route is ResourceRoute {
  return typeof (route as Partial<ResourceRoute>).resourceName === 'string';
}

/** `#/...` references of an entity schema re-pointed into its place under components, its `$id` and `$schema` dropped. */
function componentSchema(resource: ResourceModel): JsonSchema {
  const base = `#/components/schemas/${resource.name}`;
  const rewrite = (node: unknown, top: boolean): unknown => {
    if (Array.isArray(node)) return node.map((item) => rewrite(item, false));
    if (node === null || typeof node !== 'object') return node;
    const entries = Object.entries(node).filter(([key]) => !(top && (key === '$id' || key === '$schema')));
    return Object.fromEntries(entries.map(([key, value]) => [key, key === '$ref' && typeof value === 'string' && value.startsWith('#') ? `${base}${value.slice(1)}` : rewrite(value, false)]));
  };
  return withServerOwnedFields(resource, rewrite(resource.schema, true) as JsonSchema);
}

/**
 * The schema as a client must read it: fields only the resource's actions write are
 * `readOnly` (a plain update keeps them; another value is a 400), and fields the form makes
 * read-only for some records say for which.
 */
function withServerOwnedFields(resource: ResourceModel, schema: JsonSchema): JsonSchema {
  const properties = { ...((schema.properties ?? {}) as Record<string, JsonSchema>) };
  const mark = (field: string, extra: JsonSchema) => {
    if (properties[field]) properties[field] = { ...properties[field], ...extra };
  };
  for (const field of actionOwnedFields(resource)) mark(field, { readOnly: true, description: 'Written only by the resource\'s actions: an update keeps it, another value is refused (400 FIELD_IS_READ_ONLY).' });
  for (const rule of resource.form.readOnlyWhen ?? []) {
    for (const field of rule.fields) mark(field, { 'x-readOnlyWhen': { field: rule.field, in: rule.in }, description: `Read-only (400 FIELD_IS_READ_ONLY when changed) for records whose ${rule.field} is one of ${JSON.stringify(rule.in)}.` });
  }
  return { ...schema, properties };
}

function operationId(route: ApiRoute): string {
  return `${route.method.toLowerCase()}_${route.pattern.replace(/[^A-Za-z0-9]+/g, '_')}`;
}

function handWrittenOperation(route: ApiRoute, doc: HandWrittenOperation): OpenApiOperation {
  const roles = doc.roles ?? [];
  const operation: OpenApiOperation = {
    operationId: operationId(route),
    summary: doc.summary,
    tags: [doc.tag],
    parameters: pathParameters(route.pattern),
    responses: { [doc.created ? '201' : '200']: doc.file ? fileAnswer(doc.file) : jsonAnswer(doc.created ? 'Created.' : 'Done.', doc.bare ? doc.answer : wrapped(doc.answer)), ...errorResponses(!doc.public), ...doc.responses },
    ...(doc.public ? { security: [], description: 'Public: no token needed.' } : { security: [{ [BEARER]: [] }], description: roles.length === 0 ? 'Any signed-in user.' : `Roles: ${roles.join(', ')}.` }),
  };
  if (!doc.public) operation['x-roles'] = roles;
  if (doc.body) operation.requestBody = jsonBody(doc.body);
  return operation;
}

/**
 * The OpenAPI 3.1 document of the demo API serving `routes` for `model`: the routes of
 * every resource generated from its definition and schema (paths, list parameters, the
 * `{data: {items, count}}` wrapping, access roles), the hand-written calls from
 * HAND_WRITTEN_OPERATIONS, the error body with `traceId` and the bearer token scheme.
 * A new entity appears with no code; a new hand-written route without an entry is listed
 * in `undocumented`.
 */
export function buildOpenApiDocument(model: RegistryModel, routes: readonly ApiRoute[], version = '1'): OpenApiResult {
  const resources = new Map(model.resources.map((resource) => [resource.name, resource]));
  const paths: OpenApiDocument['paths'] = {};
  const undocumented: string[] = [];
  for (const route of routes) {
    const resource = isResourceRoute(route) ? resources.get(route.resourceName ?? '') : undefined;
    const doc = HAND_WRITTEN_OPERATIONS[routeKey(route)];
    let operation: OpenApiOperation;
    if (resource && isResourceRoute(route)) operation = resourceOperation(resource, route, operationId(route));
    else if (isContractRoute(route)) operation = contractOperation(route.contract, operationId(route), (name) => resources.get(name)?.access);
    else if (doc) operation = handWrittenOperation(route, doc);
    else {
      undocumented.push(routeKey(route));
      continue;
    }
    const path = openApiPath(route.pattern);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation };
  }
  const schemas: Record<string, JsonSchema> = { ...BASE_SCHEMAS, ...HAND_WRITTEN_SCHEMAS };
  for (const resource of model.resources) schemas[resource.name] = componentSchema(resource);
  const tagNames = new Set(Object.values(paths).flatMap((operations) => Object.values(operations).flatMap((operation) => operation.tags)));
  return {
    document: {
      openapi: '3.1.0',
      info: {
        title: 'Certificare demo API',
        version,
        description:
          'Generated from the resource definitions and schemas of the project and the hand-written calls of the demo API. Sign in with POST /session/login and send the access token as `Authorization: Bearer <token>`; project-scoped resources also read the `ProjectId` header.',
      },
      servers: [{ url: '/api' }],
      tags: [...tagNames].sort().map((name) => ({ name })),
      paths,
      components: {
        schemas,
        responses: ERROR_RESPONSES,
        securitySchemes: { [BEARER]: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'Access token from POST /session/login (its roles decide what each call allows).' } },
      },
      security: [{ [BEARER]: [] }],
    },
    undocumented,
  };
}
