import type { Refusals } from '../http/contractRefusals';
import { API_ERROR_CODES, type ApiErrorCode } from '../http/errorCodes';
import type { JsonSchema, OpenApiOperation, OpenApiParameter } from './openApiTypes';

/** Name of the bearer scheme in `components.securitySchemes`. */
export const BEARER = 'bearerAuth';

/** `{ data: payload }`, the product's answer wrapping (spec §7). */
export function wrapped(payload: JsonSchema): JsonSchema {
  return { type: 'object', required: ['data'], properties: { data: payload } };
}

export const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });

/** A route pattern (`things/:id/activate`) as an OpenAPI path (`/things/{id}/activate`). */
export function openApiPath(pattern: string): string {
  return `/${pattern
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => (segment.startsWith(':') ? `{${segment.slice(1)}}` : segment))
    .join('/')}`;
}

/** The `{name}` parameters of a route pattern, each a required text. */
export function pathParameters(pattern: string): OpenApiParameter[] {
  return pattern
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => ({ name: segment.slice(1), in: 'path', required: true, schema: { type: 'string' } }));
}

export function jsonBody(schema: JsonSchema, required = true): NonNullable<OpenApiOperation['requestBody']> {
  return { required, content: { 'application/json': { schema } } };
}

export function jsonAnswer(description: string, schema: JsonSchema): OpenApiOperation['responses'][string] {
  return { description, content: { 'application/json': { schema } } };
}

/** A file download of `mediaType`, saved under the name its Content-Disposition gives. */
export function fileAnswer(mediaType: string): OpenApiOperation['responses'][string] {
  return {
    description: 'The file, as an attachment.',
    content: { [mediaType]: { schema: { type: 'string', contentMediaType: mediaType } } },
    headers: { 'Content-Disposition': { description: 'attachment; filename="<file name>"', schema: { type: 'string' } } },
  };
}

/** The error answers every operation may give (their body is `ApiError`, with a traceId), plus 401/403 for signed calls. */
export function errorResponses(signed: boolean): OpenApiOperation['responses'] {
  const codes = signed ? ['400', '401', '403', '404'] : ['400', '401', '404'];
  return Object.fromEntries(codes.map((code) => [code, { $ref: `#/components/responses/Error${code}` }])) as unknown as OpenApiOperation['responses'];
}

const known = (code: string): code is ApiErrorCode => code in API_ERROR_CODES;

/**
 * An error answer of one status: the error body, its `error` one of `codes`, each said in
 * words (the table's `when`, or a definition's own code).
 */
export function refusalAnswer(status: number, codes: ReadonlySet<string>, body?: JsonSchema, headers?: AnswerHeaders): OpenApiOperation['responses'][string] {
  const listed = [...codes].sort();
  const words = listed.map((code) => `${code}: ${known(code) ? API_ERROR_CODES[code].when : 'a rule of the definition refuses'}`).join('; ');
  return {
    ...jsonAnswer(words || `Refused (${status}).`, { allOf: [ref('ApiError'), { properties: { error: { enum: listed } } }, ...(body ? [body] : [])] }),
    ...(headers ? { headers } : {}),
  };
}

/** The headers of an answer, by name. */
export type AnswerHeaders = NonNullable<OpenApiOperation['responses'][string]['headers']>;

/** The error answers of every status an operation can refuse with, by status, with the body and headers some add. */
export function refusalAnswers(
  refusals: Refusals,
  bodies: ReadonlyMap<number, JsonSchema> = new Map(),
  headers: ReadonlyMap<number, AnswerHeaders> = new Map(),
): OpenApiOperation['responses'] {
  const responses: OpenApiOperation['responses'] = {};
  for (const [status, codes] of [...refusals].sort(([a], [b]) => a - b))
    responses[String(status)] = refusalAnswer(status, codes, bodies.get(status), headers.get(status));
  return responses;
}

/** The reusable error answers (`components.responses`). */
export const ERROR_RESPONSES: Record<string, unknown> = {
  Error400: jsonAnswer('Invalid request: validation errors per field in `errors`, or a business rule refused (its code in `error`).', ref('ApiError')),
  Error401: jsonAnswer('No valid access token (UNAUTHENTICATED, TOKEN_EXPIRED, INVALID_TOKEN, SESSION_ENDED), or wrong credentials.', ref('ApiError')),
  Error403: jsonAnswer('The role of the signed-in user may not do this; `allowedRoles` names who may.', ref('ApiError')),
  Error404: jsonAnswer('No such record or route.', ref('ApiError')),
};

/** The schemas the API itself defines (not from the registry). */
export const BASE_SCHEMAS: Record<string, JsonSchema> = {
  ApiError: {
    type: 'object',
    description: 'Body of every error answer.',
    required: ['error', 'message', 'traceId'],
    properties: {
      error: { type: 'string', description: 'Machine code, also a message key (VALIDATION_ERROR, FORBIDDEN ...).' },
      message: { type: 'string', description: 'Message key or text for the user.' },
      errors: { type: 'array', items: ref('FieldError'), description: 'Field errors, shown on the fields of a form.' },
      traceId: { type: 'string', description: 'Identifies the request in the server log.' },
      allowedRoles: { type: 'array', items: { type: 'string' }, description: 'With FORBIDDEN: the roles that may do this.' },
      expectedProjectId: { type: ['string', 'null'], description: 'With RESOURCE-IS-FROM-ANOTHER-PROJECT: the project of the record.' },
      expectedContractId: {
        type: ['string', 'null'],
        description:
          "With RESOURCE-IS-FROM-ANOTHER-PROJECT for a record of the request's project outside the scope chosen in the tree (Selected-*-Id): the contract of the record, null when it has none.",
      },
    },
  },
  FieldError: {
    type: 'object',
    required: ['field', 'keyword', 'message'],
    properties: {
      field: { type: 'string', description: 'Dotted path of the field.' },
      keyword: { type: 'string', description: 'Schema keyword that failed (required, format, unique ...).' },
      message: { type: 'string', description: 'Message key.' },
      params: { type: 'object' },
    },
  },
};
