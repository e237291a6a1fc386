// @vitest-environment happy-dom
import { fireEvent, renderHook } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { isGoToShortcut, shortcutHint, useGoToShortcut } from './useGoToShortcut';

const press = (init: KeyboardEventInit) => fireEvent.keyDown(window, init);

describe('useGoToShortcut', () => {
  test('Ctrl+K and Cmd+K open, anywhere on the page, in place of the browser', () => {
    const open = vi.fn();
    renderHook(() => useGoToShortcut(open));
    expect(press({ key: 'k', ctrlKey: true })).toBe(false);
    press({ key: 'K', metaKey: true });
    expect(open).toHaveBeenCalledTimes(2);
  });

  test('other keys, K with another modifier, or a shortcut switched off, do nothing', () => {
    const open = vi.fn();
    const { rerender } = renderHook(({ enabled }) => useGoToShortcut(open, enabled), { initialProps: { enabled: true } });
    expect(press({ key: 'k' })).toBe(true);
    press({ key: 'k', ctrlKey: true, shiftKey: true });
    press({ key: 'j', ctrlKey: true });
    rerender({ enabled: false });
    press({ key: 'k', ctrlKey: true });
    expect(open).not.toHaveBeenCalled();
  });

  test('names the shortcut as the machine does', () => {
    expect(shortcutHint('MacIntel')).toBe('⌘K');
    expect(shortcutHint('Win32')).toBe('Ctrl+K');
    expect(isGoToShortcut({ key: 'k', ctrlKey: false, metaKey: true, altKey: true, shiftKey: false })).toBe(false);
  });
});
