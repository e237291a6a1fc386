import type { FieldErrorBody } from '../../framework/data/apiConventions';
import type { ResourceModel } from '../../framework/registry/types';
import type { ApiError } from '../http/apiError';
import { validationError } from '../records/validationError';

/*
 * Reading the body of an action. Every refusal is a 400 VALIDATION_ERROR naming the body
 * key, so the action's dialog shows it at its input.
 */

export type Body = Record<string, unknown>;

export function isObject(value: unknown): value is Body {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Missing, null, or text with nothing but spaces: a required text left empty. */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

export const FIELD_IS_REQUIRED = 'FIELD_IS_REQUIRED';

export function requiredError(field: string): FieldErrorBody {
  return { field, keyword: 'required', message: FIELD_IS_REQUIRED };
}

export function typeError(field: string, type: string): FieldErrorBody {
  return { field, keyword: 'type', message: 'validation.type', params: { type } };
}

/** The 400 of one or more field errors, with the resource's own message overrides applied. */
export function fieldRefusal(resource: ResourceModel, ...errors: FieldErrorBody[]): ApiError {
  return validationError(errors, resource.errors);
}

/** The body as an object; anything else (an array, a number) is refused. */
export function objectBody(resource: ResourceModel, body: unknown): Body {
  if (!isObject(body)) throw fieldRefusal(resource, typeError('', 'object'));
  return body;
}

/**
 * A required text of the body, trimmed: blank → FIELD_IS_REQUIRED, not text → a type
 * error. Returns undefined when it is optional and absent.
 */
export function textInput(resource: ResourceModel, body: Body, field: string, required: boolean): string | undefined {
  const value = body[field];
  if (value !== undefined && value !== null && typeof value !== 'string') throw fieldRefusal(resource, typeError(field, 'string'));
  if (isBlank(value)) {
    if (required) throw fieldRefusal(resource, requiredError(field));
    return undefined;
  }
  return (value as string).trim();
}

/** Ids compare as text: a path segment `7` names the record `{id: 7}`. */
export function sameId(a: unknown, b: unknown): boolean {
  return a !== undefined && a !== null && b !== undefined && b !== null && String(a) === String(b);
}
