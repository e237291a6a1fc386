import { describe, expect, it } from 'vitest';
import { testResourceModel } from '../../framework/testing/testResourceModel';
import { filterKey } from './filterKey';

describe('filterKey', () => {
  const resource = testResourceModel({ name: 'thing' });
  it('ignores paging, sort, the count flag, blank values and parameter order', () => {
    expect(filterKey(resource, { b: '2', a: '1', limit: '5', skip: '5', sort: 'a', order: 'DESC', collectionCount: 'true', c: ' ' })).toBe(
      filterKey(resource, { a: '1', b: '2' }),
    );
    expect(filterKey(resource, { a: '1' })).not.toBe(filterKey(resource, { a: '2' }));
  });

  it('keeps a steering name that a filter of the resource reads', () => {
    const ordered = testResourceModel({
      name: 'step',
      list: {
        columns: [],
        sort: { field: 'name', order: 'ASC' },
        perPage: 25,
        choicesPerPage: 25,
        filters: [{ field: 'order', kind: 'number', matchType: false, alwaysOn: false }],
      },
    });
    expect(filterKey(ordered, { order: '1' })).not.toBe(filterKey(ordered, { order: '2' }));
  });
});
