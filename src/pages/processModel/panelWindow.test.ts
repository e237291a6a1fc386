import { describe, expect, it } from 'vitest';
import { inPanelWindow } from './panelWindow';

describe('whether a chooser lies in the step panel’s window', () => {
  it('is in it when wholly inside the scrolled window, edges included', () => {
    expect(inPanelWindow({ start: 100, end: 188 }, 100, 400)).toBe(true);
    expect(inPanelWindow({ start: 412, end: 500 }, 100, 400)).toBe(true);
  });

  it('is out of it when above, below or cut by an edge', () => {
    expect(inPanelWindow({ start: 0, end: 88 }, 100, 400)).toBe(false);
    expect(inPanelWindow({ start: 600, end: 688 }, 100, 400)).toBe(false);
    expect(inPanelWindow({ start: 450, end: 538 }, 100, 400)).toBe(false);
    expect(inPanelWindow({ start: 60, end: 148 }, 100, 400)).toBe(false);
  });

  it('is out of it while nothing was measured yet (then the panel scrolls to it)', () => {
    expect(inPanelWindow(undefined, 0, 400)).toBe(false);
    expect(inPanelWindow({ start: 0, end: 88 }, null, 400)).toBe(false);
    expect(inPanelWindow({ start: 0, end: 88 }, 0, undefined)).toBe(false);
  });
});
