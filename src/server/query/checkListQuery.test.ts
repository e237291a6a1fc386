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

describe('checkPaging', () => {
  it('refuses limit and skip that are not whole numbers within bounds, whether or not the list pages', () => {
    expect(refusal(() => checkPaging({ limit: '10', skip: '0' }))).toBeUndefined();
    for (const query of [{ limit: 'abc' }, { limit: '1001' }, { skip: '-1' }] as Record<string, string>[])
      expect(refusal(() => checkPaging(query))).toMatchObject({ status: 400, body: { error: 'INVALID_QUERY' } });
  });
});
