// @vitest-environment happy-dom
import Diagram from 'diagram-js';
import type Canvas from 'diagram-js/lib/core/Canvas';
import type ElementRegistry from 'diagram-js/lib/core/ElementRegistry';
import { describe, expect, it } from 'vitest';
import { quietRootMarkers } from './quietRootMarkers';

/** A diagram with the editor's canvas, its root, and a shape's graphics in its registry (a DOM without SVG geometry draws none). */
function diagram() {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const instance = new Diagram({ canvas: { container }, modules: [quietRootMarkers] });
  const canvas = instance.get<Canvas>('canvas');
  const root = canvas.getRootElement().id;
  const shape = 'Task';
  instance.get<ElementRegistry>('elementRegistry').add({ id: shape }, document.createElementNS('http://www.w3.org/2000/svg', 'g'));
  const classesOf = (id: string) => canvas.getGraphics(id).getAttribute('class') ?? '';
  return { canvas, shape, root, classesOf };
}

describe("the editor's canvas", () => {
  it('leaves the hover and drop markers off the root, where each restyled the whole drawing', () => {
    const { canvas, root, classesOf } = diagram();
    for (const marker of ['hover', 'drop-ok', 'connect-ok', 'new-parent', 'attach-ok']) {
      canvas.addMarker(root, marker);
      expect(classesOf(root)).not.toContain(marker);
      expect(canvas.hasMarker(root, marker)).toBe(false);
    }
  });

  it('still marks the root refused, and marks shapes as bpmn-js does', () => {
    const { canvas, root, shape, classesOf } = diagram();
    canvas.addMarker(root, 'drop-not-ok');
    expect(classesOf(root)).toContain('drop-not-ok');
    for (const marker of ['hover', 'drop-ok', 'selected']) {
      canvas.addMarker(shape, marker);
      expect(classesOf(shape)).toContain(marker);
    }
    canvas.removeMarker(shape, 'hover');
    expect(classesOf(shape)).not.toContain('hover');
  });
});
