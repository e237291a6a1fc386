// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { I18nContextProvider } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../data/ApiError';
import { PageFrame, type PageFrameProps } from './PageFrame';

const messages = { ...englishMessages, errors: { unknown: 'Unknown system error' }, forbidden: 'You may not see this', gone: 'This pendency does not exist' };
const i18n = polyglotI18nProvider(() => messages, 'en');
afterEach(cleanup);

const renderFrame = (props: Omit<PageFrameProps, 'title'>) =>
  render(
    <I18nContextProvider value={i18n}>
      <PageFrame title="Forward the pendency" {...props}>
        <p>the content</p>
      </PageFrame>
    </I18nContextProvider>,
  );

describe('PageFrame', () => {
  it('shows the title as the heading, and the content once loaded', () => {
    renderFrame({});
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Forward the pendency');
    expect(screen.getByText('the content')).toBeTruthy();
  });

  it('shows its own heading when the page says something else than its title, with the id the page names it by', () => {
    render(
      <I18nContextProvider value={i18n}>
        <PageFrame title="Overview: North" heading="North" headingId="overview-heading" />
      </I18nContextProvider>,
    );
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('North');
    expect(heading.id).toBe('overview-heading');
  });

  it('shows a labelled spinner instead of the content while loading', () => {
    renderFrame({ loading: true });
    expect(screen.getByLabelText(englishMessages.ra.page.loading)).toBeTruthy();
    expect(screen.queryByText('the content')).toBeNull();
  });

  it("shows a failure in the catalogue's words, or the page's own, instead of the content", () => {
    renderFrame({ error: new ApiError({ status: 403, path: 'x', catalogue: [{ status: 403, display: 'dialog', message: 'forbidden' }] }) });
    expect(screen.getByRole('alert').textContent).toBe('You may not see this');
    expect(screen.queryByText('the content')).toBeNull();
    cleanup();
    renderFrame({ error: new ApiError({ status: 404, path: 'x' }), errorMessage: 'gone', loading: true });
    expect(screen.getByRole('alert').textContent).toBe('This pendency does not exist');
    cleanup();
    renderFrame({ error: new Error('offline') });
    expect(screen.getByRole('alert').textContent).toBe('Unknown system error');
  });

  it('keeps its footer (the way back) while loading and after a failure', () => {
    render(
      <I18nContextProvider value={i18n}>
        <PageFrame title="Forward the pendency" loading footer={<a href="#/pendencies">Cancel</a>} />
      </I18nContextProvider>,
    );
    expect(screen.getByText('Cancel')).toBeTruthy();
    cleanup();
    renderFrame({ error: new Error('offline'), footer: <a href="#/pendencies">Cancel</a> });
    expect(screen.getByText('Cancel')).toBeTruthy();
  });
});
