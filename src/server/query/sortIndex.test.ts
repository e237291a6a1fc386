import { describe, expect, it } from 'vitest';
import { compareValues } from '../../framework/query/compareValues';
import { createSortIndex } from './sortIndex';

function walked(index: ReturnType<typeof createSortIndex>, order: 'ASC' | 'DESC', limit = Infinity): number[] {
  const out: number[] = [];
  index.walk(order, (position) => {
    out.push(position);
    return out.length < limit;
  });
  return out;
}

describe('createSortIndex', () => {
  const records = [{ v: 'b' }, { v: 'A' }, {}, { v: 'á' }, { v: 'c' }, undefined, { v: '' }, { v: 'b' }];

  it('walks ascending with ties and missing values in stored order, missing last', () => {
    expect(walked(createSortIndex('v', records), 'ASC')).toEqual([1, 3, 0, 7, 4, 2, 6]);
  });

  it('walks descending by runs of equal values, each run in stored order, missing still last', () => {
    expect(walked(createSortIndex('v', records), 'DESC')).toEqual([4, 0, 7, 1, 3, 2, 6]);
    expect(walked(createSortIndex('v', records), 'DESC', 2)).toEqual([4, 0]);
  });

  it('follows additions and removals', () => {
    const index = createSortIndex('v', records);
    index.remove(4, { v: 'c' });
    index.add(4, { v: 'a' });
    index.add(8, { v: 'z' });
    index.remove(0, { v: 'b' });
    expect(walked(index, 'ASC')).toEqual([1, 3, 4, 7, 8, 2, 6]);
  });

  it('follows a replace, whether the sorted value changes or not', () => {
    const index = createSortIndex('v', records);
    index.replace(0, { v: 'b' }, { v: 'b', other: 1 });
    index.replace(4, { v: 'c' }, { v: 'a' });
    index.replace(1, { v: 'A' }, {});
    // 'a' and 'á' sort as equals: stored order.
    expect(walked(index, 'ASC')).toEqual([3, 4, 0, 7, 1, 2, 6]);
    expect(walked(index, 'DESC')).toEqual([0, 7, 3, 4, 1, 2, 6]);
  });

  it('orders ISO instants exactly as the collator does, mixed with other text', () => {
    const seeds = [
      '2024-05-01T10:00:00.000Z',
      '2024-05-01T09:59:59.999Z',
      '2023-12-31T23:59:59.999Z',
      '2024-05-01',
      '2024-05-01T10:00:00Z',
      'n/a',
      '1999-01-01T00:00:00.000Z',
    ];
    const values = [...seeds, ...Array.from({ length: 200 }, (_, n) => new Date(1.6e12 + ((n * 7919) % 997) * 3.7e8).toISOString())];
    const expected = values.map((_, position) => position).sort((a, b) => compareValues(values[a], values[b]) || a - b);
    expect(
      walked(
        createSortIndex(
          'v',
          values.map((v) => ({ v })),
        ),
        'ASC',
      ),
    ).toEqual(expected);
  });

  it('walks a deep descending order the same whether it searches runs or reuses the built order, and after a change', () => {
    // Many ties and missing values, past the depth where the walk builds the order.
    const many = Array.from({ length: 6000 }, (_, n) => (n % 11 === 0 ? {} : { v: (n * 7919) % 500 }));
    const expected = (items: readonly Record<string, unknown>[]): number[] => {
      const present = items.map((_, p) => p).filter((p) => items[p]!.v !== undefined);
      const missing = items.map((_, p) => p).filter((p) => items[p]!.v === undefined);
      return [...present.sort((a, b) => (items[b]!.v as number) - (items[a]!.v as number) || a - b), ...missing];
    };
    const index = createSortIndex('v', many);
    expect(walked(index, 'DESC')).toEqual(expected(many));
    expect(walked(index, 'DESC')).toEqual(expected(many));
    expect(walked(index, 'DESC', 3000).slice(2990)).toEqual(expected(many).slice(2990, 3000));
    index.remove(5, many[5]!);
    index.add(5, { v: 9999 });
    const changed = many.map((record, p) => (p === 5 ? { v: 9999 } : record));
    expect(walked(index, 'DESC')).toEqual(expected(changed));
  });

  it('keeps the built descending order in step with every change: new values, ties, missing values, removals', () => {
    const items: Record<string, unknown>[] = Array.from({ length: 5000 }, (_, n) => (n % 13 === 0 ? {} : { v: (n * 7919) % 300 }));
    const expected = (): number[] => {
      const present = items.map((_, p) => p).filter((p) => items[p]!.v !== undefined);
      const missing = items.map((_, p) => p).filter((p) => items[p]!.v === undefined);
      return [...present.sort((a, b) => (items[b]!.v as number) - (items[a]!.v as number) || a - b), ...missing];
    };
    const index = createSortIndex('v', items);
    expect(walked(index, 'DESC')).toEqual(expected());
    let seed = 7;
    const random = (below: number): number => (seed = (seed * 48271) % 2147483647) % below;
    for (let change = 0; change < 300; change += 1) {
      const position = random(items.length);
      const next = random(10) === 0 ? {} : { v: random(400) };
      index.replace(position, items[position]!, next);
      items[position] = next;
      if (change % 50 === 49) expect(walked(index, 'DESC')).toEqual(expected());
    }
    const gone = random(items.length);
    index.remove(gone, items[gone]!);
    items[gone] = {};
    expect(walked(index, 'DESC').filter((p) => p !== gone)).toEqual(expected().filter((p) => p !== gone));
    expect(walked(index, 'DESC')).not.toContain(gone);
  });
});
