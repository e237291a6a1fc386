import type { RegistryModel, ResourceModel } from '../../../../src/framework/registry/types';
import type { SessionPage } from '../resourceSession';

/** What a step of the generated per-resource test gets: the page, the resource, the app. */
export interface ResourceStepContext extends SessionPage {
  resource: ResourceModel;
  model: RegistryModel;
  appUrl: string;
}

/** One check of a generated route; throws (an assertion) when the route fails it. */
export type ResourceStep = (context: ResourceStepContext) => Promise<void>;
