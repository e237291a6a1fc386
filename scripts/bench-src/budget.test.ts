import { describe, expect, it } from 'vitest';
import { againstBudget, againstFloor, readBudget } from './budget';

describe('the performance budget', () => {
  it('says a figure is within its limit, or by how much it is over', () => {
    expect(againstBudget(0.72, 0.8, '×')).toBe('within 0.8×');
    expect(againstBudget(378, 360, ' KB')).toBe('OVER 360 KB by 5%');
    expect(againstBudget(360, 360, ' KB')).toBe('within 360 KB');
  });

  it('says a rate is within its floor, or by how much it is under', () => {
    expect(againstFloor(2100, 2000, ' req/s')).toBe('within ≥ 2000 req/s');
    expect(againstFloor(1200, 2000, ' req/s')).toBe('UNDER 2000 req/s by 40%');
    expect(againstFloor(Number.NaN, 2000, ' req/s')).toBe('');
  });

  it('says nothing of a figure without a budget or without a measure', () => {
    expect(againstBudget(5, undefined, ' ms')).toBe('');
    expect(againstBudget(Number.NaN, 10, ' ms')).toBe('');
  });

  it('holds the ratios the peer comparison checks and a size for every route the bench measures', () => {
    const budget = readBudget(process.cwd());
    expect(Object.keys(budget.ratios)).toEqual(
      expect.arrayContaining([
        'list_rows_visible',
        'page2_rows_visible',
        'edit_cold_form_filled',
        'edit_from_list_form_filled',
        'list_js_heap_used',
        'initial_js_gzip_bytes',
      ]),
    );
    expect(Object.keys(budget.kilobytes)).toEqual(['first page (/home)', '+ a list page', '+ a create/edit form']);
    for (const value of [...Object.values(budget.ratios), ...Object.values(budget.kilobytes)]) expect(value).toBeGreaterThan(0);
  });

  it('holds a time for every import and FIC list figure the imports bench prints, and a memory growth for the two calls', () => {
    const { imports } = readBudget(process.cwd());
    expect(Object.keys(imports.milliseconds).sort()).toEqual(
      [
        'FIC first page, with count',
        'FIC last page, with count',
        'FIC not imported, page 100',
        'FIC number filter',
        'FIC import of 1000 items',
        'import of 10000 rows',
        'preview of 10000 rows',
        'refusal of 50000 rows',
      ].sort(),
    );
    expect(Object.keys(imports.megabytes).sort()).toEqual(['import of 10000 rows', 'preview of 10000 rows']);
    for (const value of [...Object.values(imports.milliseconds), ...Object.values(imports.megabytes)]) expect(value).toBeGreaterThan(0);
  });
});
