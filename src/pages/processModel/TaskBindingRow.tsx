import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { memo } from 'react';
import type { TaskOption } from './TaskBindings';

export interface TaskBindingRowProps {
  taskId: string;
  name: string;
  /** The line under the chooser: the task's id where its name does not tell it apart (unnamed, or shared). */
  hint?: string;
  /** The product task ids bound to it (the same array while they do not change). */
  bound: readonly string[];
  options: readonly TaskOption[];
  /** The options by id, to show a bound task by its label. */
  byId: ReadonlyMap<string, TaskOption>;
  disabled: boolean;
  onChange(modelTaskId: string, taskIds: string[]): void;
  /** Drawn open, its list in `listContainer` (`ChooserStylesPrimer`); otherwise it opens as the user asks. */
  open?: boolean;
  listContainer?: HTMLElement;
}

/**
 * One model task's chooser of product tasks. Drawn again only when its own props change:
 * binding one task, or an edit elsewhere in the model, leaves every other row as it was.
 */
export const TaskBindingRow = memo(function TaskBindingRow({
  taskId,
  name,
  hint,
  bound,
  options,
  byId,
  disabled,
  onChange,
  open,
  listContainer,
}: TaskBindingRowProps) {
  return (
    <Autocomplete
      multiple
      open={open}
      slotProps={listContainer ? { popper: { container: listContainer } } : undefined}
      disabled={disabled}
      options={options as TaskOption[]}
      value={bound.map((id) => byId.get(id) ?? { id, label: id })}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      onChange={(_event, chosen) =>
        onChange(
          taskId,
          chosen.map((option) => option.id),
        )
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={name}
          helperText={hint}
          // Each input would add and remove a style sheet of autofill keyframes as it mounts and unmounts (a chooser is never
          // autofilled): with a large drawing on the page, every such sheet restyles the whole document for seconds.
          slotProps={{ ...params.slotProps, input: { ...params.slotProps.input, disableInjectingGlobalStyles: true } }}
        />
      )}
      data-testid={`binding-${taskId}`}
    />
  );
});
