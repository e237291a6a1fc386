import { SAVE_TEMPLATE_MODEL, TEMPLATE_MODEL, type BpmnItem, type TemplateActivity } from '../../contracts/processEngine';
import type { CallJsonBody } from '../../framework/contracts/callContract';
import type { ResourceModel } from '../../framework/registry/types';
import { ruleRefusal } from '../http/apiError';
import { contractRoute } from '../http/contractRoute';
import type { RecordService } from '../records/recordService';
import type { ApiRoute } from '../routes/apiRoute';
import type { FeatureContext } from '../routes/featureModule';
import { newRecordId } from '../store/newRecordId';
import { orderedActivities } from './bpmnActivities';
import { guardProcessModelWrites } from './guardProcessModelWrites';
import { unknownReference, unreadableModel } from './processAccess';
import { readBpmnModel } from './readBpmnModel';
import { taskIdsOf } from './taskIds';
import { stepsFor, withBoundTasks } from './templateActivities';

const PROCESS = 'digital-process';
const TASK = 'task';

type XmlBody = CallJsonBody<typeof SAVE_TEMPLATE_MODEL>;

/** The tasks the body binds to each model activity; an activity the body leaves out keeps what it had. */
function boundActivities(
  body: XmlBody,
  model: readonly BpmnItem[],
  current: readonly TemplateActivity[],
  task: ResourceModel,
  records: RecordService,
): TemplateActivity[] {
  if (body.activities === undefined) return [...current];
  const sent = new Map<string, string[]>();
  body.activities.forEach((entry, index) => {
    if (!model.some((activity) => activity.id === entry.id))
      throw unknownReference(`activities.${index}.id`, `activities.${index}: the model has no task or user task "${entry.id}"`);
    sent.set(entry.id, taskIdsOf(entry.tasks, `activities.${index}.tasks`, task, records));
  });
  return current.map((activity) => ({ ...activity, tasks: sent.get(activity.id) ?? activity.tasks }));
}

/** The body's order when it names each model activity once, else the order the flows visit them. */
function orderOf(body: XmlBody, model: readonly BpmnItem[]): string[] {
  const flow = model.map((activity) => activity.id);
  const sent = body.activitiesOrder;
  if (sent === undefined) return flow;
  const valid = sent.length === flow.length && new Set(sent).size === flow.length && sent.every((id) => flow.includes(id));
  if (!valid) {
    const message = `activitiesOrder must name each task of the model once (${flow.join(', ') || 'none'})`;
    throw ruleRefusal('MODEL_ORDER_MISMATCH', message, [{ field: 'activitiesOrder', keyword: 'enum', message, params: { allowedValues: flow } }]);
  }
  return sent;
}

/**
 * GET and PUT `digital-process/{id}/xml` (spec §7, src/contracts/processEngine.ts): the
 * template's model with its activities, their bound tasks and their order. A PUT reads the
 * model (refusing, with the element and line concerned, what is not a safe BPMN 2.0 text),
 * binds the tasks it names, derives the steps (one per activity, in order) and stores it
 * all in one write; the model's warnings come back with the answer. The generic
 * `POST digital-process` and `PUT digital-process/{id}` get the same model check
 * (guardProcessModelWrites).
 */
export function digitalProcessXmlRoutes({ model, records, accessOf }: FeatureContext): ApiRoute[] {
  const process = model.resources.find((resource) => resource.name === PROCESS);
  const task = model.resources.find((resource) => resource.name === TASK);
  if (!process || !task) return [];
  // The generic create and edit of a digital process refuse the models this call refuses.
  guardProcessModelWrites(process, records);
  const collection = () => records.options.store.collection(process.name);
  const idOf = (record: Readonly<Record<string, unknown>>) => String(record[process.api.idField]);
  return [
    contractRoute(TEMPLATE_MODEL, accessOf, async ({ params }) => {
      const record = records.get(process, params.id);
      const xml = typeof record.xml === 'string' ? record.xml : '';
      const reading = xml ? await readBpmnModel(xml) : undefined;
      const activities = reading?.ok ? withBoundTasks(record, orderedActivities(reading.definitions)) : [];
      const order = Array.isArray(record.activitiesOrder)
        ? record.activitiesOrder.filter((id): id is string => typeof id === 'string')
        : activities.map((activity) => activity.id);
      return {
        status: 200,
        body: { data: { _id: idOf(record), ...(typeof record.name === 'string' ? { name: record.name } : {}), xml, activities, activitiesOrder: order } },
      };
    }),
    contractRoute(SAVE_TEMPLATE_MODEL, accessOf, async ({ params, body }) => {
      const record = records.get(process, params.id);
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
      const changed = {
        ...record,
        xml: body.xml,
        activities,
        activitiesOrder: order,
        steps,
        ...(updatedAt ? { [updatedAt]: new Date().toISOString() } : {}),
      };
      collection().replace(changed);
      return { status: 200, body: { data: { _id: idOf(record), xml: body.xml, activities, activitiesOrder: order, warnings: reading.warnings } } };
    }),
  ];
}
