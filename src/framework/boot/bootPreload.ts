import { LOCALE_STORAGE_KEY, resolveLocale } from '../i18n/resolveLocale';
import { routeView } from '../views/routeView';
import { BOOT_TABLE_META, bootFiles, type BootTable } from './bootTable';

/**
 * The boot script of the built page: runs as soon as it arrives, while the app's own code
 * is still downloading, and starts fetching what the address needs next (the language's
 * messages, the generated view's code, a form's validators), which the app would otherwise
 * only ask for once its code has run.
 */
function storedLocale(): string | null {
  try {
    return localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return null;
  }
}

function readTable(): BootTable | undefined {
  try {
    return JSON.parse(document.querySelector(`meta[name="${BOOT_TABLE_META}"]`)?.getAttribute('content') ?? '') as BootTable;
  } catch {
    return undefined;
  }
}

const table = readTable();
if (table) {
  const locale = resolveLocale({ stored: storedLocale(), browserLanguages: navigator.languages, languages: table.languages });
  for (const href of bootFiles(table, routeView(table, window.location.hash), locale)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  }
}
