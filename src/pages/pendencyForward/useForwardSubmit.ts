import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'ra-core';
import { useNavigate } from 'react-router-dom';
import { FORWARD_PENDENCY } from '../../contracts/pendencyForward';
import { useCallMutation } from '../../framework/contracts/useCall';
import { useErrorDialog } from '../../framework/feedback/ErrorDialogContext';
import { emptySteps, forwardBody, newTasks, withCreatedTasks, type PlannedStep } from './forwardPlan';

const TASK = 'task';

export interface ForwardSubmit {
  /** Steps left with no task at the last try (marked on the page). */
  marked: readonly string[];
  isPending: boolean;
  submit: () => void;
  /** Forget the marks (another template was picked). */
  clear: () => void;
}

/**
 * The Forward button's work (spec §5): a step with no task refuses at once, naming the
 * steps; then the tasks typed on the page are created (POST task), one by one, each kept
 * as created so a retry does not create it twice; then `POST pendency/{id}/forward`. A
 * failure stops there and shows the catalogue's error dialog: nothing is forwarded. On
 * success a toast, then the pendency list (`listRoute`, the resource's route). Busy from
 * the first task created to the forward's end.
 */
export function useForwardSubmit(
  pendencyId: string,
  templateId: string | undefined,
  plan: readonly PlannedStep[],
  setPlan: (plan: PlannedStep[]) => void,
  listRoute: string,
): ForwardSubmit {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const navigate = useNavigate();
  const showError = useErrorDialog();
  const [marked, setMarked] = useState<readonly string[]>([]);
  const forward = useCallMutation(FORWARD_PENDENCY);
  const flow = useMutation({
    mutationFn: async (template: string) => {
      let current = [...plan];
      const created = new Map<string, string>();
      for (const task of newTasks(current)) {
        const { data } = await dataProvider.create(TASK, { data: { description: task.description } });
        created.set(task.key, String(data.id));
        current = withCreatedTasks(current, created);
        setPlan(current);
      }
      await forward.mutateAsync({ params: { id: pendencyId }, body: forwardBody(template, current) });
    },
    onSuccess: () => {
      notify('app.pendencyForward.forwarded', { type: 'success' });
      navigate(listRoute);
    },
    onError: (error) => showError(error),
  });

  const submit = () => {
    if (!templateId) return;
    const empty = emptySteps(plan);
    setMarked(empty);
    if (empty.length > 0) return;
    flow.mutate(templateId);
  };
  return { marked, isPending: flow.isPending, submit, clear: () => setMarked([]) };
}
