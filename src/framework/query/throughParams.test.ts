import { describe, expect, it } from 'vitest';
import { testResourceModel } from '../testing/testResourceModel';
import { queryRecords } from './queryRecords';
import { throughParam, withThroughParams, type RecordLookup } from './throughParams';

const activity = testResourceModel({
  name: 'job',
  schema: {
    type: 'object',
    properties: {
      _id: { type: 'string' },
      responsibles: { type: 'array', items: { type: 'string' } },
      responsibleGroup: { type: 'string' },
    },
  },
  list: {
    columns: [{ field: '_id', sortable: true }],
    sort: { field: '_id', order: 'ASC' },
    perPage: 25,
    choicesPerPage: 25,
    filters: [
      {
        field: 'responsibles[]',
        param: 'assignedTo',
        kind: 'reference',
        matchType: false,
        alwaysOn: false,
        orThrough: [{ field: 'responsibleGroup', resource: 'person', path: 'groups[]' }],
      },
    ],
  },
});

const people: Record<string, Record<string, unknown>> = {
  ana: { _id: 'ana', groups: ['g1', 'g2'] },
  bob: { _id: 'bob', groups: [] },
  eva: { _id: 'eva', groups: ['g3'] },
};
const lookup: RecordLookup = (resource, id) => (resource === 'person' ? people[id] : undefined);

const jobs = [
  { _id: 'j1', responsibles: ['ana'] },
  { _id: 'j2', responsibleGroup: 'g1' },
  { _id: 'j3', responsibleGroup: 'g2', responsibles: ['bob'] },
  { _id: 'j4', responsibleGroup: 'g3' },
  { _id: 'j5', responsibles: ['bob'] },
  { _id: 'j6' },
];

const ids = (params: Record<string, string>): string[] =>
  queryRecords(jobs, activity, withThroughParams(activity, params, lookup)).items.map((job) => String(job._id));

describe('withThroughParams', () => {
  it("finds a user's own records and those of every group the user is in", () => {
    expect(ids({ assignedTo: 'ana' })).toEqual(['j1', 'j2', 'j3']);
    expect(ids({ assignedTo: 'eva' })).toEqual(['j4']);
  });

  it('takes several ids as any of them, and an id with no record or no groups as its own records only', () => {
    expect(ids({ assignedTo: 'bob,eva' })).toEqual(['j3', 'j4', 'j5']);
    expect(ids({ assignedTo: 'nobody' })).toEqual([]);
    expect(ids({ assignedTo: 'bob' })).toEqual(['j3', 'j5']);
  });

  it('follows a change of the named records at the next query', () => {
    const before = ids({ assignedTo: 'bob' });
    people.bob = { _id: 'bob', groups: ['g3'] };
    try {
      expect(before).toEqual(['j3', 'j5']);
      expect(ids({ assignedTo: 'bob' })).toEqual(['j3', 'j4', 'j5']);
    } finally {
      people.bob = { _id: 'bob', groups: [] };
    }
  });

  it('leaves the parameters alone when the filter is not asked, and overrides a resolved value a caller sent', () => {
    const params = { other: 'x' };
    expect(withThroughParams(activity, params, lookup)).toBe(params);
    const filter = activity.list.filters[0]!;
    expect(withThroughParams(activity, { assignedTo: 'bob', [throughParam(filter, 0)]: 'g1' }, lookup)[throughParam(filter, 0)]).toBe('');
  });
});
