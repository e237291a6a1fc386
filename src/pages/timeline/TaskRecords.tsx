import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocaleState, useTranslate } from 'ra-core';
import { useState } from 'react';
import { ADD_TASK_RECORD, DELETE_TASK_RECORD, EDIT_TASK_RECORD } from '../../contracts/taskWork';
import { callRequest } from '../../framework/contracts/callRequest';
import { useResourceModel } from '../../framework/registry/RegistryContext';
import { fieldSchema } from '../../framework/registry/schemaProperties';
import { useAppSession } from '../../shell/AppSessionContext';
import { ReasonDialog } from './ReasonDialog';
import { refusalText } from './refusalText';
import { taskRecordsOf, type TaskRecordItem } from './taskRecordList';
import { TaskText } from './TaskText';

const TASK_RESOURCE = 'activity-task';

export interface TaskRecordsProps {
  activityId: string;
  taskId: string;
  task: Record<string, unknown>;
  /** Called once a record was added, edited or deleted. */
  onChange: () => Promise<void>;
}

/** Records drawn at first, the newest (a task may hold hundreds, each an editor). */
const RECORDS_SHOWN = 20;
/** Earlier records drawn at each click. */
const EARLIER_STEP = 100;

/**
 * The task's records (spec §7): each editable and deletable with a reason, and a field to
 * add one more until the schema's `maxItems` is reached. The newest show first in number
 * order; earlier ones unfold on demand.
 */
export function TaskRecords({ activityId, taskId, task, onChange }: TaskRecordsProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { http } = useAppSession();
  const [deleting, setDeleting] = useState<TaskRecordItem | undefined>();
  const [shownCount, setShownCount] = useState(RECORDS_SHOWN);
  const records = taskRecordsOf(task);
  const limit = fieldSchema(useResourceModel(TASK_RESOURCE).schema, 'registers')?.maxItems;
  const full = typeof limit === 'number' && records.length >= limit;
  const firstShown = Math.max(0, records.length - shownCount);
  const params = { id: taskId };

  const add = async (record: string) => {
    await callRequest(http, ADD_TASK_RECORD, { params, body: { activityId, record } });
    await onChange();
  };
  const edit = (recordId: string) => async (record: string) => {
    await callRequest(http, EDIT_TASK_RECORD, { params, body: { activityId, recordId, record } });
    await onChange();
  };
  const remove = async (reason: string) => {
    if (!deleting) return;
    try {
      await callRequest(http, DELETE_TASK_RECORD, { params: { ...params, recordId: deleting._id }, body: { reasonDeletingRegistersOrMedias: reason } });
    } catch (error) {
      throw new Error(refusalText(error, translate), { cause: error });
    }
    await onChange();
  };
  const captionOf = (record: TaskRecordItem): string | undefined =>
    [record.userName, record.date ? new Date(record.date).toLocaleString(locale) : undefined].filter(Boolean).join(' · ') || undefined;

  return (
    <Stack spacing={1} component="section" aria-labelledby="task-records-heading" sx={{ minWidth: 0 }}>
      <Typography id="task-records-heading" variant="subtitle1" component="h3">
        {translate('app.task_work.records')}
      </Typography>
      {records.length === 0 ? <Typography color="text.secondary">{translate('app.task_work.no_records')}</Typography> : null}
      {firstShown > 0 ? (
        <Button sx={{ alignSelf: 'flex-start' }} onClick={() => setShownCount((count) => count + EARLIER_STEP)}>
          {translate('app.task_work.earlier_records', { smart_count: Math.min(firstShown, EARLIER_STEP) })}
        </Button>
      ) : null}
      {records.slice(firstShown).map((record, offset) => {
        const index = firstShown + offset;
        return (
          <TaskText
            key={`${record._id}-${record.record}`}
            label={translate('app.task_work.record_number', { number: index + 1 })}
            initial={record.record}
            onSave={edit(record._id)}
            testId="task-record"
            caption={captionOf(record)}
            extra={
              <Button color="error" aria-label={translate('app.task_work.delete_record_number', { number: index + 1 })} onClick={() => setDeleting(record)}>
                {translate('ra.action.delete')}
              </Button>
            }
          />
        );
      })}
      {full ? (
        <Typography color="text.secondary">{translate('app.task_work.records_full', { limit })}</Typography>
      ) : (
        <TaskText key={`new-${records.length}`} label={translate('app.task_work.new_record')} initial="" onSave={add} testId="task-record-new" />
      )}
      <ReasonDialog
        open={deleting !== undefined}
        title={translate('app.task_work.delete_record')}
        subject={deleting?.record}
        onClose={() => setDeleting(undefined)}
        onConfirm={remove}
      />
    </Stack>
  );
}
