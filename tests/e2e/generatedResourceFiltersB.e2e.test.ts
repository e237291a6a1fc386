import { describe } from 'vitest';
import { describeResourceSteps } from './support/describeResourceSteps';
import { filterEveryField } from './support/resourceSteps/filterEveryField';
import { noPolicyViolation } from './support/resourceSteps/noPolicyViolation';

/**
 * Every list of the registry, used as a user would (in Portuguese at 1280 px): every filter
 * offers its values and filters, with no Content-Security-Policy violation. The lists' loading
 * in each language at each width is generatedRoutes1280's and generatedRoutes390's, the record
 * pages generatedResourceRecords'. The resources are shared between this file and
 * generatedResourceFiltersA, so that the workers balance.
 */
describe('generated resources: filters (second half)', () =>
  describeResourceSteps('every filter', [filterEveryField, noPolicyViolation], { part: 1, parts: 2 }));
