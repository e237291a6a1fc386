import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, memoryStore, ResourceContextProvider, type AuthProvider, type DataProvider, Notification } from 'react-admin';
import { ErrorDialogProvider } from '../feedback/ErrorDialogContext';
import { createI18nProvider } from '../i18n/createI18nProvider';
import type { Messages } from '../i18n/buildMessages';
import { RegistryProvider } from '../registry/RegistryContext';
import type { RegistryModel } from '../registry/types';

export interface RenderResourceViewOptions {
  model: RegistryModel;
  resource: string;
  dataProvider: DataProvider;
  /** Base messages (one of src/locales); the resource labels are merged in. */
  messages: Messages;
  /** A route to render the view at, for views that read it (`/doc/:id/show` at `/doc/d1/show`). */
  route?: { path: string; url: string };
  /** The signed-in user's rights (`canAccess`); without it every action is allowed. */
  authProvider?: AuthProvider;
}

/** Renders a generated view the way the app does: react-admin, the registry and the error dialog. */
export function renderResourceView(view: ReactElement, { model, resource, dataProvider, messages, route, authProvider }: RenderResourceViewOptions) {
  const i18nProvider = createI18nProvider({ initialLocale: 'pt', initialMessages: messages, loadMessages: async () => messages, resources: model.resources });
  const content = route ? (
    <Routes>
      <Route path={route.path} element={view} />
    </Routes>
  ) : (
    view
  );
  // A failed call fails at once: a test of a refusal does not wait through the retries.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // Each render its own store: a sort or a column choice of one test is not the next one's start.
  const store = memoryStore();
  const tree = (
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} queryClient={queryClient} store={store} {...(authProvider ? { authProvider } : {})}>
      <RegistryProvider value={model}>
        <ErrorDialogProvider>
          <ResourceContextProvider value={resource}>{content}</ResourceContextProvider>
          <Notification />
        </ErrorDialogProvider>
      </RegistryProvider>
    </AdminContext>
  );
  // react-admin uses a router around it when there is one: the route's, here.
  return render(route ? <MemoryRouter initialEntries={[route.url]}>{tree}</MemoryRouter> : tree);
}
