import { test } from 'vitest';
import { listedResources } from './generatedRouteSweep';
import { resourceSession, type Language } from './resourceSession';
import type { ResourceStep } from './resourceSteps/types';
import { registryModel } from './shellRoutes';

const WIDTH = 1280;
const LANGUAGE: Language = 'pt';

/** One of `parts` equal shares of the resources (by their order in the registry), so that a long sweep spreads over files the workers run side by side. */
export interface ResourceShare {
  part: number;
  parts: number;
}

/**
 * One test per listed resource of the registry (or of its `share`) that runs `steps` in
 * Portuguese on the desktop (1280 px), on one server, browser and page for the whole file: a
 * new entity is covered with no test written for it.
 */
export function describeResourceSteps(what: string, steps: ResourceStep[], share: ResourceShare = { part: 0, parts: 1 }): void {
  const model = registryModel();
  const { appUrl, pageAt } = resourceSession();
  for (const resource of listedResources(model).filter((_resource, index) => index % share.parts === share.part)) {
    test(`${resource.name}: ${what} at ${WIDTH}px (${LANGUAGE})`, async () => {
      const open = await pageAt(WIDTH, LANGUAGE);
      for (const step of steps) await step({ ...open, resource, model, appUrl: appUrl() });
    });
  }
}
