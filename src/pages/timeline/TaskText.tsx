import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'ra-core';
import type { ReactNode } from 'react';
import type { CallContract } from '../../framework/contracts/callContract';
import { useTaskTextController, type TaskTextSave } from './useTaskTextController';

export interface TaskTextProps<C extends CallContract> {
  label: string;
  initial: string;
  /** The call that saves the text. */
  save: TaskTextSave<C>;
  testId: string;
  /** Buttons after the save button (delete). */
  extra?: ReactNode;
  /** A line under the field when it shows no refusal (who wrote it, when). */
  caption?: string;
  /** The save button's accessible name, when "Save" alone would not say which text. */
  saveLabel?: string;
}

/** One text of the task (a record, the justification) with its save button and its refusal. */
export function TaskText<C extends CallContract>({ label, initial, save, testId, extra, caption, saveLabel }: TaskTextProps<C>) {
  const translate = useTranslate();
  const controller = useTaskTextController(initial, save);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' }, minWidth: 0 }}>
      <TextField
        label={label}
        value={controller.text}
        onChange={(event) => controller.setText(event.target.value)}
        multiline
        minRows={1}
        fullWidth
        error={controller.error !== undefined}
        helperText={controller.error ?? caption ?? ' '}
        slotProps={{ htmlInput: { maxLength: 2000, 'data-testid': testId } }}
      />
      <Stack direction="row" spacing={1} sx={{ mt: { sm: 1 }, flexShrink: 0 }}>
        <Button variant="outlined" onClick={controller.save} disabled={!controller.canSave} aria-label={saveLabel}>
          {translate('ra.action.save')}
        </Button>
        {extra}
      </Stack>
    </Stack>
  );
}
