import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AdminContext, ResourceContextProvider, type DataProvider } from 'react-admin';
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
}

/** Renders a generated view the way the app does: react-admin, the registry and the error dialog. */
export function renderResourceView(view: ReactElement, { model, resource, dataProvider, messages }: RenderResourceViewOptions) {
  const i18nProvider = createI18nProvider({ initialLocale: 'pt', initialMessages: messages, loadMessages: async () => messages, resources: model.resources });
  return render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <RegistryProvider value={model}>
        <ErrorDialogProvider>
          <ResourceContextProvider value={resource}>{view}</ResourceContextProvider>
        </ErrorDialogProvider>
      </RegistryProvider>
    </AdminContext>,
  );
}
