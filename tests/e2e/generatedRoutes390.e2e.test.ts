import { describe } from 'vitest';
import { describeRouteSweep } from './support/generatedRouteSweep';

/** Every generated route of every resource at 390 px (a phone) in pt, en and es: it fits; in pt axe-core finds nothing serious on its lists. */
describe('generated routes at 390px', () => describeRouteSweep(390));
