import { describe, expect, it } from 'vitest';
import { parseElementPlan, relatedList } from './elementRelatedCalls';

describe("the element's related calls", () => {
  it('label the items of a list by their fields and keep how many pendencies raised an event', () => {
    const parse = relatedList(['publicId', 'name']);
    expect(parse({ items: [{ _id: 'p', publicId: 'PND-1', name: 'Leak', pendenciesCount: 2 }], count: 3 })).toEqual({ items: [{ _id: 'p', label: 'PND-1 — Leak', times: 2 }], count: 3 });
    expect(() => parse({ items: 'x' })).toThrow(/unexpected shape/);
  });

  it('read the plan, or none', () => {
    expect(parseElementPlan({ plan: { _id: 'a', name: 'Motors' }, tasks: [{}, {}] })).toEqual({ plan: { _id: 'a', name: 'Motors' }, tasks: 2 });
    expect(parseElementPlan({ plan: null, tasks: [] })).toEqual({ plan: null, tasks: 0 });
  });
});
