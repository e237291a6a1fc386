import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { ELEMENT_VALUE_MAX, UPDATE_ELEMENT_CHECK } from '../../contracts/taskWork';
import { callRequest } from '../../framework/contracts/callRequest';
import { useAppSession } from '../../shell/AppSessionContext';
import { refusalText } from './refusalText';
import { elementValuesOf, type ElementValueItem } from './taskRecordList';

export interface TaskElementCheckProps {
  activityId: string;
  taskId: string;
  task: Record<string, unknown>;
  onChange: () => Promise<void>;
}

/** One element of the checklist: its value, its not-applicable box, and the save button once either changed. */
function ElementRow({ item, onSave }: { item: ElementValueItem; onSave: (value: string, isNotApplicable: boolean) => Promise<void> }) {
  const translate = useTranslate();
  const [value, setValue] = useState(item.value ?? '');
  const [notApplicable, setNotApplicable] = useState(item.isNotApplicable === true);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const changed = value !== (item.value ?? '') || notApplicable !== (item.isNotApplicable === true);
  const name = item.element ?? item.elementId;
  const save = () => {
    setBusy(true);
    setError(undefined);
    onSave(value, notApplicable)
      .catch((failure: unknown) => setError(refusalText(failure, translate)))
      .finally(() => setBusy(false));
  };
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: { sm: 'center' }, minWidth: 0 }}
      data-testid="element-check"
      data-element-id={item.elementId}
    >
      <Typography sx={{ minWidth: { sm: 140 }, overflowWrap: 'anywhere' }}>{name}</Typography>
      <TextField
        size="small"
        label={translate('app.task_work.element_value', { element: name })}
        value={value}
        disabled={notApplicable}
        onChange={(event) => setValue(event.target.value)}
        error={error !== undefined}
        helperText={error}
        sx={{ flex: 1, minWidth: 0 }}
        slotProps={{ htmlInput: { maxLength: ELEMENT_VALUE_MAX } }}
      />
      <FormControlLabel
        control={<Checkbox checked={notApplicable} onChange={(event) => setNotApplicable(event.target.checked)} />}
        label={translate('app.task_work.not_applicable')}
      />
      <Button variant="outlined" disabled={busy || !changed} onClick={save} aria-label={translate('app.task_work.save_element', { element: name })}>
        {translate('ra.action.save')}
      </Button>
    </Stack>
  );
}

/** The elements the task checks (its elementChildrensValues), each with its value or "not applicable", written through update-elementcheck. */
export function TaskElementCheck({ activityId, taskId, task, onChange }: TaskElementCheckProps) {
  const translate = useTranslate();
  const { http } = useAppSession();
  const elements = elementValuesOf(task);
  if (elements.length === 0) return null;
  const save = (elementId: string) => async (value: string, isNotApplicable: boolean) => {
    await callRequest(http, UPDATE_ELEMENT_CHECK, { body: { activityId, taskId, elementUpdate: { elementId, value, isNotApplicable } } });
    await onChange();
  };
  return (
    <Stack spacing={1} component="section" aria-labelledby="task-elements-heading" sx={{ minWidth: 0 }}>
      <Typography id="task-elements-heading" variant="subtitle1" component="h3">
        {translate('app.task_work.elements')}
      </Typography>
      {elements.map((item) => (
        <ElementRow key={`${item.elementId}-${item.value ?? ''}-${String(item.isNotApplicable)}`} item={item} onSave={save(item.elementId)} />
      ))}
    </Stack>
  );
}
