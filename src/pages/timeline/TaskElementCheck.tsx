import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { ELEMENT_VALUE_MAX } from '../../contracts/taskWork';
import { elementValuesOf } from './taskRecordList';
import { useElementCheckController, type ElementCheckParams } from './useElementCheckController';

export interface TaskElementCheckProps {
  activityId: string;
  taskId: string;
  task: Record<string, unknown>;
}

/** One element of the checklist: its value, its not-applicable box, and the save button once either changed. */
function ElementRow(params: ElementCheckParams) {
  const translate = useTranslate();
  const { item } = params;
  const controller = useElementCheckController(params);
  const { name } = controller;
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
        value={controller.value}
        disabled={controller.notApplicable}
        onChange={(event) => controller.setValue(event.target.value)}
        error={controller.error !== undefined}
        helperText={controller.error}
        sx={{ flex: 1, minWidth: 0 }}
        slotProps={{ htmlInput: { maxLength: ELEMENT_VALUE_MAX } }}
      />
      <FormControlLabel
        control={<Checkbox checked={controller.notApplicable} onChange={(event) => controller.setNotApplicable(event.target.checked)} />}
        label={translate('app.task_work.not_applicable')}
      />
      <Button
        variant="outlined"
        disabled={!controller.canSave}
        onClick={controller.save}
        aria-label={translate('app.task_work.save_element', { element: name })}
      >
        {translate('ra.action.save')}
      </Button>
    </Stack>
  );
}

/** The elements the task checks (its elementChildrensValues), each with its value or "not applicable", written through update-elementcheck. */
export function TaskElementCheck({ activityId, taskId, task }: TaskElementCheckProps) {
  const translate = useTranslate();
  const elements = elementValuesOf(task);
  if (elements.length === 0) return null;
  return (
    <Stack spacing={1} component="section" aria-labelledby="task-elements-heading" sx={{ minWidth: 0 }}>
      <Typography id="task-elements-heading" variant="subtitle1" component="h3">
        {translate('app.task_work.elements')}
      </Typography>
      {elements.map((item) => (
        <ElementRow key={`${item.elementId}-${item.value ?? ''}-${String(item.isNotApplicable)}`} activityId={activityId} taskId={taskId} item={item} />
      ))}
    </Stack>
  );
}
