import { Suspense } from 'react';
import { Loading } from 'react-admin';
import type { PageCatalogue } from '../framework/pages/pageCatalogue';
import { lazyComponent } from '../framework/pages/lazyComponent';
import type { ShowPages } from '../framework/views/resourceProps';

/** The hand-written show pages, by the key a resource definition names in `show.page`, each loading when first shown. */
export function showPageViews(pages: PageCatalogue): ShowPages {
  return Object.fromEntries(
    pages.showPages.map(({ key, load }) => {
      const View = lazyComponent(load);
      const ShowPage = () => (
        <Suspense fallback={<Loading />}>
          <View />
        </Suspense>
      );
      return [key, ShowPage];
    }),
  );
}
