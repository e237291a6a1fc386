/*
 * The few bpmn-js services the pages use, typed to what they call (bpmn-js types `get`
 * by name only).
 */
import type Modeler from 'bpmn-js/lib/Modeler';

/** A module given to bpmn-js's Modeler (`additionalModules`): services added or replaced by name. */
export type ModelerModule = NonNullable<NonNullable<ConstructorParameters<typeof Modeler>[0]>['additionalModules']>[number];

/** What `Canvas.viewbox()` reports: the part of the drawing shown, the drawing's bounds (`inner`) and the canvas's size in pixels (`outer`). */
export interface CanvasViewbox {
  x: number;
  y: number;
  width: number;
  height: number;
  inner: { x: number; y: number; width: number; height: number };
  outer: { width: number; height: number };
}

export interface CanvasService {
  zoom(level?: number | 'fit-viewport', center?: 'auto'): number;
  viewbox(box?: { x: number; y: number; width: number; height: number }): CanvasViewbox;
  addMarker(elementId: string, marker: string): void;
  removeMarker(elementId: string, marker: string): void;
}

export interface CommandStackService {
  undo(): void;
  redo(): void;
  canUndo(): boolean;
  canRedo(): boolean;
}

/** A shape or connection of the diagram. */
export interface DiagramElement {
  id: string;
  type: string;
  businessObject?: { name?: string };
}

export interface ElementRegistryService {
  getAll(): DiagramElement[];
}

export interface EventBusService {
  on<Event = unknown>(event: string, callback: (event: Event) => void): void;
  off<Event = unknown>(event: string, callback: (event: Event) => void): void;
  fire(event: string): void;
}

/** What `selection.changed` carries. */
export interface SelectionChange {
  newSelection: DiagramElement[];
}
