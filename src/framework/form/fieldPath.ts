import type { RJSFValidationError } from '@rjsf/utils';

/**
 * Dotted path (`name`, `translations.0.description`) of the field an rjsf error is about.
 * rjsf gives `property` as `.translations.0`; for `required` it has already appended
 * `params.missingProperty`, which is appended here only when it is not there yet.
 */
export function errorFieldPath(error: RJSFValidationError): string {
  const segments = (error.property ?? '').split('.').filter((segment) => segment !== '');
  const missing: unknown = error.params?.missingProperty;
  if (error.name === 'required' && typeof missing === 'string' && segments[segments.length - 1] !== missing) {
    segments.push(missing);
  }
  return segments.join('.');
}

/** The top-level property of a dotted path: `translations` for `translations.0.description`. */
export function topLevelField(path: string): string {
  return path.split('.')[0] ?? '';
}

/** A dotted path without its array indexes: `translations.description`. */
export function withoutIndexes(path: string): string {
  return path
    .split('.')
    .filter((segment) => !/^\d+$/.test(segment))
    .join('.');
}
