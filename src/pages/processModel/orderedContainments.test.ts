// @vitest-environment happy-dom
import EventBus from 'diagram-js/lib/core/EventBus';
import ElementRegistry from 'diagram-js/lib/core/ElementRegistry';
import type GraphicsFactory from 'diagram-js/lib/core/GraphicsFactory';
import { describe, expect, it, vi } from 'vitest';
import { orderedContainments } from './orderedContainments';

type Element = { id: string; parent?: Element; children?: Element[] };

/** A root with `count` drawn children, each in its group in the root's drawing, as bpmn-js draws them. */
function drawing(count: number) {
  const registry = new ElementRegistry(new EventBus());
  const svg = 'http://www.w3.org/2000/svg';
  const rootGfx = document.createElementNS(svg, 'g');
  const root: Element = { id: 'Process', children: [] };
  registry.add(root, rootGfx);
  for (let index = 0; index < count; index += 1) {
    const child: Element = { id: `Task_${index}`, parent: root };
    const group = rootGfx.appendChild(document.createElementNS(svg, 'g'));
    registry.add(child, group.appendChild(document.createElementNS(svg, 'g')));
    root.children!.push(child);
  }
  const [, Factory] = orderedContainments.graphicsFactory as [string, new (eventBus: EventBus, registry: ElementRegistry) => GraphicsFactory];
  const factory = new Factory(new EventBus(), registry);
  const drawnOrder = () => [...rootGfx.children].map((group) => group.firstElementChild?.getAttribute('data-element-id'));
  return { registry, rootGfx, root, factory, drawnOrder };
}

describe("the editor's graphics factory", () => {
  it('draws a task moved to the end of the model last by moving that task alone', () => {
    const { root, rootGfx, factory, drawnOrder } = drawing(300);
    const moved = root.children!.shift()!;
    root.children!.push(moved);
    const inserts = vi.spyOn(rootGfx, 'insertBefore');
    factory.updateContainments([moved]);
    expect(drawnOrder()).toEqual(root.children!.map((child) => child.id));
    expect(inserts).toHaveBeenCalledTimes(1);
  });

  it('follows the model’s order after any reordering, with a drag preview left after the children', () => {
    const { root, rootGfx, factory, drawnOrder } = drawing(40);
    const preview = rootGfx.appendChild(document.createElementNS('http://www.w3.org/2000/svg', 'g'));
    root.children!.reverse();
    factory.updateContainments([root.children![3]!]);
    expect(drawnOrder().slice(0, 40)).toEqual(root.children!.map((child) => child.id));
    expect(rootGfx.lastElementChild).toBe(preview);
  });

  it('leaves a parent whose children are not all drawn in one place to diagram-js, which puts them in order', () => {
    const { registry, root, rootGfx, factory, drawnOrder } = drawing(5);
    // A child drawn elsewhere (as a shape moved in from another parent is, before its containment is updated).
    const elsewhere = document.createElementNS('http://www.w3.org/2000/svg', 'g');
    elsewhere.appendChild(registry.getGraphics('Task_2').parentNode!);
    root.children!.unshift(root.children!.splice(2, 1)[0]!);
    factory.updateContainments([root.children![0]!]);
    expect(drawnOrder()).toEqual(['Task_2', 'Task_0', 'Task_1', 'Task_3', 'Task_4']);
    expect(rootGfx.childElementCount).toBe(5);
  });
});
