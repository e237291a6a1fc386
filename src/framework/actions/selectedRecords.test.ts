import type { DataProvider } from 'ra-core';
import { describe, expect, it, vi } from 'vitest';
import { selectedRecords } from './selectedRecords';

describe('selectedRecords', () => {
  it('takes the records of the page and reads the others, in the selection order', async () => {
    const getMany = vi.fn(async () => ({ data: [{ id: 'b', typeId: 't2' }] }));
    const records = await selectedRecords({ getMany } as unknown as DataProvider, 'job', ['b', 'a'], [{ id: 'a', typeId: 't1' }]);
    expect(records).toEqual([
      { id: 'b', typeId: 't2' },
      { id: 'a', typeId: 't1' },
    ]);
    expect(getMany).toHaveBeenCalledWith('job', { ids: ['b'] });
  });

  it('asks nothing when the page holds every selected record', async () => {
    const getMany = vi.fn();
    await selectedRecords({ getMany } as unknown as DataProvider, 'job', ['a'], [{ id: 'a' }]);
    expect(getMany).not.toHaveBeenCalled();
  });

  it('takes records select-all-matching read before asking for the rest', async () => {
    const getMany = vi.fn(async () => ({ data: [{ id: 'c', typeId: 't3' }] }));
    const gathered = new Map([['b', { id: 'b', typeId: 't2' }]]);
    const records = await selectedRecords({ getMany } as unknown as DataProvider, 'job', ['a', 'b', 'c'], [{ id: 'a', typeId: 't1' }], (id) =>
      gathered.get(String(id)),
    );
    expect(records.map((record) => record.typeId)).toEqual(['t1', 't2', 't3']);
    expect(getMany).toHaveBeenCalledWith('job', { ids: ['c'] });
  });
});
