import { describe, expect, it } from 'vitest';
import { FIC_CODES } from './ficCodes';
import { FIC_KIND_DEFINITIONS } from './ficKinds';
import { seedFicRows } from './ficSeed';

describe('seedFicRows', () => {
  it('gives the same rows on every call, and other rows for another site', () => {
    expect(seedFicRows('fvi', 'UTGCA', 0)).toEqual(seedFicRows('fvi', 'UTGCA', 0));
    const other = new Set(seedFicRows('fvi', 'RNEST', 2).flatMap((row) => row.items.map((item) => item._id)));
    expect(seedFicRows('fvi', 'UTGCA', 0).some((row) => row.items.some((item) => other.has(item._id)))).toBe(false);
  });

  it.each(['fvi', 'fvm', 'op'] as const)(
    '%s: thousands of rows with unique item ids, every fault of the kind, a few imported elsewhere, the first rows clean',
    (kind) => {
      const started = performance.now();
      const rows = seedFicRows(kind, 'UTGCA', 0);
      // Made when a list is first asked for: it must stay quick.
      expect(performance.now() - started).toBeLessThan(500);
      const items = rows.flatMap((row) => row.items);
      expect(rows.length).toBe(FIC_KIND_DEFINITIONS[kind].rows);
      expect(new Set(items.map((item) => item._id)).size).toBe(items.length);
      const faults = new Set(items.map((item) => item.fault ?? (item.discipline === '' ? FIC_CODES.withoutDiscipline : undefined)).filter(Boolean));
      expect(faults.size).toBeGreaterThanOrEqual(kind === 'fvm' ? 2 : 3);
      expect(items.some((item) => item.importedIntoProject)).toBe(true);
      expect(rows.slice(0, 20).every((row) => row.items.every((item) => !item.fault && item.discipline !== '' && !item.importedIntoProject))).toBe(true);
    },
  );
});
