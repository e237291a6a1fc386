// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, testDataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { declareApplication, declaredApplication } from '../application/applicationDeclaration';
import engineMessages from '../locales/en.json';
import { EngineLogin, type EngineLoginProps } from './EngineLogin';

const i18nProvider = polyglotI18nProvider(() => engineMessages, 'en');
const passwordInput = () => document.querySelector('input[type="password"]');

function renderLogin(props: EngineLoginProps) {
  render(
    <MemoryRouter initialEntries={['/login']}>
      <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
        <EngineLogin {...props} />
      </AdminContext>
    </MemoryRouter>,
  );
}

describe("the engine's sign-in page", () => {
  const before = declaredApplication();
  afterEach(() => declareApplication(before));

  it('an application that declares nothing: the neutral name, no version, the password form and no single sign-on', () => {
    declareApplication({});
    renderLogin({ flows: { password: true } });
    expect(screen.getByRole('heading', { name: 'Admin' })).toBeTruthy();
    expect(screen.queryByTestId('application-version')).toBeNull();
    expect(passwordInput()).not.toBeNull();
    expect(screen.queryByRole('button', { name: /single sign-on/i })).toBeNull();
  });

  it("an application's name and version, and single sign-on alone when it declares only that", () => {
    declareApplication({ name: 'Library', version: '1.0.0' });
    const startSignOn = vi.fn(async () => undefined);
    renderLogin({ flows: { password: false, oidc: { authority: 'https://id.example', clientId: 'library', scope: 'openid' } }, startSignOn });
    expect(screen.getByRole('heading', { name: 'Library' })).toBeTruthy();
    expect(screen.getByTestId('application-version').textContent).toBe('Version 1.0.0');
    expect(passwordInput()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /single sign-on/i }));
    expect(startSignOn).toHaveBeenCalledOnce();
  });
});
