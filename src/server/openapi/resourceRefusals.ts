import { actionAllowList } from '../../framework/registry/access';
import type { ActionDefinition, RegistryModel, ResourceModel, StatusAction } from '../../framework/registry/types';
import type { Refusals } from '../http/contractRefusals';
import type { ResourceRoute } from '../routes/apiRoute';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const BODY_KINDS: ReadonlySet<string> = new Set(['create', 'edit', 'status', 'toggle', 'link', 'unlink', 'assign', 'softDelete']);

/** What a resource route does, as its refusals tell it apart. */
export type RouteKind = ResourceRoute['operation'] | ActionDefinition['kind'] | 'softDelete';

/** The route's kind: its action's, a soft delete (a delete reading a body), or its CRUD operation. */
export function routeKind(route: ResourceRoute): RouteKind {
  if (route.action) return route.action.kind;
  return route.readsBody && route.operation === 'delete' ? 'softDelete' : route.operation;
}

/** The resources a route reads or writes besides its own: an action's target, where its links are kept, a text's condition. */
function touchedResources(resource: ResourceModel, action: ActionDefinition | undefined, model: RegistryModel): ResourceModel[] {
  const names = new Set<string>([resource.name]);
  if (action && (action.kind === 'link' || action.kind === 'unlink' || action.kind === 'assign')) names.add(action.target);
  if (action && (action.kind === 'link' || action.kind === 'unlink') && 'resource' in action.via) names.add(action.via.resource);
  if (action?.kind === 'status') for (const input of [action.reason, action.note]) if (input?.requiredWhen) names.add(input.requiredWhen.resource);
  return model.resources.filter((candidate) => names.has(candidate.name));
}

/** The resources whose records a route writes: its own, or where a link action keeps its links. */
function writtenResources(resource: ResourceModel, route: ResourceRoute, model: RegistryModel): ResourceModel[] {
  if (!WRITE_METHODS.has(route.method)) return [];
  const action = route.action;
  if (action && (action.kind === 'link' || action.kind === 'unlink') && 'resource' in action.via) {
    const via = action.via.resource;
    return model.resources.filter((candidate) => candidate.name === via);
  }
  return [resource];
}

/** The codes the resource's `errors` put in place of VALIDATION_ERROR when its field fails. */
function overrideCodes(resource: ResourceModel): string[] {
  return Object.values(resource.errors).flatMap((byKeyword) => Object.values(byKeyword));
}

/** The code a create or update gets for changing a field only a status action changes: that action's `invalidError`. */
function actionOnlyCodes(resource: ResourceModel): string[] {
  const statusActions = resource.actions.filter((action): action is StatusAction => action.kind === 'status');
  return (resource.changedOnlyByActions ?? []).map((field) => statusActions.find((action) => action.field === field)?.invalidError ?? 'INVALID_STATUS');
}

/**
 * Every refusal a route of `resource` can answer, by status, each with its codes, read
 * from the definition as the server applies it: the session's 401s; the role's 403 and a
 * grant's (FORBIDDEN); the project scope's USER-WITHOUT-PROJECT, PROJECT_ACCESS_DENIED and
 * RESOURCE-IS-FROM-ANOTHER-PROJECT, and on a list or create the tree's SCOPE_NOT_FOUND,
 * SCOPE_MISMATCH and SCOPE_OUTSIDE_PROJECT; an unknown query parameter's INVALID_QUERY; the body's
 * transport refusals (INVALID_JSON, INVALID_BODY, 413, 415); the schema's VALIDATION_ERROR
 * or the definition's own codes for a field (`errors`); unique rules, delete guards, an
 * action's `refuse` rules and `invalidError`; FIELD_IS_READ_ONLY on an update; 404 for a
 * record that is not there; a write's 403 FORBIDDEN_ORIGIN and 503; the 500 of a fault.
 * The same shape as a contract's (refusalsOf), so one renderer documents both.
 */
export function resourceRefusals(resource: ResourceModel, route: ResourceRoute, model: RegistryModel): Refusals {
  const refusals = new Map<number, Set<string>>();
  const add = (status: number, ...codes: string[]) => refusals.set(status, new Set([...(refusals.get(status) ?? []), ...codes]));
  const action = route.action;
  const kind = routeKind(route);
  const onRecord = route.pattern.split('/').includes(':id') || (action?.kind === 'status' && action.idFrom !== undefined);

  add(400, 'INVALID_QUERY');
  add(401, 'UNAUTHENTICATED', 'TOKEN_EXPIRED', 'INVALID_TOKEN', 'SESSION_ENDED');
  if ((action ? actionAllowList(action) : resource.access[route.operation]).length > 0) add(403, 'FORBIDDEN');
  if (touchedResources(resource, action, model).some((touched) => touched.projectScope)) {
    add(400, 'USER-WITHOUT-PROJECT');
    add(403, 'PROJECT_ACCESS_DENIED');
  }
  if (resource.projectScope && onRecord) add(400, 'RESOURCE-IS-FROM-ANOTHER-PROJECT');
  // A list and a create read the scope chosen in the tree (src/server/scope/recordScope.ts).
  if (resource.projectScope && !action && (route.operation === 'list' || route.operation === 'create')) {
    add(400, 'SCOPE_NOT_FOUND', 'SCOPE_MISMATCH');
    add(403, 'SCOPE_OUTSIDE_PROJECT');
  }
  if (onRecord || kind === 'assign') add(404, 'NOT_FOUND');
  if (route.readsBody) {
    add(400, 'INVALID_JSON', 'INVALID_BODY');
    add(413, 'PAYLOAD_TOO_LARGE');
    add(415, 'UNSUPPORTED_MEDIA_TYPE');
  }
  // Every kind but the exclusive action reads an input it may refuse (a toggle's value may be in its path).
  if (BODY_KINDS.has(kind)) add(400, 'VALIDATION_ERROR', ...overrideCodes(resource));
  if (kind === 'create' || kind === 'edit') {
    for (const rule of resource.unique) add(rule.status, rule.error);
    add(400, ...actionOnlyCodes(resource));
  }
  if (kind === 'edit') add(400, 'FIELD_IS_READ_ONLY');
  // Features' rules on the bodies written (a process model's): the create and the update run them.
  for (const [status, codes] of Object.entries(route.bodyChecks?.().refusals ?? {})) add(Number(status), ...codes);
  if (kind === 'delete') for (const guard of resource.deleteGuards) add(guard.status, guard.error);
  // Over many records these are answered per record, in `failures`.
  if (action?.kind === 'status' && !route.bulk) {
    add(400, action.invalidError);
    for (const refusal of action.refuse ?? []) add(refusal.status, refusal.error);
  }
  if (writtenResources(resource, route, model).some((written) => (written.grants ?? []).length > 0)) add(403, 'FORBIDDEN');
  if (WRITE_METHODS.has(route.method)) {
    add(403, 'FORBIDDEN_ORIGIN');
    add(503, 'STORAGE_UNAVAILABLE');
  }
  add(500, 'INTERNAL_SERVER_ERROR');
  return refusals;
}
