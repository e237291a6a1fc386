import { actionAllowList, canPerform, canRunAction, namedAllowList } from '../../framework/registry/access';
import { propertySchema } from '../../framework/registry/schemaProperties';
import type { ResourceModel } from '../../framework/registry/types';
import { ApiError, SIGN_IN_FIRST } from '../http/apiError';
import type { RecordService } from '../records/recordService';
import type { ApiRequest, ResourceRoute } from '../routes/apiRoute';
import { assertInScope, scopeListFilters, type RecordScopeOf } from '../scope/recordScope';
import type { RequestUser } from './requestUser';
import { secretFields, withoutSecrets } from './secretFields';

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** What the project scope reads: the records (a record's project) and the request's scope (the tree's choice). */
export interface ScopeServices {
  records: RecordService;
  scopeOf: RecordScopeOf;
}

function signedIn(request: ApiRequest): RequestUser {
  if (!request.user) throw new ApiError(401, { error: 'UNAUTHENTICATED', message: SIGN_IN_FIRST });
  return request.user;
}

/** 403 in the product's error shape, naming what was refused and who may do it. */
export function forbidden(what: string, allowed: readonly string[]): ApiError {
  return new ApiError(403, {
    error: 'FORBIDDEN',
    message: `Your role may not ${what}.`,
    allowedRoles: allowed.length === 0 ? ['any signed-in user'] : namedAllowList(allowed),
  });
}

function checkRole(resource: ResourceModel, route: ResourceRoute, user: RequestUser): void {
  if (route.action) {
    if (!canRunAction(route.action, user.roles)) throw forbidden(`run ${route.action.name} on ${resource.name}`, actionAllowList(route.action));
    return;
  }
  if (!canPerform(resource.access, route.operation, user.roles)) throw forbidden(`${route.operation} ${resource.name}`, resource.access[route.operation]);
}

/** The id of the record a route works on: its `:id` segment, or the body key an action reads it from. */
function targetId(route: ResourceRoute, request: ApiRequest): string | undefined {
  if (request.params.id !== undefined) return request.params.id;
  const from = route.action && 'idFrom' in route.action ? route.action.idFrom : undefined;
  const value = from && isObject(request.body) ? request.body[from] : undefined;
  return typeof value === 'string' ? value : undefined;
}

/** A create in a chosen contract belongs to it, unless the body names one (a contract of the project, by the resource's references). */
function stampContract(resource: ResourceModel, body: Record<string, unknown>, contractId: string | undefined): Record<string, unknown> {
  const field = resource.projectScope?.contractField;
  return field === undefined || contractId === undefined || body[field] !== undefined ? body : { ...body, [field]: contractId };
}

/**
 * The request as a project-scoped resource must see it (spec §6, §8): a list gets the
 * project, narrowed to the scope chosen in the tree, as equality filters (answered from the
 * query engine's equality index), a create is stamped with the project (and the chosen
 * contract), a call on one record (a read, an edit, an action) first checks the record is in
 * the project and the chosen scope (400 RESOURCE-IS-FROM-ANOTHER-PROJECT) and an edit keeps its project.
 */
function scoped(resource: ResourceModel, route: ResourceRoute, request: ApiRequest, user: RequestUser, services: ScopeServices): ApiRequest {
  const field = resource.projectScope?.field;
  if (!field) return request;
  if (route.operation === 'list' && !route.action) {
    return { ...request, query: { ...request.query, ...scopeListFilters(resource, services.scopeOf(user)) } };
  }
  // A list of projects (a user's) is the record's memberships: a create joins the request's project, an edit may change them (grantRules decide).
  const many = propertySchema(resource.schema, field)?.type === 'array';
  if (route.operation === 'create' && !route.action) {
    if (!isObject(request.body)) return request;
    const scope = services.scopeOf(user);
    const body = stampContract(resource, request.body, scope.contractId);
    const { view } = scope;
    if (view.all) return { ...request, body };
    const sent = body[field];
    const value = !many ? view.projectId : Array.isArray(sent) ? (sent.includes(view.projectId) ? sent : [...sent, view.projectId]) : [view.projectId];
    return { ...request, body: { ...body, [field]: value } };
  }
  const id = targetId(route, request);
  if (id === undefined) return request;
  const record = services.records.get(resource, id);
  const scope = services.scopeOf(user);
  assertInScope(record, resource, scope);
  const { view } = scope;
  if (route.operation === 'edit' && !route.action && !view.all && !many && isObject(request.body)) {
    return { ...request, body: { ...request.body, [field]: record[field] } };
  }
  return request;
}

/**
 * A resource route behind the access rules of its definition: 403 FORBIDDEN for a role
 * its `access` (or the action's `roles`) does not list, the project scope applied, the
 * schema's writeOnly fields neither filtered on nor answered.
 */
export function protectResourceRoute(resource: ResourceModel, route: ResourceRoute, services: ScopeServices): ResourceRoute {
  for (const [key, scopeField] of Object.entries(resource.projectScope ?? {})) {
    // The list filters on the project and contract are equalities on top-level properties; anything else would show every project.
    if (!(scopeField in (resource.schema.properties ?? {}))) {
      throw new Error(`${resource.file}#/projectScope/${key}: "${scopeField}" is not a top-level property of ${resource.schemaFile}`);
    }
  }
  const secrets = secretFields(resource);
  return {
    ...route,
    resourceName: resource.name,
    async handle(request) {
      const user = signedIn(request);
      checkRole(resource, route, user);
      let visible = request;
      if (secrets.size > 0) {
        // A filter on a secret would answer yes/no questions about it.
        visible = { ...visible, query: Object.fromEntries(Object.entries(visible.query).filter(([name]) => !secrets.has(name))) };
      }
      if (resource.projectScope) visible = scoped(resource, route, visible, user, services);
      const answer = await route.handle(visible);
      return secrets.size > 0 ? { ...answer, body: withoutSecrets(answer.body, secrets) } : answer;
    },
  };
}
