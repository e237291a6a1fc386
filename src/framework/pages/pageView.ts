import { lazyComponent } from './lazyComponent';
import type { PageComponent, PageDeclaration } from './pageDeclaration';

/** The component of a page: the one at hand, or one that loads the page's chunk when first drawn (inside Suspense). */
export function pageView(page: PageDeclaration): PageComponent {
  return page.load ? lazyComponent(page.load) : page.component;
}
