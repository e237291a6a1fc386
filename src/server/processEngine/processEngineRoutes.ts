import { join } from 'node:path';
import {
  ACTIVITY_TASKS,
  BIND_ACTIVITY_TASKS,
  PROCESS_DEFINITION_ACTIVITIES,
  PROCESS_DEFINITION_ITEMS,
  PROCESS_DEFINITION_XML,
  PROCESS_DEFINITIONS,
} from '../../contracts/processEngine';
import { ApiError } from '../http/apiError';
import { contractRoute } from '../http/contractRoute';
import type { ApiRoute } from '../routes/apiRoute';
import type { FeatureContext, FeatureModule } from '../routes/featureModule';
import { openActivityTaskBindings, type ActivityTaskBindings } from './activityTaskBindings';
import { itemsOf, orderedActivities } from './bpmnActivities';
import { deployFolder, type DeployedDefinition } from './deployFolder';
import { digitalProcessXmlRoutes } from './digitalProcessXmlRoutes';
import { unknownReference } from './processAccess';
import { taskIdsOf } from './taskIds';

/** Where the demo data keeps the models to deploy, and the working copy of the bindings. */
export const DEFINITIONS_FOLDER = 'process-definitions';
export const BINDINGS_FILE = 'process-engine-activity-tasks.json';
/** The resources whose rules and records the calls use. */
const PROCESS = 'digital-process';
const TASK = 'task';

function tasksOf(bindings: ActivityTaskBindings, process: string, activity: string): string[] {
  return bindings.all().find((binding) => binding.process === process && binding.activity === activity)?.tasks ?? [];
}

/**
 * The process-engine calls of spec §7 (src/contracts/processEngine.ts) over the models
 * deployed from the demo data's `process-definitions/` folder (read once, on the first
 * call): the definitions, each one's XML, flow elements and tasks in flow order with the
 * product tasks bound to them, binding, and the tasks of an activity.
 */
function processEngineRoutes({ model, records, dataDir, fixturesDir, accessOf }: FeatureContext): ApiRoute[] {
  const task = model.resources.find((resource) => resource.name === TASK);
  if (!task || !model.resources.some((resource) => resource.name === PROCESS)) return [];
  let deployed: Promise<DeployedDefinition[]> | undefined;
  const definitions = () => (deployed ??= deployFolder(join(fixturesDir, DEFINITIONS_FOLDER)));
  const definitionOf = async (id: string): Promise<DeployedDefinition> => {
    const found = (await definitions()).find((definition) => definition.id === id);
    if (!found) throw new ApiError(404, { error: 'NOT_FOUND', message: `No process definition has the id "${id}"` });
    return found;
  };
  const bindings = openActivityTaskBindings(join(dataDir, BINDINGS_FILE));
  return [
    contractRoute(PROCESS_DEFINITIONS, accessOf, async () => {
      const data = (await definitions()).map(({ id, key, name, version, resource }) => ({ id, key, name, version, resource }));
      return { status: 200, body: { data } };
    }),
    contractRoute(PROCESS_DEFINITION_XML, accessOf, async ({ params }) => {
      const definition = await definitionOf(params.id);
      return { status: 200, body: { data: { id: definition.id, bpmn20Xml: definition.xml } } };
    }),
    contractRoute(PROCESS_DEFINITION_ITEMS, accessOf, async ({ params }) => ({
      status: 200,
      body: { data: itemsOf((await definitionOf(params.id)).definitions) },
    })),
    contractRoute(PROCESS_DEFINITION_ACTIVITIES, accessOf, async ({ params }) => {
      const definition = await definitionOf(params.id);
      return {
        status: 200,
        body: { data: orderedActivities(definition.definitions).map((activity) => ({ ...activity, tasks: tasksOf(bindings, definition.id, activity.id) })) },
      };
    }),
    contractRoute(ACTIVITY_TASKS, accessOf, ({ params, query }) => {
      const ids = new Set(
        bindings
          .all()
          .filter((binding) => binding.activity === params.id && (query.process === undefined || binding.process === query.process))
          .flatMap((binding) => binding.tasks),
      );
      const collection = records.options.store.collection(task.name);
      const data = [...ids].flatMap((id) => {
        const found = collection.get(id);
        return found ? [{ ...found, _id: id, description: String(found.description ?? '') }] : [];
      });
      return { status: 200, body: { data } };
    }),
    contractRoute(BIND_ACTIVITY_TASKS, accessOf, async ({ body }) => {
      const definition = await definitionOf(body.process);
      if (!orderedActivities(definition.definitions).some((candidate) => candidate.id === body.activity)) {
        throw unknownReference('activity', `The process ${definition.id} has no task or user task "${body.activity}"`);
      }
      const binding = { process: definition.id, activity: body.activity, tasks: taskIdsOf(body.tasks, 'tasks', task, records) };
      bindings.set(binding);
      return { status: 200, body: { data: binding } };
    }),
  ];
}

/** The feature's routes, as the demo API builds them from its context. */
export const processEngineFeature: FeatureModule = {
  origin: 'src/server/processEngine',
  routes: (context) => [...processEngineRoutes(context), ...digitalProcessXmlRoutes(context)],
};
