import { useEffect } from 'react';
import { applicationIdentity } from '../framework/application/identitySection';

/** The browser tab's title: the product name, then the page's own title when it has one (spec §2). */
export function productTitle(product: string, page: string | null | undefined): string {
  const text = page?.replace(/\s+/g, ' ').trim();
  return text && text !== product ? `${product} - ${text}` : product;
}

/** Inside the layout: follows the title each page puts in the app bar (react-admin's `<Title>`). */
export function AppBarDocumentTitle() {
  const product = applicationIdentity().name;
  useEffect(() => {
    const target = document.getElementById('react-admin-title');
    const update = () => {
      document.title = productTitle(product, target?.textContent);
    };
    update();
    if (!target) return undefined;
    const observer = new MutationObserver(update);
    observer.observe(target, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [product]);
  return null;
}

/** For a page outside the layout (sign-in, not-found, public documents). */
export function useDocumentTitle(page: string) {
  const product = applicationIdentity().name;
  useEffect(() => {
    document.title = productTitle(product, page);
  }, [product, page]);
}
