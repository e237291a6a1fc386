import { createContext, useContext, type ReactNode } from 'react';
import type { AppSession } from './appSession';

const AppSessionContext = createContext<AppSession | null>(null);

export function AppSessionProvider({ value, children }: { value: AppSession; children: ReactNode }) {
  return <AppSessionContext.Provider value={value}>{children}</AppSessionContext.Provider>;
}

/** The app's session: storage, session calls, the HTTP client of the hand-written screens. */
export function useAppSession(): AppSession {
  const session = useContext(AppSessionContext);
  if (!session) throw new Error('useAppSession must be used inside an <AppSessionProvider>.');
  return session;
}
