import { describe } from 'vitest';
import { describeRouteSweep } from './support/generatedRouteSweep';

/** The generated routes of every resource at 1280 px, as ROUTES_BY_LANGUAGE says (every route in pt, the lists in es): they fit; in pt axe-core finds nothing serious. */
describe('generated routes at 1280px', () => describeRouteSweep(1280));
