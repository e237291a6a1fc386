/**
 * The product's declaration to the engine (see src/framework/application): its roles, scope
 * levels, token claims, languages and API style. Every entry of the product (the app, the demo
 * API, the scripts, the test setup) imports this module first, so the engine reads the product's
 * world wherever the product runs.
 */
import { declareApplication, type ApplicationDeclaration } from './framework/application/applicationDeclaration';
import { PRODUCT_LANGUAGES } from './productLanguages';
import { PRODUCT_ROLES } from './productRoles';
import { PRODUCT_AUTH, PRODUCT_HTTP, PRODUCT_SCOPE } from './productSession';

export const PRODUCT_APPLICATION: ApplicationDeclaration = {
  // Spec §6: ADMIN passes every check; writes are ADMIN's and PROJECT_ADMIN's where a definition is silent (§6 leaves
  // detailed rights open); a token's role names compare regardless of case.
  roles: { names: PRODUCT_ROLES, superRole: 'ADMIN', defaultWriters: ['ADMIN', 'PROJECT_ADMIN'], caseInsensitive: true },
  // The menu's icons are declared in the browser only (productBrowserApplication.ts).
  menu: { defaultGroup: 'registers' },
  auth: PRODUCT_AUTH,
  scope: PRODUCT_SCOPE,
  http: PRODUCT_HTTP,
  languages: PRODUCT_LANGUAGES,
  paths: { locales: 'src/locales' },
};

declareApplication(PRODUCT_APPLICATION);
