import { createContext, useContext, type ReactNode } from 'react';
import type { PageCatalogue } from './pageCatalogue';

const PageCatalogueContext = createContext<PageCatalogue | null>(null);

/** Gives the app's page declarations to the routes, guards and menus below. */
export function PageCatalogueProvider({ value, children }: { value: PageCatalogue; children: ReactNode }) {
  return <PageCatalogueContext.Provider value={value}>{children}</PageCatalogueContext.Provider>;
}

/**
 * The app's page declarations.
 *
 * @example
 * const page = usePageCatalogue().pageOf(pathname);
 */
export function usePageCatalogue(): PageCatalogue {
  const catalogue = useContext(PageCatalogueContext);
  if (!catalogue)
    throw new Error('usePageCatalogue must be used inside a PageCatalogueProvider: render the component inside AdminApp, or wrap it in one in a test.');
  return catalogue;
}
