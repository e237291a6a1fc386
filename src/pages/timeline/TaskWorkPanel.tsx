import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { useState, type ReactNode } from 'react';
import { DELETE_JUSTIFICATION, SET_JUSTIFICATION } from '../../contracts/taskWork';
import { callRequest } from '../../framework/contracts/callRequest';
import { useAppSession } from '../../shell/AppSessionContext';
import { ReasonDialog } from './ReasonDialog';
import { refusalText } from './refusalText';
import { StatusChangeDialog, type StatusChange } from './StatusChangeDialog';
import { TaskElementCheck } from './TaskElementCheck';
import { TaskRecords } from './TaskRecords';
import { useTaskStatuses } from './taskStatuses';
import { TaskText } from './TaskText';

export interface TaskWorkPanelProps {
  activityId: string;
  taskId: string;
  task: Record<string, unknown>;
  /** Where the task's media goes (another feature's TaskMedia component). */
  media?: ReactNode;
}

/** The work on one activity task (spec §4): its status and the change dialog, its records, its justification, its element check and the media slot. */
export function TaskWorkPanel({ activityId, taskId, task, media }: TaskWorkPanelProps) {
  const translate = useTranslate();
  const { http } = useAppSession();
  const queryClient = useQueryClient();
  const statuses = useTaskStatuses();
  const [changing, setChanging] = useState(false);
  const [deletingJustification, setDeletingJustification] = useState(false);
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
  const saveJustification = async (justification: string) => {
    await callRequest(http, SET_JUSTIFICATION, { params: { id: taskId }, body: { activityId, justification } });
    await refresh();
  };
  const deleteJustification = async (reasonDeletion: string) => {
    try {
      await callRequest(http, DELETE_JUSTIFICATION, { params: { id: taskId }, body: { elementType: 'TASK', date: new Date().toISOString(), reasonDeletion } });
    } catch (error) {
      throw new Error(refusalText(error, translate), { cause: error });
    }
    await refresh();
  };
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
      <TaskRecords activityId={activityId} taskId={taskId} task={task} onChange={refresh} />
      <TaskText
        key={`justification-${justification}`}
        label={translate('app.timeline.justification')}
        initial={justification}
        onSave={saveJustification}
        testId="task-justification"
        saveLabel={translate('app.task_work.save_justification')}
        extra={
          justification ? (
            <Button color="error" aria-label={translate('app.task_work.delete_justification')} onClick={() => setDeletingJustification(true)}>
              {translate('ra.action.delete')}
            </Button>
          ) : null
        }
      />
      <TaskElementCheck activityId={activityId} taskId={taskId} task={task} onChange={refresh} />
      {media ?? null}
      <StatusChangeDialog open={changing} statuses={statuses} current={task.status} onClose={() => setChanging(false)} onSubmit={changeStatus} />
      <ReasonDialog
        open={deletingJustification}
        title={translate('app.task_work.delete_justification')}
        subject={justification}
        onClose={() => setDeletingJustification(false)}
        onConfirm={deleteJustification}
      />
    </Box>
  );
}
