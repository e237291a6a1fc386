import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { useState, type ReactNode } from 'react';
import { ApiError } from '../../framework/data/ApiError';
import { useAppSession } from '../../shell/AppSessionContext';
import { StatusChangeDialog, type StatusChange } from './StatusChangeDialog';
import { useTaskStatuses } from './taskStatuses';

export interface TaskWorkPanelProps {
  activityId: string;
  taskId: string;
  task: Record<string, unknown>;
  /** Where the task's media goes (another feature's TaskMedia component). */
  media?: ReactNode;
}

/** A refusal as one line for the user: the field's own message when the server names a field, else the server's. */
function refusalText(error: unknown, translate: (key: string, options?: Record<string, unknown>) => string): string {
  if (error instanceof ApiError) {
    const [first] = error.fieldErrors;
    if (first?.keyword === 'required') return translate('app.timeline.field_required', { field: first.field });
    if (first) return `${first.field}: ${translate(first.message, { _: first.message })}`;
    return translate(error.catalogueMessage ?? error.serverMessage ?? error.code, { _: error.serverMessage ?? error.code });
  }
  return error instanceof Error ? error.message : String(error);
}

/** One text of the task (record, justification) with its save button and its refusal. */
function TaskText({ label, initial, onSave, testId }: { label: string; initial: string; onSave: (text: string) => Promise<void>; testId: string }) {
  const translate = useTranslate();
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const save = () => {
    setBusy(true);
    setError(undefined);
    onSave(text)
      .catch((reason: unknown) => setError(refusalText(reason, translate)))
      .finally(() => setBusy(false));
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
      <TextField
        label={label}
        value={text}
        onChange={(event) => setText(event.target.value)}
        multiline
        minRows={1}
        fullWidth
        error={error !== undefined}
        helperText={error ?? ' '}
        slotProps={{ htmlInput: { maxLength: 2000, 'data-testid': testId } }}
      />
      <Button variant="outlined" onClick={save} disabled={busy || text.trim() === '' || text === initial} sx={{ mt: { sm: 1 } }}>
        {translate('ra.action.save')}
      </Button>
    </Stack>
  );
}

/** The work on one activity task (spec §4): its status and the change dialog, its record and justification, and the media slot. */
export function TaskWorkPanel({ activityId, taskId, task, media }: TaskWorkPanelProps) {
  const translate = useTranslate();
  const { http } = useAppSession();
  const queryClient = useQueryClient();
  const statuses = useTaskStatuses();
  const [changing, setChanging] = useState(false);
  const current = statuses.find((status) => status.status === task.status);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['timeline'] });

  const changeStatus = async (change: StatusChange) => {
    try {
      await http({ method: 'PUT', path: 'activity-task/update-status', body: { activityId, taskId, ...change } });
    } catch (error) {
      throw new Error(refusalText(error, translate), { cause: error });
    }
    await refresh();
  };
  const saveText = (method: 'POST' | 'PUT', path: string, key: string) => async (text: string) => {
    await http({ method, path: `activity-task/${taskId}/${path}`, body: { activityId, [key]: text } });
    await refresh();
  };
  const record = typeof task.register === 'string' ? task.register : '';
  const justification = typeof task.justification === 'string' ? task.justification : '';

  return (
    <Box component="section" aria-labelledby="task-work-heading" sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
      <Typography id="task-work-heading" variant="h6" component="h2">
        {translate('app.timeline.work')}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="body2">{translate('app.timeline.status')}</Typography>
        <Chip label={current?.name ?? String(task.status ?? '—')} data-testid="task-status" />
        <Button variant="contained" onClick={() => setChanging(true)}>
          {translate('app.timeline.change_status')}
        </Button>
      </Stack>
      <TaskText key={`record-${record}`} label={translate('app.timeline.record')} initial={record} onSave={saveText(record ? 'PUT' : 'POST', 'record', 'record')} testId="task-record" />
      <TaskText key={`justification-${justification}`} label={translate('app.timeline.justification')} initial={justification} onSave={saveText('PUT', 'justification', 'justification')} testId="task-justification" />
      {media ?? null}
      <StatusChangeDialog open={changing} statuses={statuses} current={task.status} onClose={() => setChanging(false)} onSubmit={changeStatus} />
    </Box>
  );
}
