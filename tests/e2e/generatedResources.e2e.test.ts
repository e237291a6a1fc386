import { describe, test } from 'vitest';
import { loadRegistryFromDir } from '../../src/framework/registry/loadRegistryFromDir';
import type { RegistryModel } from '../../src/framework/registry/types';
import { resourceSession, type Language } from './support/resourceSession';
import { createEditDelete } from './support/resourceSteps/createEditDelete';
import { editSavesUnchanged } from './support/resourceSteps/editSavesUnchanged';
import { everyRouteFitsAndIsAccessible } from './support/resourceSteps/everyRouteFitsAndIsAccessible';
import { filterEveryField } from './support/resourceSteps/filterEveryField';
import { listLoads } from './support/resourceSteps/listLoads';
import { noPageScroll } from './support/resourceSteps/noPageScroll';
import { showLoads } from './support/resourceSteps/showLoads';
import type { ResourceStep } from './support/resourceSteps/types';

/**
 * Every resource of the registry, driven as a user would, with no test written for it:
 * a new entity is covered by its three files. Steps are small modules in
 * support/resourceSteps; add a step to a list below to check it on every resource.
 *
 * Widths: desktop (1280) and phone (390). Languages: Portuguese, English, Spanish. In
 * Portuguese on the desktop: every filter, the show page, the record's life (create with
 * bad then good input, edit, delete). In every language at both widths: the list loads
 * with its actions in view, and every route (list, show, create, edit) fits the width and
 * passes axe-core. One page per width is reused from test to test (a route change is a
 * hash change), and the tests of one language run together, so the language changes (a
 * reload) six times in all.
 */
const WIDTHS = [1280, 390] as const;
const LANGUAGES: Language[] = ['pt', 'en', 'es'];

/** The list in Portuguese on the desktop: every filter offers its values and filters. */
const filterSteps: ResourceStep[] = [listLoads, filterEveryField];
/** The record pages in Portuguese on the desktop: show (and its delete dialog), the unchanged edit, then a new record's life. */
const recordSteps: ResourceStep[] = [showLoads, editSavesUnchanged, createEditDelete];
/** Each language at each width: the list loads, its actions in view; every route fits the width and passes axe-core. */
const routeSteps: ResourceStep[] = [listLoads, noPageScroll, everyRouteFitsAndIsAccessible];

const loaded = loadRegistryFromDir(process.cwd());
if (!loaded.ok) throw new Error(`the registry does not load: ${loaded.issues.map((issue) => `${issue.file}#${issue.pointer}: ${issue.message}`).join('; ')}`);
const model: RegistryModel = loaded.model;
const listed = model.resources.filter((resource) => resource.operations.includes('list'));

describe('generated resources', () => {
  const { appUrl, pageAt } = resourceSession();

  const run = async (name: string, width: number, language: Language, steps: ResourceStep[]) => {
    const resource = listed.find((r) => r.name === name)!;
    const open = await pageAt(width, language);
    for (const step of steps) await step({ ...open, resource, model, appUrl: appUrl() });
  };

  for (const resource of listed) {
    describe(resource.name, () => {
      test('every filter at 1280px (pt)', () => run(resource.name, 1280, 'pt', filterSteps));
      test('show, edit unchanged, create bad then good, edit a value, delete at 1280px (pt)', () => run(resource.name, 1280, 'pt', recordSteps));
    });
  }

  for (const language of LANGUAGES) {
    for (const width of WIDTHS) {
      describe(`in ${language} at ${width}px`, () => {
        for (const resource of listed) test(`${resource.name}: every route fits and is accessible`, () => run(resource.name, width, language, routeSteps));
      });
    }
  }
});
