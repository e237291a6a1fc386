// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { CoreAdminContext, useGetIdentity, usePermissions } from 'ra-core';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { prefetchUserAnswers } from './prefetchUserAnswers';
import { testAuthProvider } from '../testing/testAuthProvider';

const authProviderWith = (signedIn: boolean) => {
  const getPermissions = vi.fn(async () => ({ roles: ['ADMIN'] }));
  const getIdentity = vi.fn(async () => ({ id: 'u1', fullName: 'Ana Lima' }));
  const authProvider = testAuthProvider({ signedIn, getPermissions, getIdentity });
  return { authProvider, getPermissions, getIdentity };
};

describe('prefetchUserAnswers', () => {
  it("keeps the permissions and identity where react-admin's hooks read them: their first render has them, nothing is asked again", async () => {
    const { authProvider, getPermissions, getIdentity } = authProviderWith(true);
    const queryClient = new QueryClient();
    await prefetchUserAnswers(queryClient, authProvider);
    const firstRenders: string[] = [];
    function User() {
      const { permissions } = usePermissions();
      const { identity } = useGetIdentity();
      if (firstRenders.length === 0) firstRenders.push(`${identity?.fullName} ${permissions?.roles?.join()}`);
      return null;
    }
    render(
      <MemoryRouter>
        <CoreAdminContext authProvider={authProvider} queryClient={queryClient}>
          <User />
        </CoreAdminContext>
      </MemoryRouter>,
    );
    expect(firstRenders).toEqual(['Ana Lima ADMIN']);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(getPermissions).toHaveBeenCalledTimes(1);
    expect(getIdentity).toHaveBeenCalledTimes(1);
  });

  it('keeps nothing while nobody is signed in, so a sign-in gets its own answers', async () => {
    const { authProvider, getPermissions } = authProviderWith(false);
    const queryClient = new QueryClient();
    await prefetchUserAnswers(queryClient, authProvider);
    expect(getPermissions).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(['auth', 'getPermissions', {}])).toBeUndefined();
    expect(queryClient.getQueryData(['auth', 'getIdentity'])).toBeUndefined();
  });

  it('leaves an answer that failed to the hooks, which ask again', async () => {
    const { authProvider } = authProviderWith(true);
    authProvider.getIdentity = async () => Promise.reject(new Error('offline'));
    const queryClient = new QueryClient();
    await prefetchUserAnswers(queryClient, authProvider);
    expect(queryClient.getQueryData(['auth', 'getIdentity'])).toBeUndefined();
    expect(queryClient.getQueryData(['auth', 'getPermissions', {}])).toEqual({ roles: ['ADMIN'] });
  });
});
