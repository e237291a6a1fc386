import type { FormContextType, RJSFSchema, ValidatorType } from '@rjsf/utils';
import { trimFormData } from './trimFormData';

/**
 * A validator that checks the form data as it will be sent ({@link trimFormData}): a text
 * of spaces fails "required", an unselected list item is not a type error. Choosing among
 * `oneOf`/`anyOf` branches (`isValid`) still sees the data as typed.
 */
export function trimmingValidator<T, S extends RJSFSchema = RJSFSchema, F extends FormContextType = FormContextType>(
  inner: ValidatorType<T, S, F>,
): ValidatorType<T, S, F> {
  return {
    validateFormData: (formData, schema, customValidate, transformErrors, uiSchema) =>
      inner.validateFormData(formData === undefined ? undefined : trimFormData(formData, schema), schema, customValidate, transformErrors, uiSchema),
    isValid: (schema, formData, rootSchema) => inner.isValid(schema, formData, rootSchema),
    rawValidation: (schema, formData) => inner.rawValidation(schema, formData),
    reset: () => inner.reset?.(),
  };
}
