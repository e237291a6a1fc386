/**
 * The product's declaration to the engine (see src/framework/application): its roles, scope
 * levels, token claims, languages and API style. Every entry of the product (the app, the demo
 * API, the scripts, the test setup) imports this module first, so the engine reads the product's
 * world wherever the product runs.
 */
import { version } from '../package.json';
import { declareApplication, type ApplicationDeclaration } from './framework/application/applicationDeclaration';
import { PRODUCT_LANGUAGES } from './productLanguages';
import { PRODUCT_FORMATS } from './formats/productFormats';
import { describeProductCode } from './productErrorCodes';
import { PRODUCT_ICON_NAMES } from './productIconNames';
import { readProductFlags } from './productFeatureFlags';
import { PRODUCT_ROLES } from './productRoles';
import { PRODUCT_AUTH, PRODUCT_HTTP, PRODUCT_SCOPE } from './productSession';
import { PRODUCT_THEME } from './productTheme';

export const PRODUCT_APPLICATION: ApplicationDeclaration = {
  // Spec §2: the header shows the front version, package.json's.
  name: 'Certificare',
  version,
  theme: PRODUCT_THEME,
  // Spec §6: ADMIN passes every check; writes are ADMIN's and PROJECT_ADMIN's where a definition is silent (§6 leaves
  // detailed rights open); a token's role names compare regardless of case.
  roles: { names: PRODUCT_ROLES, superRole: 'ADMIN', defaultWriters: ['ADMIN', 'PROJECT_ADMIN'], caseInsensitive: true },
  // The menu's icons by name; their components are declared in the browser only (productBrowserApplication.ts).
  menu: { defaultGroup: 'registers', iconNames: PRODUCT_ICON_NAMES },
  // A password form and single sign-on through the demo API's provider (config.js may point elsewhere).
  auth: { ...PRODUCT_AUTH, signIn: { password: true, oidc: { authority: 'oidc', clientId: 'certificare-admin', scope: 'openid profile email' } } },
  scope: PRODUCT_SCOPE,
  http: PRODUCT_HTTP,
  languages: PRODUCT_LANGUAGES,
  paths: { locales: 'src/locales' },
  // Spec §7: paginated lists at `<path>/page` with `collectionCount`, answers under `data`, records keyed `_id`; the
  // message codes of §5; an upper-case error code is the error dialog's title (§9).
  api: {
    defaultStyle: 'paginated',
    paginated: {
      idField: '_id',
      listSuffix: '/page',
      countParam: 'collectionCount',
      envelope: 'data',
      page: { items: 'items', count: 'count' },
      params: {
        limit: 'limit',
        skip: 'skip',
        offset: 'offset',
        sort: 'sort',
        order: 'order',
        matchTypeSuffix: 'MatchType',
        separator: ',',
        search: 'q',
        maxPageSize: 1000,
      },
    },
    codes: { required: 'FIELD_IS_REQUIRED', invalidStatus: 'INVALID_STATUS' },
    describeCode: describeProductCode,
  },
  formats: PRODUCT_FORMATS,
  // Spec §3: the flags call answers `{lastUpdated, items: [{name, enabled}]}`, possibly under `data`.
  features: { readFlags: readProductFlags },
};

declareApplication(PRODUCT_APPLICATION);
