import { createContext, useCallback, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ScopeLevelName, ScopeSelection } from './scopeSelection';
import type { ScopeStore } from './scopeStore';
import { chooseMenu, chooseScope, type ScopeTransition } from './scopeTransitions';

const ScopeContext = createContext<ScopeStore | null>(null);

export function ScopeProvider({ store, children }: { store: ScopeStore; children: ReactNode }) {
  return <ScopeContext.Provider value={store}>{children}</ScopeContext.Provider>;
}

export function useScopeStore(): ScopeStore {
  const store = useContext(ScopeContext);
  if (!store) throw new Error('useScope must be used inside a <ScopeProvider>.');
  return store;
}

/** The current scope selection; re-renders when it changes. */
export function useScope(): ScopeSelection {
  const store = useScopeStore();
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/** The choices of spec §4 "Scope selection", each storing the new selection first so the navigation carries it. */
export function useScopeChoice() {
  const store = useScopeStore();
  const navigate = useNavigate();
  const apply = useCallback(
    (transition: ScopeTransition) => {
      store.set(transition.selection);
      if (transition.navigateTo) navigate(transition.navigateTo);
    },
    [store, navigate],
  );
  return {
    chooseMenu: useCallback((menuType: 'home' | 'global') => apply(chooseMenu(menuType)), [apply]),
    chooseNode: useCallback(
      (level: ScopeLevelName, id: string, parents?: Partial<Record<ScopeLevelName, string>>) => apply(chooseScope(store.get(), level, id, parents)),
      [apply, store],
    ),
  };
}
