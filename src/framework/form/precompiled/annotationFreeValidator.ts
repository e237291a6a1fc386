import type { FormContextType, RJSFSchema, ValidatorType } from '@rjsf/utils';
import { stripAnnotations } from './stripAnnotations';

/**
 * Hands `inner` (a validator precompiled for the annotation-free form schema) the schemas
 * rjsf asks about without their words, so the localised form finds its compiled checks.
 * A schema with no compiled check (which the build should never let happen) is reported
 * once on the console and treated as valid: the API validates again on save.
 */
export function annotationFreeValidator<T, F extends FormContextType = FormContextType>(
  inner: ValidatorType<T, RJSFSchema, F>,
  onMiss: (error: unknown) => void = (error) => console.error('Form validation skipped:', error),
): ValidatorType<T, RJSFSchema, F> {
  const stripped = new WeakMap<object, RJSFSchema>();
  const plain = (schema: RJSFSchema): RJSFSchema => {
    let copy = stripped.get(schema);
    if (!copy) {
      copy = stripAnnotations(schema);
      stripped.set(schema, copy);
    }
    return copy;
  };
  let reported = false;
  const miss = (error: unknown) => {
    if (!reported) onMiss(error);
    reported = true;
  };
  return {
    validateFormData(formData, schema, customValidate, transformErrors, uiSchema) {
      try {
        return inner.validateFormData(formData, plain(schema), customValidate, transformErrors, uiSchema);
      } catch (error) {
        miss(error);
        return { errors: [], errorSchema: {} };
      }
    },
    isValid(schema, formData, rootSchema) {
      try {
        return inner.isValid(plain(schema), formData, plain(rootSchema));
      } catch (error) {
        miss(error);
        return true;
      }
    },
    rawValidation(schema, formData) {
      try {
        return inner.rawValidation(plain(schema), formData);
      } catch (error) {
        miss(error);
        return {};
      }
    },
    reset: () => inner.reset?.(),
  };
}
