import { ApiError } from '../http/apiError';

/** Most ids one call may name. */
export const MAX_IDS = 5000;
const MAX_ID_LENGTH = 100;

function refuse(message: string): ApiError {
  return new ApiError(400, { error: 'VALIDATION_ERROR', message });
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The body as an object; 400 VALIDATION_ERROR otherwise. */
export function bodyObject(body: unknown, shape: string): Record<string, unknown> {
  if (!isObject(body)) throw refuse(`Send a JSON object: ${shape}.`);
  return body;
}

/** A list of ids in `body[field]`: 1 to MAX_IDS texts (`optional`: absent is an empty list). */
export function idList(body: Record<string, unknown>, field: string, { optional = false }: { optional?: boolean } = {}): string[] {
  const value = body[field];
  if (value === undefined && optional) return [];
  if (!Array.isArray(value) || (!optional && value.length === 0)) throw refuse(`${field} must be a list of 1 to ${MAX_IDS} ids.`);
  if (value.length > MAX_IDS) throw refuse(`${field} names ${value.length} ids; at most ${MAX_IDS} a call.`);
  for (const id of value) {
    if (typeof id !== 'string' || id === '' || id.length > MAX_ID_LENGTH) throw refuse(`${field} must hold ids (texts of 1 to ${MAX_ID_LENGTH} characters).`);
  }
  return value as string[];
}
