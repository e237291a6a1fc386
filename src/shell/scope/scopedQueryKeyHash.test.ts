import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
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

  it('reads only the ids the headers carry: the menu type changes no answer', () => {
    expect(scopeCacheKey({ menuType: 'home' })).toBe(scopeCacheKey({ menuType: 'global' }));
    expect(scopeCacheKey({ menuType: 'contract', programId: 'P', projectId: 'J', contractId: 'C' })).toBe('P/J/C');
  });
});
