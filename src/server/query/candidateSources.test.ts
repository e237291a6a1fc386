import { describe, expect, it } from 'vitest';
import { testResourceModel } from '../../framework/testing/testResourceModel';
import { candidateSources, narrowCandidates, type IndexProvider } from './candidateSources';
import { createDateIndex } from './dateIndex';
import { createEqualityIndex } from './equalityIndex';
import { createTextIndex } from './textIndex';

const resource = testResourceModel({
  name: 'thing',
  schema: { type: 'object', properties: { _id: { type: 'string' }, name: { type: 'string' }, colour: { type: 'string' }, limit: { type: 'string' } } },
  list: {
    columns: [],
    sort: { field: 'name', order: 'ASC' },
    perPage: 25,
    choicesPerPage: 25,
    filters: [
      { field: 'name', kind: 'text', matchType: true, alwaysOn: true },
      { field: 'status', kind: 'enum', matchType: false, alwaysOn: false, allValue: 99 },
      { field: 'at', kind: 'dateRange', matchType: false, alwaysOn: false, from: 'from', to: 'to' },
    ],
  },
});
const records = [
  { _id: 'a', name: 'Bomba', status: 1, colour: 'red', at: '2024-01-01T00:00:00.000Z' },
  { _id: 'b', name: 'Válvula', status: 2, colour: 'blue', at: '2024-02-01T00:00:00.000Z' },
  { _id: 'c', name: 'bombas', status: 1, colour: 'red', limit: 'x' },
];
const indexes: IndexProvider = {
  equality: (keys) => createEqualityIndex(keys, records),
  dates: (path) => createDateIndex(path, records),
  text: (path) => createTextIndex(path, records),
  positionOf: (id) => ({ a: 0, b: 1, c: 2 })[id],
};
const narrowed = (params: Record<string, string>) => narrowCandidates(candidateSources(resource, params, indexes))?.positions;
const settled = (params: Record<string, string>) =>
  [...(narrowCandidates(candidateSources(resource, params, indexes))?.settled ?? [])].map((filter) => filter.field);

describe('candidateSources and narrowCandidates', () => {
  it('narrows by each indexed condition and intersects them', () => {
    expect(narrowed({ name: 'bomb' })).toEqual([0, 2]);
    expect(narrowed({ name: 'bomb', colour: 'red', status: '1' })).toEqual([0, 2]);
    expect(narrowed({ status: '2' })).toEqual([1]);
    expect(narrowed({ from: '2024-01-15' })).toEqual([1]);
    expect(narrowed({ _id: 'c,z' })).toEqual([2]);
  });

  it('answers text filters (whatever the match type), date ranges and top-level equalities exactly, and says so', () => {
    expect(narrowed({ name: 'bomb', nameMatchType: 'notContains' })).toEqual([1]);
    expect(narrowed({ name: 'b', nameMatchType: 'startsWith' })).toEqual([0, 2]);
    expect(narrowed({ name: 'Bomba', nameMatchType: 'equals' })).toEqual([0]);
    expect(settled({ name: 'bomb', status: '1' }).sort()).toEqual(['name', 'status']);
    expect(settled({ from: '2024-01-15' })).toEqual(['at']);
    // Other properties only propose candidates: their predicates still decide.
    expect(settled({ colour: 'red' })).toEqual([]);
  });

  it('leaves to the predicates what no index answers: the All value, control parameters, a text that folds to nothing', () => {
    expect(narrowed({ status: '99' })).toBeUndefined();
    expect(narrowed({ limit: 'x', sort: 'name' })).toBeUndefined();
    expect(narrowed({ name: '´' })).toBeUndefined();
  });
});
