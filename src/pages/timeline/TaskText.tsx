import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'ra-core';
import { useState, type ReactNode } from 'react';
import { refusalText } from './refusalText';

export interface TaskTextProps {
  label: string;
  initial: string;
  onSave: (text: string) => Promise<void>;
  testId: string;
  /** Buttons after the save button (delete). */
  extra?: ReactNode;
  /** A line under the field when it shows no refusal (who wrote it, when). */
  caption?: string;
  /** The save button's accessible name, when "Save" alone would not say which text. */
  saveLabel?: string;
}

/** One text of the task (a record, the justification) with its save button and its refusal. */
export function TaskText({ label, initial, onSave, testId, extra, caption, saveLabel }: TaskTextProps) {
  const translate = useTranslate();
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const save = () => {
    setBusy(true);
    setError(undefined);
    onSave(text)
      .catch((reason: unknown) => setError(refusalText(reason, translate)))
      .finally(() => setBusy(false));
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' }, minWidth: 0 }}>
      <TextField
        label={label}
        value={text}
        onChange={(event) => setText(event.target.value)}
        multiline
        minRows={1}
        fullWidth
        error={error !== undefined}
        helperText={error ?? caption ?? ' '}
        slotProps={{ htmlInput: { maxLength: 2000, 'data-testid': testId } }}
      />
      <Stack direction="row" spacing={1} sx={{ mt: { sm: 1 }, flexShrink: 0 }}>
        <Button variant="outlined" onClick={save} disabled={busy || text.trim() === '' || text === initial} aria-label={saveLabel}>
          {translate('ra.action.save')}
        </Button>
        {extra}
      </Stack>
    </Stack>
  );
}
