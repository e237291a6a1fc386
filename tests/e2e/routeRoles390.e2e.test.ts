import { describeRoleSweep } from './support/roleRouteSweep';

/** Every resource's list (the phone's own view) as each demo role with a project at 390 px, each role in its language (see languageOf). */
describeRoleSweep(390);
