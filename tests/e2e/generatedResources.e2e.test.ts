import { describe, test } from 'vitest';
import { loadRegistryFromDir } from '../../src/framework/registry/loadRegistryFromDir';
import type { RegistryModel } from '../../src/framework/registry/types';
import { resourceSession, type Language } from './support/resourceSession';
import { createEditDelete } from './support/resourceSteps/createEditDelete';
import { createRefusesBadInput } from './support/resourceSteps/createRefusesBadInput';
import { editSavesUnchanged } from './support/resourceSteps/editSavesUnchanged';
import { filterEveryField } from './support/resourceSteps/filterEveryField';
import { listLoads } from './support/resourceSteps/listLoads';
import { noPageScroll } from './support/resourceSteps/noPageScroll';
import { noSeriousAxeViolations } from './support/resourceSteps/noSeriousAxeViolations';
import { saveScreenshot } from './support/resourceSteps/saveScreenshot';
import { showLoads } from './support/resourceSteps/showLoads';
import type { ResourceStep } from './support/resourceSteps/types';

/**
 * Every resource of the registry, driven as a user would, with no test written for it:
 * a new entity is covered by its three files. Steps are small modules in
 * support/resourceSteps; add a step to a list below to check it on every resource.
 *
 * Widths: desktop (1280) and phone (390). Languages: every route at both widths in
 * Portuguese, with every filter used on the desktop; every route again in English on the
 * desktop and in Spanish on the phone (loads, fits, axe), since labels change the layout:
 * each language meets each route once, and the suite stays a few minutes on two cores.
 */
const WIDTHS = [1280, 390] as const;
const OTHER_LANGUAGES: { language: Language; width: number }[] = [
  { language: 'en', width: 1280 },
  { language: 'es', width: 390 },
];

/** The list at each width in Portuguese: loads, fits, is accessible, and every filter works (desktop). */
const listSteps = (width: number): ResourceStep[] => [listLoads, noPageScroll, noSeriousAxeViolations, saveScreenshot, ...(width === 1280 ? [filterEveryField] : [])];
/** The record pages in Portuguese on the desktop: show (and its delete dialog), create refusing bad input, edit saving. */
const recordSteps: ResourceStep[] = [showLoads, createRefusesBadInput, editSavesUnchanged];
/** The list in the other languages. */
const languageSteps: ResourceStep[] = [listLoads, noPageScroll, noSeriousAxeViolations, saveScreenshot];

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
      for (const width of WIDTHS) test(`list at ${width}px (pt)`, () => run(resource.name, width, 'pt', listSteps(width)));
      test('show, create, edit at 1280px (pt)', () => run(resource.name, 1280, 'pt', recordSteps));
      test('create bad then good, edit a value, delete at 1280px (pt)', () => run(resource.name, 1280, 'pt', [createEditDelete]));
    });
  }

  for (const { language, width } of OTHER_LANGUAGES) {
    describe(`in ${language} at ${width}px`, () => {
      for (const resource of listed) test(`${resource.name} list`, () => run(resource.name, width, language, languageSteps));
    });
  }
});
