import { actionAllowList, canPerform, canRunAction } from '../../framework/registry/access';
import { propertySchema } from '../../framework/registry/schemaProperties';
import type { ResourceModel } from '../../framework/registry/types';
import { ApiError, SIGN_IN_FIRST } from '../http/apiError';
import type { RecordService } from '../records/recordService';
import type { ApiRequest, ResourceRoute } from '../routes/apiRoute';
import { assertInProject, projectViewOf, type ProjectView } from './projectView';
import type { RequestUser } from './requestUser';
import { secretFields, withoutSecrets } from './secretFields';

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
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
    allowedRoles: allowed.length === 0 ? ['any signed-in user'] : ['ADMIN', ...allowed.filter((role) => role !== 'ADMIN')],
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

/**
 * The request as a project-scoped resource must see it (spec §6, §8): a list gets the
 * project as an equality filter (answered from the query engine's equality index), a
 * create is stamped with the project, a call on one record first checks the record is in
 * the project (400 RESOURCE-IS-FROM-ANOTHER-PROJECT) and an edit keeps its project.
 */
function scoped(resource: ResourceModel, route: ResourceRoute, request: ApiRequest, view: ProjectView, records: RecordService): ApiRequest {
  const field = resource.projectScope?.field;
  if (!field) return request;
  if (route.operation === 'list' && !route.action) {
    return view.all ? request : { ...request, query: { ...request.query, [field]: view.projectId } };
  }
  // A list of projects (a user's) is the record's memberships: a create joins the request's project, an edit may change them (grantRules decide).
  const many = propertySchema(resource.schema, field)?.type === 'array';
  if (route.operation === 'create' && !route.action) {
    if (view.all || !isObject(request.body)) return request;
    const sent = request.body[field];
    const value = !many ? view.projectId : Array.isArray(sent) ? (sent.includes(view.projectId) ? sent : [...sent, view.projectId]) : [view.projectId];
    return { ...request, body: { ...request.body, [field]: value } };
  }
  const id = targetId(route, request);
  if (id === undefined) return request;
  const record = records.get(resource, id);
  assertInProject(record, field, view);
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
export function protectResourceRoute(resource: ResourceModel, route: ResourceRoute, records: RecordService): ResourceRoute {
  const scopeField = resource.projectScope?.field;
  if (scopeField !== undefined && !(scopeField in (resource.schema.properties ?? {}))) {
    // The list filter on the project is an equality on a top-level property; anything else would show every project.
    throw new Error(`${resource.file}#/projectScope/field: "${scopeField}" is not a top-level property of ${resource.schemaFile}`);
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
      if (resource.projectScope) visible = scoped(resource, route, visible, projectViewOf(user), records);
      const answer = await route.handle(visible);
      return secrets.size > 0 ? { ...answer, body: withoutSecrets(answer.body, secrets) } : answer;
    },
  };
}
