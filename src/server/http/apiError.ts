import type { ApiErrorBody, FieldErrorBody } from '../../framework/data/apiConventions';
import type { ApiErrorCode, DefinedCode } from './errorCodes';

/** The API's error body as the server writes it: its code is one of the table's or a definition's. */
export type ServerErrorBody = Omit<ApiErrorBody, 'error'> & { error: ApiErrorCode | DefinedCode } & Record<string, unknown>;

/**
 * A refusal with its HTTP status and the API's error body (`{error, message, errors?}`).
 * Handlers throw it; the dispatcher sends it. Anything else thrown becomes a 500.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ServerErrorBody;
  /** Headers of the answer (`Allow` on a 405). */
  readonly headers: Readonly<Record<string, string>>;

  constructor(status: number, body: ServerErrorBody, headers: Readonly<Record<string, string>> = {}) {
    super(body.message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.headers = headers;
  }
}

/** The one text of a 401 to a caller with no token: what to send. */
export const SIGN_IN_FIRST = 'Sign in first: this call needs an Authorization: Bearer <access_token> header.';

/** The message key react-admin translates when a record is gone. */
export const ITEM_NOT_FOUND_MESSAGE = 'ra.notification.item_doesnt_exist';

/** 404 for an id that names no record. */
export function itemNotFound(): ApiError {
  return new ApiError(404, { error: 'NOT_FOUND', message: ITEM_NOT_FOUND_MESSAGE });
}

/**
 * 400 for input its schema accepts but a rule of the call refuses (a record it names is not
 * there, an id that is not the task's ...): the rule's own code, so VALIDATION_ERROR keeps
 * meaning "the schema refuses it", and the field errors a form shows on its fields.
 */
export function ruleRefusal(code: ApiErrorCode, message: string, errors: readonly FieldErrorBody[]): ApiError {
  return new ApiError(400, { error: code, message, errors: [...errors] });
}
