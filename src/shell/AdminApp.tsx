import { useMemo } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { createDataProvider } from '../framework/data/createDataProvider';
import { createI18nProvider } from '../framework/i18n/createI18nProvider';
import { RegistryProvider } from '../framework/registry/RegistryContext';
import type { RegistryModel } from '../framework/registry/types';
import { resourceProps } from '../framework/views/resourceProps';
import type { Messages } from '../framework/i18n/buildMessages';
import type { Locale } from '../framework/i18n/resolveLocale';
import { loadLocale } from '../locales/loadLocale';
import { HomePage } from '../pages/HomePage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { AppLayout } from './AppLayout';
import { darkTheme, lightTheme } from './appTheme';
import { PRODUCT_ERROR_CATALOGUE } from './errorCatalogue';
import { readAppConfig } from './appConfig';
import { readRequestContext } from './requestContext';

const HomeRedirect = () => <Navigate to="/home" replace />;
const NotFoundRedirect = () => <Navigate to="/not-found" replace />;

/** The admin for a loaded registry: providers, layout, the generated resources and the pages. */
export interface AdminAppProps {
  model: RegistryModel;
  locale: Locale;
  /** Messages of `locale`, loaded before the first render. */
  messages: Messages;
}

export function AdminApp({ model, locale, messages }: AdminAppProps) {
  const dataProvider = useMemo(() => createDataProvider({ model, baseUrl: readAppConfig().apiUrl, getRequestContext: readRequestContext, catalogue: PRODUCT_ERROR_CATALOGUE }), [model]);
  const i18nProvider = useMemo(
    () =>
      createI18nProvider({ initialLocale: locale, initialMessages: messages, loadMessages: loadLocale, resources: model.resources, storage: localStorage }),
    [model, locale, messages],
  );
  return (
    <RegistryProvider value={model}>
      <Admin
        title="Certificare"
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        layout={AppLayout}
        theme={lightTheme}
        darkTheme={darkTheme}
        dashboard={HomeRedirect}
        catchAll={NotFoundRedirect}
        disableTelemetry
      >
        {model.resources.map((resource) => (
          <Resource key={resource.name} {...resourceProps(resource)} />
        ))}
        <CustomRoutes>
          <Route path="/home" element={<HomePage />} />
          <Route path="/not-found" element={<NotFoundPage />} />
        </CustomRoutes>
      </Admin>
    </RegistryProvider>
  );
}
