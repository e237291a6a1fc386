import { useTranslate } from 'ra-core';
import type { ResourceModel, StatusAction } from '../registry/types';
import { ActionButton } from './ActionButton';
import { actionText } from './actionText';
import { StatusActionDialog } from './StatusActionDialog';
import { useStatusAction } from './useStatusAction';

/** Button and dialog of a status action; absent when the record's status allows no target. */
export function StatusActionButton({ resource, action }: { resource: ResourceModel; action: StatusAction }) {
  const translate = useTranslate();
  const controller = useStatusAction(resource, action);
  if (!controller.available) return null;
  const label = actionText(translate, resource.name, action.name, 'status');
  return (
    <>
      <ActionButton label={label} onClick={controller.start} disabled={controller.isPending} />
      <StatusActionDialog resource={resource} action={action} title={label} controller={controller} />
    </>
  );
}
