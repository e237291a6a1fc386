import type { RJSFValidationError } from '@rjsf/utils';
import { useCallback, useRef } from 'react';
import { errorFieldPath, topLevelField } from './fieldPath';
import { fieldOfId } from './fieldOfId';

export interface ErrorVisibility {
  /** Keeps the errors the user should see now: all after a submit, else those of fields left once. */
  visibleErrors: (errors: RJSFValidationError[]) => RJSFValidationError[];
  /** rjsf's `onBlur`: marks the field of `id` as touched. */
  onBlur: (id: string) => void;
  /** Put on an element around the form as `onSubmitCapture`: runs before rjsf validates a submit. */
  onSubmitCapture: () => void;
}

/**
 * When the validation messages of a form show: a field's once the user has left it, all
 * of them from the first submit on. Validation itself always runs on the whole form (a
 * submit with hidden errors is still refused); this only filters what rjsf displays.
 * Refs, not state: rjsf reads the filter while it validates, after the blur or submit event.
 *
 * @example
 * const { visibleErrors, onBlur, onSubmitCapture } = useErrorVisibility(fields);
 */
export function useErrorVisibility(fields: readonly string[]): ErrorVisibility {
  const touched = useRef(new Set<string>());
  const submitted = useRef(false);

  const visibleErrors = useCallback(
    (errors: RJSFValidationError[]) => (submitted.current ? errors : errors.filter((error) => touched.current.has(topLevelField(errorFieldPath(error))))),
    [],
  );
  const onBlur = useCallback(
    (id: string) => {
      const field = fieldOfId(id, fields);
      if (field !== undefined) touched.current.add(field);
    },
    [fields],
  );
  const onSubmitCapture = useCallback(() => {
    submitted.current = true;
  }, []);

  return { visibleErrors, onBlur, onSubmitCapture };
}
