import { describe, expect, it } from 'vitest';
import { queryRecords } from './queryRecords';
import { testResourceModel } from '../testing/testResourceModel';

const resource = testResourceModel({
  name: 'gadget',
  schema: {
    type: 'object',
    properties: {
      _id: { type: 'string', readOnly: true },
      name: { type: 'string' },
      code: { type: 'string' },
      status: { type: 'string', enum: ['NEW', 'OLD', 'LOST'] },
      weight: { type: 'number' },
      active: { type: 'boolean' },
      ownerId: { type: 'string' },
      colour: { type: 'string' },
      updatedAt: { type: 'string', format: 'date-time' },
    },
  },
  api: { style: 'paginated', path: 'gadget', idField: '_id', list: { path: 'gadget/page', paged: true, countParam: 'collectionCount', idsParam: 'ids' } },
  list: {
    columns: [],
    sort: { field: 'name', order: 'ASC' },
    perPage: 25,
    choicesPerPage: 25,
    filters: [
      { field: 'name', kind: 'text', matchType: true, alwaysOn: true },
      { field: 'status', kind: 'enum', matchType: false, alwaysOn: false },
      { field: 'weight', kind: 'number', matchType: false, alwaysOn: false },
      { field: 'active', kind: 'boolean', matchType: false, alwaysOn: false },
      { field: 'ownerId', kind: 'reference', matchType: false, alwaysOn: false },
      { field: 'updatedAt', kind: 'dateRange', matchType: false, alwaysOn: false, from: 'fromDate', to: 'toDate' },
    ],
  },
});

const records = [
  { _id: 'a1', name: 'Válvula', code: 'V-1', status: 'NEW', weight: 10, active: true, ownerId: 'o1', colour: 'red', updatedAt: '2024-05-01T00:00:00.000Z' },
  { _id: 'a2', name: 'bomba', code: 'B-1', status: 'OLD', weight: 9, active: false, ownerId: 'o2', colour: 'blue', updatedAt: '2024-05-31T23:59:59.999Z' },
  { _id: 'a3', name: 'Agitador', code: 'A-1', status: 'LOST', weight: 100, active: true, ownerId: 'o1', updatedAt: '2024-06-01T00:00:00.000Z' },
  { _id: 'a4', code: 'X-1', status: 'NEW', active: false, updatedAt: '2024-04-30T23:59:59.999Z' },
];

function ids(params: Record<string, string>): string[] {
  return queryRecords(records, resource, params).items.map((record) => String(record._id));
}

describe('queryRecords', () => {
  it('answers every record in stored order with no parameters', () => {
    expect(queryRecords(records, resource, {})).toEqual({ items: records, count: 4 });
  });

  it('pages with limit and skip and counts before paging', () => {
    const result = queryRecords(records, resource, { limit: '2', skip: '1' });
    expect(result.items.map((record) => record._id)).toEqual(['a2', 'a3']);
    expect(result.count).toBe(4);
  });

  it('sorts text with the Portuguese collator, numbers numerically, missing values last', () => {
    expect(ids({ sort: 'name', order: 'ASC' })).toEqual(['a3', 'a2', 'a1', 'a4']);
    expect(ids({ sort: 'name', order: 'DESC' })).toEqual(['a1', 'a2', 'a3', 'a4']);
    expect(ids({ sort: 'weight' })).toEqual(['a2', 'a1', 'a3', 'a4']);
  });

  it('filters text with each match type, ignoring case and accents', () => {
    expect(ids({ name: 'VALV' })).toEqual(['a1']);
    expect(ids({ name: 'bomba', nameMatchType: 'equals' })).toEqual(['a2']);
    expect(ids({ name: 'bom', nameMatchType: 'equals' })).toEqual([]);
    expect(ids({ name: 'ag', nameMatchType: 'startsWith' })).toEqual(['a3']);
    expect(ids({ name: 'ULA', nameMatchType: 'endsWith' })).toEqual(['a1']);
    expect(ids({ name: 'a', nameMatchType: 'notContains' })).toEqual(['a4']);
  });

  it('falls back to contains on an unknown match type', () => {
    expect(ids({ name: 'omb', nameMatchType: 'fuzzy' })).toEqual(['a2']);
  });

  it('filters enum, number, boolean and reference by equality, a comma list meaning any of', () => {
    expect(ids({ status: 'NEW' })).toEqual(['a1', 'a4']);
    expect(ids({ status: 'OLD,LOST' })).toEqual(['a2', 'a3']);
    expect(ids({ weight: '9' })).toEqual(['a2']);
    expect(ids({ active: 'false' })).toEqual(['a2', 'a4']);
    expect(ids({ ownerId: 'o1' })).toEqual(['a1', 'a3']);
  });

  it('includes the whole day of a bare date in a date range, and not one millisecond more', () => {
    expect(ids({ fromDate: '2024-05-01', toDate: '2024-05-31' })).toEqual(['a1', 'a2']);
    expect(ids({ fromDate: '2024-05-01T00:00:00.001Z' })).toEqual(['a2', 'a3']);
    expect(ids({ toDate: '2024-05-31T23:59:59.998Z' })).toEqual(['a1', 'a4']);
  });

  it('filters by the ids parameter', () => {
    expect(ids({ ids: 'a3,a1' })).toEqual(['a1', 'a3']);
  });

  it('filters any other top-level property by equality', () => {
    expect(ids({ colour: 'blue' })).toEqual(['a2']);
    expect(ids({ code: 'A-1' })).toEqual(['a3']);
  });

  it('ignores unknown and blank parameters', () => {
    expect(ids({ nonsense: 'x', name: '', status: ' ' })).toEqual(['a1', 'a2', 'a3', 'a4']);
  });

  it('combines filters, sort and paging', () => {
    const result = queryRecords(records, resource, { active: 'true', sort: 'weight', order: 'DESC', limit: '1' });
    expect(result.items.map((record) => record._id)).toEqual(['a3']);
    expect(result.count).toBe(2);
  });

  it('does not reorder the input array', () => {
    const input = [...records];
    queryRecords(input, resource, { sort: 'name' });
    expect(input).toEqual(records);
  });

  it('uses the id field as ids parameter when none is declared', () => {
    const plain = testResourceModel({ name: 'plain' });
    expect(queryRecords([{ _id: 'x' }, { _id: 'y' }], plain, { _id: 'y' }).items).toEqual([{ _id: 'y' }]);
  });
});
