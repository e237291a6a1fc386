import type Modeler from 'bpmn-js/lib/Modeler';
import { useCallback, useEffect, useState, type RefObject } from 'react';
import { BINDABLE_TYPES } from '../../contracts/processEngine';
import type { CanvasService, CommandStackService, ElementRegistryService, EventBusService, SelectionChange } from './bpmnServices';
import { importProblems, type ImportProblem } from './importProblems';
import { loadedModeler, loadModeler } from './loadBpmnJs';
import { modelTasks, sameTasks, type ModelTask } from './modelTasks';

type ModelerInstance = InstanceType<typeof Modeler>;

/** Where the editor is: a discriminated union the page narrows on `status`. */
export type ModelerState = { status: 'loading' } | { status: 'ready'; warnings: ImportProblem[] } | { status: 'failed'; problems: ImportProblem[] };

export interface BpmnModelerControls {
  state: ModelerState;
  /** The model's tasks and user tasks, following every edit (the same array while an edit leaves them as they were). */
  tasks: ModelTask[];
  /** The task or user task selected alone in the drawing, if any. */
  selectedTask: string | undefined;
  canUndo: boolean;
  canRedo: boolean;
  undo(): void;
  redo(): void;
  /** Zoom by `factor`, or fit the whole model. */
  zoom(factor: number | 'fit'): void;
  /** The model as BPMN 2.0 XML (formatted) and as SVG. */
  saveXml(): Promise<string>;
  saveSvg(): Promise<string>;
  /** Replaces a model that did not open with an empty one. */
  startEmpty(): Promise<void>;
}

const EDITED = 'commandStack.changed';
const SELECTED = 'selection.changed';

type History = { canUndo: boolean; canRedo: boolean };

/**
 * bpmn-js's Modeler in `container` over `xml` (fetched on first use, keyboard bound to
 * the canvas): what the editor page shows and calls. A model that does not open is
 * reported with its problems, never as an empty canvas.
 */
export function useBpmnModeler(container: RefObject<HTMLDivElement | null>, xml: string | undefined): BpmnModelerControls {
  const [modeler, setModeler] = useState<ModelerInstance>();
  const [state, setState] = useState<ModelerState>({ status: 'loading' });
  const [tasks, setTasks] = useState<ModelTask[]>([]);
  const [history, setHistory] = useState<History>({ canUndo: false, canRedo: false });
  const [selectedTask, setSelectedTask] = useState<string>();

  // bpmn-js's code is fetched while the model is still on its way (a first visit's two
  // downloads side by side); the modeler itself is built with the model, so no empty canvas
  // offers its palette to draw in before (or instead of) the model.
  useEffect(() => {
    // A failure here is met again, and shown, when the model arrives.
    loadModeler().catch(() => undefined);
  }, []);

  useEffect(() => {
    if (xml === undefined) return;
    let cancelled = false;
    let created: ModelerInstance | undefined;
    void (async () => {
      const createModeler = loadedModeler() ?? (await loadModeler());
      if (cancelled || !container.current) return;
      created = createModeler(container.current);
      const instance = created;
      // One listener for the whole model, not one per element; an edit that leaves the tasks and the history as they were renders nothing.
      const follow = () => {
        const commands = instance.get<CommandStackService>('commandStack');
        const next = modelTasks(instance.get<ElementRegistryService>('elementRegistry').getAll());
        setTasks((current) => (sameTasks(current, next) ? current : next));
        const now = { canUndo: commands.canUndo(), canRedo: commands.canRedo() };
        setHistory((current) => (current.canUndo === now.canUndo && current.canRedo === now.canRedo ? current : now));
      };
      const events = instance.get<EventBusService>('eventBus');
      events.on(EDITED, follow);
      events.on<SelectionChange>(SELECTED, ({ newSelection }) => {
        const [only] = newSelection;
        setSelectedTask(newSelection.length === 1 && only && BINDABLE_TYPES.has(only.type) ? only.id : undefined);
      });
      setModeler(instance);
      try {
        const result = await instance.importXML(xml);
        if (cancelled) return;
        instance.get<CanvasService>('canvas').zoom('fit-viewport', 'auto');
        follow();
        setState({ status: 'ready', warnings: importProblems(result) });
      } catch (error) {
        if (!cancelled) setState({ status: 'failed', problems: importProblems(error) });
      }
    })();
    return () => {
      cancelled = true;
      created?.destroy();
    };
  }, [container, xml]);

  const zoom = useCallback(
    (factor: number | 'fit') => {
      const canvas = modeler?.get<CanvasService>('canvas');
      if (!canvas) return;
      if (factor === 'fit') canvas.zoom('fit-viewport', 'auto');
      else canvas.zoom(canvas.zoom() * factor);
    },
    [modeler],
  );

  return {
    state,
    tasks,
    selectedTask,
    ...history,
    undo: () => modeler?.get<CommandStackService>('commandStack').undo(),
    redo: () => modeler?.get<CommandStackService>('commandStack').redo(),
    zoom,
    saveXml: async () => (modeler ? ((await modeler.saveXML({ format: true })).xml ?? '') : ''),
    saveSvg: async () => (modeler ? (await modeler.saveSVG()).svg : ''),
    startEmpty: async () => {
      if (!modeler) return;
      const result = await modeler.createDiagram();
      setTasks(modelTasks(modeler.get<ElementRegistryService>('elementRegistry').getAll()));
      setState({ status: 'ready', warnings: importProblems(result) });
    },
  };
}
