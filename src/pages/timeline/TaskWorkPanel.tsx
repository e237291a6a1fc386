import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import type { ReactNode } from 'react';
import { ReasonDialog } from './ReasonDialog';
import { StatusChangeDialog } from './StatusChangeDialog';
import { TaskElementCheck } from './TaskElementCheck';
import { TaskRecords } from './TaskRecords';
import { TaskText } from './TaskText';
import { useTaskWorkController } from './useTaskWorkController';

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
  const controller = useTaskWorkController({ activityId, taskId, task });
  const { justification } = controller;

  return (
    <Box component="section" aria-labelledby="task-work-heading" sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
      <Typography id="task-work-heading" variant="h6" component="h2">
        {translate('app.timeline.work')}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="body2">{translate('app.timeline.status')}</Typography>
        <Chip label={controller.statusName} data-testid="task-status" />
        <Button variant="contained" onClick={controller.openStatusChange}>
          {translate('app.timeline.change_status')}
        </Button>
      </Stack>
      <TaskRecords activityId={activityId} taskId={taskId} task={task} />
      <TaskText
        key={`justification-${justification}`}
        label={translate('app.timeline.justification')}
        initial={justification}
        save={controller.saveJustification}
        testId="task-justification"
        saveLabel={translate('app.task_work.save_justification')}
        extra={
          justification ? (
            <Button color="error" aria-label={translate('app.task_work.delete_justification')} onClick={controller.openJustificationDelete}>
              {translate('ra.action.delete')}
            </Button>
          ) : null
        }
      />
      <TaskElementCheck activityId={activityId} taskId={taskId} task={task} />
      {media ?? null}
      <StatusChangeDialog
        open={controller.changing}
        statuses={controller.statuses}
        current={task.status}
        onClose={controller.closeStatusChange}
        onSubmit={controller.statusChange.submit}
        pending={controller.statusChange.isPending}
        error={controller.statusChange.error}
      />
      <ReasonDialog
        open={controller.deletingJustification}
        title={translate('app.task_work.delete_justification')}
        subject={justification}
        onClose={controller.closeJustificationDelete}
        onConfirm={controller.justificationDelete.confirm}
        pending={controller.justificationDelete.isPending}
        error={controller.justificationDelete.error}
      />
    </Box>
  );
}
