import { useTranslate } from 'ra-core';
import type { ResourceModel, ToggleAction } from '../registry/types';
import { ActionButton } from './ActionButton';
import { actionText } from './actionText';
import { useToggleAction } from './useToggleAction';

/** Button of a toggle action: "Activate" when the field is false, "Deactivate" when true. */
export function ToggleActionButton({ resource, action }: { resource: ResourceModel; action: ToggleAction }) {
  const translate = useTranslate();
  const { record, current, run, isPending } = useToggleAction(resource, action);
  if (!record) return null;
  const key = current ? 'deactivate' : 'activate';
  return <ActionButton label={actionText(translate, resource.name, key, key)} onClick={run} disabled={isPending} />;
}
