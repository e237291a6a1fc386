import { useState } from 'react';
import { useDataProvider, useNotify } from 'ra-core';
import { useNavigate } from 'react-router-dom';
import { FORWARD_PENDENCY } from '../../contracts/pendencyForward';
import { callRequest } from '../../framework/contracts/callRequest';
import { useErrorDialog } from '../../framework/feedback/ErrorDialogContext';
import { useAppSession } from '../../shell/AppSessionContext';
import { emptySteps, forwardBody, newTasks, withCreatedTasks, type PlannedStep } from './forwardPlan';

const TASK = 'task';
/** The pendencies' list, where a forward ends. */
export const PENDENCIES_ROUTE = '/pendencies';

export interface ForwardSubmit {
  /** Steps left with no task at the last try (marked on the page). */
  marked: readonly string[];
  isPending: boolean;
  submit: () => Promise<void>;
  /** Forget the marks (another template was picked). */
  clear: () => void;
}

/**
 * The Forward button's work (spec §5): a step with no task refuses at once, naming the
 * steps; then the tasks typed on the page are created (POST task), one by one, each kept
 * as created so a retry does not create it twice; then `POST pendency/{id}/forward`. A
 * failure stops there and shows the catalogue's error dialog: nothing is forwarded. On
 * success a toast, then the pendency list.
 */
export function useForwardSubmit(
  pendencyId: string,
  templateId: string | undefined,
  plan: readonly PlannedStep[],
  setPlan: (plan: PlannedStep[]) => void,
): ForwardSubmit {
  const dataProvider = useDataProvider();
  const { http } = useAppSession();
  const notify = useNotify();
  const navigate = useNavigate();
  const showError = useErrorDialog();
  const [marked, setMarked] = useState<readonly string[]>([]);
  const [isPending, setPending] = useState(false);

  const submit = async () => {
    if (!templateId) return;
    const empty = emptySteps(plan);
    setMarked(empty);
    if (empty.length > 0) return;
    setPending(true);
    let current = [...plan];
    try {
      const created = new Map<string, string>();
      for (const task of newTasks(current)) {
        const { data } = await dataProvider.create(TASK, { data: { description: task.description } });
        created.set(task.key, String(data.id));
        current = withCreatedTasks(current, created);
        setPlan(current);
      }
      await callRequest(http, FORWARD_PENDENCY, { params: { id: pendencyId }, body: forwardBody(templateId, current) });
      notify('app.pendencyForward.forwarded', { type: 'success' });
      navigate(PENDENCIES_ROUTE);
    } catch (error) {
      showError(error);
    } finally {
      setPending(false);
    }
  };
  return { marked, isPending, submit, clear: () => setMarked([]) };
}
