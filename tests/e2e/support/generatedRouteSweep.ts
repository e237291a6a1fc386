import { describe, test } from 'vitest';
import type { RegistryModel, ResourceModel } from '../../../src/framework/registry/types';
import { resourceSession, type Language } from './resourceSession';
import { registryModel } from './shellRoutes';
import { everyRouteFitsAndIsAccessible } from './resourceSteps/everyRouteFitsAndIsAccessible';
import { listLoads } from './resourceSteps/listLoads';
import { noPageScroll } from './resourceSteps/noPageScroll';
import type { ResourceStep } from './resourceSteps/types';

export const LANGUAGES: Language[] = ['pt', 'en', 'es'];

/** The resources with a list: the ones a user reaches from the menu. */
export const listedResources = (model: RegistryModel): ResourceModel[] => model.resources.filter((resource) => resource.operations.includes('list'));

/** Each language at one width: the list loads, its actions in view; every route fits the width and (in the reference language) passes axe-core. */
const routeSteps: ResourceStep[] = [listLoads, noPageScroll, everyRouteFitsAndIsAccessible];

/**
 * Every generated route of every listed resource at `width`, in each language: the tests of
 * one language run together, so the language changes (a reload) three times. One file a
 * width, so the two widths can run side by side.
 */
export function describeRouteSweep(width: number): void {
  const model = registryModel();
  const listed = listedResources(model);
  const { appUrl, pageAt } = resourceSession();
  for (const language of LANGUAGES) {
    describe(`in ${language} at ${width}px`, () => {
      for (const resource of listed) {
        test(`${resource.name}: every route fits and is accessible`, async () => {
          const open = await pageAt(width, language);
          for (const step of routeSteps) await step({ ...open, resource, model, appUrl: appUrl() });
        });
      }
    });
  }
}
