import type { FieldErrorBody } from '../../framework/data/apiConventions';
import type { ErrorOverrides } from '../../framework/registry/types';
import { ApiError } from '../http/apiError';
import { applyErrorOverrides } from '../rules/applyErrorOverrides';
import { definedCode } from '../http/errorCodes';

/** The generic code of a refused write; a product code from the resource's `errors` wins over it. */
export const VALIDATION_ERROR = 'VALIDATION_ERROR';

/**
 * 400 for a write with field errors: `{error, message, errors}`. When the resource
 * overrides the message of a failing field, that key becomes `error` and `message` too,
 * so the admin can react to the product's own code.
 */
export function validationError(errors: readonly FieldErrorBody[], overrides: ErrorOverrides): ApiError {
  const overridden = applyErrorOverrides(errors, overrides);
  const code = overridden.code === undefined ? VALIDATION_ERROR : definedCode(overridden.code);
  return new ApiError(400, { error: code, message: code, errors: overridden.errors });
}
