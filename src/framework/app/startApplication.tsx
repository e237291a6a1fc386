import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { declareApplication, type ApplicationDeclaration } from '../application/applicationDeclaration';
import { applicationIdentity } from '../application/identitySection';
import { routeSignOnAnswer } from '../auth/signOnAnswer';
import { provideFormValidators, type FormValidatorLoaders } from '../form/precompiled/formValidatorLoaders';
import type { Messages } from '../i18n/buildMessages';
import { withEngineMessages } from '../i18n/engineMessages';
import { LOCALE_STORAGE_KEY, resolveLocale } from '../i18n/resolveLocale';
import { addTranslations } from '../registry/addTranslations';
import { provideResourceDetails, type ResourceDetailLoaders } from '../registry/resourceDetailLoaders';
import type { RegistrySummary } from '../registry/resourceDetails';
import type { RegistryIssue, ResourceTranslations } from '../registry/types';
import { createEngineRuntime } from './createEngineRuntime';
import { EngineApp } from './EngineApp';
import { createStyleCache } from './styleNonce';

/** What an application's entry module hands the engine: its declaration, its built registry and its texts. */
export interface ApplicationEntry {
  /**
   * Its `application.json` as imported: its build and `npm run check` hold it to the engine's
   * declaration (checkApplicationDeclaration), so it is read as one here.
   */
  application: object;
  /** `virtual:registry`'s exports (the build's registry plugin). */
  registry: {
    registryResult: { ok: true; model: RegistrySummary } | { ok: false; issues: RegistryIssue[] };
    detailLoaders: ResourceDetailLoaders;
    translationLoaders: Record<string, () => Promise<{ translations: Record<string, ResourceTranslations> }>>;
  };
  /** `virtual:form-validators`'s loaders. */
  formValidatorLoaders: FormValidatorLoaders;
  /** The application's locale files, `import.meta.glob('./locales/*.json')`: `./locales/<language>.json`. */
  messages: Record<string, () => Promise<unknown>>;
  /** The API's root (default `api`, beside the page). */
  apiUrl?: string;
}

function storedLocale(): string | null {
  try {
    return localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * Starts an application built from the engine alone in `#root`: declares it, then draws its
 * generated screens in the language the user chose (or the browser's) with the engine's texts
 * under the application's own.
 *
 * @example
 * startApplication({ application, registry: { registryResult, detailLoaders, translationLoaders }, formValidatorLoaders,
 *   messages: import.meta.glob('./locales/*.json') });
 */
export function startApplication({ application, registry, formValidatorLoaders, messages, apiUrl = 'api' }: ApplicationEntry): void {
  declareApplication(application as ApplicationDeclaration);
  document.title = applicationIdentity().name;
  routeSignOnAnswer();
  provideFormValidators(formValidatorLoaders);
  provideResourceDetails(registry.detailLoaders);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const { registryResult } = registry;
  if (!registryResult.ok) {
    container.textContent = registryResult.issues.map((issue) => `${issue.file} ${issue.pointer}: ${issue.message}`).join('\n');
    return;
  }
  const model = registryResult.model;
  const loadMessages = (locale: string): Promise<Messages> => {
    const own = messages[`./locales/${locale}.json`];
    const app = Promise.all([
      own ? own().then((module) => (module as { default: Messages }).default) : {},
      registry.translationLoaders[locale]?.().then((module) => addTranslations(model, locale, module.translations)),
    ]).then(([texts]) => texts);
    return withEngineMessages(locale, app);
  };
  const locale = resolveLocale({ stored: storedLocale(), browserLanguages: navigator.languages });
  const runtime = createEngineRuntime({ model, apiUrl });
  void loadMessages(locale).then((loaded) =>
    createRoot(container).render(
      <StrictMode>
        <CacheProvider value={createStyleCache()}>
          <EngineApp model={model} locale={locale} messages={loaded} loadMessages={loadMessages} runtime={runtime} />
        </CacheProvider>
      </StrictMode>,
    ),
  );
}
