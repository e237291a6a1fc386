import { sessionKeys } from '../framework/auth/declaredSessionKeys';
import type { RequestContext } from '../framework/data/requestHeaders';
import { readScopeValues } from '../framework/data/scopeDeclaration';
import { LOCALE_STORAGE_KEY } from '../framework/i18n/resolveLocale';
import { PRODUCT_DEFAULT_LOCALE } from '../productLanguages';

function read(storage: Storage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** What the request headers are built from, read from the browser's storage at each call (the scope levels where the product declares them). */
export function readRequestContext(): RequestContext {
  const local = typeof localStorage === 'undefined' ? undefined : localStorage;
  const session = typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  return {
    token: read(local, sessionKeys().accessToken),
    lang: read(local, LOCALE_STORAGE_KEY) ?? PRODUCT_DEFAULT_LOCALE,
    scopes: readScopeValues({ local, session }),
  };
}
