import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import { useEffect, useState } from 'react';
import type { ResourceModel } from '../registry/types';
import { annotationFreeValidator } from './precompiled/annotationFreeValidator';
import { arrivedFormValidators, formValidatorGeneration, formValidatorLoader, type PrecompiledFormValidators } from './precompiled/formValidatorLoaders';
import { trimmingValidator } from './trimmingValidator';

type FormData = Record<string, unknown>;
export type FormValidator = ValidatorType<FormData, RJSFSchema>;

/** Validators built from loaded modules, by resource, for the loaders of one generation. */
const ready = new Map<string, FormValidator>();
let readyGeneration = formValidatorGeneration();

function readyValidator(name: string): FormValidator | undefined {
  if (readyGeneration !== formValidatorGeneration()) {
    ready.clear();
    readyGeneration = formValidatorGeneration();
  }
  const built = ready.get(name);
  if (built) return built;
  const module = arrivedFormValidators(name);
  if (!module) return undefined;
  const validator = fromPrecompiled(module);
  ready.set(name, validator);
  return validator;
}

/**
 * The validator that compiles in the page: needs `'unsafe-eval'`, so only where nothing was
 * precompiled (tests, a registry given at run time). Loaded then: it brings ajv's compiler,
 * which a built form never needs.
 */
let compilingValidator: FormValidator | undefined;

/** Loads the compiling validator ahead: a host giving its registry at run time may, so its first form opens at once. */
export const preloadCompilingValidator = (): Promise<FormValidator> =>
  import('./createSchemaValidator').then(({ schemaValidator }) => (compilingValidator ??= trimmingValidator(schemaValidator)));

/** Server-side checks only: what a form uses when its compiled checks could not load. */
const serverOnlyValidator: FormValidator = {
  validateFormData: () => ({ errors: [], errorSchema: {} }),
  isValid: () => true,
  rawValidation: () => ({}),
};

function fromPrecompiled({ rootSchema, validateFns }: PrecompiledFormValidators): FormValidator {
  return trimmingValidator(annotationFreeValidator(createPrecompiledValidator<FormData>(validateFns, rootSchema)));
}

/**
 * The validator of a resource's form: at once when it is at hand, otherwise `undefined`
 * until its compiled module has loaded (a few kilobytes, fetched with the form), or, for a
 * resource the build compiled nothing for, the compiling validator.
 */
export function useFormValidator(resource: Pick<ResourceModel, 'name'>): FormValidator | undefined {
  const { name } = resource;
  const [loaded, setLoaded] = useState<{ name: string; validator: FormValidator }>();
  const load = formValidatorLoader(name);
  const atHand = load ? readyValidator(name) : compilingValidator;
  useEffect(() => {
    if (atHand) return;
    let live = true;
    const arriving = load
      ? load().then((module) => {
          const validator = fromPrecompiled(module);
          ready.set(name, validator);
          return validator;
        })
      : preloadCompilingValidator();
    arriving.then(
      (validator) => {
        if (live) setLoaded({ name, validator });
      },
      (error: unknown) => {
        console.error(`The form checks of "${name}" did not load; the server will check on save.`, error);
        if (live) setLoaded({ name, validator: serverOnlyValidator });
      },
    );
    return () => {
      live = false;
    };
  }, [atHand, load, name]);
  return atHand ?? (loaded?.name === name ? loaded.validator : undefined);
}
