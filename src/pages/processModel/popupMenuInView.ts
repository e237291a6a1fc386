import PopupMenu from 'diagram-js/lib/features/popup-menu/PopupMenu';
import type { ModelerModule } from './bpmnServices';

/** A point or a size on the screen, in CSS pixels. */
export interface ScreenPoint {
  x: number;
  y: number;
}

/** Space kept between a menu and the window's edges, in pixels. */
const MARGIN = 8;

/**
 * `at`, moved as little as can be so that a menu of `size` lies inside a window of `view`,
 * `margin` pixels from its edges; a menu larger than the window keeps its top left corner in.
 */
export function keepInView(at: ScreenPoint, size: { width: number; height: number }, view: { width: number; height: number }, margin = MARGIN): ScreenPoint {
  const within = (value: number, length: number, room: number) => Math.max(margin, Math.min(value, room - length - margin));
  return { x: within(at.x, size.width, view.width), y: within(at.y, size.height, view.height) };
}

type EnsureVisible = (this: PopupMenu, container: HTMLElement, position: ScreenPoint) => ScreenPoint;

/** diagram-js's own placement: below the element, flipped left or up where the window ends. */
const placedByDiagramJs = (PopupMenu.prototype as unknown as { _ensureVisible: EnsureVisible })._ensureVisible;

/**
 * diagram-js's popup menu (the replace and append menus), kept inside the window: where it flips
 * a menu to the left of a narrow window (a phone), the menu started off the screen, its names cut.
 */
class PopupMenuInView extends PopupMenu {
  _ensureVisible(container: HTMLElement, position: ScreenPoint): ScreenPoint {
    const placed = placedByDiagramJs.call(this, container, position);
    const { width, height } = container.getBoundingClientRect();
    return keepInView(placed, { width, height }, { width: document.documentElement.clientWidth, height: document.documentElement.clientHeight });
  }
}

/** The module to give bpmn-js's Modeler (`additionalModules`): it replaces the `popupMenu`. */
export const popupMenuInView: ModelerModule = { popupMenu: ['type', PopupMenuInView] };
