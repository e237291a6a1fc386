import { Suspense, type ReactElement } from 'react';
import { Loading } from 'react-admin';
import { Route } from 'react-router-dom';
import { ErrorDialogProvider } from '../framework/feedback/ErrorDialogContext';
import type { PageCatalogue } from '../framework/pages/pageCatalogue';
import { layoutOf, type PageDeclaration } from '../framework/pages/pageDeclaration';
import { pageView } from '../framework/pages/pageView';
import { RouteGuard } from './RouteGuard';

function pageElement(page: PageDeclaration): ReactElement {
  const View = pageView(page);
  const view = <View path={page.path} />;
  if (layoutOf(page) === 'app') {
    return (
      <RouteGuard>
        <Suspense fallback={<Loading />}>{view}</Suspense>
      </RouteGuard>
    );
  }
  // Outside the layout a page has an error dialog of its own; one at hand draws at once, with nothing to wait for.
  const drawn = page.load ? <Suspense fallback={<Loading />}>{view}</Suspense> : view;
  return <ErrorDialogProvider>{page.access === 'public' ? drawn : <RouteGuard>{drawn}</RouteGuard>}</ErrorDialogProvider>;
}

/** The routes of the hand-written pages: inside react-admin's layout, and on their own. */
export function pageRoutes(pages: PageCatalogue): { withLayout: ReactElement[]; withoutLayout: ReactElement[] } {
  const routes = (layout: 'app' | 'plain') =>
    pages.pages.filter((page) => layoutOf(page) === layout).map((page) => <Route key={page.path} path={page.path} element={pageElement(page)} />);
  return { withLayout: routes('app'), withoutLayout: routes('plain') };
}
