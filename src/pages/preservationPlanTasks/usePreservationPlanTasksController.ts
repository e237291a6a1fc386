import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useGetOne, useNotify, usePermissions } from 'ra-core';
import { PRESERVATION_PLAN_TASKS, type PreservationPlanTaskRow } from '../../contracts/preservationPlan';
import { rolesOfPermissions } from '../../framework/actions/actionRoles';
import { useCall } from '../../framework/contracts/useCall';
import { canPerform } from '../../framework/registry/access';
import { useResourceSummary } from '../../framework/registry/RegistryContext';
import { reorderTasks } from './reorderTasks';

const PLAN = 'preservation-plan';
const PLAN_TASK = 'preservation-plan-task';

/** A plan task as it is stored: the row without the catalogue task the plan's call joins to it. */
function storedPlanTask({ task: _joined, ...stored }: PreservationPlanTaskRow): Omit<PreservationPlanTaskRow, 'task'> {
  return stored;
}

/**
 * The preservation plan tasks page's rules and calls (spec §2, §7): the plan, its tasks in
 * their order with the catalogue tasks they name (`preservation-plan/{id}/tasks`, one call),
 * whether the user may reorder them (whoever may edit plan tasks), and a move up or down,
 * saved one task at a time (`PUT preservation-plan-task/{id}`).
 */
export function usePreservationPlanTasksController(planId: string) {
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const resource = useResourceSummary(PLAN_TASK);
  const { permissions } = usePermissions<unknown>();
  const mayReorder = canPerform(resource.access, 'edit', rolesOfPermissions(permissions) ?? []);
  const plan = useGetOne(PLAN, { id: planId }, { enabled: planId !== '' });
  const tasks = useCall(PRESERVATION_PLAN_TASKS, { params: { id: planId } }, { enabled: planId !== '' });
  const rows = tasks.data?.data ?? [];
  const move = useMutation({
    mutationFn: async ({ index, delta }: { index: number; delta: -1 | 1 }) => {
      const changes = reorderTasks(
        rows.map((row) => ({ id: row._id, order: Number(row.order ?? 0) })),
        index,
        delta,
      );
      // One write a task: the API has no call that reorders a plan at once (spec §7).
      for (const change of changes) {
        const previous = rows.find((row) => row._id === change.id);
        if (!previous) continue;
        const stored = { ...storedPlanTask(previous), id: previous._id };
        await dataProvider.update(PLAN_TASK, { id: change.id, data: { ...stored, order: change.order }, previousData: stored });
      }
    },
    onSuccess: () => notify('app.preservationPlanTasks.saved', { type: 'success' }),
    onError: () => notify('app.preservationPlanTasks.saveFailed', { type: 'error' }),
    // Busy until the list is read again, saved or not (a failed move may have written some tasks).
    onSettled: () => tasks.refetch(),
  });
  return {
    planName: plan.data ? String(plan.data.name ?? '') : undefined,
    isPending: planId !== '' && tasks.isPending,
    error: tasks.error,
    rows,
    mayReorder,
    isMoving: move.isPending,
    move: (index: number, delta: -1 | 1) => move.mutate({ index, delta }),
  };
}
