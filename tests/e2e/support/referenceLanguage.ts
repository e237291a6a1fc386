import type { Language } from './resourceSession';

/**
 * The product's first language. The route sweeps keep its screenshots and run axe-core in
 * it; in the other languages they check that each route fits the width (longer words), since
 * a route's roles, names, contrast and structure do not change with its words.
 */
export const REFERENCE_LANGUAGE: Language = 'pt';
