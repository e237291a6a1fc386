import { describe, expect, it } from 'vitest';
import { createDateIndex } from './dateIndex';

describe('createDateIndex', () => {
  const at = (iso: string) => Date.parse(iso);
  const records = [
    { d: '2024-05-01T00:00:00.000Z' },
    { d: 'n/a' },
    { d: '2024-05-31T23:59:59.999Z' },
    undefined,
    { d: '2024-04-30T23:59:59.999Z' },
    { list: [{ d: '2024-05-02T00:00:00.000Z' }] },
  ];

  it('answers the positions within a range, either end open, ascending', () => {
    const index = createDateIndex('d', records);
    expect(index.range(at('2024-05-01T00:00:00.000Z'), at('2024-05-31T23:59:59.999Z'))).toEqual([0, 2]);
    expect(index.range(undefined, at('2024-05-01T00:00:00.000Z'))).toEqual([0, 4]);
    expect(index.range(at('2024-06-01T00:00:00.000Z'), undefined)).toEqual([]);
    expect(index.estimate(undefined, undefined)).toBe(3);
  });

  it('reads every date on a path through arrays, and follows changes', () => {
    const index = createDateIndex('list[].d', records);
    expect(index.range(undefined, undefined)).toEqual([5]);
    index.remove(5, records[5]!);
    index.add(6, { list: [{ d: '2024-01-01T00:00:00.000Z' }, { d: '2024-01-02T00:00:00.000Z' }] });
    expect(index.range(undefined, undefined)).toEqual([6]);
  });
});
