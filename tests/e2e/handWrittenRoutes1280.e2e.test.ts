import { describe } from 'vitest';
import { describeHandWrittenRoutes } from './support/handWrittenRouteSweep';

/** Every hand-written route at 1280 px in pt (the other languages are checked on the phone, see LANGUAGES_AT): titled, it fits, axe-core finds nothing serious. */
describe('the hand-written routes at 1280px', () => describeHandWrittenRoutes(1280));
