import type { ApiErrorBody } from './apiConventions';

/** How the admin presents a failed call (spec §8). */
export type ErrorDisplay =
  /** the message goes on the form's fields */
  | 'fields'
  /** the global error dialog */
  | 'dialog'
  /** session over: back to sign-in */
  | 'signIn'
  /** the user has no project: the join request page */
  | 'joinProject'
  /** the resource lives in another project: offer to change project */
  | 'changeProject';

export interface FailedCall {
  status: number;
  body?: ApiErrorBody;
  /** Path of the call, relative to the API base. */
  path: string;
}

export interface CatalogueEntry {
  /** HTTP status this row is about; `undefined` matches any status (the last row). */
  status?: number;
  /** Extra condition on the call; rows are tried top to bottom. */
  when?: (call: FailedCall) => boolean;
  display: ErrorDisplay;
  /** Message key shown; `undefined` takes the server's message (translated as a key). */
  message?: string;
}

const hasFieldErrors = (call: FailedCall) => (call.body?.errors?.length ?? 0) > 0;
const bodyError = (code: string) => (call: FailedCall) => call.body?.error === code || call.body?.message === code;
const hasErrorField = (call: FailedCall) => typeof call.body?.error === 'string' && call.body.error !== '';
const ficPath = (call: FailedCall) => /(^|\/)fic(\/|$)/.test(call.path) && !call.path.includes('fic/routing');

/** The error catalogue of spec §8 as data: the first matching row decides. */
export const ERROR_CATALOGUE: readonly CatalogueEntry[] = [
  { status: 0, display: 'dialog', message: 'errors.connection' },
  { status: 400, when: hasFieldErrors, display: 'fields' },
  { status: 400, when: ficPath, display: 'dialog', message: 'errors.fic_connection' },
  { status: 400, when: bodyError('USER-WITHOUT-PROJECT'), display: 'joinProject' },
  { status: 400, when: bodyError('RESOURCE-IS-FROM-ANOTHER-PROJECT'), display: 'changeProject' },
  { status: 400, display: 'dialog' },
  { status: 401, display: 'signIn', message: 'errors.unauthorized' },
  { status: 403, display: 'dialog', message: 'errors.forbidden' },
  { status: 404, when: hasErrorField, display: 'dialog', message: 'errors.not_found' },
  { status: 404, display: 'dialog' },
  { status: 409, display: 'dialog' },
  { status: 413, display: 'dialog', message: 'errors.payload_too_large' },
  { status: 500, display: 'dialog', message: 'errors.internal' },
  { status: 502, display: 'dialog', message: 'errors.unavailable' },
  { display: 'dialog', message: 'errors.unknown' },
];

/** The catalogue row for a failed call. */
export function classifyError(call: FailedCall): CatalogueEntry {
  const entry = ERROR_CATALOGUE.find((row) => (row.status === undefined || row.status === call.status) && (!row.when || row.when(call)));
  // The last row matches everything, so this never falls through.
  return entry ?? { display: 'dialog', message: 'errors.unknown' };
}
