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
/** The modules that have arrived, by resource, for the current loaders. */
const arrived = new Map<string, PrecompiledFormValidators>();

/**
 * The app hands over the validators the build compiled (types only here: the first page
 * loads no validator code). A resource without one (tests, a registry given at run time)
 * is validated by ajv compiling in the page.
 */
export function provideFormValidators(next: FormValidatorLoaders): void {
  generation += 1;
  arrived.clear();
  const current = generation;
  loaders = Object.fromEntries(
    Object.entries(next).map(([name, load]) => [
      name,
      () =>
        load().then((module) => {
          if (current === generation) arrived.set(name, module);
          return module;
        }),
    ]),
  );
}

/** The import of a resource's precompiled validators, if the build made one. */
export function formValidatorLoader(name: string): (() => Promise<PrecompiledFormValidators>) | undefined {
  return Object.hasOwn(loaders, name) ? loaders[name] : undefined;
}

/**
 * A resource's validators if their module has already arrived (preloaded with the page's
 * code): the form then opens with them on its first render, not one render later.
 */
export function arrivedFormValidators(name: string): PrecompiledFormValidators | undefined {
  return arrived.get(name);
}

/** Changes whenever new loaders are provided, so validators built from older ones are dropped. */
export function formValidatorGeneration(): number {
  return generation;
}
