import type { DataProvider, GetListParams } from 'ra-core';
import { describe, expect, it, vi } from 'vitest';
import { gatherMatching } from './gatherMatching';

const records = Array.from({ length: 5 }, (_, index) => ({ id: `r${index}` }));

function provider(total = records.length) {
  const getList = vi.fn(async (_resource: string, { pagination }: GetListParams) => {
    const from = (pagination!.page - 1) * pagination!.perPage;
    return { data: records.slice(from, from + pagination!.perPage), total };
  });
  return { dataProvider: { getList } as unknown as DataProvider, getList };
}

describe('gatherMatching', () => {
  it('reads every matching record page after page, sorted by id, with the filter and meta of the list', async () => {
    const { dataProvider, getList } = provider();
    const progress: [number, number][] = [];
    const found = await gatherMatching(dataProvider, {
      resource: 'job',
      filter: { status: 2 },
      meta: { projectId: 'p1' },
      pageSize: 2,
      onProgress: (...args) => progress.push(args),
    });
    expect(found.map((record) => record.id)).toEqual(['r0', 'r1', 'r2', 'r3', 'r4']);
    expect(getList).toHaveBeenCalledTimes(3);
    expect(getList).toHaveBeenCalledWith('job', {
      pagination: { page: 2, perPage: 2 },
      sort: { field: 'id', order: 'ASC' },
      filter: { status: 2 },
      meta: { projectId: 'p1' },
    });
    expect(progress).toEqual([
      [2, 5],
      [4, 5],
      [5, 5],
    ]);
  });

  it('stops at a short page even when the count said more (records deleted meanwhile)', async () => {
    const { dataProvider, getList } = provider(9);
    const found = await gatherMatching(dataProvider, { resource: 'job', filter: {}, pageSize: 2 });
    expect(found).toHaveLength(5);
    expect(getList).toHaveBeenCalledTimes(3);
  });
});
