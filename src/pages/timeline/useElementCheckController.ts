import { useState } from 'react';
import { UPDATE_ELEMENT_CHECK } from '../../contracts/taskWork';
import type { ElementValueItem } from './taskRecordList';
import { useTaskWrite } from './useTaskWrite';

export interface ElementCheckParams {
  activityId: string;
  taskId: string;
  item: ElementValueItem;
}

/**
 * One element of the task's checklist: its value and its not-applicable flag as edited,
 * saved through update-elementcheck once either differs from the task's.
 */
export function useElementCheckController({ activityId, taskId, item }: ElementCheckParams) {
  const [value, setValue] = useState(item.value ?? '');
  const [notApplicable, setNotApplicable] = useState(item.isNotApplicable === true);
  const write = useTaskWrite(UPDATE_ELEMENT_CHECK);
  const changed = value !== (item.value ?? '') || notApplicable !== (item.isNotApplicable === true);
  return {
    name: item.element ?? item.elementId,
    value,
    setValue,
    notApplicable,
    setNotApplicable,
    canSave: changed && !write.isPending,
    save: () => write.run({ body: { activityId, taskId, elementUpdate: { elementId: item.elementId, value, isNotApplicable: notApplicable } } }),
    error: write.error,
  };
}
