import { describe } from 'vitest';
import { describeRouteSweep } from './support/generatedRouteSweep';

/** Every generated route of every resource at 1280 px in pt, en and es: it fits; in pt axe-core finds nothing serious. */
describe('generated routes at 1280px', () => describeRouteSweep(1280));
