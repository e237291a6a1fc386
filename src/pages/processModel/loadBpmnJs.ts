import type Modeler from 'bpmn-js/lib/Modeler';
import type NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';

/** bpmn-js's read-only viewer with pan and zoom, and its styles, fetched on first use (the first page never carries them). */
export async function loadNavigatedViewer(): Promise<typeof NavigatedViewer> {
  const [viewer] = await Promise.all([import('bpmn-js/lib/NavigatedViewer'), import('./bpmnStyles')]);
  return viewer.default;
}

/** bpmn-js's modeler and its styles, fetched on first use. */
export async function loadModeler(): Promise<typeof Modeler> {
  const [modeler] = await Promise.all([import('bpmn-js/lib/Modeler'), import('./bpmnStyles')]);
  return modeler.default;
}
