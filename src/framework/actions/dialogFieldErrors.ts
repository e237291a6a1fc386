import { ApiError } from '../data/ApiError';

/**
 * The field errors of a refusal that belong to a dialog's inputs (`inputs`: body key →
 * input name), as message keys; undefined when none do, and the error dialog should open.
 */
export function dialogFieldErrors<K extends string>(error: unknown, inputs: Partial<Record<string, K>>): Partial<Record<K, string>> | undefined {
  if (!(error instanceof ApiError) || error.display !== 'fields') return undefined;
  const mapped: Partial<Record<K, string>> = {};
  for (const fieldError of error.fieldErrors) {
    const input = inputs[fieldError.field];
    if (input && mapped[input] === undefined) mapped[input] = fieldError.message;
  }
  return Object.keys(mapped).length > 0 ? mapped : undefined;
}
