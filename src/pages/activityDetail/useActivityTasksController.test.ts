import { describe, expect, it } from 'vitest';
import { ROWS_PER_PAGE, shownPage } from './useActivityTasksController';

describe('shownPage', () => {
  it('keeps the page asked for while it has rows', () => {
    expect(shownPage(1, ROWS_PER_PAGE * 2)).toBe(1);
    expect(shownPage(0, 0)).toBe(0);
  });

  it('falls back to the last page when a removal left the page asked for empty', () => {
    expect(shownPage(2, ROWS_PER_PAGE * 2)).toBe(1);
    expect(shownPage(1, ROWS_PER_PAGE)).toBe(0);
    expect(shownPage(3, 0)).toBe(0);
  });
});
