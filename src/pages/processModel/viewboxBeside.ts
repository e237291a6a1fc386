/** A rectangle of the drawing, in its own coordinates. */
export interface DrawingBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The viewbox that shows the whole drawing (`inner`) at most at its own size, centred in the
 * part of the canvas (`outer`, in pixels) right of its first `left` pixels, `margin` pixels
 * from its other edges: what bpmn-js's "fit to screen" does, less the strip its palette
 * covers. Undefined where there is nothing to fit (an empty drawing) or no room.
 */
export function viewboxBeside(inner: DrawingBox, outer: { width: number; height: number }, left: number, margin = 0): DrawingBox | undefined {
  const room = { width: outer.width - left - margin, height: outer.height - 2 * margin };
  if (inner.width <= 0 || inner.height <= 0 || room.width <= 0 || room.height <= 0) return undefined;
  const scale = Math.min(1, room.width / inner.width, room.height / inner.height);
  return {
    x: inner.x + inner.width / 2 - (left + room.width / 2) / scale,
    y: inner.y + inner.height / 2 - outer.height / 2 / scale,
    width: outer.width / scale,
    height: outer.height / scale,
  };
}
