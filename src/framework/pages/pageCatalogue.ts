import { cachedByPath } from '../routing/cachedByPath';
import type { FeatureDeclarations, ResourceScreenDeclaration, ShowPageDeclaration, UserMenuItemDeclaration } from './featureDeclarations';
import { firstMatch } from './firstMatch';
import type { PageDeclaration } from './pageDeclaration';

/** Every feature's declarations as one list each, with the look-ups the shell asks at every render. */
export interface PageCatalogue {
  pages: readonly PageDeclaration[];
  resourceScreens: readonly ResourceScreenDeclaration[];
  showPages: readonly ShowPageDeclaration[];
  /** In their `order`. */
  userMenu: readonly UserMenuItemDeclaration[];
  /** The page a hash path opens (its query ignored), if a hand-written page answers it. */
  pageOf(route: string): PageDeclaration | undefined;
  /** The app's rule for a resource's screens, if it declares one. */
  screenOf(resource: string): ResourceScreenDeclaration | undefined;
}

/** The catalogue of the features' declarations (a feature folder's `pages.ts` each), in the order given. */
export function createPageCatalogue(features: Iterable<FeatureDeclarations>): PageCatalogue {
  const all = [...features];
  const pages = all.flatMap((feature) => feature.pages ?? []);
  const resourceScreens = all.flatMap((feature) => feature.resourceScreens ?? []);
  const screens = new Map(resourceScreens.map((screen) => [screen.resource, screen]));
  // Asked by the guard, the menu and the session at every render and navigation: answers are remembered.
  const matchPage = cachedByPath(firstMatch(pages));
  return {
    pages,
    resourceScreens,
    showPages: all.flatMap((feature) => feature.showPages ?? []),
    userMenu: all.flatMap((feature) => feature.userMenu ?? []).sort((a, b) => a.order - b.order),
    pageOf: (route) => matchPage(route.split('?')[0] ?? route),
    screenOf: (resource) => screens.get(resource),
  };
}

/** An app without hand-written pages: the generated screens only. */
export const NO_PAGES: PageCatalogue = createPageCatalogue([]);
