import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { BulkProgressDialog } from '../bulk/BulkProgressDialog';
import type { AssignAction, ResourceModel } from '../registry/types';
import { ActionButton } from './ActionButton';
import { ActionDialog } from './ActionDialog';
import { actionText } from './actionText';
import { RecordAutocomplete } from './RecordAutocomplete';
import { useAssignAction } from './useAssignAction';

/** Bulk button of an assign action, its dialog picking the target record and the progress of a long run. */
export function AssignActionButton({ resource, action }: { resource: ResourceModel; action: AssignAction }) {
  const translate = useTranslate();
  const c = useAssignAction(resource, action);
  const label = actionText(translate, resource.name, action.name, 'assign');
  return (
    <>
      <ActionButton label={label} onClick={c.start} disabled={c.isPending || c.count === 0} />
      <ActionDialog open={c.open} title={label} onClose={c.close} onConfirm={c.submit} pending={c.isPending}>
        <Typography variant="body2">{translate('ra.action.bulk_actions', { smart_count: c.count })}</Typography>
        {c.open && (
          <RecordAutocomplete
            target={c.target}
            multiple={false}
            value={c.chosen}
            onChange={c.choose}
            label={translate(`resources.${c.target.name}.name`, { smart_count: 1, _: c.target.name })}
            error={c.error}
          />
        )}
      </ActionDialog>
      <BulkProgressDialog progress={c.progress} onCancel={c.cancel} />
    </>
  );
}
