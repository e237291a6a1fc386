// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { CoreAdminContext, testDataProvider, type DataProvider } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../framework/data/ApiError';
import { ErrorDialogProvider } from '../framework/feedback/ErrorDialogContext';
import auth from '../locales/auth/en.json';
import shell from '../locales/shell/en.json';
import type { AppSession } from './appSession';
import { AppSessionProvider } from './AppSessionContext';
import { PRODUCT_ERROR_CATALOGUE } from './errorCatalogue';
import { RoutedErrorListener } from './RoutedErrorListener';
import { createRoutedErrors } from './routedErrors';
import { ScopeProvider } from './scope/ScopeContext';
import { createScopeStore } from './scope/scopeStore';

const i18n = polyglotI18nProvider(() => ({ ...englishMessages, ...shell, ...auth }), 'en');
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderListener(getOne: DataProvider['getOne']) {
  const routedErrors = createRoutedErrors();
  const session = { routedErrors, store: { setScope: vi.fn() } } as unknown as AppSession;
  render(
    <CoreAdminContext dataProvider={testDataProvider({ getOne })} i18nProvider={i18n}>
      <ScopeProvider store={createScopeStore(undefined, '')}>
        <AppSessionProvider value={session}>
          <ErrorDialogProvider>
            <RoutedErrorListener />
          </ErrorDialogProvider>
        </AppSessionProvider>
      </ScopeProvider>
    </CoreAdminContext>,
  );
  const fromAnotherProject = new ApiError({
    status: 400,
    path: 'activity/A1',
    catalogue: PRODUCT_ERROR_CATALOGUE,
    body: { error: 'RESOURCE-IS-FROM-ANOTHER-PROJECT', message: 'm', extra: { expectedProjectId: '65f0000000000000000000aa' } },
  });
  return { publish: () => routedErrors.publish(fromAnotherProject) };
}

describe('the prompt to change project (spec §8 RESOURCE-IS-FROM-ANOTHER-PROJECT)', () => {
  it('names the project, asked in that project, never its id', async () => {
    const getOne = vi.fn(async () => ({ data: { id: '65f0000000000000000000aa', name: 'Refinery B' } })) as unknown as DataProvider['getOne'];
    renderListener(getOne).publish();
    await waitFor(() => expect(screen.getByText(/belongs to project Refinery B/)).toBeTruthy());
    expect(document.body.textContent).not.toContain('65f0000000000000000000aa');
    expect(getOne).toHaveBeenCalledWith('project', expect.objectContaining({ meta: { scopes: { project: '65f0000000000000000000aa' } } }));
  });

  it('says "another project" when the name cannot be read, still without the id', async () => {
    // react-admin's data provider logs a failed call; the refusal is what this test is about.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const getOne = vi.fn(async () => Promise.reject(new Error('refused'))) as unknown as DataProvider['getOne'];
    renderListener(getOne).publish();
    await waitFor(() => expect(screen.getByText(auth.auth.project_change.text_unnamed)).toBeTruthy());
    expect(document.body.textContent).not.toContain('65f0000000000000000000aa');
  });
});
