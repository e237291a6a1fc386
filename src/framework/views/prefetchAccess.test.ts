import { QueryClient, QueryObserver } from '@tanstack/react-query';
import type { AuthProvider } from 'ra-core';
import { describe, expect, it, vi } from 'vitest';
import { prefetchAccess } from './prefetchAccess';
import { testAuthProvider } from '../testing/testAuthProvider';

const authProvider = (allowed: boolean): AuthProvider => testAuthProvider({ canAccess: async () => allowed });

describe('prefetchAccess', () => {
  it("keeps a yes under the keys react-admin's page controllers read", async () => {
    const queryClient = new QueryClient();
    expect(await prefetchAccess(queryClient, authProvider(true), 'activity', 'list')).toBe(true);
    expect(queryClient.getQueryData(['auth', 'checkAuth', {}])).toBe(true);
    expect(queryClient.getQueryData(['auth', 'canAccess', { action: 'list', resource: 'activity' }])).toBe(true);
    expect(queryClient.getQueryData(['auth', 'canAccess', { action: 'list', resource: 'activity', enabled: true }])).toBe(true);
  });

  it('keeps nothing for a refused page', async () => {
    const queryClient = new QueryClient();
    expect(await prefetchAccess(queryClient, authProvider(false), 'activity', 'delete')).toBe(false);
    expect(queryClient.getQueryData(['auth', 'canAccess', { action: 'delete', resource: 'activity' }])).toBeUndefined();
  });

  it('leaves a yes already kept untouched, so the controllers reading it are not drawn again at each navigation', async () => {
    const queryClient = new QueryClient();
    await prefetchAccess(queryClient, authProvider(true), 'activity', 'list');
    // The route's controller watches the sign-in answer, as react-admin's useAuthState does.
    const observer = new QueryObserver(queryClient, { queryKey: ['auth', 'checkAuth', {}], enabled: false, notifyOnChangeProps: 'all' });
    const changed = vi.fn();
    const unsubscribe = observer.subscribe(changed);
    await prefetchAccess(queryClient, authProvider(true), 'activity', 'list');
    await prefetchAccess(queryClient, authProvider(true), 'activity', 'show');
    await new Promise((resolve) => setTimeout(resolve, 10));
    unsubscribe();
    expect(changed).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(['auth', 'canAccess', { action: 'show', resource: 'activity' }])).toBe(true);
  });
});
