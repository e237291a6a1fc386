import { useEffect, useRef } from 'react';

/** The palette's key with Ctrl (Cmd on a Mac), as `aria-keyshortcuts` names both. */
export const GO_TO_KEY_SHORTCUTS = 'Control+K Meta+K';

/** Whether a key press is Ctrl+K or Cmd+K (any layout's K, no other modifier). */
export function isGoToShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';
}

/** What the shortcut is called on this machine: `⌘K` on Apple's, `Ctrl+K` elsewhere. */
export function shortcutHint(platform: string = typeof navigator === 'undefined' ? '' : navigator.platform): string {
  return /Mac|iPhone|iPad/.test(platform) ? '⌘K' : 'Ctrl+K';
}

/**
 * Calls `open` on Ctrl+K or Cmd+K anywhere on the page (in a field too, as the admin
 * frameworks' palettes do), instead of the browser's own use of the keys, while `enabled`.
 *
 * @example useGoToShortcut(() => setOpen(true));
 */
export function useGoToShortcut(open: () => void, enabled = true): void {
  // The latest `open`, without listening again at each render.
  const latest = useRef(open);
  useEffect(() => {
    latest.current = open;
  });
  useEffect(() => {
    if (!enabled) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isGoToShortcut(event)) return;
      event.preventDefault();
      latest.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
