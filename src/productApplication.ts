/**
 * The product's declaration to the engine (see src/framework/application): its roles, scope
 * levels, token claims, languages and API style. Every entry of the product (the app, the demo
 * API, the scripts, the test setup) imports this module first, so the engine reads the product's
 * world wherever the product runs.
 */
import { declareApplication, type ApplicationDeclaration } from './framework/application/applicationDeclaration';
import { PRODUCT_LANGUAGES } from './productLanguages';

export const PRODUCT_APPLICATION: ApplicationDeclaration = {
  languages: PRODUCT_LANGUAGES,
  paths: { locales: 'src/locales' },
};

declareApplication(PRODUCT_APPLICATION);
