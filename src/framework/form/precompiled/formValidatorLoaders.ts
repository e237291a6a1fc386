import type { RJSFSchema } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';

/** A resource's form validators compiled at build time (see build/formValidatorCode.ts). */
export interface PrecompiledFormValidators {
  rootSchema: RJSFSchema;
  validateFns: ValidatorFunctions;
}

/** Resource name → the import of its precompiled validators. */
export type FormValidatorLoaders = Readonly<Record<string, () => Promise<PrecompiledFormValidators>>>;

let loaders: FormValidatorLoaders = {};
let generation = 0;

/**
 * The app hands over the validators the build compiled (types only here: the first page
 * loads no validator code). A resource without one (tests, a registry given at run time)
 * is validated by ajv compiling in the page.
 */
export function provideFormValidators(next: FormValidatorLoaders): void {
  loaders = next;
  generation += 1;
}

/** The import of a resource's precompiled validators, if the build made one. */
export function formValidatorLoader(name: string): (() => Promise<PrecompiledFormValidators>) | undefined {
  return Object.hasOwn(loaders, name) ? loaders[name] : undefined;
}

/** Changes whenever new loaders are provided, so validators built from older ones are dropped. */
export function formValidatorGeneration(): number {
  return generation;
}
