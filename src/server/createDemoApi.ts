import type { RequestListener } from 'node:http';
import jsonServer, { type ExpressApp } from 'json-server';
import type { RegistryModel } from '../framework/registry/types';
import { createAuth, type AuthOptions } from './auth/createAuth';
import { apiFirst } from './http/apiFirst';
import { createApiHandler, type ApiHandler } from './http/createApiHandler';
import { requestLogger } from './http/requestLogger';
import { createSimulations } from './dev/simulations';
import { createOidc, OIDC_PATH } from './oidc/createOidc';
import { OIDC_CLIENT_ID } from './oidc/providerConfiguration';
import { mobileAppSettings, type MobileAppSettings } from './mobileApp/mobileAppSettings';
import { securityHeaders } from './http/securityHeaders';
import { createRecordService } from './records/recordService';
import { createRecordScopeOf } from './scope/recordScope';
import { resourceRouteGroups } from './routes/resourceRoutes';
import { duplicateRoutes, RouteClashError, type RouteGroup } from './routes/duplicateRoutes';
import { createSession, type SessionOptions } from './session/createSession';
import { createStore, type DemoStore } from './store/createStore';
import { openApiRoute } from './openapi/openApiRoute';
import type { ApiRoute } from './routes/apiRoute';
import { FEATURES } from './features';
import type { FeatureContext, FeatureModule } from './routes/featureModule';

export interface DemoApiOptions {
  model: RegistryModel;
  /** Working copies of the collections (created when missing; `.data/` for `npm start`). */
  dataDir: string;
  /** Committed fixtures, copied into `dataDir` on first start and never written. */
  fixturesDir: string;
  /** Print one line per API request. */
  logger?: boolean;
  /** Token lifetimes (seconds; also `DEMO_ACCESS_TOKEN_TTL`, `DEMO_REFRESH_TOKEN_TTL`), and users for a model without a `user` resource. */
  auth?: AuthOptions;
  /** Where reset links point and where mail goes (default: printed on the console). */
  session?: SessionOptions;
  /** The mobile app files (default: `<dataDir>/app`, package.json's name and version, environment `demo`). */
  mobileApp?: Partial<MobileAppSettings>;
  /** The hand-written features served beside the resources (default: the product's, src/server/features.ts). */
  features?: readonly FeatureModule[];
}

export interface DemoApi {
  /** json-server's express app with the API mounted under `/api`. Add more middlewares after it. */
  app: ExpressApp;
  /** What a server runs: the API's calls straight to the API (without express's work for each request), the rest to `app`. */
  listener: RequestListener;
  /** The API alone, to mount under `/api` in another server (a Vite dev server). */
  handler: ApiHandler;
  store: DemoStore;
  /** Every route of the API's route table (the OpenAPI document must describe each). */
  routes: readonly ApiRoute[];
}

/**
 * Builds the demo API for every resource of `model`: CRUD in the resource's API style,
 * schema validation, references, unique rules, delete guards, the entity actions of
 * every kind and soft deletes (src/server/actions), behind sign-in (src/server/auth: JWTs,
 * the access rules and project scope of each definition) with the session calls
 * (src/server/session), and the mobile app file (src/server/mobileApp). Throws CollectionFileError when a data or fixture file is unusable.
 *
 * @example
 * const { app } = createDemoApi({ model, dataDir: '.data', fixturesDir: 'fixtures' });
 * http.createServer(app).listen(5173);
 */
export function createDemoApi({
  model,
  dataDir,
  fixturesDir,
  logger = false,
  auth: authOptions,
  session: sessionOptions,
  mobileApp,
  features = FEATURES,
}: DemoApiOptions): DemoApi {
  const store = createStore({ model, dataDir, fixturesDir });
  const records = createRecordService({ model, store });
  const auth = createAuth({ model, records, dataDir, options: authOptions });
  const oidc = createOidc({ key: auth.key, directory: auth.directory });
  const session = createSession({
    model,
    store,
    auth,
    options: {
      ssoAccount: (token) => oidc.accountOfAccessToken(token),
      endSessionUrl: (idToken) => `/api${OIDC_PATH}/session/end?client_id=${OIDC_CLIENT_ID}${idToken ? `&id_token_hint=${encodeURIComponent(idToken)}` : ''}`,
      ...sessionOptions,
    },
  });
  const simulations = createSimulations({ authenticate: auth.authenticate });
  const resources = new Map(model.resources.map((resource) => [resource.name, resource]));
  const scopeOf = createRecordScopeOf(model, records);
  const context: FeatureContext = {
    model,
    records,
    store,
    dataDir,
    fixturesDir,
    scopeOf,
    accessOf: (name) => resources.get(name),
    mobileApp: mobileAppSettings(dataDir, mobileApp),
    services: { session: session.routes, simulations: simulations.routes },
  };
  const groups: RouteGroup[] = [
    ...resourceRouteGroups(model, records, scopeOf),
    ...features.map((feature) => ({ origin: feature.origin, routes: feature.routes(context) })),
  ];
  const clashes = duplicateRoutes(groups);
  if (clashes.length > 0) throw new RouteClashError(clashes);
  const routes: ApiRoute[] = groups.flatMap((group) => group.routes);
  routes.push(openApiRoute(model, () => routes));
  const api = createApiHandler(routes, { authenticate: auth.authenticate, durable: () => store.durable() });
  // The single sign-on provider answers its own paths (`/api/oidc/...`), a switched-on simulation its calls; everything else is the API.
  const handler: ApiHandler = (req, res, next) => {
    if (oidc.handle(req, res)) return;
    simulations.intercept(req, res).then(
      (answered) => {
        if (!answered) api(req, res, next);
      },
      () => api(req, res, next),
    );
  };
  const app = jsonServer.create();
  app.disable('x-powered-by');
  app.use(securityHeaders());
  if (logger) app.use('/api', requestLogger());
  app.use('/api', handler);
  // A logged call goes through express, where its logger is.
  return { app, listener: logger ? app : apiFirst('/api', handler, app), handler, store, routes };
}
