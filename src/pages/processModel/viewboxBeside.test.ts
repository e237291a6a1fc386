import { describe, expect, it } from 'vitest';
import { viewboxBeside } from './viewboxBeside';

const OUTER = { width: 400, height: 300 };
const scaleOf = (box: { width: number }) => OUTER.width / box.width;

describe('viewboxBeside', () => {
  it('shrinks a wide drawing into the room right of the strip, the strip left empty', () => {
    const inner = { x: 0, y: 0, width: 1600, height: 200 };
    const box = viewboxBeside(inner, OUTER, 80, 8)!;
    const scale = scaleOf(box);
    expect(scale).toBeCloseTo(312 / 1600);
    // The drawing fills the room: from the strip's edge to the margin before the canvas's.
    const start = (inner.x - box.x) * scale;
    const end = (inner.x + inner.width - box.x) * scale;
    expect(start).toBeCloseTo(80);
    expect(end).toBeCloseTo(392);
  });

  it('keeps a small drawing at its own size, centred beside the strip', () => {
    const inner = { x: 100, y: 50, width: 120, height: 80 };
    const box = viewboxBeside(inner, OUTER, 80)!;
    expect(box.width).toBe(400);
    expect(inner.x - box.x + inner.width / 2).toBeCloseTo(80 + 320 / 2);
    expect(inner.y - box.y + inner.height / 2).toBeCloseTo(150);
  });

  it('fits a tall drawing to the height', () => {
    const box = viewboxBeside({ x: 0, y: 0, width: 100, height: 900 }, OUTER, 80)!;
    expect(scaleOf(box)).toBeCloseTo(300 / 900);
  });

  it('leaves the fit to bpmn-js where there is nothing to fit or no room', () => {
    expect(viewboxBeside({ x: 0, y: 0, width: 0, height: 0 }, OUTER, 80)).toBeUndefined();
    expect(viewboxBeside({ x: 0, y: 0, width: 100, height: 100 }, OUTER, 400)).toBeUndefined();
  });
});
