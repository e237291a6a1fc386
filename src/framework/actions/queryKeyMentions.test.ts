import { describe, expect, it } from 'vitest';
import { queryKeyMentions } from './queryKeyMentions';

describe('queryKeyMentions', () => {
  it("finds the record in react-admin's keys and in a page's own, as a string or a number", () => {
    expect(queryKeyMentions(['activity', 'getOne', { id: 'a1', meta: undefined }], 'a1')).toBe(true);
    expect(queryKeyMentions(['activity-detail', 'a1', 'activity/a1/details-with-tasks'], 'a1')).toBe(true);
    expect(queryKeyMentions(['plan', 'getOne', { id: '7' }], 7)).toBe(true);
  });

  it('does not take a part of a text, another record or a list for the record', () => {
    expect(queryKeyMentions(['activity-detail', 'a12', 'activity/a1/details-with-tasks'], 'a1')).toBe(false);
    expect(queryKeyMentions(['activity', 'getList', { pagination: { page: 1, perPage: 25 }, filter: {} }], 'a1')).toBe(false);
    expect(queryKeyMentions(['activity', 'getMany', { ids: ['a2', 'a3'] }], 'a1')).toBe(false);
    expect(queryKeyMentions([null, undefined, true], 'a1')).toBe(false);
  });
});
