// Test support of the sign-in pages: the real session wiring over a fake API. Not imported by the app.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AdminContext, Notification } from 'react-admin';
import { vi } from 'vitest';
import enginePt from '../../framework/locales/pt.json';
import pt from '../../locales/pt.json';
import authPt from '../../locales/auth/pt.json';
import mobileAppPt from '../../locales/mobileApp/pt.json';
import shellPt from '../../locales/shell/pt.json';
import { CallClientProvider } from '../../framework/contracts/CallClientContext';
import { ErrorDialogProvider } from '../../framework/feedback/ErrorDialogContext';
import { deepMerge, type Messages } from '../../framework/i18n/buildMessages';
import { createI18nProvider } from '../../framework/i18n/createI18nProvider';
import { NO_PAGES } from '../../framework/pages/pageCatalogue';
import { createAppSession } from '../../shell/appSession';
import { AppSessionProvider } from '../../shell/AppSessionContext';
import { readAppConfig } from '../../shell/appConfig';

/** The pt messages the app shows on these pages: the engine's, under the product's. */
export const pagesMessages: Messages = [pt, authPt, mobileAppPt, shellPt].reduce<Messages>(
  (messages, part) => deepMerge(messages, part as Messages),
  enginePt as Messages,
);

export type FakeAnswer = { status: number; body?: unknown };
/** Answers by `METHOD path` (path under /api); unknown calls answer 404. */
export type FakeRoutes = Record<string, FakeAnswer | ((body: unknown) => FakeAnswer)>;

/** Renders a page of the sign-in feature over a fake API, with local storage holding only `storage`. */
export function renderAuthPage(page: ReactElement, routes: FakeRoutes = {}, storage: Record<string, string> = {}) {
  localStorage.clear();
  for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
  const calls: { key: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://app.test/').pathname.replace(/^\/api\//, '');
    const key = `${init?.method ?? 'GET'} ${path}`;
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ key, body });
    const route = routes[key];
    const answer = typeof route === 'function' ? route(body) : (route ?? { status: 404, body: { error: 'NOT_FOUND', message: 'NOT_FOUND' } });
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), { status: answer.status });
  });
  const session = createAppSession({
    model: { resources: [] },
    pages: NO_PAGES,
    config: readAppConfig(),
    storage: localStorage,
    fetch: fetchMock as typeof fetch,
  });
  const i18nProvider = createI18nProvider({ initialLocale: 'pt', initialMessages: pagesMessages, loadMessages: async () => pagesMessages, resources: [] });
  const result = render(
    <AdminContext i18nProvider={i18nProvider} authProvider={session.authProvider}>
      <AppSessionProvider value={session}>
        <CallClientProvider client={{ http: session.http, contextKey: 'test' }}>
          <ErrorDialogProvider>
            {page}
            <Notification />
          </ErrorDialogProvider>
        </CallClientProvider>
      </AppSessionProvider>
    </AdminContext>,
  );
  return { ...result, calls, session };
}
