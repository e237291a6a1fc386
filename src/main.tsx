import './productBrowserApplication';
import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { registryResult } from 'virtual:registry';
import { LOCALE_STORAGE_KEY, resolveLocale } from './framework/i18n/resolveLocale';
import { FirstPaintBoundary } from './framework/views/AfterFirstPaint';
import { preloadRouteView } from './framework/views/preloadRouteView';
import { loadLocale } from './locales/loadLocale';
import { APP_PAGES } from './pages';
import { App } from './shell/App';
import { createAppRuntime } from './shell/appRuntime';
import { loadRegistryTranslations } from './shell/registryTranslations';
import { createStyleCache } from './framework/app/styleNonce';

/** The longest the first render waits for the address's data (ms). */
const FIRST_DATA_WAIT_MS = 300;

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
const viewCode = registryResult.ok ? preloadRouteView(registryResult.model, window.location.hash) : undefined;
const runtime = registryResult.ok ? createAppRuntime({ model: registryResult.model, pages: APP_PAGES, hash: window.location.hash }) : undefined;
// The first render waits for the chosen language's messages (the resources' labels among them), the view's code and
// the address's data: drawn without them, the shell shows first and the view is drawn again as each arrives, which
// costs more than the wait (a few milliseconds once the app's code has run). A slow API is waited for at most
// FIRST_DATA_WAIT_MS, the page being blank meanwhile; it then shows its own loading state.
const addressData = runtime && Promise.race([runtime.addressData, new Promise<void>((resolve) => setTimeout(resolve, FIRST_DATA_WAIT_MS))]);
// With faulty entity or locale files (the dev server) the app shows their faults, which needs no messages: a locale file
// that does not parse must not keep that page from being drawn.
const messagesOf = (language: typeof locale) => (registryResult.ok ? loadLocale(language) : loadLocale(language).catch(() => ({})));
void Promise.all([messagesOf(locale), registryResult.ok ? loadRegistryTranslations(registryResult.model, locale) : undefined, viewCode, addressData]).then(
  ([messages]) =>
    createRoot(container).render(
      <StrictMode>
        <CacheProvider value={createStyleCache()}>
          <FirstPaintBoundary>
            <App locale={locale} messages={messages} pages={APP_PAGES} runtime={runtime} />
          </FirstPaintBoundary>
        </CacheProvider>
      </StrictMode>,
    ),
);
