import type { ApplicationDeclaration } from '../application/applicationDeclaration';

/** An application's declaration as its folder holds it (`application.json`): the engine's sections and its name. */
export type ApplicationEntryDeclaration = ApplicationDeclaration & { name: string };
