import Button from '@mui/material/Button';
import { useRecordContext, useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';
import type { ResourceModel, StatusAction } from '../registry/types';
import { linkPath } from '../views/ShowLinks';
import { ActionButton } from './ActionButton';
import { actionText } from './actionText';
import { StatusActionDialog } from './StatusActionDialog';
import { useStatusAction } from './useStatusAction';

/**
 * Button and dialog of a status action; absent when the record's status allows no target.
 * An action with a `page` opens that hand-written page instead of the dialog (not offered
 * for a record its `refuse` rules refuse).
 */
export function StatusActionButton({ resource, action }: { resource: ResourceModel; action: StatusAction }) {
  const translate = useTranslate();
  const record = useRecordContext();
  const controller = useStatusAction(resource, action);
  if (!controller.available) return null;
  const label = actionText(translate, resource.name, action.name, 'status');
  if (action.page && record) {
    // The page would only explain the refusal: a record the action refuses gets no button.
    if (action.refuse?.some((rule) => rule.in.some((value) => value === (record[rule.field] ?? null)))) return null;
    return (
      <Button component={Link} to={linkPath(action.page, record.id)} size="small" data-testid={`action-page-${action.name}`}>
        {label}
      </Button>
    );
  }
  return (
    <>
      <ActionButton label={label} onClick={controller.start} disabled={controller.isPending} />
      <StatusActionDialog resource={resource} action={action} title={label} controller={controller} />
    </>
  );
}
