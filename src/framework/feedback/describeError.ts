import { ApiError } from '../data/ApiError';
import { declaredApi } from '../registry/apiSection';

export interface ErrorDescription {
  /** Message key (or text) of the dialog title. */
  title: string;
  /** Key of an optional longer explanation, as the application describes the code. */
  descriptionKey: string | undefined;
  status: number | undefined;
  code: string | undefined;
  frontendMessage: string;
  backendMessage: string | undefined;
  traceId: string | undefined;
  path: string | undefined;
}

/** What the error dialog shows about any thrown value. */
export function describeError(error: unknown): ErrorDescription {
  if (error instanceof ApiError) {
    // An application's own code may say more than the HTTP row (the api section's describeCode).
    const described = declaredApi().describeCode?.(error.code);
    // The catalogue's own message wins (invalid credentials, a failed connection); then the code's.
    const title = error.catalogueMessage ?? described?.title ?? error.message;
    return {
      title,
      descriptionKey: described?.descriptionKey,
      status: error.status,
      code: error.code,
      frontendMessage: error.message,
      backendMessage: error.serverMessage,
      traceId: error.traceId,
      path: error.path,
    };
  }
  const message = error instanceof Error ? error.message : String(error);
  return {
    title: 'errors.unknown',
    descriptionKey: undefined,
    status: undefined,
    code: undefined,
    frontendMessage: message,
    backendMessage: undefined,
    traceId: undefined,
    path: undefined,
  };
}

/** Plain-text summary for the "copy errors" action. */
export function technicalSummary(description: ErrorDescription): string {
  return [
    `status: ${description.status ?? '-'}`,
    `code: ${description.code ?? '-'}`,
    `path: ${description.path ?? '-'}`,
    `front-end: ${description.frontendMessage}`,
    `back-end: ${description.backendMessage ?? '-'}`,
    `traceId: ${description.traceId ?? '-'}`,
  ].join('\n');
}
