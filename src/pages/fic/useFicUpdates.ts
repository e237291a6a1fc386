import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'ra-core';
import { useState } from 'react';
import { useErrorDialog } from '../../framework/feedback/ErrorDialogContext';
import { useFicSession } from './FicProject';
import { ficRequest } from './ficRequest';
import { isObject, readUpdateOutcome, type Outcome } from './ficShapes';
import { reportSeverity } from './reportSeverity';

/** An activity awaiting update in FIC, as `activity/to-update` lists it. */
export interface ActivityToUpdate {
  _id: string;
  externalId: string;
  description: string;
  tag: string;
  origin: string;
  lastUpdated: string;
}

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

/** The update page's calls (spec §7): the activities to update, the project's last update, and sending all or some to FIC. */
export function useFicUpdates() {
  const { fetch, projectKey: project } = useFicSession();
  const notify = useNotify();
  const showError = useErrorDialog();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<Outcome | null>(null);
  const activities = useQuery({
    queryKey: ['fic', 'to-update', project],
    queryFn: async () => readActivities((await ficRequest(fetch, { path: 'activity/to-update' })).json),
    retry: false,
  });
  const lastUpdate = useQuery({
    queryKey: ['fic', 'last-update', project],
    queryFn: async () => {
      const json = (await ficRequest(fetch, { path: 'fic/last-update' })).json;
      return isObject(json) && isObject(json.data) ? readUpdateOutcome(json.data) : null;
    },
    retry: false,
  });

  const send = async (ids?: readonly string[]) => {
    setBusy(true);
    try {
      const answer = ids
        ? await ficRequest(fetch, { method: 'PUT', path: 'fic/fvi/tasks/select-update-status', body: { ids, types: ['FVI', 'FVM', 'OP'] } })
        : await ficRequest(fetch, { method: 'PUT', path: 'fic/fvi/tasks/update-status', body: {} });
      const outcome = readUpdateOutcome(answer.json);
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
