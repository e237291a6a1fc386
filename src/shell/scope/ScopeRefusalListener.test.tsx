// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { CoreAdminContext, testDataProvider, useNotificationContext } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../framework/data/ApiError';
import type { ApiErrorBody } from '../../framework/data/apiConventions';
import { ErrorDialogProvider } from '../../framework/feedback/ErrorDialogContext';
import errors from '../../locales/apiErrors/en.json';
import shell from '../../locales/shell/en.json';
import type { AppSession } from '../appSession';
import { AppSessionProvider } from '../AppSessionContext';
import { PRODUCT_ERROR_CATALOGUE } from '../errorCatalogue';
import { createRoutedErrors } from '../routedErrors';
import { ScopeProvider } from './ScopeContext';
import { ScopeRefusalListener } from './ScopeRefusalListener';
import { createScopeStore } from './scopeStore';

const i18n = polyglotI18nProvider(() => ({ ...englishMessages, ...shell, ...errors }), 'en');
afterEach(cleanup);

const PROGRAM = '6316ec7a916d9b6d80fb8bf2';
const PROJECT = '65a0f3c2e4b0a1d2c3e4f501';
const CHOSEN = '63e947cbb0c2dae42196322a';
const OTHER = '63db1188fc8405c31dec172e';
const DETAILS = {
  project: { _id: PROJECT, code: 'UTGCA', name: 'UTGCA' },
  program: { _id: PROGRAM, name: 'GNE' },
  contracts: [
    { _id: OTHER, name: '4600612345 – Litoral Norte' },
    { _id: CHOSEN, name: '4600618802 – Inspetech' },
  ],
};

function NotificationsShown() {
  const { notifications } = useNotificationContext();
  return <output data-testid="notifications">{notifications.map((notification) => String(notification.message)).join('|')}</output>;
}

function renderListener() {
  const routedErrors = createRoutedErrors();
  const http = vi.fn(async () => ({ json: { data: [DETAILS] } }));
  const scope = createScopeStore(undefined, `menu_type=contract&selectedProgramId=${PROGRAM}&selectedProjectId=${PROJECT}&selectedContractId=${CHOSEN}`);
  const session = { routedErrors, http } as unknown as AppSession;
  render(
    <CoreAdminContext dataProvider={testDataProvider()} i18nProvider={i18n}>
      <ScopeProvider store={scope}>
        <AppSessionProvider value={session}>
          <ErrorDialogProvider>
            <ScopeRefusalListener />
            <NotificationsShown />
          </ErrorDialogProvider>
        </AppSessionProvider>
      </ScopeProvider>
    </CoreAdminContext>,
  );
  const publish = (status: number, body: ApiErrorBody) =>
    routedErrors.publish(new ApiError({ status, body, path: 'activity/page', catalogue: PRODUCT_ERROR_CATALOGUE }));
  return { scope, http, publish };
}

describe('a scope the session cannot have is dropped, never a 403 dialog', () => {
  it('falls back to the session’s project and says so once, however many calls were refused', async () => {
    const { scope, publish } = renderListener();
    publish(403, { error: 'SCOPE_OUTSIDE_PROJECT', message: 'outside' });
    publish(403, { error: 'SCOPE_OUTSIDE_PROJECT', message: 'outside' });
    publish(400, { error: 'SCOPE_NOT_FOUND', message: 'gone' });
    await waitFor(() => expect(screen.getByTestId('notifications').textContent).toBe('app.scope.dropped'));
    expect(scope.get()).toEqual({ menuType: 'home' });
    expect(scope.query()).toMatchObject({ selectedProgramId: '', selectedProjectId: '', selectedContractId: '' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('a record of the project outside the chosen scope (RESOURCE-IS-FROM-ANOTHER-PROJECT with its contract)', () => {
  const outside = (contract: string | null): ApiErrorBody => ({
    error: 'RESOURCE-IS-FROM-ANOTHER-PROJECT',
    message: 'RESOURCE-IS-FROM-ANOTHER-PROJECT',
    extra: { expectedProjectId: PROJECT, expectedContractId: contract },
  });

  it('names the record’s contract and moves the scope to it on confirmation', async () => {
    const { scope, publish } = renderListener();
    publish(400, outside(OTHER));
    await waitFor(() => expect(screen.getByText(/belongs to contract 4600612345 – Litoral Norte/)).toBeTruthy());
    expect(scope.get().contractId).toBe(CHOSEN);
    fireEvent.click(screen.getByRole('button', { name: shell.app.scope.move.confirm }));
    expect(scope.get()).toEqual({ menuType: 'contract', programId: PROGRAM, projectId: PROJECT, contractId: OTHER });
  });

  it('offers the whole project for a record of no contract', async () => {
    const { scope, publish } = renderListener();
    publish(400, outside(null));
    await waitFor(() => expect(screen.getByText(/it is in project UTGCA/)).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: shell.app.scope.move.confirm }));
    expect(scope.get()).toEqual({ menuType: 'project', programId: PROGRAM, projectId: PROJECT });
  });
});
