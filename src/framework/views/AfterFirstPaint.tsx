import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

/** Whether the page's first screen has painted; absent (all drawn at once) outside a FirstPaintBoundary. */
const FirstPaintContext = createContext<boolean | null>(null);

/** A tab opened in the background draws no frame until it is shown: its surroundings come after this long anyway (ms). */
export const FIRST_PAINT_LONGEST_WAIT_MS = 250;

/**
 * The page's first screen: what it holds in AfterFirstPaint draws in one render right after the
 * browser has painted the rest (the frame's callback, then a task: the paint comes between).
 */
export function FirstPaintBoundary({ children }: { children: ReactNode }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const done = () => setPainted(true);
    let task: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      task = setTimeout(done, 0);
    });
    const longest = setTimeout(done, FIRST_PAINT_LONGEST_WAIT_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
      clearTimeout(longest);
    };
  }, []);
  return <FirstPaintContext.Provider value={painted}>{children}</FirstPaintContext.Provider>;
}

/**
 * Surroundings of a screen's content (the menu, the header's controls): on the page's first
 * screen they draw once the content has painted, so a cold load shows the rows or the form
 * without waiting for them. Mounted later (another screen opened), or outside a
 * FirstPaintBoundary, they draw at once. Nothing stands in for them: keep to parts whose
 * arrival moves nothing else (a fixed bar's controls, a sidebar's content).
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  return useContext(FirstPaintContext) === false ? null : children;
}
