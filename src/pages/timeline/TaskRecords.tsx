import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocaleState, useTranslate } from 'ra-core';
import { ReasonDialog } from './ReasonDialog';
import type { TaskRecordItem } from './taskRecordList';
import { TaskText } from './TaskText';
import { useTaskRecordsController, type TaskRecordsParams } from './useTaskRecordsController';

export type TaskRecordsProps = TaskRecordsParams;

/**
 * The task's records (spec §7): each editable and deletable with a reason, and a field to
 * add one more until the schema's `maxItems` is reached. The newest show first in number
 * order; earlier ones unfold on demand.
 */
export function TaskRecords(props: TaskRecordsProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const controller = useTaskRecordsController(props);
  const captionOf = (record: TaskRecordItem): string | undefined =>
    [record.userName, record.date ? new Date(record.date).toLocaleString(locale) : undefined].filter(Boolean).join(' · ') || undefined;

  return (
    <Stack spacing={1} component="section" aria-labelledby="task-records-heading" sx={{ minWidth: 0 }}>
      <Typography id="task-records-heading" variant="subtitle1" component="h3">
        {translate('app.task_work.records')}
      </Typography>
      {controller.records.length === 0 ? <Typography color="text.secondary">{translate('app.task_work.no_records')}</Typography> : null}
      {controller.earlier > 0 ? (
        <Button sx={{ alignSelf: 'flex-start' }} onClick={controller.showEarlier}>
          {translate('app.task_work.earlier_records', { smart_count: controller.earlier })}
        </Button>
      ) : null}
      {controller.shown.map(({ record, number }) => (
        <TaskText
          key={`${record._id}-${record.record}`}
          label={translate('app.task_work.record_number', { number })}
          initial={record.record}
          save={controller.edit(record._id)}
          testId="task-record"
          caption={captionOf(record)}
          extra={
            <Button color="error" aria-label={translate('app.task_work.delete_record_number', { number })} onClick={() => controller.setDeleting(record)}>
              {translate('ra.action.delete')}
            </Button>
          }
        />
      ))}
      {controller.full ? (
        <Typography color="text.secondary">{translate('app.task_work.records_full', { limit: controller.limit })}</Typography>
      ) : (
        <TaskText
          key={`new-${controller.records.length}`}
          label={translate('app.task_work.new_record')}
          initial=""
          save={controller.add}
          testId="task-record-new"
        />
      )}
      <ReasonDialog
        open={controller.deleting !== undefined}
        title={translate('app.task_work.delete_record')}
        subject={controller.deleting?.record}
        onClose={controller.closeDelete}
        onConfirm={controller.remove.confirm}
        pending={controller.remove.isPending}
        error={controller.remove.error}
      />
    </Stack>
  );
}
