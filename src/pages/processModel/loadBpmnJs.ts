import type Modeler from 'bpmn-js/lib/Modeler';
import type NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';

/** bpmn-js's read-only viewer with pan and zoom, and its styles, fetched on first use (the first page never carries them). */
export async function loadNavigatedViewer(): Promise<typeof NavigatedViewer> {
  const [viewer] = await Promise.all([import('bpmn-js/lib/NavigatedViewer'), import('./bpmnStyles')]);
  return viewer.default;
}

/** Builds the editor's modeler in `container`, its keyboard bound to the canvas. */
export type CreateModeler = (container: HTMLElement) => Modeler;

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
  const [{ default: ModelerClass }, { orderedContainments }, { quietRootMarkers }] = await Promise.all([
    import('bpmn-js/lib/Modeler'),
    import('./orderedContainments'),
    import('./quietRootMarkers'),
    import('./bpmnStyles'),
  ]);
  // Both spare a large model's drawing a restyle or a layout of all its elements at each drag.
  loaded = (container) => new ModelerClass({ container, keyboard: { bind: true }, additionalModules: [orderedContainments, quietRootMarkers] });
  return loaded;
}
