/** Where a row of a scrolling panel lies, in the panel's own pixels. */
export interface RowSpan {
  start: number;
  end: number;
}

/**
 * Whether `row` lies wholly inside the panel's window (`offset` scrolled, `height` shown),
 * from what was last measured: no layout is read, so asking costs nothing while a drawing
 * beside the panel is being changed.
 */
export function inPanelWindow(row: RowSpan | undefined, offset: number | null, height: number | undefined): boolean {
  return row !== undefined && offset !== null && height !== undefined && row.start >= offset && row.end <= offset + height;
}
