import type { ActionDefinition, ResourceModel } from '../../framework/registry/types';
import { createActionContext, type ActionContext } from '../actions/actionContext';
import { actionHandler } from '../actions/actionHandlers';
import { actionPattern } from '../actions/actionPattern';
import { bulkSoftDelete, softDelete } from '../actions/softDelete';
import { bulkStatusAction } from '../actions/statusAction';
import type { RecordService } from '../records/recordService';
import type { RecordScopeOf } from '../scope/recordScope';
import type { ApiRequest, ResourceRoute } from './apiRoute';

/**
 * Routes of a resource's entity actions (toggle, status, exclusive, link, unlink, assign)
 * and of its soft delete, with the bulk routes a status action or the soft delete declares (`bulkPath`), each at its declared method and path, dispatched by kind
 * (src/server/actions). Answers are in the resource's style: `{data: ...}` for the
 * paginated API, the bare payload for simple-rest.
 */
export function actionRoutes(resource: ResourceModel, records: RecordService, scopeOf: RecordScopeOf): ResourceRoute[] {
  const context: ActionContext = createActionContext(records);
  // Signed-in calls see only the records of project-scoped resources in their scope (project, chosen contract).
  const contextOf = (call: ApiRequest): ActionContext => {
    const { user } = call;
    return user ? createActionContext(records, () => scopeOf(user)) : context;
  };
  const wrap = (payload: unknown): unknown => (resource.api.style === 'paginated' ? { data: payload } : payload);
  const route = (method: string, path: string, run: (call: ApiRequest) => unknown, action?: ActionDefinition, bulk = false): ResourceRoute => ({
    method,
    pattern: actionPattern(resource, path),
    // An action's own `roles` decide (canRunAction); a soft delete is the resource's delete.
    operation: action ? 'edit' : 'delete',
    ...(action ? { action } : {}),
    ...(bulk ? { bulk } : {}),
    readsBody: true,
    handle: (call) => ({ status: 200, body: wrap(run(call)) }),
  });

  // An action run on a hand-written page has a hand-written route of its own (pendency forward).
  const served = resource.actions.filter((action) => !(action.kind === 'status' && action.page));
  const routes = served.map((action: ActionDefinition) =>
    route(action.method, action.path, (call) => actionHandler(action)(contextOf(call), resource, action, call), action),
  );
  for (const action of served) {
    if (action.kind === 'status' && action.bulkPath)
      routes.push(route(action.method, action.bulkPath, (call) => bulkStatusAction(contextOf(call), resource, action, call), action, true));
  }
  const rule = resource.softDelete;
  if (rule) routes.push(route(rule.method, rule.path, (call) => softDelete(contextOf(call), resource, rule, call)));
  if (rule?.bulkPath) routes.push(route(rule.method, rule.bulkPath, (call) => bulkSoftDelete(contextOf(call), resource, rule, call), undefined, true));
  return routes;
}
