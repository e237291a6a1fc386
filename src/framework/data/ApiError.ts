import { HttpError } from 'ra-core';
import type { ApiErrorBody, FieldErrorBody } from './apiConventions';
import { declaredApi } from '../registry/apiSection';
import { classifyError, type ErrorCatalogue, type ErrorDisplay, type ErrorSeverity } from './errorCatalogue';

/**
 * A failed API call, classified by the error catalogue. It is react-admin's HttpError, so
 * react-admin's own notifications keep working; views read `display` and `fieldErrors`.
 */
export class ApiError extends HttpError {
  readonly code: string;
  readonly display: ErrorDisplay;
  /** How the popup presents it: an error, or a warning (an account not fully set up). */
  readonly severity: ErrorSeverity;
  /** The catalogue's message key for this failure, when the row names one. */
  readonly catalogueMessage: string | undefined;
  /** The error answer's other fields, for the application's own errors (what they say beyond the code and message). */
  readonly extra: Readonly<Record<string, unknown>>;
  readonly fieldErrors: FieldErrorBody[];
  readonly traceId: string | undefined;
  readonly path: string;
  /** Message from the server, kept for the dialog's details. */
  readonly serverMessage: string | undefined;
  /** The whole answer as parsed, for refusals whose body says more than the error (read through the call's contract). */
  readonly answer: unknown;

  constructor({ status, body, path, catalogue, answer }: { status: number; body?: ApiErrorBody; path: string; catalogue?: ErrorCatalogue; answer?: unknown }) {
    const entry = classifyError({ status, path, ...(body ? { body } : {}) }, catalogue);
    super(entry.message ?? body?.message ?? body?.error ?? 'errors.unknown', status, body);
    // HttpError resets the prototype to its own; restore ours so `instanceof ApiError` holds.
    Object.setPrototypeOf(this, ApiError.prototype);
    this.name = 'ApiError';
    this.code = body?.error || (status === 0 ? 'CONNECTION_ERROR' : `HTTP_${status}`);
    this.display = entry.display;
    this.severity = entry.severity ?? 'error';
    this.catalogueMessage = entry.message;
    this.extra = body?.extra ?? {};
    this.fieldErrors = body?.errors ?? [];
    this.traceId = body?.traceId;
    this.path = path;
    this.serverMessage = body?.message;
    this.answer = answer ?? body;
  }
}

/** The fields of an error body the engine reads itself; any other goes to `extra`. */
const KNOWN_FIELDS = new Set(['error', 'message', 'errors', 'traceId', 'retryAfter']);

/** Reads an error body of any shape into the API's error body, or undefined: as the application reads it, else as the engine does. */
export function toApiErrorBody(value: unknown): ApiErrorBody | undefined {
  const read = declaredApi().readError;
  return read ? read(value) : readErrorBody(value);
}

/** The engine's reading of an error body: `{error, message, errors, traceId, retryAfter ...}`, each kept when it has its type. */
export function readErrorBody(value: unknown): ApiErrorBody | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const record = value as Record<string, unknown>;
  const error = typeof record.error === 'string' ? record.error : undefined;
  const message = typeof record.message === 'string' ? record.message : error;
  if (!error && !message) return undefined;
  const extra = Object.entries(record).filter(([key]) => !KNOWN_FIELDS.has(key));
  return {
    // No `error` field is meaningful in the catalogue (404 with and without one differ).
    error: error ?? '',
    message: message ?? '',
    ...(Array.isArray(record.errors) ? { errors: record.errors as FieldErrorBody[] } : {}),
    ...(typeof record.traceId === 'string' ? { traceId: record.traceId } : {}),
    ...(typeof record.retryAfter === 'number' ? { retryAfter: record.retryAfter } : {}),
    ...(extra.length > 0 ? { extra: Object.fromEntries(extra) } : {}),
  };
}
