import { describe, expect, it } from 'vitest';
import { recordPredicates } from './recordPredicates';
import { testResourceModel } from '../testing/testResourceModel';

const resource = testResourceModel({
  name: 'gadget',
  list: {
    columns: [],
    sort: { field: 'name', order: 'ASC' },
    perPage: 25,
    filters: [{ field: 'name', kind: 'text', matchType: true, alwaysOn: true }],
  },
});

describe('recordPredicates', () => {
  it('adds nothing for control, blank and unknown parameters', () => {
    expect(recordPredicates(resource, { limit: '5', skip: '0', sort: 'name', order: 'ASC', collectionCount: 'true', name: '', other: 'x' })).toEqual([]);
  });

  it('does not filter on the match-type parameter by itself', () => {
    expect(recordPredicates(resource, { nameMatchType: 'equals' })).toEqual([]);
  });

  it('adds one condition per filter in use', () => {
    const predicates = recordPredicates(resource, { name: 'a', _id: 'x,y' });
    expect(predicates).toHaveLength(2);
    expect(predicates.every((matches) => matches({ _id: 'y', name: 'Ana' }))).toBe(true);
    expect(predicates.every((matches) => matches({ _id: 'z', name: 'Ana' }))).toBe(false);
  });
});
