import { isCallPath } from '../contracts/callPath';
import type { ApiErrorBody } from './apiConventions';

/** How the engine presents a failed call itself: on the form, in a dialog, back to sign-in, or not at all. */
export type EngineErrorDisplay =
  /** the message goes on the form's fields */
  | 'fields'
  /** the global error dialog */
  | 'dialog'
  /** session over: back to sign-in */
  | 'signIn'
  /** the page does not apply: the forbidden page */
  | 'forbidden'
  /** nothing is shown (the screen explains it inline, or the failure is expected) */
  | 'silent';

/**
 * How the admin presents a failed call: one of the engine's ways, or a name of the
 * application's own that its `routeError` handles (the product's join request, project and
 * scope changes); a name nothing handles opens the dialog.
 */
export type ErrorDisplay = EngineErrorDisplay | (string & Record<never, never>);

/** The popup type of a failure shown in a dialog (the global popup's icon and colour). */
export type ErrorSeverity = 'error' | 'warning' | 'info';

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
  /** Popup type; `error` when not given. */
  severity?: ErrorSeverity;
  /** Message key shown; `undefined` takes the server's message (translated as a key). */
  message?: string;
}

export type ErrorCatalogue = readonly CatalogueEntry[];

/** Conditions the rows of a catalogue are made of. */
export const when = {
  hasFieldErrors: (call: FailedCall) => (call.body?.errors?.length ?? 0) > 0,
  hasErrorField: (call: FailedCall) => typeof call.body?.error === 'string' && call.body.error !== '',
  /** The request was one of these calls (their declared paths, `{name}` a parameter, filled in). */
  call:
    (...paths: readonly string[]) =>
    (call: FailedCall) =>
      paths.some((path) => isCallPath(path, call.path)),
  /** Every condition holds. */
  all:
    (...conditions: ((call: FailedCall) => boolean)[]) =>
    (call: FailedCall) =>
      conditions.every((condition) => condition(call)),
  /** The body's `error` or `message` is this code. */
  bodyCode: (code: string) => (call: FailedCall) => call.body?.error === code || call.body?.message === code,
  /** The path has this segment, and none of the excepted paths. */
  pathSegment:
    (segment: string, except: readonly string[] = []) =>
    (call: FailedCall) =>
      call.path.split(/[/?]/).includes(segment) && !except.some((path) => call.path.includes(path)),
};

/**
 * The HTTP rows of the error catalogue: the first matching row decides. An app
 * puts its own rows (product codes, paths) before these.
 */
export const HTTP_ERROR_CATALOGUE: ErrorCatalogue = [
  { status: 0, display: 'dialog', message: 'errors.connection' },
  { status: 400, when: when.hasFieldErrors, display: 'fields' },
  { status: 400, display: 'dialog' },
  { status: 401, display: 'signIn', message: 'errors.unauthorized' },
  { status: 403, display: 'dialog', message: 'errors.forbidden' },
  { status: 404, when: when.hasErrorField, display: 'dialog', message: 'errors.not_found' },
  { status: 404, display: 'dialog' },
  { status: 409, display: 'dialog' },
  { status: 413, display: 'dialog', message: 'errors.payload_too_large' },
  { status: 500, display: 'dialog', message: 'errors.internal' },
  { status: 502, display: 'dialog', message: 'errors.unavailable' },
  { display: 'dialog', message: 'errors.unknown' },
];

/** The catalogue row for a failed call. */
export function classifyError(call: FailedCall, catalogue: ErrorCatalogue = HTTP_ERROR_CATALOGUE): CatalogueEntry {
  const entry = catalogue.find((row) => (row.status === undefined || row.status === call.status) && (!row.when || row.when(call)));
  // The last row matches everything, so this never falls through.
  return entry ?? { display: 'dialog', message: 'errors.unknown' };
}
