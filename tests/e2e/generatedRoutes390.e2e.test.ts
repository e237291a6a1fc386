import { describe } from 'vitest';
import { describeRouteSweep } from './support/generatedRouteSweep';

/** The generated routes of every resource at 390 px (a phone), as ROUTES_BY_LANGUAGE says (every route in es, the lists in pt and en): they fit; in pt axe-core finds nothing serious on the lists. */
describe('generated routes at 390px', () => describeRouteSweep(390));
