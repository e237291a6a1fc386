import { useState } from 'react';
import { useGetMany, useGetOne, useLocaleState } from 'ra-core';
import { useStatusValues } from '../../framework/actions/useStatusValues';
import { useCall } from '../../framework/contracts/useCall';
import { useResourceModels } from '../../framework/registry/RegistryContext';
import type { StatusAction } from '../../framework/registry/types';
import { FORWARD_TEMPLATES } from '../../contracts/pendencyForward';
import { addTask, planOf, removeTask, type PlannedStep, type PlannedTask } from './forwardPlan';
import { forwardRefusal } from './forwardRefusal';
import { taskLabel } from './taskLabel';
import { useForwardSubmit } from './useForwardSubmit';

const PENDENCY = 'pendency';
const FORWARD_ACTION = 'forward';
const TASK = 'task';

/**
 * The forward page's rules and calls (spec §2, §4, §5): the pendency and why it cannot be
 * forwarded (the forward action's own rules), the digital processes to forward it through,
 * the plan of the one picked (per step its tasks, added and removed here), the labels of
 * its saved tasks, and the forward itself with the steps it found empty.
 */
export function usePendencyForwardController(id: string) {
  const [locale] = useLocaleState();
  const [pendencyResource, taskResource] = useResourceModels(PENDENCY, TASK);
  const action = pendencyResource.actions.find((candidate): candidate is StatusAction => candidate.kind === 'status' && candidate.name === FORWARD_ACTION);
  const statusField = action?.field ?? 'status';
  const statuses = useStatusValues(pendencyResource, statusField);
  const pendency = useGetOne(PENDENCY, { id }, { enabled: id !== '', retry: false });
  const templates = useCall(FORWARD_TEMPLATES, {});
  const [templateId, setTemplateId] = useState<string>();
  const [plan, setPlan] = useState<PlannedStep[]>([]);
  // The pendencies' list, where a forward ends: the resource's own route.
  const listRoute = `/${pendencyResource.route}`;
  const forward = useForwardSubmit(id, templateId, plan, setPlan, listRoute);
  const savedIds = [...new Set(plan.flatMap((step) => step.tasks.flatMap((task) => (task.kind === 'saved' ? [task.id] : []))))];
  const tasks = useGetMany(TASK, { ids: savedIds }, { enabled: savedIds.length > 0 });
  const record = pendency.data;
  const marked = new Set(forward.marked);
  const templateList = templates.data?.data;
  return {
    listRoute,
    taskResource,
    /** The pendency is still coming (none is asked for without an id). */
    isPending: pendency.isPending && id !== '',
    error: pendency.error,
    record,
    /** The pendency's status, named. */
    statusLabel: record ? statuses.label(record[statusField]) : '',
    refusal: record && action ? forwardRefusal(action, record, action.field) : undefined,
    templates: templateList,
    templatesFailed: templates.error !== null,
    templateId,
    chosen: templateList?.find((template) => template._id === templateId),
    pick: (chosen: string) => {
      const template = templateList?.find((candidate) => candidate._id === chosen);
      setTemplateId(chosen);
      setPlan(template ? planOf(template) : []);
      forward.clear();
    },
    plan,
    /** Whether a step is marked: left with no task at the last try, and still empty. */
    isMarked: (step: PlannedStep) => marked.has(step.stepId) && step.tasks.length === 0,
    add: (stepId: string, task: PlannedTask) => setPlan((current) => addTask(current, stepId, task)),
    remove: (stepId: string, task: PlannedTask) => setPlan((current) => removeTask(current, stepId, task)),
    labelOf: (taskId: string) =>
      taskLabel(
        tasks.data?.find((task) => String(task.id) === taskId),
        locale,
      ) || taskId,
    canForward: templateId !== undefined && !forward.isPending,
    isForwarding: forward.isPending,
    submit: forward.submit,
  };
}
