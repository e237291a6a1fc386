import { describe, expect, it } from 'vitest';
import { testResourceModel } from '../../framework/testing/testResourceModel';
import { checkListQuery, checkPaging, listQueryRules } from './checkListQuery';

const resource = testResourceModel({
  name: 'thing',
  api: { style: 'paginated', path: 'thing', idField: '_id', list: { path: 'thing/page', paged: true, countParam: 'collectionCount' } },
});
const rules = listQueryRules(resource, { resources: [resource] });
const refusal = (check: () => void) => {
  try {
    check();
  } catch (error) {
    return error;
  }
  return undefined;
};

describe('checkListQuery', () => {
  it('takes the count parameter as true or false, and refuses any other value rather than ignore it', () => {
    expect(refusal(() => checkListQuery(rules, { collectionCount: 'true' }))).toBeUndefined();
    expect(refusal(() => checkListQuery(rules, { collectionCount: 'false' }))).toBeUndefined();
    for (const value of ['yes', '1', '']) {
      expect(refusal(() => checkListQuery(rules, { collectionCount: value }))).toMatchObject({
        status: 400,
        body: { error: 'INVALID_QUERY', message: expect.stringContaining('collectionCount') },
      });
    }
  });
});

describe('the full-text search (q)', () => {
  it('is a parameter of a list with text filters to search by, and unknown to one without', () => {
    const searchable = testResourceModel({
      name: 'valve',
      list: {
        columns: [],
        sort: { field: 'tag', order: 'ASC' },
        perPage: 25,
        choicesPerPage: 25,
        filters: [{ field: 'tag', kind: 'text', matchType: true, alwaysOn: true }],
      },
    });
    const searchRules = listQueryRules(searchable, { resources: [searchable] });
    expect(refusal(() => checkListQuery(searchRules, { q: 'vlv' }))).toBeUndefined();
    expect(refusal(() => checkListQuery(searchRules, { q: 'v'.repeat(201) }))).toMatchObject({ status: 400, body: { error: 'INVALID_QUERY' } });
    expect(refusal(() => checkListQuery(rules, { q: 'vlv' }))).toMatchObject({ status: 400, body: { message: 'Unknown query parameter "q"' } });
  });
});

describe('checkPaging', () => {
  it('refuses limit and skip that are not whole numbers within bounds, whether or not the list pages', () => {
    expect(refusal(() => checkPaging({ limit: '10', skip: '0' }))).toBeUndefined();
    for (const query of [{ limit: 'abc' }, { limit: '1001' }, { skip: '-1' }] as Record<string, string>[])
      expect(refusal(() => checkPaging(query))).toMatchObject({ status: 400, body: { error: 'INVALID_QUERY' } });
  });
});
