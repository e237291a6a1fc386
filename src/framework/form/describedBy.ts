import { ariaDescribedByIds } from '@rjsf/utils';

/** A widget's `aria-describedby`: rjsf's help and error ids, and the id MUI gives a TextField's helper line when there is one. */
export function describedBy(id: string, helper: string | undefined): string {
  return helper ? `${ariaDescribedByIds(id)} ${id}-helper-text` : ariaDescribedByIds(id);
}
