import type { FeatureDeclarations } from '../framework/pages/featureDeclarations';
import { createPageCatalogue, type PageCatalogue } from '../framework/pages/pageCatalogue';

/**
 * Every feature folder's declarations (`<feature>/pages.ts`), found the way loadLocale finds
 * the features' translations: a new folder with its pages.ts needs no line here. The page
 * code itself stays behind each declaration's `load`, a chunk of its own.
 */
const FEATURES = import.meta.glob<FeatureDeclarations>('./*/pages.ts', { eager: true, import: 'declarations' });

/** Each feature folder's declarations, as found. */
export const APP_DECLARATIONS: readonly FeatureDeclarations[] = Object.values(FEATURES);

/** The app's hand-written pages, resource screen rules, show pages and user menu entries: main.tsx hands them to the shell. */
export const APP_PAGES: PageCatalogue = createPageCatalogue(APP_DECLARATIONS);
