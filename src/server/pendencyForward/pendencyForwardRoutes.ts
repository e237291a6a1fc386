import { actionAllowList, canRunAction } from '../../framework/registry/access';
import type { RegistryModel, ResourceModel, StatusAction } from '../../framework/registry/types';
import { createActionContext } from '../actions/actionContext';
import { statusChange } from '../actions/statusAction';
import { assertInProject, projectViewOf } from '../auth/projectView';
import { forbidden } from '../auth/protectResourceRoute';
import { ApiError } from '../http/apiError';
import { callerMay, invalidField } from '../processEngine/processAccess';
import { instanceSteps } from '../processInstances/instanceSteps';
import type { RecordService } from '../records/recordService';
import type { ApiRequest, ApiRoute } from '../routes/apiRoute';
import type { StoredRecord } from '../store/readCollectionFile';
import { forwardedInstance } from './forwardedInstance';
import { readForwardBody, tasksByStep } from './forwardBody';
import { forwardTemplates } from './forwardTemplates';
import type { FeatureModule } from '../routes/featureModule';

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
 * §7): a pendency forwarded through a digital process. The forward checks the caller
 * (the pendency's `forward` action roles, its project), the pendency (`refuse` rules and
 * `transitions` of that action: INVALID_STATUS, USER_WITHOUT_PERMISSION), the body, the
 * template and its tasks, and refuses a step left with no task with 400
 * DIGITAL_PROCESS_INSTANTIATE.IT_IS_NECESSARY_TO_ADD_TASKS_IN_ALL_STEPS. Only then does it
 * store the instance and the pendency IN_PROGRESS (with its history entry), so a refusal
 * leaves both untouched.
 */
export function pendencyForwardRoutes(model: RegistryModel, records: RecordService): ApiRoute[] {
  const resources = resourcesOf(model);
  if (!resources) return [];
  const { pendency, action, process, instance, task } = resources;
  const scopeField = pendency.projectScope?.field;

  const forward = (request: ApiRequest) => {
    const user = request.user;
    if (!user) throw new ApiError(401, { error: 'UNAUTHENTICATED', message: 'Sign in first: this call needs an Authorization: Bearer <access_token> header.' });
    if (!canRunAction(action, user.roles)) throw forbidden(`run ${action.name} on ${pendency.name}`, actionAllowList(action));
    const view = projectViewOf(user);
    const pendencyId = request.params.id ?? '';
    const record = records.get(pendency, pendencyId);
    if (scopeField) assertInProject(record, scopeField, view);
    const context = createActionContext(records, () => view);
    const changed = statusChange(context, pendency, action, record, {});

    const body = readForwardBody(request.body, task, records);
    const template = context.find(process, body.digitalProcessId);
    if (!template) throw invalidField('digitalProcessId', `digitalProcessId: no digital process has the id "${body.digitalProcessId}"`, 'reference');
    const steps = instanceSteps(template, tasksByStep(body.steps, stepIdsOf(template)));
    if (!steps.ok) throw new ApiError(400, { error: steps.error, message: steps.error, stepsWithoutTasks: steps.stepsWithoutTasks });

    const created = forwardedInstance({ id: context.newId(instance), template, templateId: body.digitalProcessId, pendency: record, pendencyId, steps: steps.steps, time: context.now() });
    context.write(instance, { insert: [created] });
    context.write(pendency, { replace: [changed] });
    return { status: 200, body: { data: { pendency: changed, instance: created } } };
  };

  return [
    {
      method: 'GET',
      pattern: `${pendency.api.path}/forward/digital-process`,
      readsBody: false,
      handle(request) {
        callerMay(process, 'list', request);
        return { status: 200, body: { data: forwardTemplates(createActionContext(records).all(process), process.api.idField) } };
      },
    },
    { method: 'POST', pattern: `${pendency.api.path}/:id/forward`, readsBody: true, handle: forward },
  ];
}

/** The feature's routes, as the demo API builds them from its context. */
export const pendencyForwardFeature: FeatureModule = { origin: 'src/server/pendencyForward', routes: ({ model, records }) => pendencyForwardRoutes(model, records) };
