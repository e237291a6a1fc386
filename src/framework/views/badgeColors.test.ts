import { describe, expect, it } from 'vitest';
import { BADGE_COLORS } from './badgeColors';
import { contrastRatio } from './contrastRatio';

describe('BADGE_COLORS', () => {
  it.each(Object.entries(BADGE_COLORS))('%s: the label passes WCAG AA (4.5:1) on its chip', (_name, { background, color }) => {
    expect(contrastRatio(background, color)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('contrastRatio', () => {
  it('measures black on white as 21 and a colour on itself as 1', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#00acc1', '#00acc1')).toBeCloseTo(1, 5);
  });

  it('finds the old white on cyan under AA', () => {
    expect(contrastRatio('#00acc1', '#ffffff')).toBeLessThan(4.5);
  });

  it('refuses what is not a #rrggbb colour', () => {
    expect(() => contrastRatio('cyan', '#ffffff')).toThrow(/#rrggbb/);
  });
});
