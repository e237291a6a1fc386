import { describe, expect, it, vi } from 'vitest';
import { UnchangedLabelsLeftAlone } from './unchangedLabels';

/** The editor's `update` as bpmn-js calls it when the label editor closes, over a recording `modeling`. */
function closeEditor(type: string, newLabel: string, before: string): unknown[][] {
  const updateLabel = vi.fn();
  const editor = Object.create(UnchangedLabelsLeftAlone.prototype) as UnchangedLabelsLeftAlone;
  Object.assign(editor, { _modeling: { updateLabel }, _canvas: { getAbsoluteBBox: () => ({ width: 100, height: 80 }) } });
  const element = { businessObject: { $instanceOf: (wanted: string) => wanted === type }, x: 0, y: 0, width: 100, height: 80 };
  editor.update(element as never, newLabel, before, { x: 0, y: 0, width: 100.2, height: 80.1 });
  return updateLabel.mock.calls;
}

describe('the label editor', () => {
  it('records no edit for a label closed as it was, blank or not', () => {
    expect(closeEditor('bpmn:Task', '', '')).toEqual([]);
    expect(closeEditor('bpmn:Task', 'Inspect ', 'Inspect')).toEqual([]);
  });

  it('records a changed label, and a cleared one as none', () => {
    expect(closeEditor('bpmn:Task', 'Weld', 'Inspect')).toHaveLength(1);
    expect(closeEditor('bpmn:Task', ' ', 'Inspect')[0]?.[1]).toBeNull();
  });

  it("keeps a text annotation's edit of its box", () => {
    expect(closeEditor('bpmn:TextAnnotation', 'Note', 'Note')).toHaveLength(1);
  });
});
