import type { FieldErrorBody } from '../../framework/data/apiConventions';
import { ApiError } from '../http/apiError';
import { validationError } from '../records/validationError';

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * The text fields `names` of a session call's body, each a non-empty string; otherwise 400
 * VALIDATION_ERROR with a FIELD_IS_REQUIRED (or `messages[name]`) error per missing field.
 */
export function requireFields<K extends string>(body: unknown, names: readonly K[], messages: Partial<Record<K, string>> = {}): Record<K, string> {
  if (!isObject(body)) throw new ApiError(400, { error: 'VALIDATION_ERROR', message: 'VALIDATION_ERROR', errors: names.map((field) => ({ field, keyword: 'required', message: messages[field] ?? 'FIELD_IS_REQUIRED' })) });
  const errors: FieldErrorBody[] = [];
  const values = {} as Record<K, string>;
  for (const name of names) {
    const value = body[name];
    if (typeof value === 'string' && value.trim() !== '') values[name] = value;
    else errors.push({ field: name, keyword: 'required', message: messages[name] ?? 'FIELD_IS_REQUIRED' });
  }
  if (errors.length > 0) throw validationError(errors, {});
  return values;
}

/** The first text found under one of `names` (`refreshToken` or `refresh_token`), else undefined. */
export function optionalText(body: unknown, ...names: string[]): string | undefined {
  if (!isObject(body)) return undefined;
  for (const name of names) {
    const value = body[name];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return undefined;
}
