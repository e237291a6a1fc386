import { pageKey } from '../framework/pages/pageKey';
import type { PageDeclaration } from '../framework/pages/pageDeclaration';

/** A page's title message key: its own, else the app's convention, `app.pages.<pageKey>.title`. */
export function pageTitleKey(page: Pick<PageDeclaration, 'path' | 'title'>): string {
  return page.title ?? `app.pages.${pageKey(page.path)}.title`;
}
