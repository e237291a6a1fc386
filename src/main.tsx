import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { registryResult } from 'virtual:registry';
import { LOCALE_STORAGE_KEY, resolveLocale } from './framework/i18n/resolveLocale';
import { preloadRouteView } from './framework/views/preloadRouteView';
import { loadLocale } from './locales/loadLocale';
import { App } from './shell/App';
import { createAppRuntime } from './shell/appRuntime';
import { loadRegistryTranslations } from './shell/registryTranslations';
import { createStyleCache } from './shell/styleNonce';

function storedLocale(): string | null {
  try {
    return localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return null;
  }
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const locale = resolveLocale({ stored: storedLocale(), browserLanguages: navigator.languages });

// The code of the address's generated view, and its data, load beside the language, not after the first render.
if (registryResult.ok) void preloadRouteView(registryResult.model, window.location.hash);
const runtime = registryResult.ok ? createAppRuntime(registryResult.model, window.location.hash) : undefined;
// Only the chosen language's messages (the resources' labels among them) load before the first render.
void Promise.all([loadLocale(locale), registryResult.ok ? loadRegistryTranslations(registryResult.model, locale) : undefined]).then(([messages]) =>
  createRoot(container).render(
    <StrictMode>
      <CacheProvider value={createStyleCache()}>
        <App locale={locale} messages={messages} runtime={runtime} />
      </CacheProvider>
    </StrictMode>,
  ),
);
