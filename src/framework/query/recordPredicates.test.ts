import { describe, expect, it } from 'vitest';
import { recordPredicates } from './recordPredicates';
import { testResourceModel } from '../testing/testResourceModel';

const resource = testResourceModel({
  name: 'gadget',
  list: {
    columns: [],
    sort: { field: 'name', order: 'ASC' },
    perPage: 25,
    choicesPerPage: 25,
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

describe('recordPredicates: the full-text search (q)', () => {
  const tagged = testResourceModel({
    name: 'valve',
    recordRepresentation: '{tag} - {description}',
    list: {
      columns: [],
      sort: { field: 'tag', order: 'ASC' },
      perPage: 25,
      choicesPerPage: 25,
      filters: [
        { field: 'tag', kind: 'text', matchType: true, alwaysOn: true },
        { field: 'description', kind: 'text', matchType: true, alwaysOn: true },
        { field: 'place', kind: 'text', matchType: true, alwaysOn: false },
      ],
    },
  });
  const matches = (q: string, record: Record<string, unknown>) => recordPredicates(tagged, { q }).every((predicate) => predicate(record));

  it('finds a record by any text filter of its representation, ignoring case and accents', () => {
    expect(matches('vlv-1', { tag: 'VLV-10', description: 'Bomba' })).toBe(true);
    expect(matches('valvula', { tag: 'X-1', description: 'Válvula de alívio' })).toBe(true);
    expect(matches('bomba', { tag: 'X-1', description: 'Válvula' })).toBe(false);
  });

  it('leaves the text filters its records are not found by alone, and a blank search filters nothing', () => {
    // `place` is neither shown by the representation nor the first text filter.
    expect(matches('deck', { tag: 'X-1', description: 'Válvula', place: 'Deck A' })).toBe(false);
    expect(recordPredicates(tagged, { q: '  ' })).toEqual([]);
  });
});

describe('recordPredicates: parameters named apart from fields, arrays and standing conditions', () => {
  const jobs = testResourceModel({
    name: 'job',
    schema: {
      type: 'object',
      properties: {
        _id: { type: 'string' },
        origin: { type: 'string' },
        status: { type: 'integer' },
        ownerIds: { type: 'array', items: { type: 'string' } },
        notes: { type: 'array', items: { type: 'object', properties: { text: { type: 'string' } } } },
        projects: { type: 'array', items: { type: 'string' } },
        deleted: { type: 'boolean' },
      },
    },
    api: {
      style: 'paginated',
      path: 'job',
      idField: '_id',
      list: { path: 'job/page', paged: true, countParam: 'collectionCount', where: [{ field: 'projects', op: 'empty' }] },
    },
    softDelete: { method: 'PUT', path: '{id}/delete', reason: 'reason', flag: 'deleted' },
    list: {
      columns: [],
      sort: { field: '_id', order: 'ASC' },
      perPage: 25,
      choicesPerPage: 25,
      filters: [
        { field: 'origin', param: 'origem', kind: 'enum', matchType: false, alwaysOn: false },
        { field: 'status', kind: 'enum', matchType: false, alwaysOn: false, allValue: 99 },
        { field: 'ownerIds[]', param: 'user', kind: 'reference', matchType: false, alwaysOn: false },
        { field: 'notes[].text', param: 'note', kind: 'text', matchType: true, alwaysOn: false },
      ],
    },
  });
  const records = [
    { _id: 'a', origin: 'FVI', status: 0, ownerIds: ['u1', 'u2'], notes: [{ text: 'Flange solta' }], projects: [] },
    { _id: 'b', origin: 'FVM', status: 3, ownerIds: ['u3'], notes: [{ text: 'ok' }] },
    { _id: 'c', origin: 'FVI', status: 3, ownerIds: [], projects: ['p1'] },
    { _id: 'd', origin: 'FVI', status: 3, ownerIds: ['u1'], deleted: true },
  ];
  const ids = (params: Record<string, string>) => records.filter((r) => recordPredicates(jobs, params).every((m) => m(r))).map((r) => r._id);

  it('always leaves out soft-deleted records and those the list conditions exclude', () => {
    expect(ids({})).toEqual(['a', 'b']);
  });
  it('reads a filter from its own parameter name, not the field name', () => {
    expect(ids({ origem: 'FVM' })).toEqual(['b']);
    expect(ids({ origem: 'FVI', originMatchType: 'equals' })).toEqual(['a']);
  });
  it('matches a record when any item of an array matches', () => {
    expect(ids({ user: 'u2' })).toEqual(['a']);
    expect(ids({ user: 'u3,u2' })).toEqual(['a', 'b']);
    expect(ids({ note: 'flange' })).toEqual(['a']);
    expect(ids({ note: 'flange', noteMatchType: 'notContains' })).toEqual(['b']);
  });
  it("treats the value set's 'All' value as no filter", () => {
    expect(ids({ status: '99' })).toEqual(['a', 'b']);
    expect(ids({ status: '3' })).toEqual(['b']);
  });
});
