import PopupMenu from 'diagram-js/lib/features/popup-menu/PopupMenu';
import { describe, expect, it } from 'vitest';
import { keepInView } from './popupMenuInView';

const PHONE = { width: 390, height: 844 };
const MENU = { width: 300, height: 400 };

describe('keepInView', () => {
  it('leaves a menu that fits where it was put', () => {
    expect(keepInView({ x: 40, y: 100 }, MENU, PHONE)).toEqual({ x: 40, y: 100 });
  });

  it('brings back a menu flipped off the left edge, and one running off the right or the bottom', () => {
    expect(keepInView({ x: -120, y: 100 }, MENU, PHONE)).toEqual({ x: 8, y: 100 });
    expect(keepInView({ x: 200, y: 100 }, MENU, PHONE)).toEqual({ x: 390 - 300 - 8, y: 100 });
    expect(keepInView({ x: 40, y: 700 }, MENU, PHONE)).toEqual({ x: 40, y: 844 - 400 - 8 });
  });

  it('keeps the top left corner of a menu larger than the window in view', () => {
    expect(keepInView({ x: -50, y: -20 }, { width: 500, height: 900 }, PHONE)).toEqual({ x: 8, y: 8 });
  });
});

describe('the menu kept in view', () => {
  it("builds on the installed diagram-js's own placement (`_ensureVisible`, which it calls first)", () => {
    expect(typeof (PopupMenu.prototype as unknown as Record<string, unknown>)._ensureVisible).toBe('function');
  });
});
