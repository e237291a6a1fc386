import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useTranslate } from 'ra-core';
import { useEffect, useMemo, useRef } from 'react';
import { ChooserStylesPrimer } from './ChooserStylesPrimer';
import type { ModelTask } from './modelTasks';
import type { ModelerState } from './useBpmnModeler';
import { inPanelWindow } from './panelWindow';
import { TaskBindingRow } from './TaskBindingRow';

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
  /** Where the drawing is: the choosers take input once its model is open. */
  status: ModelerState['status'];
  /** The model task selected in the drawing: its chooser is scrolled into the panel. */
  selectedTask?: string;
  /** The panel's height (CSS), the drawing's: a long model's choosers scroll inside it. */
  height: Record<string, number>;
}

/** A chooser's height before it is measured (a label and a field; a helper line under unnamed and same-named tasks). */
const ESTIMATED_ROW_PX = 72;
/** Choosers drawn above and below the panel's window, so a quick scroll shows fields, not blank space. */
const OVERSCAN = 4;
const NONE: readonly string[] = [];

/**
 * Binds each task or user task of the model to product tasks: one chooser per model task,
 * in a panel as high as the drawing. Only the choosers in the panel's window are drawn (a
 * model of a thousand tasks opens as fast as one of ten), and the one of the task selected
 * in the drawing is scrolled into view.
 */
export function TaskBindings({ tasks, options, bindings, onChange, status, selectedTask, height }: TaskBindingsProps) {
  const translate = useTranslate();
  const sharedNames = useMemo(() => namesSharedIn(tasks), [tasks]);
  const panel = useRef<HTMLDivElement>(null);
  const byId = useMemo(() => new Map(options.map((option) => [option.id, option])), [options]);
  // eslint-disable-next-line react-hooks/incompatible-library -- the panel is left to render as written: its rows are memoised by hand (TaskBindingRow)
  const virtualizer = useVirtualizer({
    count: tasks.length,
    getScrollElement: () => panel.current,
    estimateSize: () => ESTIMATED_ROW_PX,
    overscan: OVERSCAN,
    getItemKey: (index) => tasks[index]?.id ?? index,
  });
  useEffect(() => {
    const index = selectedTask === undefined ? -1 : tasks.findIndex((task) => task.id === selectedTask);
    // A chooser already in view stays put: a drag in the drawing unselects its task and selects it again as
    // it drops, and scrolling then made the browser lay out the whole changed drawing at once.
    const shown = inPanelWindow(virtualizer.measurementsCache[index], virtualizer.scrollOffset, virtualizer.scrollRect?.height);
    if (index >= 0 && !shown) virtualizer.scrollToIndex(index, { align: 'auto' });
  }, [selectedTask, tasks, virtualizer]);

  return (
    <>
      <ChooserStylesPrimer />
      <Stack spacing={2} component="section" aria-labelledby="task-bindings-title" data-testid="task-bindings" sx={{ minWidth: 0 }}>
        <Typography variant="h6" component="h2" id="task-bindings-title">
          {translate('app.processModel.bindings')}
        </Typography>
        {status !== 'loading' && tasks.length === 0 && (
          <Typography color="text.secondary">{translate(status === 'ready' ? 'app.processModel.noTasks' : 'app.processModel.noModel')}</Typography>
        )}
        <Box ref={panel} sx={{ maxHeight: height, overflowY: 'auto', pt: 1 }}>
          <Box sx={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {virtualizer.getVirtualItems().map((item) => {
              const task = tasks[item.index];
              if (!task) return null;
              return (
                <Box
                  key={item.key}
                  ref={virtualizer.measureElement}
                  data-index={item.index}
                  sx={{ position: 'absolute', top: 0, left: 0, width: '100%', pb: 2 }}
                  style={{ transform: `translateY(${item.start}px)` }}
                >
                  <TaskBindingRow
                    taskId={task.id}
                    name={task.name || translate('app.processModel.unnamedTask')}
                    hint={!task.name || sharedNames.has(task.name) ? task.id : undefined}
                    bound={bindings[task.id] ?? NONE}
                    options={options}
                    byId={byId}
                    disabled={status !== 'ready'}
                    onChange={onChange}
                  />
                </Box>
              );
            })}
          </Box>
        </Box>
      </Stack>
    </>
  );
}

/** The names more than one task goes by: their choosers (and those of unnamed tasks) say which task is which by its id. */
export function namesSharedIn(tasks: readonly ModelTask[]): ReadonlySet<string> {
  const seen = new Set<string>();
  const shared = new Set<string>();
  for (const { name } of tasks) if (name) (seen.has(name) ? shared : seen).add(name);
  return shared;
}
