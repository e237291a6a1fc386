import type Modeler from 'bpmn-js/lib/Modeler';
import type NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';
import { translationModule, type BpmnWords } from './bpmnTranslation';

/** bpmn-js's read-only viewer with pan and zoom, and its styles, fetched on first use (the first page never carries them). */
export async function loadNavigatedViewer(): Promise<typeof NavigatedViewer> {
  const [viewer] = await Promise.all([import('bpmn-js/lib/NavigatedViewer'), import('./bpmnStyles')]);
  return viewer.default;
}

/** Builds the editor's modeler in `container`, its keyboard bound to the canvas, in the words `words()` gives. */
export type CreateModeler = (container: HTMLElement, words: () => BpmnWords) => Modeler;

let loaded: CreateModeler | undefined;

/**
 * The modeler's builder when its code was fetched before: the editor builds at once, not after
 * the wait for an `import()` already done (which lets the browser draw a frame of the page first).
 */
export function loadedModeler(): CreateModeler | undefined {
  return loaded;
}

/** bpmn-js's modeler with the editor's own modules, and its styles, fetched on first use. */
export async function loadModeler(): Promise<CreateModeler> {
  const [{ default: ModelerClass }, { orderedContainments }, { quietRootMarkers }, { unchangedLabels }, { popupMenuInView }] = await Promise.all([
    import('bpmn-js/lib/Modeler'),
    import('./orderedContainments'),
    import('./quietRootMarkers'),
    import('./unchangedLabels'),
    import('./popupMenuInView'),
    import('./bpmnStyles'),
  ]);
  // The first two spare a large model's drawing a restyle or a layout of all its elements at each drag.
  loaded = (container, words) =>
    new ModelerClass({
      container,
      keyboard: { bind: true },
      additionalModules: [orderedContainments, quietRootMarkers, unchangedLabels, popupMenuInView, translationModule(words)],
    });
  return loaded;
}
