import { useNotify } from 'ra-core';
import { useState } from 'react';
import { ACTIVITIES_TO_UPDATE, type ActivityRecord } from '../../contracts/activityDetail';
import { FIC_ORIGINS, FIC_PARTIAL_STATUS, LAST_UPDATE, UPDATE_SELECTED_TASK_STATUSES, UPDATE_TASK_STATUSES, type FicLastUpdate } from '../../contracts/fic';
import { refusalBody } from '../../framework/contracts/callRefusal';
import { useCall, useCallMutation } from '../../framework/contracts/useCall';
import { useInvalidateCalls } from '../../framework/contracts/useInvalidateCalls';
import { useErrorDialog } from '../../framework/feedback/ErrorDialogContext';
import { updateOutcome, type Outcome } from './ficShapes';
import { reportSeverity } from './reportSeverity';

/** An activity awaiting update in FIC, as the update page lists it ('' for a field it lacks). */
export interface ActivityToUpdate {
  _id: string;
  externalId: string;
  description: string;
  tag: string;
  origin: string;
  lastUpdated: string;
}

const toUpdateRow = (record: ActivityRecord): ActivityToUpdate => ({
  _id: record._id,
  externalId: record.externalId ?? '',
  description: record.description,
  tag: record.tag ?? '',
  origin: record.origin ?? '',
  lastUpdated: record.lastUpdated ?? '',
});

/**
 * The update page's controller (spec §7): the activities to update, the project's last
 * update, and sending all or some to FIC; a partial update (409) is reported, not failed.
 */
export function useFicUpdates() {
  const notify = useNotify();
  const showError = useErrorDialog();
  const refresh = useInvalidateCalls();
  const activities = useCall(ACTIVITIES_TO_UPDATE, {});
  const lastUpdate = useCall(LAST_UPDATE, {});
  const updateAll = useCallMutation(UPDATE_TASK_STATUSES);
  const updateSelected = useCallMutation(UPDATE_SELECTED_TASK_STATUSES);
  const [report, setReport] = useState<Outcome | null>(null);

  /** What an update did, a partial one's included. */
  const sendToFic = async (ids?: readonly string[]): Promise<FicLastUpdate> => {
    try {
      const answer = ids ? await updateSelected.mutateAsync({ body: { ids: [...ids], types: [...FIC_ORIGINS] } }) : await updateAll.mutateAsync({});
      return answer.data;
    } catch (error) {
      const partial = refusalBody(error, ids ? UPDATE_SELECTED_TASK_STATUSES : UPDATE_TASK_STATUSES, FIC_PARTIAL_STATUS);
      if (!partial) throw error;
      return partial.data;
    }
  };

  const send = async (ids?: readonly string[]) => {
    try {
      const outcome = updateOutcome(await sendToFic(ids));
      if (reportSeverity(outcome) === 'success') notify('app.fic.messages.ACTIVITIES_UPDATED_IN_FIC_SUCCESSFULLY', { type: 'success' });
      else {
        notify('app.fic.messages.ACTIVITY_NOT_UPDATED', { type: 'warning' });
        setReport(outcome);
      }
    } catch (error) {
      showError(error);
    } finally {
      await refresh(LAST_UPDATE);
    }
  };

  const stored = lastUpdate.data?.data;
  return {
    activities: { rows: activities.data?.data.map(toUpdateRow) ?? [], isPending: activities.isPending, error: activities.error },
    lastUpdate: stored ? updateOutcome(stored) : undefined,
    send,
    busy: updateAll.isPending || updateSelected.isPending,
    report,
    showReport: setReport,
    closeReport: () => setReport(null),
  };
}
