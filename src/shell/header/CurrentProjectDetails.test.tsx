// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { I18nContextProvider } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { afterEach, describe, expect, it } from 'vitest';
import type { FakeAnswer } from '../../framework/testing/callTestKit';
import { callTestWrapper, fakeHttp } from '../../framework/testing/callTestKit';
import en from '../../locales/projectDetails/en.json';
import { CurrentProjectDetails } from './CurrentProjectDetails';

const i18n = polyglotI18nProvider(() => ({ ...englishMessages, ...en }), 'en');
afterEach(cleanup);

function renderDetails(answer: FakeAnswer) {
  const { http, sent } = fakeHttp(() => answer);
  const Providers = callTestWrapper(http);
  render(
    <I18nContextProvider value={i18n}>
      <Providers>
        <CurrentProjectDetails />
      </Providers>
    </I18nContextProvider>,
  );
  return sent;
}

describe("the project menu's current project", () => {
  it('shows the project of the request with its code, program and contracts, from one call', async () => {
    const sent = renderDetails({
      json: {
        data: {
          project: { _id: 'p1', code: 'UTGCA', name: 'Caraguatatuba' },
          program: { _id: 'g1', name: 'Gas and Energy' },
          contracts: [
            { _id: 'c1', name: 'Inspection' },
            { _id: 'c2', name: 'Maintenance' },
          ],
        },
      },
    });
    expect(await screen.findByText('Caraguatatuba (UTGCA)')).toBeTruthy();
    expect(screen.getByTestId('current-project').textContent).toBe('Caraguatatuba (UTGCA)Program: Gas and EnergyContracts: Inspection, Maintenance');
    expect(sent.map(({ method, path }) => `${method} ${path}`)).toEqual(['GET project/current-project-details']);
  });

  it('says none for a project without program or contracts, and says so when the details fail', async () => {
    renderDetails({ json: { data: { project: { _id: 'p1', code: 'P', name: 'Alone' }, program: null, contracts: [] } } });
    expect(await screen.findByText('Alone (P)')).toBeTruthy();
    expect(screen.getByTestId('current-project').textContent).toBe('Alone (P)Program: noneContracts: none');
    cleanup();
    renderDetails({ status: 403, body: { error: 'PROJECT_ACCESS_DENIED', message: 'Not one of your projects.' } });
    expect(await screen.findByText("The current project's details could not be loaded.")).toBeTruthy();
  });
});
