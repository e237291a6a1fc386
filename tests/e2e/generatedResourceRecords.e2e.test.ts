import { describe } from 'vitest';
import { describeResourceSteps } from './support/describeResourceSteps';
import { createEditDelete } from './support/resourceSteps/createEditDelete';
import { editSavesUnchanged } from './support/resourceSteps/editSavesUnchanged';
import { noPolicyViolation } from './support/resourceSteps/noPolicyViolation';
import { showLoads } from './support/resourceSteps/showLoads';

/**
 * Every resource's record pages, used as a user would (in Portuguese at 1280 px): show (and
 * its delete dialog), the unchanged edit, then a new record's life (create with bad then
 * good input, edit a value, delete), all under the app's Content-Security-Policy. The lists
 * and their filters are generatedResourceFiltersA's and B's.
 */
describe('generated resources: record pages', () =>
  describeResourceSteps('show, edit unchanged, create bad then good, edit a value, delete', [
    showLoads,
    editSavesUnchanged,
    createEditDelete,
    noPolicyViolation,
  ]));
