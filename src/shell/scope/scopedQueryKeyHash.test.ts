import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { ScopeSelection } from './scopeSelection';
import { scopeCacheKey, scopedQueryKeyHash } from './scopedQueryKeyHash';

describe('scopedQueryKeyHash', () => {
  it('keeps an answer per chosen scope: a new choice finds none of the last one, going back finds it again', () => {
    let selection: ScopeSelection = { menuType: 'project', programId: 'P', projectId: 'J' };
    const client = new QueryClient({ defaultOptions: { queries: { queryKeyHashFn: scopedQueryKeyHash(() => selection) } } });
    const key = ['activity', 'getList', { pagination: { page: 1, perPage: 25 } }];
    client.setQueryData(key, { total: 240 });
    selection = { menuType: 'contract', programId: 'P', projectId: 'J', contractId: 'C' };
    expect(client.getQueryData(key)).toBeUndefined();
    client.setQueryData(key, { total: 77 });
    expect(client.getQueryData(key)).toEqual({ total: 77 });
    selection = { menuType: 'project', programId: 'P', projectId: 'J' };
    expect(client.getQueryData(key)).toEqual({ total: 240 });
  });

  it('serializes a looked-up key once per scope, however many answers the cache holds', () => {
    let selection: ScopeSelection = { menuType: 'project', programId: 'P', projectId: 'J' };
    const client = new QueryClient({ defaultOptions: { queries: { queryKeyHashFn: scopedQueryKeyHash(() => selection) } } });
    for (let id = 0; id < 500; id += 1) client.setQueryData(['activity', 'getOne', { id: String(id) }], { id });
    const wanted = ['activity', 'getOne', { id: '499' }];
    const serialize = vi.spyOn(JSON, 'stringify');
    // react-admin's reference fields look each record up this way (useGetManyAggregate).
    expect(client.getQueryCache().find({ queryKey: wanted, exact: true })?.state.data).toEqual({ id: 499 });
    expect(serialize).toHaveBeenCalledTimes(1);
    selection = { menuType: 'contract', programId: 'P', projectId: 'J', contractId: 'C' };
    expect(client.getQueryCache().find({ queryKey: wanted, exact: true })).toBeUndefined();
    expect(serialize).toHaveBeenCalledTimes(2);
  });

  it('reads only the ids the headers carry: the menu type changes no answer', () => {
    expect(scopeCacheKey({ menuType: 'home' })).toBe(scopeCacheKey({ menuType: 'global' }));
    expect(scopeCacheKey({ menuType: 'contract', programId: 'P', projectId: 'J', contractId: 'C' })).toBe('P/J/C');
  });
});
