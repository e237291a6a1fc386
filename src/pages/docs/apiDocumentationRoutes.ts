import type { AppConfig } from '../../shell/appConfig';

/** The documentation routes (spec §2) and the configured document each shows. */
export const API_DOCUMENTATION_ROUTES: Readonly<Record<string, keyof AppConfig['apiDocs']>> = {
  '/api-documentation': 'api',
  '/api-bi-documentation': 'bi',
  '/api-documentation-open-bim': 'openBim',
};
