import type EventBus from 'diagram-js/lib/core/EventBus';
import type ElementRegistry from 'diagram-js/lib/core/ElementRegistry';
import GraphicsFactory from 'diagram-js/lib/core/GraphicsFactory';
import type { ElementLike } from 'diagram-js/lib/model/Types';
import type { ModelerModule } from './bpmnServices';
import { placeInOrder } from './placeInOrder';

type Child = ElementLike & { parent?: Parent };
type Parent = ElementLike & { children?: Child[] };

/**
 * bpmn-js's graphics factory, putting a parent's drawn children in the model's order after
 * an edit by moving only those out of place. diagram-js moves every child after the first
 * one out of place: a task moved in a process of a thousand goes to the end of the model's
 * list, so the other 999 were taken out and put back, and the browser styled and laid out
 * the whole drawing again (over a second at 2 000 elements, in bare bpmn-js too).
 */
class OrderedGraphicsFactory extends GraphicsFactory {
  static override $inject = ['eventBus', 'elementRegistry'];
  readonly #registry: ElementRegistry;

  constructor(eventBus: EventBus, elementRegistry: ElementRegistry) {
    super(eventBus, elementRegistry);
    this.#registry = elementRegistry;
  }

  override updateContainments(elements: ElementLike[]): void {
    const parents = new Set((elements as Child[]).flatMap((element) => (element.parent ? [element.parent] : [])));
    // A parent whose children are not all drawn in one container is left to diagram-js.
    const left: Child[] = [];
    for (const parent of parents) {
      const groups = (parent.children ?? []).map((child) => this.#registry.getGraphics(child)?.parentNode);
      const container = groups[0]?.parentNode;
      const placed = container && groups.every((group) => group?.parentNode === container) ? placeInOrder(container, groups as Node[]) : undefined;
      const first = parent.children?.[0];
      if (placed === undefined && first) left.push(first);
    }
    if (left.length > 0) super.updateContainments(left);
  }
}

/** The module to give bpmn-js's Modeler (`additionalModules`): it replaces the core `graphicsFactory`. */
export const orderedContainments: ModelerModule = { graphicsFactory: ['type', OrderedGraphicsFactory] };
