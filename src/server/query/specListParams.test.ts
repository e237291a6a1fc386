import { describe, expect, it } from 'vitest';
import type { ResourceModel } from '../../framework/registry/types';
import { testModel } from '../demoApi.testkit';
import { ApiError } from '../http/apiError';
import { listQueryRules } from './checkListQuery';
import { specListParams } from './specListParams';

const resourceOf = (name: string): ResourceModel => testModel.resources.find((resource) => resource.name === name)!;
const gadget = resourceOf('gadget');
const job = resourceOf('job');
const translate = (query: Record<string, string>, resource = gadget) => specListParams(resource, listQueryRules(resource, testModel), query);

/** The 400 a query gets: its status, error and message. */
function refusal(query: Record<string, string>, resource = gadget): { status: number; error: unknown; message: string } {
  try {
    translate(query, resource);
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, error: error.body.error, message: error.body.message };
    throw error;
  }
  throw new Error(`${JSON.stringify(query)} was accepted`);
}

describe('specListParams', () => {
  it('leaves a query without the spec parameters as it is', () => {
    expect(translate({ name: 'a', limit: '2', sort: 'name', order: 'DESC' })).toEqual({
      params: { name: 'a', limit: '2', sort: 'name', order: 'DESC' },
      populate: [],
    });
  });

  it('reads filter as filters: texts, values, numbers, booleans, a list as any of, a match type', () => {
    const { params } = translate({
      filter: JSON.stringify({ name: 'valv', nameMatchType: 'startsWith', status: ['NEW', 'OLD'], weight: 10, active: true, ownerId: 'o1' }),
      limit: '5',
    });
    expect(params).toEqual({ limit: '5', name: 'valv', nameMatchType: 'startsWith', status: 'NEW,OLD', weight: '10', active: 'true', ownerId: 'o1' });
    expect(translate({ filter: '{"fromDate":"2024-05-01"}' }).params).toEqual({ fromDate: '2024-05-01' });
    expect(translate({ filter: ' ' }).params).toEqual({});
  });

  it('accepts a key given both in filter and as a parameter only with the same value', () => {
    expect(translate({ filter: '{"ownerId":"o1"}', ownerId: 'o1' }).params).toEqual({ ownerId: 'o1' });
    expect(refusal({ filter: '{"ownerId":"o2"}', ownerId: 'o1' }).message).toMatch(/"filter" key "ownerId" asks "o2" but the query already holds "o1"/);
  });

  it('refuses a filter that is no JSON object, an unknown key, a control key, a value of the wrong kind, with 400 naming the key', () => {
    expect(refusal({ filter: '{name:' })).toMatchObject({
      status: 400,
      error: 'INVALID_QUERY',
      message: expect.stringMatching(/^"filter" must be a JSON object/),
    });
    expect(refusal({ filter: '["name"]' }).message).toMatch(/^"filter" must be a JSON object/);
    expect(refusal({ filter: '{"colour":"red"}' }).message).toMatch(/^"filter" key "colour" is no filter of this list; filters: .*name/);
    expect(refusal({ filter: '{"limit":5}' }).message).toMatch(/"filter" key "limit" is no filter/);
    expect(refusal({ filter: '{"status":{"$in":["NEW"]}}' }).message).toMatch(/"filter" key "status" must be a text, number, boolean or a list of them/);
    expect(refusal({ filter: '{"name":["a","b"]}' }).message).toMatch(/"filter" key "name" must be one text/);
    expect(refusal({ filter: '{"updatedAt":"2024-05-01"}' }).message).toMatch(/"filter" key "updatedAt" is a date range: give "fromDate" and\/or "toDate"/);
  });

  it('reads sort[] as sort and order: field, -field, field:asc|desc; the first entry orders', () => {
    expect(translate({ 'sort[]': 'weight' }).params).toEqual({ sort: 'weight', order: 'ASC' });
    expect(translate({ 'sort[]': '-weight' }).params).toEqual({ sort: 'weight', order: 'DESC' });
    expect(translate({ 'sort[]': 'name:DESC' }).params).toEqual({ sort: 'name', order: 'DESC' });
    expect(translate({ 'sort[]': 'name:asc,-weight' }).params).toEqual({ sort: 'name', order: 'ASC' });
  });

  it('refuses a sort[] entry on a field that is not sortable, of another form, or beside sort/order', () => {
    expect(refusal({ 'sort[]': 'name,code' })).toMatchObject({
      status: 400,
      error: 'INVALID_QUERY',
      message: expect.stringMatching(/^"sort\[\]" cannot sort by "code"; sortable: /),
    });
    expect(refusal({ 'sort[]': '-name:asc' }).message).toMatch(/^"sort\[\]" takes "field", "-field" or "field:asc\|desc"/);
    expect(refusal({ 'sort[]': 'name:up' }).message).toMatch(/^"sort\[\]" takes/);
    expect(refusal({ 'sort[]': '' }).message).toMatch(/^"sort\[\]" takes/);
    expect(refusal({ 'sort[]': 'name', order: 'DESC' }).message).toMatch(/"sort\[\]" and "order" both ask for an order/);
  });

  it('reads populate[] as declared reference paths, an array field with or without []', () => {
    expect(translate({ 'populate[]': 'ownerId,ownerId' })).toEqual({ params: {}, populate: ['ownerId'] });
    expect(translate({ 'populate[]': 'steps[].ownerId' }, job).populate).toEqual(['steps[].ownerId']);
    expect(refusal({ 'populate[]': 'name' })).toMatchObject({
      status: 400,
      error: 'INVALID_QUERY',
      message: '"populate[]" cannot populate "name"; reference fields: ownerId',
    });
    expect(refusal({ 'populate[]': 'ownerId' }, job).message).toBe('"populate[]" cannot populate "ownerId"; reference fields: steps[].ownerId');
  });
});
