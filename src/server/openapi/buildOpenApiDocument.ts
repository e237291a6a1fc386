import type { RegistryModel, ResourceModel } from '../../framework/registry/types';
import type { ApiRoute, ResourceRoute } from '../routes/apiRoute';
import { BASE_SCHEMAS, BEARER, ERROR_RESPONSES, openApiPath } from './openApiParts';
import type { JsonSchema, OpenApiDocument, OpenApiOperation } from './openApiTypes';
import { resourceOperation } from './resourceOperation';
import { listedSchema, recordSchema, schemaNames, writeSchema } from './resourceSchemas';
import { callAccessFault } from '../../framework/contracts/callAccess';
import { contractOperation } from './contractOperation';
import type { ContractRoute } from '../http/contractRoute';

export interface OpenApiResult {
  document: OpenApiDocument;
  /** Served routes the document cannot describe (`METHOD pattern`): neither a resource's nor run from a contract. */
  undocumented: string[];
  /** Contracts whose access follows a resource or action the registry does not have (`METHOD pattern: why`): their roles cannot be told. */
  misdeclared: string[];
}

/** `METHOD pattern`: how a route is named in faults and tests. */
export function routeKey(route: Pick<ApiRoute, 'method' | 'pattern'>): string {
  return `${route.method} ${route.pattern}`;
}

function isContractRoute(route: ApiRoute): route is ContractRoute {
  return 'contract' in route;
}

function isResourceRoute(route: ApiRoute): route is ResourceRoute {
  return typeof (route as Partial<ResourceRoute>).resourceName === 'string';
}

/** The component schemas of a resource: the record answered, the body written (when it is written), a list item (when it has references). */
function resourceSchemas(resource: ResourceModel): Record<string, JsonSchema> {
  const names = schemaNames(resource.name);
  return {
    [names.record]: recordSchema(resource),
    ...(resource.operations.includes('create') || resource.operations.includes('edit') ? { [names.write]: writeSchema(resource) } : {}),
    ...(Object.keys(resource.references).length > 0 ? { [names.listed]: listedSchema(resource) } : {}),
  };
}

function operationId(route: ApiRoute): string {
  return `${route.method.toLowerCase()}_${route.pattern.replace(/[^A-Za-z0-9]+/g, '_')}`;
}

/**
 * The OpenAPI 3.1 document of the demo API serving `routes` for `model`: the routes of
 * every resource generated from its definition and schema (paths, list parameters, the
 * `{data: {items, count}}` wrapping, access roles), the hand-written calls from their
 * contracts (src/contracts), the error body with `traceId` and the bearer token scheme.
 * A new entity or call appears with no code here; a route run from neither is listed in
 * `undocumented`, a contract whose access names a resource or action the registry lacks in
 * `misdeclared`.
 */
export function buildOpenApiDocument(model: RegistryModel, routes: readonly ApiRoute[], version = '1'): OpenApiResult {
  const resources = new Map(model.resources.map((resource) => [resource.name, resource]));
  const paths: OpenApiDocument['paths'] = {};
  const undocumented: string[] = [];
  const misdeclared: string[] = [];
  const accessOf = (name: string) => resources.get(name);
  for (const route of routes) {
    const resource = isResourceRoute(route) ? resources.get(route.resourceName ?? '') : undefined;
    let operation: OpenApiOperation;
    if (resource && isResourceRoute(route)) operation = resourceOperation(resource, route, operationId(route), model);
    else if (isContractRoute(route)) {
      const fault = callAccessFault(route.contract.access, accessOf);
      if (fault) misdeclared.push(`${routeKey(route)}: ${fault}`);
      operation = contractOperation(route.contract, operationId(route), accessOf);
    } else {
      undocumented.push(routeKey(route));
      continue;
    }
    const path = openApiPath(route.pattern);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation };
  }
  const schemas: Record<string, JsonSchema> = { ...BASE_SCHEMAS };
  for (const resource of model.resources) Object.assign(schemas, resourceSchemas(resource));
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
        securitySchemes: {
          [BEARER]: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'Access token from POST /session/login (its roles decide what each call allows).',
          },
        },
      },
      security: [{ [BEARER]: [] }],
    },
    undocumented,
    misdeclared,
  };
}
