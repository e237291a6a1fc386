import { readScope, scopeQuery, SCOPE_KEYS, type ScopeSelection } from './scopeSelection';

export interface ScopeStore {
  get(): ScopeSelection;
  set(selection: ScopeSelection): void;
  subscribe(listener: () => void): () => void;
  /** The query parameters every navigation keeps (see RoutingHashRouter). */
  query(): Record<string, string>;
}

function safely<T>(run: () => T, fallback: T): T {
  try {
    return run();
  } catch {
    return fallback;
  }
}

/**
 * The scope selection of the tab: what the address says when it names a scope, else what
 * this tab's session storage kept (spec §4: restored from session storage), kept in
 * session storage on every change.
 */
export function createScopeStore(storage: Storage | undefined, initialSearch: string): ScopeStore {
  const params = new URLSearchParams(initialSearch);
  const fromAddress = Object.values(SCOPE_KEYS).some((key) => params.has(key));
  let selection = fromAddress ? readScope((key) => params.get(key)) : readScope((key) => safely(() => storage?.getItem(key), null));
  const listeners = new Set<() => void>();
  const persist = () => {
    for (const [key, value] of Object.entries(scopeQuery(selection))) {
      safely(() => (value ? storage?.setItem(key, value) : storage?.removeItem(key)), undefined);
    }
  };
  persist();
  return {
    get: () => selection,
    set(next) {
      selection = next;
      persist();
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    query: () => scopeQuery(selection),
  };
}

/** This tab's session storage, when the browser lets the page use it. */
export function tabStorage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}
