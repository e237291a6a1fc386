import { join } from 'node:path';
import type { RegistryModel, ResourceModel } from '../../framework/registry/types';
import { ApiError } from '../http/apiError';
import type { RecordService } from '../records/recordService';
import type { ApiRequest, ApiRoute } from '../routes/apiRoute';
import { openActivityTaskBindings, type ActivityTaskBindings } from './activityTaskBindings';
import { itemsOf, orderedActivities } from './bpmnActivities';
import { deployFolder, type ProcessDefinition } from './deployFolder';
import { callerMay, invalidField } from './processAccess';
import { taskIdsOf } from './taskIds';
import type { FeatureModule } from '../routes/featureModule';
import { digitalProcessXmlRoutes } from './digitalProcessXmlRoutes';

/** Where the demo data keeps the models to deploy, and the working copy of the bindings. */
export const DEFINITIONS_FOLDER = 'process-definitions';
export const BINDINGS_FILE = 'process-engine-activity-tasks.json';
const PREFIX = 'process-engine';
/** The resources whose rules and records the calls use. */
const PROCESS = 'digital-process';
const TASK = 'task';

interface Engine {
  definitions: Promise<ProcessDefinition[]>;
  bindings: ActivityTaskBindings;
  process: ResourceModel;
  task: ResourceModel;
  records: RecordService;
}

async function definitionOf(engine: Engine, id: string | undefined): Promise<ProcessDefinition> {
  const found = (await engine.definitions).find((definition) => definition.id === id);
  if (!found) throw new ApiError(404, { error: 'NOT_FOUND', message: `No process definition has the id "${id ?? ''}"` });
  return found;
}

function summary({ id, key, name, version, resource }: ProcessDefinition) {
  return { id, key, name, version, resource };
}

function tasksOf(engine: Engine, process: string, activity: string): string[] {
  return engine.bindings.all().find((binding) => binding.process === process && binding.activity === activity)?.tasks ?? [];
}

function textOf(body: Record<string, unknown>, field: string): string {
  const value = body[field];
  if (typeof value !== 'string' || value.length === 0) throw invalidField(field, `${field} is required: a non-empty text`, 'required');
  return value;
}

async function bindTasks(engine: Engine, request: ApiRequest) {
  callerMay(engine.process, 'edit', request);
  const body = (request.body ?? {}) as Record<string, unknown>;
  if (typeof body !== 'object' || Array.isArray(body)) throw invalidField('', 'The body must be an object {process, activity, tasks}', 'type');
  const definition = await definitionOf(engine, textOf(body, 'process'));
  const activity = textOf(body, 'activity');
  if (!orderedActivities(definition.definitions).some((candidate) => candidate.id === activity)) {
    throw invalidField('activity', `The process ${definition.id} has no task or user task "${activity}"`, 'reference');
  }
  const tasks = taskIdsOf(body.tasks, 'tasks', engine.task, engine.records);
  engine.bindings.set({ process: definition.id, activity, tasks });
  return { status: 200, body: { data: { process: definition.id, activity, tasks } } };
}

/**
 * The process-engine calls of spec §7 over the models deployed from the demo data's
 * `process-definitions/` folder (read once, on the first call): the definitions, each
 * one's XML (`bpmn20Xml`), flow elements (`items`) and tasks in flow order with the product
 * tasks bound to them (`activities`), binding (`activity-tasks`) and the tasks of an
 * activity. Reading follows the digital process's list rule, binding its edit rule.
 */
export function processEngineRoutes(model: RegistryModel, records: RecordService, dataDir: string, fixturesDir: string): ApiRoute[] {
  const process = model.resources.find((resource) => resource.name === PROCESS);
  const task = model.resources.find((resource) => resource.name === TASK);
  if (!process || !task) return [];
  let deployed: Promise<ProcessDefinition[]> | undefined;
  const engine: Engine = {
    get definitions() {
      deployed ??= deployFolder(join(fixturesDir, DEFINITIONS_FOLDER));
      return deployed;
    },
    bindings: openActivityTaskBindings(join(dataDir, BINDINGS_FILE)),
    process,
    task,
    records,
  };
  const read = (pattern: string, answer: (request: ApiRequest) => Promise<unknown>): ApiRoute => ({
    method: 'GET',
    pattern: `${PREFIX}/${pattern}`,
    readsBody: false,
    async handle(request) {
      callerMay(process, 'list', request);
      return { status: 200, body: { data: await answer(request) } };
    },
  });
  return [
    read('process-definition', async () => (await engine.definitions).map(summary)),
    read('process-definition/:id/xml', async ({ params }) => {
      const definition = await definitionOf(engine, params.id);
      return { id: definition.id, bpmn20Xml: definition.xml };
    }),
    read('process-definition/:id/items', async ({ params }) => itemsOf((await definitionOf(engine, params.id)).definitions)),
    read('process-definition/:id/activities', async ({ params }) => {
      const definition = await definitionOf(engine, params.id);
      return orderedActivities(definition.definitions).map((activity) => ({ ...activity, tasks: tasksOf(engine, definition.id, activity.id) }));
    }),
    read('activity/:id/tasks', async ({ params, query }) => {
      const ids = new Set(engine.bindings.all().filter((binding) => binding.activity === params.id && (query.process === undefined || binding.process === query.process)).flatMap((binding) => binding.tasks));
      const collection = records.options.store.collection(task.name);
      return [...ids].flatMap((id) => collection.get(id) ?? []);
    }),
    { method: 'POST', pattern: `${PREFIX}/activity-tasks`, readsBody: true, handle: (request) => bindTasks(engine, request) },
  ];
}

/** The feature's routes, as the demo API builds them from its context. */
export const processEngineFeature: FeatureModule = { origin: 'src/server/processEngine', routes: ({ model, records, dataDir, fixturesDir }) => [...processEngineRoutes(model, records, dataDir, fixturesDir), ...digitalProcessXmlRoutes(model, records)] };
