import type { ErrorObject, ValidateFunction } from 'ajv';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { allowedRoles, callAllows, type AccessOfResource } from '../../framework/contracts/callAccess';
import { routePattern } from '../../framework/contracts/callPath';
import type { CallAnswer, CallContract, CallJsonBody, CallParams, CallQuery } from '../../framework/contracts/callContract';
import { customFormats } from '../../framework/formats';
import type { RequestUser } from '../auth/requestUser';
import type { ApiAnswer, ApiRequest, ApiRoute } from '../routes/apiRoute';
import { toFieldErrors } from '../rules/toFieldErrors';
import { ApiError, SIGN_IN_FIRST } from './apiError';
import { checkAnswer, checkRefusal } from './contractAnswers';
import type { FileBody } from './fileBody';
import type { StreamBody } from './streamBody';

/** What a contract's handler gets: its input, checked and typed, the caller, and the raw request (headers, stream). */
export interface CallRequest<C extends CallContract> {
  params: CallParams<C>;
  query: CallQuery<C>;
  body: C['body'] extends { json: unknown } ? CallJsonBody<C> : undefined;
  user: C['access'] extends { public: true } ? RequestUser | undefined : RequestUser;
  request: ApiRequest;
}

/** What a contract's handler answers: the declared success, typed by its schema (a file answer streams). */
export type CallResult<C extends CallContract> = Omit<ApiAnswer, 'body'> & { body: CallAnswer<C> extends Blob ? FileBody | StreamBody : CallAnswer<C> };

export type CallHandler<C extends CallContract> = (request: CallRequest<C>) => CallResult<C> | Promise<CallResult<C>>;

/** A route run from its contract: the API document and the answer checks read the contract. */
export interface ContractRoute extends ApiRoute {
  contract: CallContract;
}

function validator(coerce: boolean): Ajv2020 {
  const ajv = new Ajv2020({ allErrors: true, strict: false, coerceTypes: coerce });
  addFormats(ajv);
  for (const [name, check] of Object.entries(customFormats())) ajv.addFormat(name, check);
  return ajv;
}
// Path and query values arrive as text: their schemas may say integer or boolean, so they are coerced.
const textInput = validator(true);
const jsonInput = validator(false);

/** Compiles on first use: a start builds no validator a request never needs. */
function lazily(ajv: Ajv2020, schema: object | undefined): () => ValidateFunction | undefined {
  let compiled: ValidateFunction | undefined;
  return () => (schema === undefined ? undefined : (compiled ??= ajv.compile(schema)));
}

function invalid(code: 'INVALID_QUERY' | 'VALIDATION_ERROR', where: string, errors: readonly ErrorObject[]): ApiError {
  const fieldErrors = toFieldErrors(errors);
  return new ApiError(400, {
    error: code,
    message: `${where}: ${fieldErrors.map((error) => `${error.field || where} ${error.keyword}`).join(', ')}`,
    errors: fieldErrors,
  });
}

function forbiddenCall(contract: CallContract, allowed: readonly string[]): ApiError {
  return new ApiError(403, {
    error: 'FORBIDDEN',
    message: `Your role may not call ${contract.method} ${contract.path}.`,
    allowedRoles: allowed.length === 0 ? ['any signed-in user'] : allowed,
  });
}

/**
 * The route of one contract: before its handler runs, the caller is checked against the
 * declared access (401, 403, ahead of the body being read), then the path parameters, the
 * query (an unknown parameter is refused) and the body against their schemas (400). A JSON
 * body is read under the contract's `maxBytes` when it declares one (413 past it). In the
 * test runs every answer is held to the contract as well (see contractAnswers).
 */
export function contractRoute<const C extends CallContract>(contract: C, accessOf: AccessOfResource, handler: CallHandler<C>): ContractRoute {
  const isPublic = 'public' in contract.access;
  const params = lazily(textInput, contract.params);
  const query = lazily(textInput, contract.query);
  const body = lazily(jsonInput, contract.body && 'json' in contract.body ? contract.body.json : undefined);
  const knownQuery = new Set(Object.keys(contract.query?.properties ?? {}));
  const route: ContractRoute = {
    contract,
    method: contract.method,
    pattern: routePattern(contract.path),
    readsBody: contract.body !== undefined && 'json' in contract.body,
    ...(contract.body && 'json' in contract.body && contract.body.maxBytes !== undefined ? { maxBodyBytes: contract.body.maxBytes } : {}),
    ...(contract.body && 'multipart' in contract.body ? { streamsBody: true } : {}),
    ...(isPublic ? { public: true } : {}),
    authorize(user) {
      if (isPublic) return;
      if (!user) throw new ApiError(401, { error: 'UNAUTHENTICATED', message: SIGN_IN_FIRST });
      if (!callAllows(contract.access, user.roles, accessOf)) {
        const allowed = allowedRoles(contract.access, accessOf);
        throw forbiddenCall(contract, allowed === 'public' ? [] : allowed);
      }
    },
    async handle(request) {
      route.authorize?.(request.user);
      const pathValues: Record<string, unknown> = { ...request.params };
      const checkParams = params();
      if (checkParams && !checkParams(pathValues)) throw invalid('VALIDATION_ERROR', 'path', checkParams.errors ?? []);
      const unknown = Object.keys(request.query).filter((name) => !knownQuery.has(name));
      if (unknown.length > 0) {
        throw new ApiError(400, {
          error: 'INVALID_QUERY',
          message: `Unknown query parameter${unknown.length > 1 ? 's' : ''} ${unknown.map((name) => JSON.stringify(name.slice(0, 40))).join(', ')}${knownQuery.size > 0 ? `; this call reads ${[...knownQuery].join(', ')}` : '; this call reads none'}`,
        });
      }
      const queryValues: Record<string, unknown> = { ...request.query };
      const checkQuery = query();
      if (checkQuery && !checkQuery(queryValues)) throw invalid('INVALID_QUERY', 'query', checkQuery.errors ?? []);
      const checkBody = body();
      if (checkBody) {
        const optional = contract.body && 'json' in contract.body && contract.body.optional === true;
        if (!(optional && request.body === undefined) && !checkBody(request.body)) throw invalid('VALIDATION_ERROR', 'body', checkBody.errors ?? []);
      }
      const typed = { params: pathValues, query: queryValues, body: request.body, user: request.user, request } as unknown as CallRequest<C>;
      try {
        return checkAnswer(contract, await handler(typed));
      } catch (error) {
        throw checkRefusal(contract, error);
      }
    },
  };
  return route;
}
