import {
  INSTANCE_MEDIA_SIZES,
  INSTANCE_PENDENCIES,
  INSTANCE_REPORT,
  INSTANCES_ZIP,
  INSTANTIATE_FOR_FILTERED_ELEMENTS,
  INSTANTIATE_PROCESS,
  MAX_INSTANCES,
  NO_ELEMENTS,
  STEP_PENDENCIES,
  TOO_MANY_ELEMENTS,
  instanceReportName,
  INSTANCES_ZIP_NAME,
} from '../../contracts/processInstances';
import type { CallJsonBody } from '../../framework/contracts/callContract';
import { isSoftDeleted } from '../../framework/query/isSoftDeleted';
import { canPerform } from '../../framework/registry/access';
import type { ResourceModel } from '../../framework/registry/types';
import { forbidden } from '../auth/protectResourceRoute';
import type { RequestUser } from '../auth/requestUser';
import { activityReport, type ReportTask } from '../evidence/activityReport';
import { reachableRecord, resourceNamed } from '../evidence/evidenceAccess';
import { assertInScope, scopeListFilters, type RecordScope } from '../scope/recordScope';
import { uniqueNames, zipAnswer } from '../evidence/evidenceZip';
import { safeMediaName } from '../evidence/mediaTypes';
import { ApiError } from '../http/apiError';
import { contractRoute } from '../http/contractRoute';
import { StreamBody } from '../http/streamBody';
import { invalidField, unknownReference } from '../processEngine/processAccess';
import { taskIdsOf } from '../processEngine/taskIds';
import type { RecordService } from '../records/recordService';
import type { ApiRoute } from '../routes/apiRoute';
import type { FeatureContext, FeatureModule } from '../routes/featureModule';
import type { StoredRecord } from '../store/readCollectionFile';
import { newRecordId } from '../store/newRecordId';
import { instanceFiles, stepsOf, type MediaSources } from './instanceMedia';
import type { TasksByStep } from './instanceSteps';
import { newInstances } from './newInstances';

/** The resources the instance calls read and write. */
const NAMES = {
  template: 'digital-process',
  instance: 'digital-process-instance',
  element: 'element',
  pendency: 'pendency',
  task: 'task',
  activity: 'activity',
  activityTask: 'activity-task',
} as const;
const MEDIA_FIELDS = { activityElement: 'elementId', taskActivity: 'activityId', productTask: 'task' } as const;
/** List parameters of the element filter that do not filter: paging, sort and the count are the call's own. */
const NOT_FILTERS = new Set(['limit', 'skip', 'sort', 'order', 'collectionCount']);

type ElementFilter = CallJsonBody<typeof INSTANTIATE_FOR_FILTERED_ELEMENTS>['filter'];

interface Resources {
  template: ResourceModel;
  instance: ResourceModel;
  element: ResourceModel;
  pendency: ResourceModel;
  task: ResourceModel;
  media?: MediaSources;
}

/** The elements to instantiate for, duplicates dropped: 1 to MAX_INSTANCES of them, each refusal with its own code. */
function elementIds(ids: readonly string[]): string[] {
  const unique = [...new Set(ids)];
  if (unique.length === 0)
    throw new ApiError(400, {
      error: NO_ELEMENTS,
      message: 'elements: choose at least one',
      errors: [{ field: 'elements', keyword: 'minItems', message: 'elements: choose at least one' }],
    });
  if (unique.length > MAX_INSTANCES)
    throw new ApiError(400, {
      error: TOO_MANY_ELEMENTS,
      message: `elements: at most ${MAX_INSTANCES} in one call, got ${unique.length}`,
      count: unique.length,
      max: MAX_INSTANCES,
    });
  return unique;
}

/** The ids of a `?ids=a,b` query, duplicates dropped: each an id, at most MAX_INSTANCES. */
function queryIds(value: string): string[] {
  const ids = [...new Set(value.split(',').filter((id) => id !== ''))];
  if (ids.length === 0 || ids.some((id) => id.length > 64)) throw invalidField('ids', 'ids must be a comma list of instance ids', 'type');
  if (ids.length > MAX_INSTANCES) throw invalidField('ids', `ids: at most ${MAX_INSTANCES} in one call, got ${ids.length}`, 'maxItems');
  return ids;
}

/** `tasksByStep` of a body: each step one of the template's and each task an existing one. */
function tasksByStepOf(value: TasksByStep | undefined, template: StoredRecord, resources: Resources, records: RecordService): TasksByStep {
  if (value === undefined) return {};
  const steps = new Set((Array.isArray(template.steps) ? (template.steps as unknown[]) : []).map((step) => (step as { _id?: unknown } | null)?._id));
  return Object.fromEntries(
    Object.entries(value).map(([step, tasks]) => {
      if (!steps.has(step)) throw unknownReference(`tasksByStep.${step.slice(0, 64)}`, `The process has no step "${step.slice(0, 64)}"`);
      return [step, taskIdsOf(tasks, `tasksByStep.${step}`, resources.task, records)];
    }),
  );
}

/** The elements named by id, each existing and in the caller's project (400 otherwise). */
function chosenElements(ids: readonly string[], resources: Resources, records: RecordService, scope: RecordScope): StoredRecord[] {
  const collection = records.options.store.collection(resources.element.name);
  return ids.map((id, index) => {
    const element = collection.get(id);
    if (!element || isSoftDeleted(resources.element, element)) throw unknownReference(`elements.${index}`, `No element has the id "${id}"`);
    assertInScope(element, resources.element, scope);
    return element;
  });
}

/** Every element the element list would answer for `filter` in the caller's project; 400 past MAX_INSTANCES or for none. */
function filteredElements(filter: ElementFilter, resources: Resources, records: RecordService, scope: RecordScope): StoredRecord[] {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(filter ?? {})) {
    if (NOT_FILTERS.has(name) || value === null || value === '') continue;
    params[name] = String(value);
  }
  const { items, count } = records.query(resources.element, {
    ...params,
    ...scopeListFilters(resources.element, scope),
    limit: String(MAX_INSTANCES),
    skip: '0',
    collectionCount: 'true',
  });
  if (count === 0) throw new ApiError(400, { error: NO_ELEMENTS, message: 'No element matches the filter' });
  if (count > MAX_INSTANCES)
    throw new ApiError(400, {
      error: TOO_MANY_ELEMENTS,
      message: `${count} elements match the filter; narrow it to at most ${MAX_INSTANCES}`,
      count,
      max: MAX_INSTANCES,
    });
  return items as StoredRecord[];
}

/**
 * The digital process instance calls of spec §7 (src/contracts/processInstances.ts) beside
 * the generated list, show, cancel and soft delete: instantiate a template for chosen
 * elements or for every element a filter matches (one instance per element, all or none),
 * the pendencies of an instance and of one step, the media sizes, the report (PDF, as the
 * activity report) and the zip of the steps' evidence.
 */
function processInstanceRoutes({ model, records, dataDir, accessOf, scopeOf }: FeatureContext): ApiRoute[] {
  const [template, instance, element, pendency, task] = [NAMES.template, NAMES.instance, NAMES.element, NAMES.pendency, NAMES.task].map((name) =>
    resourceNamed(model, name),
  );
  if (!template || !instance || !element || !pendency || !task) return [];
  const activity = resourceNamed(model, NAMES.activity);
  const activityTask = resourceNamed(model, NAMES.activityTask);
  const resources: Resources = {
    template,
    instance,
    element,
    pendency,
    task,
    ...(activity && activityTask ? { media: { activity, activityTask, fields: MEDIA_FIELDS } } : {}),
  };
  const { store, now } = records.options;
  const instances = store.collection(instance.name);

  const instantiate = (templateId: string, tasksByStep: TasksByStep | undefined, pick: () => StoredRecord[]) => {
    const chosenTemplate = records.get(template, templateId);
    const chosenTasks = tasksByStepOf(tasksByStep, chosenTemplate, resources, records);
    const elements = pick();
    const ids = instances.all().map((record) => record[instances.idField]);
    const built = newInstances({ template: chosenTemplate, elements, tasksByStep: chosenTasks, newId: () => String(newRecordId(ids)), now: now() });
    if (!built.ok) throw new ApiError(400, { error: built.error, message: built.error, stepsWithoutTasks: built.stepsWithoutTasks });
    // One journal line: every instance or none.
    instances.apply({ insert: built.instances });
    return { status: 201, body: { data: { count: built.instances.length, instances: built.instances } } };
  };

  /** An instance whose pendencies the caller reads: the pendencies' own list rule applies as well. */
  const withPendencies = (user: RequestUser, id: string): StoredRecord => {
    const record = reachableRecord(records, instance, id, scopeOf(user));
    if (!canPerform(pendency.access, 'list', user.roles)) throw forbidden(`list ${pendency.name}`, pendency.access.list);
    return record;
  };

  const pendenciesOf = (ids: unknown) => {
    const collection = store.collection(pendency.name);
    return (Array.isArray(ids) ? ids : []).flatMap((id) => {
      const found = typeof id === 'string' ? collection.get(id) : undefined;
      return found && !isSoftDeleted(pendency, found)
        ? [{ ...found, _id: id as string, name: String(found.name ?? ''), status: String(found.status ?? '') }]
        : [];
    });
  };

  const filesOf = (record: StoredRecord) => (resources.media ? instanceFiles(record, resources.media, records, dataDir) : []);

  const taskLabel = (id: string): string => {
    const found = store.collection(task.name).get(id);
    return typeof found?.description === 'string' ? found.description : typeof found?.name === 'string' ? found.name : id;
  };

  return [
    contractRoute(INSTANTIATE_PROCESS, accessOf, ({ params, body, user }) =>
      instantiate(params.id, body.tasksByStep, () => chosenElements(elementIds(body.elements), resources, records, scopeOf(user))),
    ),
    contractRoute(INSTANTIATE_FOR_FILTERED_ELEMENTS, accessOf, ({ body, user }) =>
      instantiate(body.processId, body.tasksByStep, () => filteredElements(body.filter, resources, records, scopeOf(user))),
    ),
    contractRoute(INSTANCE_PENDENCIES, accessOf, ({ query, user }) => {
      const items = pendenciesOf(withPendencies(user, query.instanceId).pendencies);
      return { status: 200, body: { data: { items, count: items.length } } };
    }),
    contractRoute(STEP_PENDENCIES, accessOf, ({ query, user }) => {
      const record = withPendencies(user, query.instanceId);
      const step = stepsOf(record).find((candidate) => candidate._id === query.step || candidate.bpmnActivityId === query.step);
      if (!step) throw unknownReference('step', `The instance has no step "${query.step.slice(0, 64)}"`);
      const items = pendenciesOf(step.pendencies);
      return {
        status: 200,
        body: {
          data: {
            step: { _id: step._id, ...(step.name !== undefined ? { name: step.name } : {}), bpmnActivityId: step.bpmnActivityId, status: step.status },
            items,
            count: items.length,
          },
        },
      };
    }),
    contractRoute(INSTANCE_MEDIA_SIZES, accessOf, ({ query, user }) => {
      const answer = queryIds(query.ids).map((id) => {
        const files = filesOf(reachableRecord(records, instance, id, scopeOf(user)));
        return { id, count: files.length, size: files.reduce((sum, file) => sum + file.size, 0) };
      });
      return {
        status: 200,
        body: { data: { size: answer.reduce((sum, item) => sum + item.size, 0), count: answer.reduce((sum, item) => sum + item.count, 0), instances: answer } },
      };
    }),
    contractRoute(INSTANCE_REPORT, accessOf, ({ params: { id }, user }) => {
      const record = reachableRecord(records, instance, id, scopeOf(user));
      const files = filesOf(record);
      const steps: ReportTask[] = stepsOf(record).map((step) => ({
        order: step.order + 1,
        name: step.name ?? step.bpmnActivityId,
        status: step.status,
        records: [
          ...step.tasks.map((taskId) => `Task: ${taskLabel(taskId)}`),
          ...pendenciesOf(step.pendencies).map((item) => `Pendency: ${item.name || item._id} (${item.status})`),
        ],
        record: { medias: files.filter((file) => file.step._id === step._id).map((file) => file.media) },
      }));
      const templateRecord = typeof record.digitalProcessId === 'string' ? store.collection(template.name).get(record.digitalProcessId) : undefined;
      const elementRecord = typeof record.elementId === 'string' ? store.collection(element.name).get(record.elementId) : undefined;
      const facts: [string, string][] = [
        ['id', id],
        ['Process', String(templateRecord?.name ?? record.digitalProcessId ?? '')],
        ['Element', String(elementRecord?.identifier ?? record.elementId ?? '')],
        ['Execution status', String(record.executionStatus ?? '')],
        ['Created at', String(record.createdAt ?? '')],
      ];
      const title = typeof record.name === 'string' && record.name !== '' ? record.name : id;
      return {
        status: 200,
        body: new StreamBody(
          () => activityReport({ title, subject: `Digital process instance ${id}`, facts, tasks: steps, dataDir }),
          'application/pdf',
          instanceReportName(id),
        ),
      };
    }),
    contractRoute(INSTANCES_ZIP, accessOf, ({ body, user }) => {
      const chosen = [...new Set(body.ids)].map((id) => reachableRecord(records, instance, id, scopeOf(user)));
      const unique = uniqueNames();
      const entries = chosen.flatMap((record) => {
        const folder = safeMediaName(String(record.name ?? record._id));
        return filesOf(record).map((file) => ({
          path: file.path,
          name: unique(`${folder}/${file.step.order + 1}-${safeMediaName(file.media.originalMediaName ?? file.path)}`),
        }));
      });
      return zipAnswer(entries, INSTANCES_ZIP_NAME);
    }),
  ];
}

/** The feature's routes, as the demo API builds them from its context. */
export const processInstancesFeature: FeatureModule = { origin: 'src/server/processInstances', routes: processInstanceRoutes };
