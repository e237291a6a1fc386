import LabelEditingProvider from 'bpmn-js/lib/features/label-editing/LabelEditingProvider';
import { is } from 'bpmn-js/lib/util/ModelUtil';
import type { ModelerModule } from './bpmnServices';

/** A label's text as it is kept: blank is none. */
const kept = (text: unknown): string => (typeof text === 'string' ? text.trim() : '');

/**
 * bpmn-js's label editor, closing with no edit when the text did not change. Its editor records
 * an edit on closing when the box it drew reads back a fraction of a pixel off, as it does at
 * most zoom levels: a task added and its label left empty then needed two Undos to go.
 * A text annotation's box is its size, so its edits are kept whatever the text.
 */
export class UnchangedLabelsLeftAlone extends LabelEditingProvider {
  override update(element: Parameters<LabelEditingProvider['update']>[0], newLabel: unknown, activeContextText: unknown, bounds: unknown): void {
    if (!is(element, 'bpmn:TextAnnotation') && kept(newLabel) === kept(activeContextText)) return;
    super.update(element, newLabel, activeContextText, bounds);
  }
}

/** The module to give bpmn-js's Modeler (`additionalModules`): it replaces the `labelEditingProvider`. */
export const unchangedLabels: ModelerModule = { labelEditingProvider: ['type', UnchangedLabelsLeftAlone] };
