import { useCallback, useRef } from 'react';

const KEY = 'sidebar.scrollTop';
/** How long the sidebar may keep growing (groups, the scope selector) before the position is given up. */
const RESTORE_WINDOW_MS = 3000;

function scrollingParent(element: HTMLElement | null): HTMLElement | null {
  for (let node = element; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY === 'auto' || overflowY === 'scroll') return node;
  }
  return null;
}

function readSaved(): number {
  try {
    return Number(sessionStorage.getItem(KEY)) || 0;
  } catch {
    return 0; // No storage: the position is simply not kept.
  }
}

/** Puts the saved position back on the element scrolling `menu` while it grows, and saves the user's scrolling; returns the undo. */
function follow(menu: HTMLElement): (() => void) | undefined {
  const scroller = scrollingParent(menu.parentElement);
  if (!scroller) return undefined;
  const target = readSaved();
  let restoring = target > 0;
  const until = Date.now() + RESTORE_WINDOW_MS;
  const restore = () => {
    if (!restoring) return;
    if (Date.now() > until) restoring = false;
    else scroller.scrollTop = target;
    if (scroller.scrollTop === target) restoring = false;
  };
  // Where there is no ResizeObserver (old browsers, jsdom) the position is put back once.
  const growth = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(restore);
  growth?.observe(menu);
  restore();
  const save = () => {
    // A scroll of our own while restoring is not the user's choice.
    if (restoring && scroller.scrollTop !== target) return;
    restoring = false;
    try {
      sessionStorage.setItem(KEY, String(scroller.scrollTop));
    } catch {
      // Same.
    }
  };
  scroller.addEventListener('scroll', save, { passive: true });
  return () => {
    growth?.disconnect();
    scroller.removeEventListener('scroll', save);
  };
}

/**
 * Spec §2: the sidebar's scroll position is remembered (for the tab, across reloads and
 * between pages). A ref for the menu: the element that scrolls it is found above it. The
 * entries arrive in steps, so the position is put back each time the menu grows, until it
 * is reached or the user scrolls.
 */
export function useRememberedScroll() {
  const cleanup = useRef<(() => void) | undefined>(undefined);
  return useCallback((menu: HTMLElement | null) => {
    cleanup.current?.();
    cleanup.current = undefined;
    if (!menu) return;
    // Found in the next frame: reading the styles at once would recompute them for the whole
    // page in the middle of its first render.
    let undo: (() => void) | undefined;
    const frame = requestAnimationFrame(() => {
      undo = follow(menu);
    });
    cleanup.current = () => {
      cancelAnimationFrame(frame);
      undo?.();
    };
  }, []);
}
