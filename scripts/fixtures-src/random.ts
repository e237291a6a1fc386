import { seededRandom } from '../../src/server/seededRandom';

/** Seeded randomness for fixtures: the same seed gives the same data, byte for byte. */
export interface Random {
  /** In [0, 1). */
  next(): number;
  chance(probability: number): boolean;
  /** An integer in [low, high]. */
  between(low: number, high: number): number;
  pick<T>(items: readonly T[]): T;
  /** One item, each as likely as its weight. */
  weighted<T>(items: readonly (readonly [T, number])[]): T;
  /** `count` distinct items, each draw as likely as its weight among those left. */
  sample<T>(items: readonly (readonly [T, number])[], count: number): T[];
  /** A MongoDB-like id: 8 hex digits of the second of `iso`, then 16 random ones; never repeats. */
  objectId(iso: string): string;
}

export function createRandom(seed: number): Random {
  // mulberry32, the generator the demo API's fuzz and crash tests replay with.
  const next = seededRandom(seed);
  const used = new Set<string>();
  const random: Random = {
    next,
    chance: (probability) => next() < probability,
    between: (low, high) => low + Math.floor(next() * (high - low + 1)),
    pick(items) {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)]!;
    },
    weighted(items) {
      const total = items.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [item, weight] of items) {
        roll -= weight;
        if (roll < 0) return item;
      }
      return items[items.length - 1]![0];
    },
    sample(items, count) {
      const left = [...items];
      const out: (typeof items)[number][0][] = [];
      while (out.length < count && left.length > 0) {
        const chosen = random.weighted(left.map((entry, index) => [index, entry[1]] as const));
        out.push(left[chosen]![0]);
        left.splice(chosen, 1);
      }
      return out;
    },
    objectId(iso) {
      const seconds = Math.floor(Date.parse(iso) / 1000)
        .toString(16)
        .padStart(8, '0');
      for (;;) {
        let tail = '';
        while (tail.length < 16) tail += Math.floor(next() * 16).toString(16);
        const id = seconds + tail;
        if (!used.has(id)) {
          used.add(id);
          return id;
        }
      }
    },
  };
  return random;
}
