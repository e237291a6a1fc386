import type { RegistryModel, ResourceModel } from '../../framework/registry/types';
import { BODY_LIMITS, checkBodyLimits } from '../http/checkBodyLimits';
import { checkContentType } from '../http/checkContentType';
import { MAX_BODY_BYTES, readJsonBody } from '../http/readJsonBody';
import type { RecordService } from '../records/recordService';
import type { ApiRequest, ApiRoute } from '../routes/apiRoute';
import { newRecordId } from '../store/newRecordId';
import { orderedActivities, type BpmnItem } from './bpmnActivities';
import { guardProcessModelWrites } from './guardProcessModelWrites';
import { callerMay, invalidField, unreadableModel } from './processAccess';
import { readBpmnModel } from './readBpmnModel';
import { taskIdsOf } from './taskIds';
import { stepsFor, withBoundTasks, type TemplateActivity } from './templateActivities';
import { MAX_BPMN_CHARACTERS } from './xmlSafety';

const PROCESS = 'digital-process';
const TASK = 'task';
/** A model is one long text: the usual limit on one string (100 000) is raised to the model's. */
const XML_BODY_LIMITS = { ...BODY_LIMITS, stringLength: MAX_BPMN_CHARACTERS };

interface XmlBody {
  xml: string;
  activities?: unknown;
  activitiesOrder?: unknown;
}

async function readXmlBody(request: ApiRequest): Promise<XmlBody> {
  const stream = request.stream;
  if (!stream) throw invalidField('xml', 'The body must be JSON {xml, activities, activitiesOrder}', 'type');
  checkContentType(stream);
  const body = await readJsonBody(stream, MAX_BODY_BYTES);
  checkBodyLimits(body, XML_BODY_LIMITS);
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw invalidField('xml', 'The body must be JSON {xml, activities, activitiesOrder}', 'type');
  const xml = (body as Record<string, unknown>).xml;
  if (typeof xml !== 'string' || xml.trim() === '') throw invalidField('xml', 'xml is required: the BPMN 2.0 text of the model', 'required');
  return body as XmlBody;
}

/** The tasks the body binds to each model activity; an activity the body leaves out keeps what it had. */
function boundActivities(body: XmlBody, model: readonly BpmnItem[], current: readonly TemplateActivity[], task: ResourceModel, records: RecordService): TemplateActivity[] {
  if (body.activities === undefined) return [...current];
  if (!Array.isArray(body.activities)) throw invalidField('activities', 'activities must be a list of {id, tasks}', 'type');
  const sent = new Map<string, string[]>();
  body.activities.forEach((entry: unknown, index) => {
    const id = (entry as { id?: unknown } | null)?.id;
    if (typeof id !== 'string' || !model.some((activity) => activity.id === id)) {
      throw invalidField(`activities.${index}.id`, `activities.${index}: the model has no task or user task "${String(id)}"`, 'reference');
    }
    sent.set(id, taskIdsOf((entry as { tasks?: unknown }).tasks, `activities.${index}.tasks`, task, records));
  });
  return current.map((activity) => ({ ...activity, tasks: sent.get(activity.id) ?? activity.tasks }));
}

/** The body's order when it names each model activity once, else the order the flows visit them. */
function orderOf(body: XmlBody, model: readonly BpmnItem[]): string[] {
  const flow = model.map((activity) => activity.id);
  const sent = body.activitiesOrder;
  if (sent === undefined) return flow;
  const valid = Array.isArray(sent) && sent.length === flow.length && new Set(sent).size === flow.length && sent.every((id) => flow.includes(id as string));
  if (!valid) throw invalidField('activitiesOrder', `activitiesOrder must name each task of the model once (${flow.join(', ') || 'none'})`, 'enum');
  return sent as string[];
}

/**
 * GET and PUT `digital-process/{id}/xml` (spec §7): the template's model with its
 * activities, their bound tasks and their order. A PUT reads the model (refusing, with
 * the element and line concerned, what is not a safe BPMN 2.0 text), binds the tasks it
 * names, derives the steps (one per activity, in order) and stores it all in one write;
 * the model's warnings come back with the answer. The generic `POST digital-process` and
 * `PUT digital-process/{id}` get the same model check (guardProcessModelWrites).
 */
export function digitalProcessXmlRoutes(model: RegistryModel, records: RecordService): ApiRoute[] {
  const process = model.resources.find((resource) => resource.name === PROCESS);
  const task = model.resources.find((resource) => resource.name === TASK);
  if (!process || !task) return [];
  // The generic create and edit of a digital process refuse the models this call refuses.
  guardProcessModelWrites(process, records);
  const collection = () => records.options.store.collection(process.name);
  return [
    {
      method: 'GET',
      pattern: `${process.api.path}/:id/xml`,
      readsBody: false,
      async handle(request) {
        callerMay(process, 'show', request);
        const record = records.get(process, request.params.id ?? '');
        const xml = typeof record.xml === 'string' ? record.xml : '';
        const reading = xml ? await readBpmnModel(xml) : undefined;
        const activities = reading?.ok ? withBoundTasks(record, orderedActivities(reading.definitions)) : [];
        const order = Array.isArray(record.activitiesOrder) ? record.activitiesOrder : activities.map((activity) => activity.id);
        return { status: 200, body: { data: { _id: record[process.api.idField], name: record.name, xml, activities, activitiesOrder: order } } };
      },
    },
    {
      method: 'PUT',
      pattern: `${process.api.path}/:id/xml`,
      readsBody: false,
      streamsBody: true,
      async handle(request) {
        try {
          callerMay(process, 'edit', request);
        } catch (error) {
          request.stream?.resume();
          throw error;
        }
        const body = await readXmlBody(request);
        const record = records.get(process, request.params.id ?? '');
        const reading = await readBpmnModel(body.xml);
        if (!reading.ok) throw unreadableModel(reading.problems);
        const flow = orderedActivities(reading.definitions);
        const activities = boundActivities(body, flow, withBoundTasks(record, flow), task, records);
        const order = orderOf(body, flow);
        const ids = collection()
          .all()
          .flatMap((stored) => (Array.isArray(stored.steps) ? (stored.steps as { _id?: unknown }[]).map((step) => step._id) : []));
        const steps = stepsFor(record, activities, order, () => String(newRecordId(ids)));
        const updatedAt = process.timestamps.updatedAt;
        const changed = { ...record, xml: body.xml, activities, activitiesOrder: order, steps, ...(updatedAt ? { [updatedAt]: new Date().toISOString() } : {}) };
        collection().replace(changed);
        return { status: 200, body: { data: { _id: record[process.api.idField], xml: body.xml, activities, activitiesOrder: order, warnings: reading.warnings } } };
      },
    },
  ];
}
