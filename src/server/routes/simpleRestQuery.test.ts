import { describe, expect, it } from 'vitest';
import { testResourceModel } from '../../framework/testing/testResourceModel';
import { ApiError } from '../http/apiError';
import { simpleRestQuery } from './simpleRestQuery';

const resource = testResourceModel({
  name: 'post',
  api: { style: 'simple-rest', path: 'post', idField: 'id', list: { path: 'post', paged: true, countParam: 'collectionCount' } },
});

describe('simpleRestQuery', () => {
  it('reads sort, range and filter', () => {
    expect(simpleRestQuery({ sort: '["title","DESC"]', range: '[10,19]', filter: '{"title":"bar","views":3,"published":true}' }, resource)).toEqual({
      sort: 'title',
      order: 'DESC',
      skip: '10',
      limit: '10',
      title: 'bar',
      views: '3',
      published: 'true',
    });
  });
  it('turns an id list into the ids filter', () => {
    expect(simpleRestQuery({ filter: '{"id":[1,2,3]}' }, resource)).toEqual({ id: '1,2,3' });
  });
  it('ignores nested filter objects and absent parts', () => {
    expect(simpleRestQuery({ filter: '{"meta":{"a":1}}' }, resource)).toEqual({});
    expect(simpleRestQuery({}, resource)).toEqual({});
  });
  it('refuses a part that is not JSON', () => {
    expect(() => simpleRestQuery({ range: '[0,' }, resource)).toThrow(ApiError);
  });
  it('refuses a parameter ra-data-simple-rest does not send, rather than ignore it', () => {
    expect(() => simpleRestQuery({ title: 'bar' }, resource)).toThrow(
      expect.objectContaining({ status: 400, body: expect.objectContaining({ error: 'INVALID_QUERY' }) }),
    );
  });
});
