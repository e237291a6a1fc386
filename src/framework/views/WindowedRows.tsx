import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useState, type ReactNode, type RefObject } from 'react';

/** Rows drawn above and below the screen, so a quick scroll shows rows, not blank space. */
const OVERSCAN = 12;
/** A row's height before one is measured (the generated lists' small density, one line of text). */
const ESTIMATED_ROW_PX = 37;

export interface WindowedRowsProps {
  count: number;
  rowKey(index: number): string;
  /** The row at `index`, its element handed to `measure` (and marked `data-index`) so its real height counts. */
  renderRow(index: number, measure: (element: Element | null) => void): ReactNode;
  /** The table body the rows are in: where the first row starts on the page. */
  body: RefObject<HTMLElement | null>;
}

/**
 * The rows on screen of a long table body (and a few around them), between two spacer rows
 * that keep the page as tall as all the rows. The page itself scrolls, as with every list.
 * Loaded only when a long page is shown: it holds the windowing library.
 */
export default function WindowedRows({ count, rowKey, renderRow, body }: WindowedRowsProps) {
  const [scrollMargin, setScrollMargin] = useState(0);
  const virtualizer = useWindowVirtualizer({ count, estimateSize: () => ESTIMATED_ROW_PX, overscan: OVERSCAN, scrollMargin, getItemKey: rowKey });
  // Where the first row starts on the page moves when what is above it changes (a filter added).
  useLayoutEffect(() => {
    const measure = () => setScrollMargin(body.current ? body.current.getBoundingClientRect().top + window.scrollY : 0);
    const frame = requestAnimationFrame(measure);
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(document.documentElement);
    return () => {
      cancelAnimationFrame(frame);
      observer?.disconnect();
    };
  }, [body, count]);

  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  const before = first ? first.start - scrollMargin : 0;
  const after = last ? virtualizer.getTotalSize() - (last.end - scrollMargin) : 0;
  return (
    <>
      {before > 0 && <tr aria-hidden style={{ height: before }} />}
      {items.map((item) => renderRow(item.index, virtualizer.measureElement))}
      {after > 0 && <tr aria-hidden style={{ height: after }} />}
    </>
  );
}
