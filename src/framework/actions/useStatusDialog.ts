import { useMemo, useState } from 'react';
import { requiredMessageKey } from '../registry/apiSection';
import type { StatusAction } from '../registry/types';
import { isTextRequired } from './textRequirement';
import { useFlaggedValues } from './useFlaggedValues';

type Value = string | number;
export type StatusInputName = 'target' | 'reason' | 'note';
/** Message keys shown under the dialog's inputs. */
export type StatusErrors = Partial<Record<StatusInputName, string>>;

/**
 * The dialog of a status action, whether on one record or on a selection: its inputs
 * (target, reason, note, flags), which texts the chosen target requires, and the errors
 * under the inputs. `check()` marks what is missing and says whether the inputs are complete.
 */
export function useStatusDialog(action: StatusAction) {
  const defaultFlags = useMemo(() => ({ ...(action.flags ?? {}) }), [action.flags]);
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<Value | undefined>(undefined);
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [flags, setFlags] = useState<Record<string, boolean>>(defaultFlags);
  const [errors, setErrors] = useState<StatusErrors>({});

  const target = action.value ?? picked;
  const reasonRequired = isTextRequired(action.reason, 'reason', target, useFlaggedValues(action.reason?.requiredWhen, open));
  const noteRequired = isTextRequired(action.note, 'note', target, useFlaggedValues(action.note?.requiredWhen, open));

  const close = () => {
    setOpen(false);
    setPicked(undefined);
    setReason('');
    setNote('');
    setFlags(defaultFlags);
    setErrors({});
  };

  const check = (): boolean => {
    const missing: StatusErrors = {};
    if (target === undefined) missing.target = requiredMessageKey();
    if (reasonRequired && !reason.trim()) missing.reason = requiredMessageKey();
    if (noteRequired && !note.trim()) missing.note = requiredMessageKey();
    setErrors(missing);
    return target !== undefined && Object.keys(missing).length === 0;
  };

  const clearError = (name: StatusInputName) => setErrors((old) => (old[name] === undefined ? old : { ...old, [name]: undefined }));

  return {
    open,
    setOpen,
    close,
    check,
    setErrors,
    hasFlags: Object.keys(defaultFlags).length > 0,
    /** The chosen (or fixed) target. */
    target,
    pick: (value: Value) => {
      setPicked(value);
      clearError('target');
    },
    reason,
    setReason: (text: string) => {
      setReason(text);
      clearError('reason');
    },
    reasonRequired,
    note,
    setNote: (text: string) => {
      setNote(text);
      clearError('note');
    },
    noteRequired,
    flags,
    setFlag: (flag: string, value: boolean) => setFlags((old) => ({ ...old, [flag]: value })),
    errors,
  };
}
