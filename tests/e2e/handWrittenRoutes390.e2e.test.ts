import { describe } from 'vitest';
import { describeHandWrittenRoutes } from './support/handWrittenRouteSweep';

/** Every hand-written route at 390 px in pt, en and es: titled, it fits; in pt axe-core finds nothing serious. */
describe('the hand-written routes at 390px', () => describeHandWrittenRoutes(390));
