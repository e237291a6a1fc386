import type { RequestContext } from '../framework/data/requestHeaders';
import { LOCALE_STORAGE_KEY } from '../framework/i18n/resolveLocale';
import { PRODUCT_DEFAULT_LOCALE } from '../productLanguages';

/** Storage keys of spec §3 "Browser storage" and the scope ids of spec §2. */
const KEYS = { token: 'access_token', projectId: 'project_id', program: 'selectedProgramId', project: 'selectedProjectId', contract: 'selectedContractId' };

function read(storage: Storage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** What the request headers are built from, read from the browser's storage at each call. */
export function readRequestContext(): RequestContext {
  const local = typeof localStorage === 'undefined' ? undefined : localStorage;
  const session = typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  return {
    token: read(local, KEYS.token),
    lang: read(local, LOCALE_STORAGE_KEY) ?? PRODUCT_DEFAULT_LOCALE,
    projectId: read(local, KEYS.projectId),
    scope: { programId: read(session, KEYS.program), projectId: read(session, KEYS.project), contractId: read(session, KEYS.contract) },
  };
}
