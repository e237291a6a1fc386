import type { QueryClient } from '@tanstack/react-query';
import type { AuthProvider, DataProvider } from 'ra-core';
import type { RegistrySummary } from '../registry/resourceDetails';
import { preloadRouteView } from './preloadRouteView';
import { prefetchRouteList } from './prefetchRouteList';
import { prefetchRouteRecord } from './prefetchRouteRecord';
import { routeView } from './routeView';

export interface RoutePreparation {
  queryClient: QueryClient;
  dataProvider: DataProvider;
  authProvider: AuthProvider;
  model: RegistrySummary;
}

/** The list parameters react-admin keeps in the address; without any, it reads the ones it stored for the list instead. */
const LIST_QUERY_KEYS = ['page', 'perPage', 'sort', 'order', 'filter'];

/**
 * What a generated view needs at a new address, asked for as the address changes rather than
 * after the view renders: its code, and the data it will show that is not already cached
 * (the list's page, or the record and the records it points at). Settles when all of it is
 * here or has failed; failures are left to the view, which asks again and shows them.
 * Undefined for an address no generated view shows.
 */
export function prepareRoute(preparation: RoutePreparation, hash: string): Promise<void> | undefined {
  if (!routeView(preparation.model, hash)) return undefined;
  const options = { ...preparation, hash };
  const query = new URLSearchParams(hash.split('?')[1] ?? '');
  const listData = LIST_QUERY_KEYS.some((key) => query.has(key)) ? prefetchRouteList(options) : undefined;
  return Promise.all(
    [preloadRouteView(preparation.model, hash), listData, prefetchRouteRecord(options)].map((step) => Promise.resolve(step).catch(() => undefined)),
  ).then(() => undefined);
}
