import { ApiError } from '../data/ApiError';

export interface ErrorDescription {
  /** Message key (or text) of the dialog title. */
  title: string;
  /** Key of an optional longer explanation: `<code>_DESCRIPTION`. */
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
    // A product code (DISCIPLINE.NAME_ALREADY_EXISTS_ERROR) says more than the HTTP row.
    const productCode = /^[A-Z][A-Z0-9_.-]+$/.test(error.code) && !error.code.startsWith('HTTP_') ? error.code : undefined;
    const generic = ['NOT_FOUND', 'INTERNAL_SERVER_ERROR', 'CONNECTION_ERROR'];
    // The catalogue's own message wins (invalid credentials, FIC connection); then a product code.
    const title = error.catalogueMessage ?? (productCode && !generic.includes(productCode) ? productCode : error.message);
    return {
      title,
      descriptionKey: productCode ? `${productCode}_DESCRIPTION` : undefined,
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
