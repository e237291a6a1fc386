import { describe } from 'vitest';
import { describeApplicationSweep } from './support/applicationSweep';

/** The second application (apps/library), built from the engine alone: its generated routes, filters, records and roles. */
describe('the library application', () => describeApplicationSweep('library'));
