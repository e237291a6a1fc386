import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * The nonce the server put on this page (`<meta property="csp-nonce" nonce="...">`), which
 * its Content-Security-Policy allows for `<style>` elements; undefined when served
 * without one (Vite's dev server).
 */
export function pageStyleNonce(doc: Document = document): string | undefined {
  const meta = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  return meta?.nonce || meta?.getAttribute('nonce') || undefined;
}

/** Emotion's style cache carrying the page's nonce, so MUI's styles load under a CSP without 'unsafe-inline'. */
export function createStyleCache(nonce: string | undefined = pageStyleNonce()): EmotionCache {
  return createCache({ key: 'css', ...(nonce ? { nonce } : {}) });
}
