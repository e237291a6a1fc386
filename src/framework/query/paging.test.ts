import { describe, expect, it } from 'vitest';
import { applyPaging, readPaging } from './paging';

describe('readPaging', () => {
  it('reads limit and skip', () => {
    expect(readPaging({ limit: '10', skip: '20' })).toEqual({ skip: 20, limit: 10 });
  });
  it('treats a missing or unreadable limit as all, and skip as 0', () => {
    expect(readPaging({})).toEqual({ skip: 0 });
    expect(readPaging({ limit: 'ten', skip: '-1' })).toEqual({ skip: 0 });
  });
});

describe('applyPaging', () => {
  const items = [1, 2, 3, 4, 5];
  it('cuts the asked page', () => {
    expect(applyPaging(items, { skip: 1, limit: 2 })).toEqual([2, 3]);
  });
  it('gives the rest when there is no limit, and nothing past the end', () => {
    expect(applyPaging(items, { skip: 3 })).toEqual([4, 5]);
    expect(applyPaging(items, { skip: 9, limit: 2 })).toEqual([]);
    expect(applyPaging(items, { skip: 0, limit: 0 })).toEqual([]);
  });
});
