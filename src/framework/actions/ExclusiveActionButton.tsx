import { useTranslate } from 'ra-core';
import type { ExclusiveAction, ResourceModel } from '../registry/types';
import { ActionButton } from './ActionButton';
import { actionText } from './actionText';
import { useExclusiveAction } from './useExclusiveAction';

/** Button of an exclusive action ("Set as standard"); absent on the record that already holds the flag. */
export function ExclusiveActionButton({ resource, action }: { resource: ResourceModel; action: ExclusiveAction }) {
  const translate = useTranslate();
  const { available, run, isPending } = useExclusiveAction(resource, action);
  if (!available) return null;
  return <ActionButton label={actionText(translate, resource.name, action.name, 'exclusive')} onClick={run} disabled={isPending} />;
}
