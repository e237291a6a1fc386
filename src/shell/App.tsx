import { useCallback, useMemo } from 'react';
import { formValidatorLoaders } from 'virtual:form-validators';
import { detailLoaders, registryResult } from 'virtual:registry';
import { provideFormValidators } from '../framework/form/precompiled/formValidatorLoaders';
import type { Messages } from '../framework/i18n/buildMessages';
import { provideResourceDetails } from '../framework/registry/resourceDetailLoaders';
import type { Locale } from '../framework/i18n/resolveLocale';
import type { PageCatalogue } from '../framework/pages/pageCatalogue';
import type { RegistrySummary } from '../framework/registry/resourceDetails';
import { RoutingHashRouter, type CodeAtHand, type PrepareLocation } from '../framework/routing/RoutingHashRouter';
import { routeSignOnAnswer } from '../framework/auth/signOnAnswer';
import { routeViewLoaded } from '../framework/views/preloadRouteView';
import { prepareRoute } from '../framework/views/prepareRoute';
import { AdminApp } from './AdminApp';
import type { AppRuntime } from './appRuntime';
import { appPathAliases } from './appRoutes';
import { loadRegistryTranslations } from './registryTranslations';
import { createScopeStore, tabStorage } from './scope/scopeStore';
import { RegistryErrorPage } from './RegistryErrorPage';

if (typeof window !== 'undefined') routeSignOnAnswer();
provideFormValidators(formValidatorLoaders);
provideResourceDetails(detailLoaders);

export interface AppProps {
  locale: Locale;
  messages: Messages;
  /** The app's hand-written pages (src/pages). */
  pages: PageCatalogue;
  runtime?: AppRuntime;
}

/** Hash-style URLs (spec §2); a faulty registry shows its faults, never a blank page. */
export function App({ locale, messages, pages, runtime }: AppProps) {
  if (!registryResult.ok) return <RegistryErrorPage issues={registryResult.issues} />;
  return <RoutedApp model={registryResult.model} locale={locale} messages={messages} pages={pages} runtime={runtime} />;
}

/** Spec §2: resources at their own paths, and `menu_type` with the scope ids kept on every navigation. */
function RoutedApp({ model, locale, messages, pages, runtime }: Omit<AppProps, 'runtime'> & { model: RegistrySummary; runtime: AppRuntime | undefined }) {
  const scope = useMemo(() => runtime?.scope ?? createScopeStore(tabStorage(), window.location.hash.split('?')[1] ?? ''), [runtime]);
  const routing = useMemo(() => ({ aliases: appPathAliases(model, pages), stickyQuery: scope.query }), [model, pages, scope]);
  const loadTranslations = useCallback((next: Locale) => loadRegistryTranslations(model, next), [model]);
  // A generated view's code and data are asked for as its address changes; a list's new page is shown once they are here.
  // A hand-written page's address is no generated view's, even where a resource's `:id` route would match it (`/elements/query`).
  const prepare = useCallback<PrepareLocation>(
    (location) =>
      runtime && !pages.pageOf(location.pathname)
        ? prepareRoute(
            { queryClient: runtime.queryClient, dataProvider: runtime.dataProvider, authProvider: runtime.session.authProvider, model },
            `#${location.pathname}${location.search}`,
          )
        : undefined,
    [runtime, model, pages],
  );
  const codeAtHand = useCallback<CodeAtHand>((location) => routeViewLoaded(model, `#${location.pathname}${location.search}`), [model]);
  return (
    <RoutingHashRouter {...routing} prepare={prepare} codeAtHand={codeAtHand}>
      <AdminApp model={model} locale={locale} messages={messages} scope={scope} runtime={runtime} loadTranslations={loadTranslations} pages={pages} />
    </RoutingHashRouter>
  );
}
