import type { ErrorSchema } from '@rjsf/utils';
import type { FieldErrorBody } from '../data/apiConventions';
import type { Translate } from './translateErrors';

interface ErrorNode {
  __errors?: string[];
  [key: string]: ErrorNode | string[] | undefined;
}

const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype', '__errors']);

/**
 * Turns the field errors of an API refusal (a 400 body's `errors`) into rjsf's
 * `extraErrors` tree, so each message shows under its field. Dotted paths nest
 * (`translations.0.description` → `{ translations: { 0: { description: { __errors } } } }`);
 * an empty `field` lands on the form itself. Messages are keys (or plain text) and are
 * translated with the error's `params`.
 *
 * @example
 * serverErrorsToExtraErrors([{ field: 'name', keyword: 'unique', message: 'NAME_TAKEN' }], translate)
 * // { name: { __errors: ['Name already taken'] } }
 */
export function serverErrorsToExtraErrors(errors: readonly FieldErrorBody[], translate: Translate): ErrorSchema {
  const root: ErrorNode = {};
  for (const error of errors) {
    let node = root;
    for (const segment of error.field.split('.').filter((s) => s !== '')) {
      const key = UNSAFE_KEYS.has(segment) ? `_${segment}` : segment;
      const child = node[key];
      if (child && !Array.isArray(child)) {
        node = child;
      } else {
        const created: ErrorNode = {};
        node[key] = created;
        node = created;
      }
    }
    const message = translate(error.message, { ...error.params, _: error.message });
    const messages = node.__errors ?? [];
    if (!messages.includes(message)) node.__errors = [...messages, message];
  }
  return root as ErrorSchema;
}
