// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { AdminContext, Menu, ResourceDefinitionContextProvider, type AuthProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { prefetchAccessAnswers } from './prefetchAccessAnswers';
import { testAuthProvider } from '../testing/testAuthProvider';

const authProviderWith = (signedIn: boolean) => {
  const canAccess = vi.fn(async ({ resource }: { resource: string }) => resource !== 'user');
  const authProvider = testAuthProvider({ signedIn, canAccess });
  return { authProvider, canAccess };
};

/** react-admin's own sidebar entries, one a resource. */
const renderMenu = (queryClient: QueryClient, authProvider: AuthProvider) =>
  render(
    <MemoryRouter>
      <AdminContext queryClient={queryClient} authProvider={authProvider}>
        <ResourceDefinitionContextProvider definitions={{ discipline: { name: 'discipline', hasList: true }, user: { name: 'user', hasList: true } }}>
          <Menu>
            <Menu.ResourceItem name="discipline" />
            <Menu.ResourceItem name="user" />
          </Menu>
        </ResourceDefinitionContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );

describe('prefetchAccessAnswers', () => {
  it("keeps each answer where react-admin's menu entries read it, so they are asked nothing more when they mount", async () => {
    const { authProvider, canAccess } = authProviderWith(true);
    const queryClient = new QueryClient();
    await prefetchAccessAnswers(queryClient, authProvider, [
      { resource: 'discipline', action: 'list' },
      { resource: 'user', action: 'list' },
    ]);
    expect(queryClient.getQueryData(['auth', 'canAccess', { action: 'list', resource: 'discipline' }])).toBe(true);
    expect(queryClient.getQueryData(['auth', 'canAccess', { action: 'list', resource: 'user' }])).toBe(false);
    expect(canAccess).toHaveBeenCalledTimes(2);

    renderMenu(queryClient, authProvider);
    // Shown at the first render, from the kept answers: the refused entry is not there.
    expect(screen.getAllByRole('menuitem').map((item) => item.getAttribute('href'))).toEqual(['/discipline']);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(canAccess).toHaveBeenCalledTimes(2);
  });

  it('keeps nothing while nobody is signed in, so a sign-in gets fresh answers', async () => {
    const { authProvider, canAccess } = authProviderWith(false);
    const queryClient = new QueryClient();
    await prefetchAccessAnswers(queryClient, authProvider, [{ resource: 'discipline', action: 'list' }]);
    expect(canAccess).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(['auth', 'canAccess', { action: 'list', resource: 'discipline' }])).toBeUndefined();
  });
});
