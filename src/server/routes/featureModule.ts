import type { AccessOfResource } from '../../framework/contracts/callAccess';
import type { RegistryModel } from '../../framework/registry/types';
import type { MobileAppSettings } from '../mobileApp/mobileAppSettings';
import type { RecordService } from '../records/recordService';
import type { RecordScopeOf } from '../scope/recordScope';
import type { DemoStore } from '../store/createStore';
import type { ApiRoute } from './apiRoute';

/** What every feature of the demo API is built from: one object, handed to each feature module. */
export interface FeatureContext {
  model: RegistryModel;
  records: RecordService;
  store: DemoStore;
  /** Working copies of the data (`.data/` for `npm start`). */
  dataDir: string;
  /** The committed fixtures, read and never written. */
  fixturesDir: string;
  /** What a request reads of project-scoped records: its project, narrowed to the scope chosen in the tree. */
  scopeOf: RecordScopeOf;
  /** The access rules of a resource by name: a call that follows a resource's rule reads it here. */
  accessOf: AccessOfResource;
  /** Where the mobile app files are and what they are called. */
  mobileApp: MobileAppSettings;
  /** Routes of the services the demo API builds before its features (sign-in and session, simulated failures). */
  services: { session: readonly ApiRoute[]; simulations: readonly ApiRoute[] };
}

/** One hand-written feature of the demo API: where it lives (named when two routes clash) and its routes. */
export interface FeatureModule {
  origin: string;
  routes(context: FeatureContext): ApiRoute[];
}
