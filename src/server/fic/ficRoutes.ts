import { join } from 'node:path';
import type { RegistryModel } from '../../framework/registry/types';
import { ApiError } from '../http/apiError';
import type { RecordService } from '../records/recordService';
import type { ApiAnswer, ApiRequest, ApiRoute } from '../routes/apiRoute';
import { bodyObject, idList, isObject } from './ficBody';
import { ficCaller, type FicCaller } from './ficCaller';
import { FIC_CODES } from './ficCodes';
import { importedIds } from './ficImported';
import { importFicItems, type ImportOutcome, type Responsible } from './ficImport';
import { FIC_KIND_DEFINITIONS, FIC_KINDS, type FicKindDefinition } from './ficKinds';
import { ficListPage } from './ficListPage';
import { readFicListQuery } from './ficListQuery';
import { ficResources, type FicResources } from './ficResources';
import { rowMatches, rowView, type ImportedMarks } from './ficRowView';
import { createFicSimulator, FIC_STATE_FILE, type FicLastUpdate } from './ficSimulator';
import { ficActivities, sendTaskStatuses } from './ficUpdate';
import type { FeatureModule } from '../routes/featureModule';

const ORIGINS = ['FVI', 'FVM', 'OP'];

function marksOf(records: RecordService, resources: FicResources, definition: FicKindDefinition, caller: FicCaller): ImportedMarks {
  return { here: importedIds(records, resources, definition, caller.projectId), projectCode: String(caller.project.code ?? caller.projectId) };
}

/** 200 when every item was imported; 409 SOME_ACTIVITIES_WERE_NOT_IMPORTED with the same facts otherwise (spec §8). */
function importAnswer(outcome: ImportOutcome, extra: Record<string, unknown> = {}): ApiAnswer {
  const complete = outcome.errors.length === 0 && outcome.abortedActivitiesId.length === 0;
  if (complete) return { status: 200, body: { data: { ...outcome, ...extra } } };
  return { status: 409, body: { error: FIC_CODES.someNotImported, message: FIC_CODES.someNotImported, ...outcome, ...extra } };
}

/** 200 when every activity was updated; 409 ACTIVITY_NOT_UPDATED otherwise. */
function updateAnswer(update: FicLastUpdate): ApiAnswer {
  if (update.errors.length === 0) return { status: 200, body: { data: update } };
  return { status: 409, body: { error: FIC_CODES.notUpdated, message: FIC_CODES.notUpdated, ...update, activitiesWithProblems: update.errors.map((error) => error.id) } };
}

function responsibleOf(params: Readonly<Record<string, string>>): Responsible | undefined {
  const { who, responsible } = params;
  if (who === undefined || responsible === undefined) return undefined;
  if (who !== 'g' && who !== 'u') throw new ApiError(400, { error: 'VALIDATION_ERROR', message: `Give the imported activities to a group (g) or a user (u), not "${who.slice(0, 20)}".` });
  return { who, id: responsible };
}

/**
 * The FIC calls of spec §7, answered by a simulator (src/server/fic): the three lists with
 * their filters and paging, the imports by selection and by filter, the aborted lists, the
 * task status updates, the project's last update, routing and cancel-routing. Imported
 * items become activities of the request's project. ADMIN or PROJECT_ADMIN only. With
 * `dataDir`, the aborted lists, last updates and routing are kept in its fic-state.json.
 */
export function ficRoutes(model: RegistryModel, records: RecordService, dataDir?: string): ApiRoute[] {
  const simulator = createFicSimulator(dataDir === undefined ? undefined : join(dataDir, FIC_STATE_FILE));
  const resources = ficResources(model);
  if (!resources) return [];
  const callerOf = (request: ApiRequest) => ficCaller(request, records, resources);
  const routes: ApiRoute[] = [];

  for (const kind of FIC_KINDS) {
    const definition = FIC_KIND_DEFINITIONS[kind];
    const listOf = (caller: FicCaller) => simulator.list(kind, caller.siteId, caller.siteIndex);
    routes.push({
      method: 'GET',
      pattern: definition.listPath,
      readsBody: false,
      handle(request) {
        const caller = callerOf(request);
        const query = readFicListQuery(request.query);
        return { status: 200, body: { data: ficListPage(listOf(caller).rows, query, definition, marksOf(records, resources, definition, caller)) } };
      },
    });
    for (const selection of definition.selectionImports) {
      routes.push({
        method: 'POST',
        pattern: selection.path,
        readsBody: true,
        handle(request) {
          const caller = callerOf(request);
          const responsible = selection.responsible ? responsibleOf(request.params) : undefined;
          const ids = idList(bodyObject(request.body, `{"${selection.field}": ["<id>", ...]}`), selection.field);
          return importAnswer(importFicItems(records, resources, simulator, { caller, definition, list: listOf(caller), ids, ...(responsible ? { responsible } : {}) }));
        },
      });
    }
    routes.push({
      method: 'POST',
      pattern: definition.filterImportPath,
      readsBody: true,
      handle(request) {
        const caller = callerOf(request);
        const body = bodyObject(request.body, '{"filter": {...}, "activitiesSelected": [...], "countOrders": n, "infoPag": {...}}');
        if (!isObject(body.filter)) throw new ApiError(400, { error: 'VALIDATION_ERROR', message: 'filter must be an object with the list filters (status, number, imported).' });
        const countOrders = body.countOrders;
        if (countOrders !== undefined && (typeof countOrders !== 'number' || !Number.isInteger(countOrders) || countOrders < 0)) {
          throw new ApiError(400, { error: 'VALIDATION_ERROR', message: 'countOrders must be a whole number (the count the screen showed).' });
        }
        const query = readFicListQuery(body.filter);
        const selected = idList(body, 'activitiesSelected', { optional: true });
        const marks = marksOf(records, resources, definition, caller);
        const list = listOf(caller);
        // Rows already imported are left out: "select all" means the ones still to import.
        const matching = list.rows.filter((row) => rowMatches(row, query, marks) && !rowView(row, definition, marks).isImported).map((row) => row._id);
        const ids = [...new Set([...matching, ...selected])];
        const outcome = importFicItems(records, resources, simulator, { caller, definition, list, ids });
        return importAnswer(outcome, { countMatched: matching.length, ...(typeof countOrders === 'number' ? { countOrders } : {}) });
      },
    });
    routes.push({
      method: 'GET',
      pattern: definition.abortedPath,
      readsBody: false,
      handle(request) {
        const caller = callerOf(request);
        const items = simulator.aborted(caller.projectId, kind);
        return { status: 200, body: { data: { items, count: items.length } } };
      },
    });
  }

  routes.push(
    {
      method: 'PUT',
      pattern: 'fic/fvi/tasks/update-status',
      readsBody: true,
      handle(request) {
        const caller = callerOf(request);
        if (request.body !== undefined && !isObject(request.body)) throw new ApiError(400, { error: 'VALIDATION_ERROR', message: 'Send no body, or an empty JSON object.' });
        return updateAnswer(sendTaskStatuses(simulator, caller, ficActivities(records, resources, caller.projectId), [], records.options.now()));
      },
    },
    {
      method: 'PUT',
      pattern: 'fic/fvi/tasks/select-update-status',
      readsBody: true,
      handle(request) {
        const caller = callerOf(request);
        const body = bodyObject(request.body, '{"ids": ["<activity id>", ...], "types": ["FVI", "FVM", "OP"]}');
        const ids = idList(body, 'ids');
        const types = body.types === undefined ? ORIGINS : body.types;
        if (!Array.isArray(types) || types.length === 0 || types.some((type) => typeof type !== 'string' || !ORIGINS.includes(type))) {
          throw new ApiError(400, { error: 'VALIDATION_ERROR', message: `types must list some of ${ORIGINS.join(', ')}.` });
        }
        const byId = new Map(ficActivities(records, resources, caller.projectId).map((activity) => [String(activity._id), activity]));
        const chosen = [...new Set(ids)];
        const found = chosen.flatMap((id) => {
          const activity = byId.get(id);
          return activity && types.includes(activity.origin) ? [activity] : [];
        });
        const unknown = chosen.filter((id) => !byId.has(id));
        return updateAnswer(sendTaskStatuses(simulator, caller, found, unknown, records.options.now()));
      },
    },
    {
      method: 'GET',
      pattern: 'fic/last-update',
      readsBody: false,
      handle(request) {
        const caller = callerOf(request);
        return { status: 200, body: { data: simulator.lastUpdate(caller.projectId) ?? null } };
      },
    },
    {
      method: 'PUT',
      pattern: 'fic/routing',
      readsBody: true,
      handle(request) {
        const caller = callerOf(request);
        const ids = [...new Set(idList(bodyObject(request.body, '{"instancesId": ["<process instance id>", ...]}'), 'instancesId'))];
        const instances = records.options.store.collection(resources.processInstance.name);
        const unknown = ids.filter((id) => instances.get(id)?.projectId !== caller.projectId);
        // Nothing is routed when one id is wrong, so a retry starts clean.
        if (unknown.length > 0) throw new ApiError(400, { error: 'VALIDATION_ERROR', message: `No process instance of the project has the id(s) ${unknown.slice(0, 5).join(', ')}.`, ids: unknown });
        return { status: 200, body: { data: { routed: [...simulator.route(caller.projectId, ids)] } } };
      },
    },
    {
      method: 'GET',
      pattern: 'fic/cancel-routing',
      readsBody: false,
      handle(request) {
        const caller = callerOf(request);
        const cancelled = simulator.cancelRouting(caller.projectId);
        return { status: 200, body: { data: { cancelled } } };
      },
    },
  );
  return routes;
}

/** The feature's routes, as the demo API builds them from its context. */
export const ficFeature: FeatureModule = { origin: 'src/server/fic', routes: ({ model, records, dataDir }) => ficRoutes(model, records, dataDir) };
