import type Modeler from 'bpmn-js/lib/Modeler';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { BINDABLE_TYPES } from '../../contracts/processEngine';
import type { CanvasService, CommandStackService, ElementRegistryService, EventBusService, SelectionChange } from './bpmnServices';
import { importProblems, type ImportProblem } from './importProblems';
import { loadedModeler, loadModeler } from './loadBpmnJs';
import { modelTasks, sameTasks, type ModelTask } from './modelTasks';
import type { BpmnWords } from './bpmnTranslation';
import { useBpmnWords } from './useBpmnWords';
import { viewboxBeside } from './viewboxBeside';

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
const LANGUAGE_CHANGED = 'i18n.changed';

type History = { canUndo: boolean; canRedo: boolean };

/** Space kept between the drawing fitted to the canvas and the palette or the canvas's edges, in pixels. */
const PALETTE_GAP = 8;

/**
 * Where the palette ends, in pixels from the canvas's left edge (0 without one). It reads the
 * page's layout: read while the drawing is laid out already (or still empty), never between
 * drawing a model and fitting it, where it would lay out every element once more.
 */
function paletteEdge(container: HTMLElement): number {
  const palette = container.querySelector('.djs-palette');
  return palette ? palette.getBoundingClientRect().right - container.getBoundingClientRect().left + PALETTE_GAP : 0;
}

/** The whole model in view, right of `left` pixels (bpmn-js's own fit puts the drawing's left edge under its palette). */
function fitBeside(modeler: ModelerInstance, left: number): void {
  const canvas = modeler.get<CanvasService>('canvas');
  const { inner, outer } = canvas.viewbox();
  const box = viewboxBeside(inner, outer, left, PALETTE_GAP);
  if (box) canvas.viewbox(box);
  else canvas.zoom('fit-viewport', 'auto');
}

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
  const { words, current: currentWords } = useBpmnWords();
  const wordsReady = words !== undefined;
  // The words the palette was last drawn in.
  const drawnIn = useRef<BpmnWords | undefined>(undefined);

  // bpmn-js's code is fetched while the model is still on its way (a first visit's two
  // downloads side by side); the modeler itself is built with the model, so no empty canvas
  // offers its palette to draw in before (or instead of) the model.
  useEffect(() => {
    // A failure here is met again, and shown, when the model arrives.
    loadModeler().catch(() => undefined);
  }, []);

  useEffect(() => {
    // Built in the app's language: its palette names its tools once, as it is built.
    if (xml === undefined || !wordsReady) return;
    let cancelled = false;
    let created: ModelerInstance | undefined;
    void (async () => {
      const createModeler = loadedModeler() ?? (await loadModeler());
      const host = container.current;
      if (cancelled || !host) return;
      created = createModeler(host, currentWords);
      drawnIn.current = currentWords();
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
      const edge = paletteEdge(host);
      try {
        const result = await instance.importXML(xml);
        if (cancelled) return;
        fitBeside(instance, edge);
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
  }, [container, xml, wordsReady, currentWords]);

  // Another language: the palette names its tools again (the menus read the words as they open).
  useEffect(() => {
    if (!modeler || !words || words === drawnIn.current) return;
    drawnIn.current = words;
    modeler.get<EventBusService>('eventBus').fire(LANGUAGE_CHANGED);
  }, [modeler, words]);

  const zoom = useCallback(
    (factor: number | 'fit') => {
      const host = container.current;
      if (!modeler || !host) return;
      const canvas = modeler.get<CanvasService>('canvas');
      if (factor === 'fit') fitBeside(modeler, paletteEdge(host));
      else canvas.zoom(canvas.zoom() * factor);
    },
    [modeler, container],
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
