import { describe, expect, it } from 'vitest';
import type { RowReport } from './checkImportRows';
import { createPreviewStore, errorCountOf } from './previewStore';

const rows = (count: number, withErrors = 0): RowReport[] =>
  Array.from({ length: count }, (_, i) => ({
    line: i + 2,
    values: { code: `C-${i}` },
    errors: i < withErrors ? [{ field: 'code', keyword: 'import', message: 'IMPORT.MERGED_CELL' }] : [],
  }));

describe('createPreviewStore', () => {
  it('gives a preview to its owner alone, until its time is past', () => {
    let time = 0;
    const previews = createPreviewStore({ keptMs: 1000, now: () => time });
    const id = previews.keep('ana|activity|p1', rows(3, 1));
    expect(previews.get(id, 'ana|activity|p1')?.rows).toHaveLength(3);
    expect(previews.get(id, 'bea|activity|p1')).toBeUndefined();
    expect(previews.get(id, 'ana|activity|p2')).toBeUndefined();
    time = 999;
    expect(errorCountOf(previews.get(id, 'ana|activity|p1')?.rows ?? [])).toBe(1);
    time = 1000;
    expect(previews.get(id, 'ana|activity|p1')).toBeUndefined();
  });

  it("keeps an owner's last preview only, and a changed one longer", () => {
    let time = 0;
    const previews = createPreviewStore({ keptMs: 1000, now: () => time });
    const first = previews.keep('ana', rows(2));
    const second = previews.keep('ana', rows(4));
    expect(previews.get(first, 'ana')).toBeUndefined();
    time = 900;
    previews.update(second, rows(1));
    time = 1500;
    expect(previews.get(second, 'ana')?.rows).toHaveLength(1);
    previews.drop(second);
    expect(previews.get(second, 'ana')).toBeUndefined();
  });

  it('lets the oldest previews go past the row limit', () => {
    const previews = createPreviewStore({ maxRows: 10 });
    const old = previews.keep('ana', rows(6));
    const middle = previews.keep('bea', rows(3));
    const fresh = previews.keep('caio', rows(4));
    expect(previews.get(old, 'ana')).toBeUndefined();
    expect(previews.get(middle, 'bea')).toBeDefined();
    expect(previews.get(fresh, 'caio')).toBeDefined();
  });
});
