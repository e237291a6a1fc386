import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { useTranslate, type RaRecord } from 'ra-core';
import { RecordAutocomplete } from '../../framework/actions/RecordAutocomplete';
import type { ResourceModel } from '../../framework/registry/types';
import type { PlannedStep, PlannedTask } from './forwardPlan';

/** The most a task description holds (schemas/task.schema.json). */
const DESCRIPTION_MAX = 250;

export interface ForwardStepCardProps {
  step: PlannedStep;
  /** Its place in the process, from 1. */
  number: number;
  taskResource: ResourceModel;
  /** The label of a saved task. */
  labelOf: (id: string) => string;
  /** The step has no task and the user tried to forward. */
  marked: boolean;
  disabled: boolean;
  onAdd: (task: PlannedTask) => void;
  onRemove: (task: PlannedTask) => void;
}

let newKeys = 0;

/**
 * One step of the process: its tasks (removable), an existing task to add from the
 * catalogue, or a new one typed here (created on the server only when forwarding).
 */
export function ForwardStepCard({ step, number, taskResource, labelOf, marked, disabled, onAdd, onRemove }: ForwardStepCardProps) {
  const translate = useTranslate();
  const [description, setDescription] = useState('');
  const titleId = useId();
  const saved = step.tasks.flatMap((task) => (task.kind === 'saved' ? [task.id] : []));

  const addNew = (event: FormEvent) => {
    event.preventDefault();
    const text = description.trim();
    if (text === '') return;
    newKeys += 1;
    onAdd({ kind: 'new', key: `new-${newKeys}`, description: text });
    setDescription('');
  };
  const pick = (records: RaRecord[]) => {
    const [record] = records;
    if (record) onAdd({ kind: 'saved', id: String(record.id) });
  };

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      data-testid="forward-step"
      data-step-id={step.stepId}
      data-empty={marked ? 'true' : 'false'}
      sx={{
        p: 2,
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: 1.5,
        borderColor: marked ? 'error.main' : undefined,
        borderWidth: marked ? 2 : 1,
      }}
    >
      <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {translate('app.pendencyForward.step', { number, name: step.name })}
      </Typography>
      {step.tasks.length === 0 ? (
        <Typography color={marked ? 'error' : 'text.secondary'} data-testid="forward-step-empty">
          {translate('app.pendencyForward.noTasks')}
        </Typography>
      ) : (
        <Stack
          direction="row"
          sx={{ flexWrap: 'wrap', gap: 1 }}
          component="ul"
          aria-label={translate('app.pendencyForward.tasksOf', { name: step.name })}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {step.tasks.map((task) => {
            const label = task.kind === 'saved' ? labelOf(task.id) : translate('app.pendencyForward.newTask', { name: task.description });
            return (
              <li key={task.kind === 'saved' ? task.id : task.key} style={{ maxWidth: '100%', minWidth: 0 }}>
                <Chip
                  label={label}
                  data-testid="forward-task"
                  color={task.kind === 'new' ? 'primary' : 'default'}
                  variant={task.kind === 'new' ? 'outlined' : 'filled'}
                  sx={{ maxWidth: '100%' }}
                  {...(disabled ? {} : { onDelete: () => onRemove(task) })}
                />
              </li>
            );
          })}
        </Stack>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <RecordAutocomplete
            target={taskResource}
            multiple={false}
            value={[]}
            onChange={pick}
            label={translate('app.pendencyForward.addExisting')}
            exclude={saved}
            required={false}
          />
        </Box>
        <Box component="form" onSubmit={addNew} sx={{ flex: 1, minWidth: 0, mt: 1, display: 'flex', gap: 1, alignItems: 'center' }}>
          <TextField
            label={translate('app.pendencyForward.newTaskDescription')}
            value={description}
            onChange={(event) => setDescription(event.target.value.slice(0, DESCRIPTION_MAX))}
            disabled={disabled}
            sx={{ flex: 1, minWidth: 0 }}
            slotProps={{ htmlInput: { 'data-testid': 'forward-new-task' } }}
          />
          <Button type="submit" variant="outlined" sx={{ flexShrink: 0 }} disabled={disabled || description.trim() === ''}>
            {translate('app.pendencyForward.createTask')}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
