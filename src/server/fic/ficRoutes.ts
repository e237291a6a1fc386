import { join } from 'node:path';
import type { AccessOfResource } from '../../framework/contracts/callAccess';
import type { RegistryModel } from '../../framework/registry/types';
import {
  CANCEL_ROUTING,
  FIC_KINDS,
  FIC_ORIGINS,
  FIC_PARTIAL_CODES,
  FIC_PARTIAL_STATUS,
  LAST_UPDATE,
  ROUTE_INSTANCES,
  UPDATE_SELECTED_TASK_STATUSES,
  UPDATE_TASK_STATUSES,
  type FicImportOutcome,
  type FicLastUpdate,
} from '../../contracts/fic';
import type { RequestUser } from '../auth/requestUser';
import { ApiError } from '../http/apiError';
import { contractRoute } from '../http/contractRoute';
import { definedCode } from '../http/errorCodes';
import type { RecordService } from '../records/recordService';
import type { ApiRoute } from '../routes/apiRoute';
import type { RecordScopeOf } from '../scope/recordScope';
import type { FeatureModule } from '../routes/featureModule';
import { ficCaller, type FicCaller } from './ficCaller';
import { importedIds } from './ficImported';
import { importFicItems, type Responsible } from './ficImport';
import { FIC_KIND_DEFINITIONS, type FicKindDefinition, type ResponsibleImport, type SelectionImport } from './ficKinds';
import { ficListPage } from './ficListPage';
import { ficResources, type FicResources } from './ficResources';
import { rowMatches, rowView, type ImportedMarks } from './ficRowView';
import { createFicSimulator, FIC_STATE_FILE } from './ficSimulator';
import { ficActivities, sendTaskStatuses } from './ficUpdate';

function marksOf(records: RecordService, resources: FicResources, definition: FicKindDefinition, caller: FicCaller): ImportedMarks {
  return { here: importedIds(records, resources, definition, caller.projectId), projectCode: String(caller.project.code ?? caller.projectId) };
}

/** The 409 of a partial import or update (spec §8): the code, and in `data` what the success answer's data would hold. */
function partial(code: (typeof FIC_PARTIAL_CODES)[keyof typeof FIC_PARTIAL_CODES], data: FicImportOutcome | FicLastUpdate): ApiError {
  return new ApiError(FIC_PARTIAL_STATUS, { error: definedCode(code), message: code, data });
}

/** The outcome when every item was imported; 409 SOME_ACTIVITIES_WERE_NOT_IMPORTED with it otherwise. */
function imported<T extends FicImportOutcome>(outcome: T): { status: 200; body: { data: T } } {
  if (outcome.errors.length === 0 && outcome.abortedActivitiesId.length === 0) return { status: 200, body: { data: outcome } };
  throw partial(FIC_PARTIAL_CODES.import, outcome);
}

/** The update when every activity was updated; 409 ACTIVITY_NOT_UPDATED with it otherwise. */
function updated(update: FicLastUpdate): { status: 200; body: { data: FicLastUpdate } } {
  if (update.errors.length === 0) return { status: 200, body: { data: update } };
  throw partial(FIC_PARTIAL_CODES.update, update);
}

/**
 * The FIC calls of spec §7 (src/contracts/fic.ts), answered by a simulator: the three lists
 * with their filters and paging, the imports by selection and by filter, the aborted lists,
 * the task status updates, the project's last update, routing and cancel-routing. Imported
 * items become activities of the request's project, and of the contract chosen in the scope tree. With `dataDir`, the aborted lists, last
 * updates and routing are kept in its fic-state.json.
 */
export function ficRoutes(model: RegistryModel, records: RecordService, accessOf: AccessOfResource, scopeOf: RecordScopeOf, dataDir?: string): ApiRoute[] {
  const simulator = createFicSimulator(dataDir === undefined ? undefined : join(dataDir, FIC_STATE_FILE));
  const resources = ficResources(model);
  if (!resources) return [];
  const callerOf = (user: RequestUser, query: { siteId?: string }) => ficCaller(user, query.siteId, records, resources, scopeOf);
  const routes: ApiRoute[] = [];

  for (const kind of FIC_KINDS) {
    const definition = FIC_KIND_DEFINITIONS[kind];
    const listOf = (caller: FicCaller) => simulator.list(kind, caller.siteId, caller.siteIndex);
    const importIds = (caller: FicCaller, ids: readonly string[], responsible?: Responsible) =>
      imported(importFicItems(records, resources, simulator, { caller, definition, list: listOf(caller), ids, ...(responsible ? { responsible } : {}) }));
    const importSelection = (call: SelectionImport): ApiRoute =>
      contractRoute(call, accessOf, ({ user, query, body }) => importIds(callerOf(user, query), 'data' in body ? body.data : body.activities));
    const importForResponsible = (call: ResponsibleImport): ApiRoute =>
      contractRoute(call, accessOf, ({ user, query, params, body }) =>
        importIds(callerOf(user, query), body.data, { who: params.who, id: params.responsible }),
      );
    routes.push(
      contractRoute(definition.list, accessOf, ({ user, query }) => {
        const caller = callerOf(user, query);
        return { status: 200, body: { data: ficListPage(listOf(caller).rows, query, definition, marksOf(records, resources, definition, caller)) } };
      }),
      ...definition.imports.map(importSelection),
      ...definition.responsibleImports.map(importForResponsible),
      contractRoute(definition.filterImport, accessOf, ({ user, query, body }) => {
        const caller = callerOf(user, query);
        const marks = marksOf(records, resources, definition, caller);
        const list = listOf(caller);
        // Rows already imported are left out: "select all" means the ones still to import.
        const matching = list.rows.filter((row) => rowMatches(row, body.filter, marks) && !rowView(row, definition, marks).isImported).map((row) => row._id);
        const ids = [...new Set([...matching, ...(body.activitiesSelected ?? [])])];
        const outcome = importFicItems(records, resources, simulator, { caller, definition, list, ids });
        return imported({ ...outcome, countMatched: matching.length, ...(body.countOrders !== undefined ? { countOrders: body.countOrders } : {}) });
      }),
      contractRoute(definition.aborted, accessOf, ({ user, query }) => {
        const items = simulator.aborted(callerOf(user, query).projectId, kind);
        return { status: 200, body: { data: { items, count: items.length } } };
      }),
    );
  }

  routes.push(
    contractRoute(UPDATE_TASK_STATUSES, accessOf, ({ user, query }) => {
      const caller = callerOf(user, query);
      return updated(sendTaskStatuses(simulator, caller, ficActivities(records, resources, caller.projectId), [], records.options.now()));
    }),
    contractRoute(UPDATE_SELECTED_TASK_STATUSES, accessOf, ({ user, query, body }) => {
      const caller = callerOf(user, query);
      const types: readonly string[] = body.types ?? FIC_ORIGINS;
      const byId = new Map(ficActivities(records, resources, caller.projectId).map((activity) => [String(activity._id), activity]));
      const chosen = [...new Set(body.ids)];
      const found = chosen.flatMap((id) => {
        const activity = byId.get(id);
        return activity && types.includes(String(activity.origin)) ? [activity] : [];
      });
      const unknown = chosen.filter((id) => !byId.has(id));
      return updated(sendTaskStatuses(simulator, caller, found, unknown, records.options.now()));
    }),
    contractRoute(LAST_UPDATE, accessOf, ({ user, query }) => ({ status: 200, body: { data: simulator.lastUpdate(callerOf(user, query).projectId) ?? null } })),
    contractRoute(ROUTE_INSTANCES, accessOf, ({ user, query, body }) => {
      const caller = callerOf(user, query);
      const ids = [...new Set(body.instancesId)];
      const instances = records.options.store.collection(resources.processInstance.name);
      const unknown = ids.filter((id) => instances.get(id)?.projectId !== caller.projectId);
      // Nothing is routed when one id is wrong, so a retry starts clean.
      if (unknown.length > 0)
        throw new ApiError(404, {
          error: 'RECORD_NOT_FOUND',
          message: `No process instance of the project has the id(s) ${unknown.slice(0, 5).join(', ')}.`,
          ids: unknown,
        });
      return { status: 200, body: { data: { routed: [...simulator.route(caller.projectId, ids)] } } };
    }),
    contractRoute(CANCEL_ROUTING, accessOf, ({ user, query }) => ({
      status: 200,
      body: { data: { cancelled: simulator.cancelRouting(callerOf(user, query).projectId) } },
    })),
  );
  return routes;
}

/** The feature's routes, as the demo API builds them from its context. */
export const ficFeature: FeatureModule = {
  origin: 'src/server/fic',
  routes: ({ model, records, accessOf, scopeOf, dataDir }) => ficRoutes(model, records, accessOf, scopeOf, dataDir),
};
