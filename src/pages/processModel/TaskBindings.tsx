import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import type { ModelTask } from './modelTasks';

/** A product task to choose: its id and label. */
export interface TaskOption {
  id: string;
  label: string;
}

export interface TaskBindingsProps {
  tasks: readonly ModelTask[];
  options: readonly TaskOption[];
  /** Product task ids bound to each model task, by model task id. */
  bindings: Readonly<Record<string, readonly string[]>>;
  onChange(modelTaskId: string, taskIds: string[]): void;
  disabled?: boolean;
}

/** Binds each task or user task of the model to product tasks: one chooser per model task. */
export function TaskBindings({ tasks, options, bindings, onChange, disabled = false }: TaskBindingsProps) {
  const translate = useTranslate();
  const byId = new Map(options.map((option) => [option.id, option]));
  return (
    <Stack spacing={2} component="section" aria-labelledby="task-bindings-title" data-testid="task-bindings">
      <Typography variant="h6" component="h2" id="task-bindings-title">
        {translate('app.processModel.bindings')}
      </Typography>
      {tasks.length === 0 && <Typography color="text.secondary">{translate('app.processModel.noTasks')}</Typography>}
      {tasks.map((task) => (
        <Autocomplete
          key={task.id}
          multiple
          disabled={disabled}
          options={options as TaskOption[]}
          value={(bindings[task.id] ?? []).map((id) => byId.get(id) ?? { id, label: id })}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          onChange={(_event, chosen) =>
            onChange(
              task.id,
              chosen.map((option) => option.id),
            )
          }
          renderInput={(params) => <TextField {...params} label={task.name} helperText={task.name === task.id ? undefined : task.id} />}
          data-testid={`binding-${task.id}`}
        />
      ))}
    </Stack>
  );
}
