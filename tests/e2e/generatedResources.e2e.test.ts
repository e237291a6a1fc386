import { describe, test } from 'vitest';
import type { ResourceModel } from '../../src/framework/registry/types';
import { listedResources } from './support/generatedRouteSweep';
import { resourceSession, type Language } from './support/resourceSession';
import { createEditDelete } from './support/resourceSteps/createEditDelete';
import { editSavesUnchanged } from './support/resourceSteps/editSavesUnchanged';
import { filterEveryField } from './support/resourceSteps/filterEveryField';
import { listLoads } from './support/resourceSteps/listLoads';
import { noPolicyViolation } from './support/resourceSteps/noPolicyViolation';
import { showLoads } from './support/resourceSteps/showLoads';
import type { ResourceStep } from './support/resourceSteps/types';
import { registryModel } from './support/shellRoutes';

/**
 * Every resource of the registry, driven as a user would, with no test written for it:
 * a new entity is covered by its three files. Steps are small modules in
 * support/resourceSteps; add a step to a list below to check it on every resource.
 *
 * Here, in Portuguese on the desktop (1280 px): every filter, the show page, the record's
 * life (create with bad then good input, edit, delete), with no Content-Security-Policy
 * violation. Every route of every resource in
 * each language at each width (it fits, axe-core finds nothing serious) is checked by
 * generatedRoutes1280 and generatedRoutes390.
 */
const WIDTH = 1280;
const LANGUAGE: Language = 'pt';

/** The list: every filter offers its values and filters. */
const filterSteps: ResourceStep[] = [listLoads, filterEveryField];
/**
 * The record pages: show (and its delete dialog), the unchanged edit, then a new record's
 * life, all under the app's Content-Security-Policy.
 */
const recordSteps: ResourceStep[] = [showLoads, editSavesUnchanged, createEditDelete, noPolicyViolation];

const model = registryModel();

describe('generated resources', () => {
  const { appUrl, pageAt } = resourceSession();

  const run = async (resource: ResourceModel, steps: ResourceStep[]) => {
    const open = await pageAt(WIDTH, LANGUAGE);
    for (const step of steps) await step({ ...open, resource, model, appUrl: appUrl() });
  };

  const listed = listedResources(model);
  for (const resource of listed) {
    describe(resource.name, () => {
      test(`every filter at ${WIDTH}px (${LANGUAGE})`, () => run(resource, filterSteps));
      test(`show, edit unchanged, create bad then good, edit a value, delete at ${WIDTH}px (${LANGUAGE})`, () => run(resource, recordSteps));
    });
  }
});
