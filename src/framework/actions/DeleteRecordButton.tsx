import { useTranslate, type RedirectionSideEffect } from 'ra-core';
import { recordLabel } from '../registry/recordLabel';
import type { ResourceModel } from '../registry/types';
import { DeleteDialog } from './DeleteDialog';
import { useDeleteRecord } from './useDeleteRecord';

export interface DeleteRecordButtonProps {
  resource: ResourceModel;
  /** Where to go once deleted (react-admin's redirect): the list by default, `false` in a list row. */
  redirect?: RedirectionSideEffect;
}

/**
 * The delete button of every resource, one pattern for a plain and a soft delete: a dialog
 * naming the record ("Delete Activity "ACT-12"?"), saying what follows, with the reason
 * field when the resource keeps deleted records (`softDelete`: the reason stays with the record), and a red confirm.
 */
export function DeleteRecordButton({ resource, redirect = 'list' }: DeleteRecordButtonProps) {
  const translate = useTranslate();
  const c = useDeleteRecord(resource, redirect);
  if (!c.available || !c.record) return null;
  const title = translate('forms.delete.title', {
    name: translate(`resources.${resource.name}.name`, { smart_count: 1, _: resource.name }),
    record: recordLabel(resource, c.record) || String(c.record.id),
  });
  return <DeleteDialog c={c} title={title} />;
}
