import Canvas from 'diagram-js/lib/core/Canvas';
import type ElementRegistry from 'diagram-js/lib/core/ElementRegistry';
import type EventBus from 'diagram-js/lib/core/EventBus';
import type GraphicsFactory from 'diagram-js/lib/core/GraphicsFactory';
import type { ConnectionLike, ShapeLike } from 'diagram-js/lib/model/Types';
import type { ModelerModule } from './bpmnServices';

type CanvasConfig = ConstructorParameters<typeof Canvas>[0];

/**
 * The markers left off the model's root: the pointer passing from a shape to the background
 * (`hover`), and a shape or flow dragged over it (`drop-ok`, `connect-ok`, `new-parent`,
 * `attach-ok`). The root has no shape to show them, but a class on it made the browser restyle
 * every element of the drawing (diagram-js's style sheet has `.drop-ok *`): at 2 000 elements,
 * some 100 ms each time. The refusals (`drop-not-ok`, `connect-not-ok`) stay: their pointer
 * says the shape cannot go there.
 */
const QUIET_ON_ROOT: ReadonlySet<string> = new Set(['hover', 'drop-ok', 'connect-ok', 'new-parent', 'attach-ok']);

/** bpmn-js's canvas, leaving the markers above off the model's root. */
class QuietRootCanvas extends Canvas {
  static override $inject = ['config.canvas', 'eventBus', 'graphicsFactory', 'elementRegistry'];
  readonly #registry: ElementRegistry;

  constructor(config: CanvasConfig, eventBus: EventBus, graphicsFactory: GraphicsFactory, elementRegistry: ElementRegistry) {
    super(config, eventBus, graphicsFactory, elementRegistry);
    this.#registry = elementRegistry;
  }

  override addMarker(element: ShapeLike | ConnectionLike | string, marker: string): void {
    if (QUIET_ON_ROOT.has(marker) && this.#isRoot(element)) return;
    super.addMarker(element, marker);
  }

  #isRoot(element: ShapeLike | ConnectionLike | string): boolean {
    const resolved = typeof element === 'string' ? this.#registry.get(element) : element;
    return resolved !== undefined && this.getRootElements().some((root) => root === resolved);
  }
}

/** The module to give bpmn-js's Modeler (`additionalModules`): it replaces the core `canvas`. */
export const quietRootMarkers: ModelerModule = { canvas: ['type', QuietRootCanvas] };
