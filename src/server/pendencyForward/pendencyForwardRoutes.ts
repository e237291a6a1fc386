import { FORWARD_PENDENCY, FORWARD_TEMPLATES } from '../../contracts/pendencyForward';
import type { CallAnswer } from '../../framework/contracts/callContract';
import type { RegistryModel, ResourceModel, StatusAction } from '../../framework/registry/types';
import { createActionContext } from '../actions/actionContext';
import { statusChange } from '../actions/statusAction';
import { assertInScope } from '../scope/recordScope';
import { ApiError } from '../http/apiError';
import { contractRoute } from '../http/contractRoute';
import { unknownReference } from '../processEngine/processAccess';
import { instanceSteps } from '../processInstances/instanceSteps';
import type { FeatureModule } from '../routes/featureModule';
import type { StoredRecord } from '../store/readCollectionFile';
import { forwardedInstance } from './forwardedInstance';
import { knownTasks, tasksByStep } from './forwardBody';
import { forwardTemplates } from './forwardTemplates';

/** The resources of the flow, and the pendency action it runs (its roles, transitions, refusals and history). */
const PENDENCY = 'pendency';
const FORWARD_ACTION = 'forward';
const PROCESS = 'digital-process';
const INSTANCE = 'digital-process-instance';
const TASK = 'task';

interface ForwardResources {
  pendency: ResourceModel;
  action: StatusAction;
  process: ResourceModel;
  instance: ResourceModel;
  task: ResourceModel;
}

function resourcesOf(model: RegistryModel): ForwardResources | undefined {
  const named = (name: string) => model.resources.find((resource) => resource.name === name);
  const pendency = named(PENDENCY);
  const action = pendency?.actions.find((candidate): candidate is StatusAction => candidate.kind === 'status' && candidate.name === FORWARD_ACTION);
  const process = named(PROCESS);
  const instance = named(INSTANCE);
  const task = named(TASK);
  return pendency && action && process && instance && task ? { pendency, action, process, instance, task } : undefined;
}

const stepIdsOf = (template: StoredRecord): string[] =>
  (Array.isArray(template.steps) ? (template.steps as { _id?: unknown }[]) : []).map((step) => step._id).filter((id): id is string => typeof id === 'string');

/**
 * `POST pendency/{id}/forward` and `GET pendency/forward/digital-process` (spec §2, §4, §5,
 * §7; src/contracts/pendencyForward.ts): a pendency forwarded through a digital process. The
 * forward checks the caller (the roles of the pendency's `forward` action, its project), the pendency (`refuse`
 * rules and `transitions` of its `forward` action: INVALID_STATUS, USER_WITHOUT_PERMISSION),
 * the template and the tasks, and refuses a step left with no task with 400
 * DIGITAL_PROCESS_INSTANTIATE.IT_IS_NECESSARY_TO_ADD_TASKS_IN_ALL_STEPS. Only then does it
 * store the instance and the pendency IN_PROGRESS (with its history entry), so a refusal
 * leaves both untouched.
 */
export const pendencyForwardFeature: FeatureModule = {
  origin: 'src/server/pendencyForward',
  routes({ model, records, accessOf, scopeOf }) {
    const resources = resourcesOf(model);
    if (!resources) return [];
    const { pendency, action, process, instance, task } = resources;
    return [
      contractRoute(FORWARD_TEMPLATES, accessOf, () => ({
        status: 200,
        body: { data: forwardTemplates(createActionContext(records).all(process), process.api.idField) },
      })),
      contractRoute(FORWARD_PENDENCY, accessOf, ({ params, body, user }) => {
        const scope = scopeOf(user);
        const record = records.get(pendency, params.id);
        assertInScope(record, pendency, scope);
        const context = createActionContext(records, () => scope);
        const changed = statusChange(context, pendency, action, record, {});

        const steps = knownTasks(body.steps, task, records);
        const template = context.find(process, body.digitalProcessId);
        if (!template) throw unknownReference('digitalProcessId', `digitalProcessId: no digital process has the id "${body.digitalProcessId}"`);
        const built = instanceSteps(template, tasksByStep(steps, stepIdsOf(template)));
        if (!built.ok) throw new ApiError(400, { error: built.error, message: built.error, stepsWithoutTasks: built.stepsWithoutTasks });

        const created = forwardedInstance({
          id: context.newId(instance),
          template,
          templateId: body.digitalProcessId,
          pendency: record,
          pendencyId: params.id,
          steps: built.steps,
          time: context.now(),
        });
        context.write(instance, { insert: [created] });
        context.write(pendency, { replace: [changed] });
        // The stored records: their shapes are their resources', checked on every write.
        return { status: 200, body: { data: { pendency: changed, instance: created } } as CallAnswer<typeof FORWARD_PENDENCY> };
      }),
    ];
  },
};
