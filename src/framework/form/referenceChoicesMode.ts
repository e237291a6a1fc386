/**
 * How a form's reference select gets what it offers:
 * - `search`: the user's role may list the records, so it searches them on the API;
 * - `known`: it may not, and the app knows some of them on its own (the session's): it
 *   offers those and asks the API nothing;
 * - `fixed`: it may not and the app knows none: the value shows by what is known of it and
 *   cannot change (an empty select of records no one may look up helps nobody).
 */
export type ReferenceChoicesMode = 'search' | 'known' | 'fixed';

/** The select's mode from whether the role may list the records and whether the app knows some of them. */
export function referenceChoicesMode({ mayList, knowsChoices }: { mayList: boolean; knowsChoices: boolean }): ReferenceChoicesMode {
  if (mayList) return 'search';
  return knowsChoices ? 'known' : 'fixed';
}
