// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { I18nContextProvider } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../locales/dashboard/en.json';
import { DashboardCard } from './DashboardCard';
import type { DashboardResult } from './useDashboardCall';

const i18n = polyglotI18nProvider(() => ({ ...englishMessages, ...en }), 'en');
afterEach(cleanup);

function renderCard(result: DashboardResult<number>) {
  return render(
    <I18nContextProvider value={i18n}>
      <DashboardCard title="Totals" result={result} isEmpty={(data) => data === 0} emptyText="Nothing yet">
        {(data) => <p>{`value ${data}`}</p>}
      </DashboardCard>
    </I18nContextProvider>,
  );
}

describe('DashboardCard', () => {
  it('shows a skeleton while the call is pending, under its title', () => {
    renderCard({ status: 'pending' });
    expect(screen.getByRole('region', { name: 'Totals' }).getAttribute('aria-busy')).toBe('true');
    expect(screen.getByTestId('dashboard-skeleton')).toBeTruthy();
  });

  it('shows its own error message when the call fails', () => {
    renderCard({ status: 'error', error: new Error('boom') });
    expect(screen.getByRole('alert').textContent).toBe(en.app.dashboard.error);
  });

  it('says so when there is nothing to show, and shows the content otherwise', () => {
    renderCard({ status: 'success', data: 0 });
    expect(screen.getByText('Nothing yet')).toBeTruthy();
    cleanup();
    renderCard({ status: 'success', data: 3 });
    expect(screen.getByText('value 3')).toBeTruthy();
  });
});
