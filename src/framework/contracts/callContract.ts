import type { Static, TObject, TSchema } from 'typebox';
import type { Operation } from '../registry/types';

export type CallMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may make a call: anyone (`public`), the listed roles (`[]`: every signed-in user; the
 * app's all-powerful role passes every list), whoever the named resource's own rule for
 * `operation` lets in (the call follows the entity's access, as a view of it does), or
 * whoever may run the resource's named `action` (the call does what that action does).
 * `npm run check` refuses a resource or action the registry does not have.
 */
export type CallAccess = { public: true } | { roles: readonly string[] } | { resource: string; operation: Operation } | { resource: string; action: string };

/** A successful answer: JSON of a schema, or a file of a media type (a download). */
export type CallSuccess = { description: string; json: TSchema } | { description: string; file: string } | { description: string; empty: true };

/** A header of an answer: what it says, and the schema of its value. */
export interface CallHeader {
  description: string;
  schema: TSchema;
}

/**
 * A refusal of the call's own rules: the codes it may carry, and, when its body says more
 * than the error (a partial import's items, an import's rows in error), that body's schema,
 * and the headers it comes with (the seconds to wait in a 429's Retry-After).
 */
export type CallRefusal = readonly string[] | { codes: readonly string[]; json?: TSchema; headers?: Readonly<Record<string, CallHeader>> };

/**
 * The request body: JSON of a schema, or a multipart form whose text fields and files the
 * schema lists. `maxBytes`: the most bytes the JSON body may have when not the API's usual
 * limit (413 PAYLOAD_TOO_LARGE past it); its texts may then be as long as the schema allows
 * within it, past the API's usual length of one text (a model that travels as one text).
 */
export type CallBody = { json: TSchema; optional?: true; maxBytes?: number } | { multipart: TObject; files: readonly string[] };

/**
 * One hand-written API call, declared once: the server runs it (access first, then the
 * input against these schemas, then the handler), the API document describes it, the
 * pages call it and their types come from it. Imports neither React nor Node.
 */
export interface CallContract {
  method: CallMethod;
  /** Path under the API base, `{name}` for a path parameter (`timeline/element/{elementId}`). */
  path: string;
  /** The API document's group. */
  tag: string;
  summary: string;
  description?: string;
  access: CallAccess;
  /** The path parameters' schemas (each a text in the URL). */
  params?: TObject;
  /** The query parameters the call reads; any other is refused. */
  query?: TObject;
  /** Request headers the call reads (beside the session's). */
  headers?: TObject;
  body?: CallBody;
  /** The success answer by status (one of 200, 201, 204). */
  answers: Readonly<Partial<Record<200 | 201 | 204, CallSuccess>>>;
  /** The refusals of the call's own rules, by status, each with the codes it may carry (the input, access and transport refusals are derived). */
  refusals?: Readonly<Partial<Record<number, CallRefusal>>>;
}

/** Declares a call, keeping its literal shape for the types derived from it. */
export const defineCall = <const C extends CallContract>(contract: C): C => contract;

type StaticOr<S, Fallback> = S extends TSchema ? Static<S> : Fallback;

/** The path parameters a call takes. */
export type CallParams<C extends CallContract> = StaticOr<C['params'], Record<string, never>>;
/** The query parameters a call takes. */
export type CallQuery<C extends CallContract> = StaticOr<C['query'], Record<string, never>>;
/** The JSON body a call takes (multipart bodies are sent as FormData). */
export type CallJsonBody<C extends CallContract> = C['body'] extends { json: infer S } ? StaticOr<S, never> : never;
/** The success answer's JSON. */
export type CallAnswer<C extends CallContract> = {
  [K in keyof C['answers']]: C['answers'][K] extends { json: infer S } ? StaticOr<S, never> : C['answers'][K] extends { file: string } ? Blob : undefined;
}[keyof C['answers']];

/** The body of a refusal of `status` beyond the error fields, when the contract declares one. */
export type CallRefusalBody<C extends CallContract, S extends number> =
  C['refusals'] extends Readonly<Partial<Record<S, infer R>>> ? (R extends { json: infer J } ? StaticOr<J, never> : never) : never;

/** The codes a declared refusal may carry. */
export const refusalCodes = (refusal: CallRefusal): readonly string[] => ('codes' in refusal ? refusal.codes : refusal);

/** What a caller gives a call: the parts its contract declares. */
export type CallInput<C extends CallContract> = (C['params'] extends TSchema ? { params: CallParams<C> } : { params?: undefined }) &
  (C['query'] extends TSchema ? { query?: Partial<CallQuery<C>> } : { query?: undefined }) &
  (C['body'] extends { json: TSchema; optional: true }
    ? { body?: CallJsonBody<C> }
    : C['body'] extends { json: TSchema }
      ? { body: CallJsonBody<C> }
      : C['body'] extends { multipart: TObject }
        ? { body: FormData }
        : { body?: undefined });

/** The success status of a call (its one declared success answer). */
export function successStatus(contract: CallContract): 200 | 201 | 204 {
  const statuses = Object.keys(contract.answers).map(Number) as (200 | 201 | 204)[];
  return statuses[0] ?? 200;
}
