import jsonServer, { type ExpressApp } from 'json-server';
import type { RegistryModel } from '../framework/registry/types';
import { createApiHandler, type ApiHandler } from './http/createApiHandler';
import { requestLogger } from './http/requestLogger';
import { securityHeaders } from './http/securityHeaders';
import { createRecordService } from './records/recordService';
import { resourceRoutes } from './routes/resourceRoutes';
import { createStore, type DemoStore } from './store/createStore';

export interface DemoApiOptions {
  model: RegistryModel;
  /** Working copies of the collections (created when missing; `.data/` for `npm start`). */
  dataDir: string;
  /** Committed fixtures, copied into `dataDir` on first start and never written. */
  fixturesDir: string;
  /** Print one line per API request. */
  logger?: boolean;
}

export interface DemoApi {
  /** json-server's express app with the API mounted under `/api`. Add more middlewares after it. */
  app: ExpressApp;
  /** The API alone, to mount under `/api` in another server (a Vite dev server). */
  handler: ApiHandler;
  store: DemoStore;
}

/**
 * Builds the demo API for every resource of `model`: CRUD in the resource's API style,
 * schema validation, references, unique rules, delete guards, the entity actions of
 * every kind and soft deletes (src/server/actions).
 * Throws CollectionFileError when a data or fixture file is unusable.
 *
 * @example
 * const { app } = createDemoApi({ model, dataDir: '.data', fixturesDir: 'fixtures' });
 * http.createServer(app).listen(5173);
 */
export function createDemoApi({ model, dataDir, fixturesDir, logger = false }: DemoApiOptions): DemoApi {
  const store = createStore({ model, dataDir, fixturesDir });
  const handler = createApiHandler(resourceRoutes(model, createRecordService({ model, store })), { durable: () => store.durable() });
  const app = jsonServer.create();
  app.disable('x-powered-by');
  app.use(securityHeaders());
  if (logger) app.use('/api', requestLogger());
  app.use('/api', handler);
  return { app, handler, store };
}
