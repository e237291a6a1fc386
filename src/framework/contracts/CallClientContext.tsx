import { createContext, useContext, type ReactNode } from 'react';
import type { HttpClient } from '../data/httpClient';

/** What the call hooks send with: the app's HTTP client, and a key that changes with what its requests carry (project, scope, language). */
export interface CallClient {
  http: HttpClient;
  /** Part of every call's cache key: a changed scope asks again instead of showing another scope's answer. */
  contextKey: unknown;
}

const CallClientContext = createContext<CallClient | null>(null);

/** Gives the call hooks below it the app's HTTP client. */
export function CallClientProvider({ client, children }: { client: CallClient; children: ReactNode }) {
  return <CallClientContext.Provider value={client}>{children}</CallClientContext.Provider>;
}

export function useCallClient(): CallClient {
  const client = useContext(CallClientContext);
  if (!client) throw new Error('useCall and useCallMutation need a CallClientProvider above them');
  return client;
}
