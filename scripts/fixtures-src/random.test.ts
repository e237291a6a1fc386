import { describe, expect, it } from 'vitest';
import { createRandom } from './random';

describe('createRandom', () => {
  it('repeats itself for one seed and differs for another', () => {
    const draw = (seed: number) => {
      const random = createRandom(seed);
      return [random.next(), random.between(1, 6), random.pick(['a', 'b', 'c']), random.objectId('2024-01-01T00:00:00Z')];
    };
    expect(draw(1)).toEqual(draw(1));
    expect(draw(1)).not.toEqual(draw(2));
  });

  it('makes ids stamped with their second that never repeat', () => {
    const random = createRandom(3);
    const ids = Array.from({ length: 2000 }, () => random.objectId('2024-01-01T00:00:00Z'));
    expect(new Set(ids).size).toBe(2000);
    expect(ids[0]).toMatch(/^65920080[0-9a-f]{16}$/);
  });

  it('draws by weight, and samples without repeats', () => {
    const random = createRandom(4);
    const draws = Array.from({ length: 1000 }, () =>
      random.weighted([
        ['rare', 1],
        ['common', 9],
      ] as const),
    );
    expect(draws.filter((draw) => draw === 'common').length).toBeGreaterThan(800);
    expect(
      new Set(
        random.sample(
          [
            ['a', 1],
            ['b', 1],
            ['c', 1],
          ] as const,
          3,
        ),
      ).size,
    ).toBe(3);
    expect(random.sample([['a', 1]] as const, 5)).toEqual(['a']);
  });
});
