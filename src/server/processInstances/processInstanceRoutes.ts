import { isSoftDeleted } from '../../framework/query/isSoftDeleted';
import type { RegistryModel, ResourceModel } from '../../framework/registry/types';
import { assertInProject, projectViewOf } from '../auth/projectView';
import type { RequestUser } from '../auth/requestUser';
import { activityReport, type ReportTask } from '../evidence/activityReport';
import { callerFor, reachableRecord, resourceNamed } from '../evidence/evidenceAccess';
import { evidenceZip, uniqueNames } from '../evidence/evidenceZip';
import { safeMediaName } from '../evidence/mediaTypes';
import { ApiError } from '../http/apiError';
import { StreamBody } from '../http/streamBody';
import { invalidField } from '../processEngine/processAccess';
import { taskIdsOf } from '../processEngine/taskIds';
import type { RecordService } from '../records/recordService';
import type { ApiRequest, ApiRoute } from '../routes/apiRoute';
import type { StoredRecord } from '../store/readCollectionFile';
import { newRecordId } from '../store/newRecordId';
import { instanceFiles, stepsOf, type MediaSources } from './instanceMedia';
import type { TasksByStep } from './instanceSteps';
import { newInstances } from './newInstances';
import type { ApiErrorCode } from '../http/errorCodes';
import type { FeatureModule } from '../routes/featureModule';

/** The resources the instance calls read and write. */
const NAMES = { template: 'digital-process', instance: 'digital-process-instance', element: 'element', pendency: 'pendency', task: 'task', activity: 'activity', activityTask: 'activity-task' } as const;
const MEDIA_FIELDS = { activityElement: 'elementId', taskActivity: 'activityId', productTask: 'task' } as const;
/** Most instances one call creates, and most instances one read names (sizes, zip): past it, a clear 400. */
export const MAX_INSTANCES = 1000;
export const TOO_MANY_ELEMENTS = 'DIGITAL_PROCESS_INSTANTIATE.TOO_MANY_ELEMENTS';
export const NO_ELEMENTS = 'DIGITAL_PROCESS_INSTANTIATE.NO_ELEMENTS';
/** List parameters of the element filter that do not filter: paging, sort and the count are the call's own. */
const NOT_FILTERS = new Set(['limit', 'skip', 'sort', 'order', 'collectionCount']);

interface Resources {
  template: ResourceModel;
  instance: ResourceModel;
  element: ResourceModel;
  pendency: ResourceModel;
  task: ResourceModel;
  media?: MediaSources;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function bodyOf(request: ApiRequest): Record<string, unknown> {
  if (request.body === undefined) return {};
  if (!isObject(request.body)) throw invalidField('', 'The body must be a JSON object', 'type');
  return request.body;
}

/** The codes of an empty and of a too long list: elements to instantiate have their own. */
interface ListCodes {
  empty: ApiErrorCode;
  tooMany: ApiErrorCode;
}
const ELEMENT_CODES: ListCodes = { empty: NO_ELEMENTS, tooMany: TOO_MANY_ELEMENTS };
const ID_CODES: ListCodes = { empty: 'VALIDATION_ERROR', tooMany: 'VALIDATION_ERROR' };

/** A list of 1 to MAX_INSTANCES ids, duplicates dropped; 400 naming `field` otherwise. */
function idList(value: unknown, field: string, codes: ListCodes): string[] {
  if (!Array.isArray(value) || !value.every((id) => typeof id === 'string' && id.length > 0 && id.length <= 64)) throw invalidField(field, `${field} must be a list of ids`, 'type');
  const ids = [...new Set(value as string[])];
  if (ids.length === 0) throw new ApiError(400, { error: codes.empty, message: `${field}: choose at least one`, errors: [{ field, keyword: 'minItems', message: `${field}: choose at least one` }] });
  if (ids.length > MAX_INSTANCES) throw new ApiError(400, { error: codes.tooMany, message: `${field}: at most ${MAX_INSTANCES} in one call, got ${ids.length}`, count: ids.length, max: MAX_INSTANCES });
  return ids;
}

/** The ids of a `?ids=a,b` query. */
function queryIds(value: string | undefined, field: string): string[] {
  return idList((value ?? '').split(',').filter((id) => id !== ''), field, ID_CODES);
}

function queryText(request: ApiRequest, name: string): string {
  const value = request.query[name];
  if (value === undefined || value.trim() === '') throw invalidField(name, `The query parameter ${name} is required`, 'required');
  return value.trim();
}

/** `tasksByStep` of a body: step id → task ids, each step one of the template's and each task an existing one. */
function tasksByStepOf(value: unknown, template: StoredRecord, resources: Resources, records: RecordService): TasksByStep {
  if (value === undefined) return {};
  if (!isObject(value)) throw invalidField('tasksByStep', 'tasksByStep must be an object {stepId: [taskId]}', 'type');
  const steps = new Set((Array.isArray(template.steps) ? template.steps : []).filter(isObject).map((step) => step._id));
  return Object.fromEntries(
    Object.entries(value).map(([step, tasks]) => {
      if (!steps.has(step)) throw invalidField(`tasksByStep.${step.slice(0, 64)}`, `The process has no step "${step.slice(0, 64)}"`, 'reference');
      return [step, taskIdsOf(tasks, `tasksByStep.${step}`, resources.task, records)];
    }),
  );
}

/** The elements named by id, each existing and in the caller's project (400 otherwise). */
function chosenElements(ids: readonly string[], resources: Resources, records: RecordService, user: RequestUser): StoredRecord[] {
  const collection = records.options.store.collection(resources.element.name);
  const view = projectViewOf(user);
  const field = resources.element.projectScope?.field;
  return ids.map((id, index) => {
    const element = collection.get(id);
    if (!element || isSoftDeleted(resources.element, element)) throw invalidField(`elements.${index}`, `No element has the id "${id}"`, 'reference');
    if (field) assertInProject(element, field, view);
    return element;
  });
}

/** Every element the element list would answer for `filter` in the caller's project; 400 past MAX_INSTANCES or for none. */
function filteredElements(filter: unknown, resources: Resources, records: RecordService, user: RequestUser): StoredRecord[] {
  if (filter !== undefined && !isObject(filter)) throw new ApiError(400, { error: 'INVALID_FILTERS', message: 'filter must be an object of element list parameters (name: text)' });
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(filter ?? {})) {
    if (NOT_FILTERS.has(name) || value === undefined || value === null || value === '') continue;
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') throw new ApiError(400, { error: 'INVALID_FILTERS', message: `filter.${name.slice(0, 64)} must be a text, a number or a boolean` });
    params[name] = String(value);
  }
  const view = projectViewOf(user);
  const field = resources.element.projectScope?.field;
  if (field && !view.all) params[field] = view.projectId;
  const { items, count } = records.query(resources.element, { ...params, limit: String(MAX_INSTANCES), skip: '0', collectionCount: 'true' });
  if (count === 0) throw new ApiError(400, { error: NO_ELEMENTS, message: 'No element matches the filter' });
  if (count > MAX_INSTANCES) throw new ApiError(400, { error: TOO_MANY_ELEMENTS, message: `${count} elements match the filter; narrow it to at most ${MAX_INSTANCES}`, count, max: MAX_INSTANCES });
  return items as StoredRecord[];
}

/**
 * The digital process instance calls of spec §7 beside the generated list, show, cancel
 * and soft delete: instantiate a template for chosen elements or for every element a
 * filter matches (one instance per element, all or none, at most MAX_INSTANCES), the
 * pendencies of an instance and of one step, the media sizes, the report (PDF, as the
 * activity report) and the zip of the steps' evidence. Creating follows the instance's
 * create rule (READ_ONLY and USER are refused), reading its show rule; the elements and
 * instances must be in the caller's project.
 */
export function processInstanceRoutes(model: RegistryModel, records: RecordService, dataDir: string): ApiRoute[] {
  const [template, instance, element, pendency, task] = [NAMES.template, NAMES.instance, NAMES.element, NAMES.pendency, NAMES.task].map((name) => resourceNamed(model, name));
  if (!template || !instance || !element || !pendency || !task) return [];
  const activity = resourceNamed(model, NAMES.activity);
  const activityTask = resourceNamed(model, NAMES.activityTask);
  const resources: Resources = { template, instance, element, pendency, task, ...(activity && activityTask ? { media: { activity, activityTask, fields: MEDIA_FIELDS } } : {}) };
  const { store, now } = records.options;
  const instances = store.collection(instance.name);

  const instantiate = (request: ApiRequest, templateId: unknown, pick: (user: RequestUser) => StoredRecord[]) => {
    const user = callerFor(instance, 'create', request);
    if (typeof templateId !== 'string' || templateId === '') throw invalidField('processId', 'processId is required: the digital process to instantiate', 'required');
    const chosenTemplate = records.get(template, templateId);
    const tasksByStep = tasksByStepOf(bodyOf(request).tasksByStep, chosenTemplate, resources, records);
    const elements = pick(user);
    const ids = instances.all().map((record) => record[instances.idField]);
    const built = newInstances({ template: chosenTemplate, elements, tasksByStep, newId: () => String(newRecordId(ids)), now: now() });
    if (!built.ok) throw new ApiError(400, { error: built.error, message: built.error, stepsWithoutTasks: built.stepsWithoutTasks });
    // One journal line: every instance or none.
    instances.apply({ insert: built.instances });
    return { status: 201, body: { data: { count: built.instances.length, instances: built.instances } } };
  };

  const readable = (request: ApiRequest, id: string): StoredRecord => {
    const user = callerFor(instance, 'show', request);
    return reachableRecord(records, instance, id, user);
  };

  const pendenciesOf = (ids: unknown): StoredRecord[] => {
    const collection = store.collection(pendency.name);
    return (Array.isArray(ids) ? ids : []).flatMap((id) => {
      const found = typeof id === 'string' ? collection.get(id) : undefined;
      return found && !isSoftDeleted(pendency, found) ? [found] : [];
    });
  };

  const filesOf = (record: StoredRecord) => (resources.media ? instanceFiles(record, resources.media, records, dataDir) : []);

  const taskLabel = (id: string): string => {
    const found = store.collection(task.name).get(id);
    return typeof found?.description === 'string' ? found.description : typeof found?.name === 'string' ? found.name : id;
  };

  return [
    {
      method: 'POST',
      pattern: `${template.api.path}/:id/instantiate`,
      readsBody: true,
      handle: (request) => instantiate(request, request.params.id, (user) => chosenElements(idList(bodyOf(request).elements, 'elements', ELEMENT_CODES), resources, records, user)),
    },
    {
      method: 'POST',
      pattern: `${template.api.path}/instantiate-for-filtered-elements`,
      readsBody: true,
      handle: (request) => instantiate(request, bodyOf(request).processId, (user) => filteredElements(bodyOf(request).filter, resources, records, user)),
    },
    {
      method: 'GET',
      pattern: `${instance.api.path}/pendencies`,
      readsBody: false,
      handle(request) {
        const record = readable(request, queryText(request, 'instanceId'));
        callerFor(pendency, 'list', request);
        const items = pendenciesOf(record.pendencies);
        return { status: 200, body: { data: { items, count: items.length } } };
      },
    },
    {
      method: 'GET',
      pattern: `${instance.api.path}/step-pendencies`,
      readsBody: false,
      handle(request) {
        const record = readable(request, queryText(request, 'instanceId'));
        callerFor(pendency, 'list', request);
        const stepId = queryText(request, 'step');
        const step = stepsOf(record).find((candidate) => candidate._id === stepId || candidate.bpmnActivityId === stepId);
        if (!step) throw invalidField('step', `The instance has no step "${stepId.slice(0, 64)}"`, 'reference');
        const items = pendenciesOf(step.pendencies);
        return { status: 200, body: { data: { step: { _id: step._id, name: step.name, bpmnActivityId: step.bpmnActivityId, status: step.status }, items, count: items.length } } };
      },
    },
    {
      method: 'GET',
      pattern: `${instance.api.path}/medias/get-size-ativities`,
      readsBody: false,
      handle(request) {
        const answer = queryIds(request.query.ids, 'ids').map((id) => {
          const files = filesOf(readable(request, id));
          return { id, count: files.length, size: files.reduce((sum, file) => sum + file.size, 0) };
        });
        return { status: 200, body: { data: { size: answer.reduce((sum, item) => sum + item.size, 0), count: answer.reduce((sum, item) => sum + item.count, 0), instances: answer } } };
      },
    },
    {
      method: 'GET',
      pattern: `${instance.api.path}/:id/report`,
      readsBody: false,
      handle(request) {
        const id = request.params.id ?? '';
        const record = readable(request, id);
        const files = filesOf(record);
        const steps: ReportTask[] = stepsOf(record).map((step) => ({
          order: step.order + 1,
          name: step.name ?? step.bpmnActivityId,
          status: step.status,
          records: [...step.tasks.map((taskId) => `Task: ${taskLabel(taskId)}`), ...pendenciesOf(step.pendencies).map((item) => `Pendency: ${String(item.name ?? item._id)} (${String(item.status ?? '')})`)],
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
        return { status: 200, body: new StreamBody(() => activityReport({ title, subject: `Digital process instance ${id}`, facts, tasks: steps, dataDir }), 'application/pdf', `process-instance-${id}-report.pdf`) };
      },
    },
    {
      method: 'POST',
      pattern: `${instance.api.path}/download-zip`,
      readsBody: true,
      handle(request) {
        const chosen = idList(bodyOf(request).ids, 'ids', ID_CODES).map((id) => readable(request, id));
        const unique = uniqueNames();
        const entries = chosen.flatMap((record) => {
          const folder = safeMediaName(String(record.name ?? record._id));
          return filesOf(record).map((file) => ({ path: file.path, name: unique(`${folder}/${file.step.order + 1}-${safeMediaName(file.media.originalMediaName ?? file.path)}`) }));
        });
        return { status: 200, body: new StreamBody(() => evidenceZip(entries), 'application/zip', 'process-instances.zip') };
      },
    },
  ];
}

/** The feature's routes, as the demo API builds them from its context. */
export const processInstancesFeature: FeatureModule = { origin: 'src/server/processInstances', routes: ({ model, records, dataDir }) => processInstanceRoutes(model, records, dataDir) };
