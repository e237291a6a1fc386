/**
 * What an application built on the engine declares about its world: its roles, the scope
 * levels and the headers that carry them, how its tokens name things, its languages, the
 * style of its API. The engine's defaults are neutral (no roles, no scope, no product's names).
 *
 * Each section is declared beside the engine code that reads it: its module adds the section
 * to `ApplicationSections` (TypeScript's declaration merging) and reads it with
 * `declaredSection`, filling what the application left out from the section's neutral default.
 * An application declares itself once, in its entry module, before any engine code runs;
 * engine code reads a section when it needs it (inside a function), never while its module
 * loads, so the order of imports does not matter.
 */

/** The sections an application may declare; each engine module that reads one adds it here. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface ApplicationSections {}

/** An application's declaration: any of the sections, each optional (the neutral default stands in). */
export type ApplicationDeclaration = Partial<ApplicationSections>;

let declared: ApplicationDeclaration = {};

/** Declares the running application (its entry module calls it first; a test's setup calls it per file). */
export function declareApplication(declaration: ApplicationDeclaration): void {
  declared = { ...declaration };
}

/** The running application's declaration, as declared (a copy). */
export function declaredApplication(): ApplicationDeclaration {
  return { ...declared };
}

/** The declared section `key`, or undefined when the application left it out. */
export function declaredSection<K extends keyof ApplicationSections>(key: K): ApplicationSections[K] | undefined {
  return declared[key];
}
