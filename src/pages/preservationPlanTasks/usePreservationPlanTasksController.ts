import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useGetList, useGetMany, useGetOne, useNotify, usePermissions, type RaRecord } from 'ra-core';
import { rolesOfPermissions } from '../../framework/actions/actionRoles';
import { canPerform } from '../../framework/registry/access';
import { useResourceSummary } from '../../framework/registry/RegistryContext';
import { reorderTasks } from './reorderTasks';

const PLAN = 'preservation-plan';
const PLAN_TASK = 'preservation-plan-task';
const TASK = 'task';

/**
 * The preservation plan tasks page's rules and calls (spec §2): the plan, its tasks in
 * their order with the catalogue tasks they name, whether the user may reorder them
 * (whoever may edit plan tasks), and a move up or down, saved one task at a time.
 */
export function usePreservationPlanTasksController(planId: string) {
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const resource = useResourceSummary(PLAN_TASK);
  const { permissions } = usePermissions<unknown>();
  const mayReorder = canPerform(resource.access, 'edit', rolesOfPermissions(permissions) ?? []);
  const plan = useGetOne(PLAN, { id: planId }, { enabled: planId !== '' });
  const {
    data: rows = [],
    isPending,
    error,
    refetch,
  } = useGetList(PLAN_TASK, {
    filter: { planId },
    sort: { field: 'order', order: 'ASC' },
    pagination: { page: 1, perPage: 500 },
  });
  const tasks = useGetMany(TASK, { ids: rows.map((row) => String(row.taskId)) }, { enabled: rows.length > 0 });
  const taskById = new Map((tasks.data ?? []).map((task) => [String(task.id), task]));
  const move = useMutation({
    mutationFn: async ({ index, delta }: { index: number; delta: -1 | 1 }) => {
      const changes = reorderTasks(
        rows.map((row) => ({ id: String(row.id), order: Number(row.order ?? 0) })),
        index,
        delta,
      );
      // One write a task: the API has no call that reorders a plan at once (spec §7).
      for (const change of changes) {
        const previous = rows.find((row) => String(row.id) === change.id);
        if (!previous) continue;
        await dataProvider.update(PLAN_TASK, { id: change.id, data: { ...previous, order: change.order }, previousData: previous });
      }
    },
    onSuccess: () => notify('app.preservationPlanTasks.saved', { type: 'success' }),
    onError: () => notify('app.preservationPlanTasks.saveFailed', { type: 'error' }),
    // Busy until the list is read again, saved or not (a failed move may have written some tasks).
    onSettled: () => refetch(),
  });
  return {
    planName: plan.data ? String(plan.data.name ?? '') : undefined,
    isPending,
    error,
    rows,
    /** The catalogue task a plan task names. */
    taskOf: (row: RaRecord): RaRecord | undefined => taskById.get(String(row.taskId)),
    mayReorder,
    isMoving: move.isPending,
    move: (index: number, delta: -1 | 1) => move.mutate({ index, delta }),
  };
}
