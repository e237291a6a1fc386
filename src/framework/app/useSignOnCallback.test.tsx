// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { AdminContext, testDataProvider, type AuthProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { declareApplication, declaredApplication } from '../application/applicationDeclaration';
import { useSignOnCallback } from './useSignOnCallback';

function Callback() {
  return <p>{useSignOnCallback('sign_on.failed') ? 'failed' : 'reading'}</p>;
}

function renderCallback(authProvider: AuthProvider) {
  render(
    <MemoryRouter initialEntries={['/auth-callback']}>
      <AdminContext dataProvider={testDataProvider()} authProvider={authProvider}>
        <Routes>
          <Route path="/auth-callback" element={<Callback />} />
          <Route path="/books" element={<p>books</p>} />
          <Route path="/start" element={<p>home</p>} />
          <Route path="/sign-in" element={<p>sign-in</p>} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
}

const provider = (handleCallback: AuthProvider['handleCallback']): AuthProvider => ({
  login: async () => undefined,
  logout: vi.fn(async () => undefined),
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => undefined,
  handleCallback,
});

describe("the identity provider's answer", () => {
  const before = declaredApplication();
  afterEach(() => declareApplication(before));

  it('traded once for the session, opens the page the user was going to', async () => {
    declareApplication({ auth: { routes: { login: '/sign-in', home: '/start' } } });
    const handleCallback = vi.fn(async () => ({ redirectTo: '/books' }));
    renderCallback(provider(handleCallback));
    await screen.findByText('books');
    expect(handleCallback).toHaveBeenCalledOnce();
  });

  it('traded with no page to go back to, opens the declared home', async () => {
    declareApplication({ auth: { routes: { login: '/sign-in', home: '/start' } } });
    renderCallback(provider(async () => undefined));
    await screen.findByText('home');
  });

  it('not traded: the user is signed out and sent to the declared sign-in route', async () => {
    declareApplication({ auth: { routes: { login: '/sign-in', home: '/start' } } });
    const authProvider = provider(async () => Promise.reject(new Error('invalid_grant')));
    renderCallback(authProvider);
    await screen.findByText('sign-in');
    expect(authProvider.logout).toHaveBeenCalled();
  });
});
