import { pagePath } from '../../framework/pages/pagePath';

/** One configuration of the app (spec §2): declared in pages.ts, linked to through the builder. */
export const CONFIGURATIONS_ROUTE = '/configurations/:configurationType';
export const configurationPath = (configurationType: string): string => pagePath(CONFIGURATIONS_ROUTE, { configurationType });
