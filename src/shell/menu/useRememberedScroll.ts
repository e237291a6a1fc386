import { useCallback, useRef } from 'react';

const KEY = 'sidebar.scrollTop';

function scrollingParent(element: HTMLElement | null): HTMLElement | null {
  for (let node = element; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY === 'auto' || overflowY === 'scroll') return node;
  }
  return null;
}

/**
 * Spec §2: the sidebar's scroll position is remembered (for the tab, across reloads and
 * between pages). A ref for the menu: the element that scrolls it is found above it.
 */
export function useRememberedScroll() {
  const cleanup = useRef<(() => void) | undefined>(undefined);
  return useCallback((menu: HTMLElement | null) => {
    cleanup.current?.();
    cleanup.current = undefined;
    const scroller = scrollingParent(menu?.parentElement ?? null);
    if (!scroller) return;
    // After the first paint, when the entries are there to scroll.
    requestAnimationFrame(() => {
      try {
        scroller.scrollTop = Number(sessionStorage.getItem(KEY)) || 0;
      } catch {
        // No storage: the position is simply not kept.
      }
    });
    const save = () => {
      try {
        sessionStorage.setItem(KEY, String(scroller.scrollTop));
      } catch {
        // Same.
      }
    };
    scroller.addEventListener('scroll', save, { passive: true });
    cleanup.current = () => scroller.removeEventListener('scroll', save);
  }, []);
}
