import { createContext, useContext, type ReactNode } from 'react';
import type { RequestMeta } from './requestMeta';

const RequestMetaContext = createContext<RequestMeta | undefined>(undefined);

/**
 * The `meta` every generated view below sends with its calls (lists, records, saves,
 * deletes, the references they show and offer): a screen that works across a scope level
 * wraps its views in one, the views themselves stay the same.
 *
 * @example
 * <RequestMetaProvider meta={{ scopes: { branch: 'all' } }}>
 *   <ResourceContextProvider value="person"><GeneratedList /></ResourceContextProvider>
 * </RequestMetaProvider>
 */
export function RequestMetaProvider({ meta, children }: { meta: RequestMeta; children: ReactNode }) {
  return <RequestMetaContext.Provider value={meta}>{children}</RequestMetaContext.Provider>;
}

/** The calls' `meta` of the screen (RequestMetaProvider); undefined outside one: the session's context alone. */
export function useRequestMeta(): RequestMeta | undefined {
  return useContext(RequestMetaContext);
}
