import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'ra-core';
import { useState } from 'react';
import { FIC_ORIGINS, FIC_PARTIAL_STATUS, LAST_UPDATE, UPDATE_SELECTED_TASK_STATUSES, UPDATE_TASK_STATUSES, type FicLastUpdate } from '../../contracts/fic';
import { callRequest } from '../../framework/contracts/callRequest';
import { useErrorDialog } from '../../framework/feedback/ErrorDialogContext';
import { callKeepingRefusals, type CallOrRefusal } from './callKeepingRefusals';
import { useFicSession } from './FicProject';
import { partialData, updateOutcome, type Outcome } from './ficShapes';
import { reportSeverity } from './reportSeverity';

/** The activities FIC awaits an update of (another feature's call, src/server/activityDetail). */
const TO_UPDATE_PATH = 'activity/to-update';

/** An activity awaiting update in FIC, as `activity/to-update` lists it. */
export interface ActivityToUpdate {
  _id: string;
  externalId: string;
  description: string;
  tag: string;
  origin: string;
  lastUpdated: string;
}

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

function readActivities(json: unknown): ActivityToUpdate[] {
  const data = isObject(json) ? json.data : undefined;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return (Array.isArray(data) ? data : []).filter(isObject).map((record) => ({
    _id: text(record._id),
    externalId: text(record.externalId),
    description: text(record.description),
    tag: text(record.tag),
    origin: text(record.origin),
    lastUpdated: text(record.lastUpdated),
  }));
}

/** What an update did: its answer's data, or a partial update's. */
const updateOf = (result: CallOrRefusal<typeof UPDATE_TASK_STATUSES>): FicLastUpdate =>
  result.ok ? result.answer.data : partialData<FicLastUpdate>(result.body);

/** The update page's calls (spec §7): the activities to update, the project's last update, and sending all or some to FIC. */
export function useFicUpdates() {
  const { http, fetch, context, projectKey: project } = useFicSession();
  const notify = useNotify();
  const showError = useErrorDialog();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<Outcome | null>(null);
  const activities = useQuery({
    queryKey: ['fic', 'to-update', project],
    queryFn: async () => readActivities((await http({ path: TO_UPDATE_PATH, context })).json),
    retry: false,
  });
  const lastUpdate = useQuery({
    queryKey: ['fic', 'last-update', project],
    queryFn: async () => {
      const { data } = await callRequest(http, LAST_UPDATE, {}, { context });
      return data ? updateOutcome(data) : null;
    },
    retry: false,
  });

  const send = async (ids?: readonly string[]) => {
    setBusy(true);
    try {
      const kept = { keep: [FIC_PARTIAL_STATUS], context };
      const result = ids
        ? await callKeepingRefusals(fetch, UPDATE_SELECTED_TASK_STATUSES, { body: { ids: [...ids], types: [...FIC_ORIGINS] } }, kept)
        : await callKeepingRefusals(fetch, UPDATE_TASK_STATUSES, {}, kept);
      const outcome = updateOutcome(updateOf(result));
      if (reportSeverity(outcome) === 'success') notify('app.fic.messages.ACTIVITIES_UPDATED_IN_FIC_SUCCESSFULLY', { type: 'success' });
      else {
        notify('app.fic.messages.ACTIVITY_NOT_UPDATED', { type: 'warning' });
        setReport(outcome);
      }
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: ['fic', 'last-update'] });
    }
  };

  return { activities, lastUpdate, send, busy, report, showReport: setReport, closeReport: () => setReport(null) };
}
