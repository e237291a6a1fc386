import type { TSchema } from 'typebox';
import { refusalCodes, type CallContract, type CallHeader } from '../../framework/contracts/callContract';
import type { ApiErrorCode } from './errorCodes';

/** Status → the codes a refusal of that status may carry. */
export type Refusals = ReadonlyMap<number, ReadonlySet<string>>;

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every refusal a call can answer: those its contract declares for its own rules, and those
 * the shape of the contract brings (the session's 401s, the role's 403, the input's 400s,
 * the body's 413 and 415, a write's 503 when the disk cannot keep it, and the 500 of a fault).
 */
export function refusalsOf(contract: CallContract): Refusals {
  const refusals = new Map<number, Set<string>>();
  const add = (status: number, ...codes: ApiErrorCode[]) => refusals.set(status, new Set([...(refusals.get(status) ?? []), ...codes]));
  add(400, 'INVALID_QUERY');
  if (contract.params) add(400, 'VALIDATION_ERROR');
  if (!('public' in contract.access)) add(401, 'UNAUTHENTICATED', 'TOKEN_EXPIRED', 'INVALID_TOKEN', 'SESSION_ENDED');
  if ('resource' in contract.access || ('roles' in contract.access && contract.access.roles.length > 0)) add(403, 'FORBIDDEN');
  if (contract.body && 'json' in contract.body) {
    add(400, 'VALIDATION_ERROR', 'INVALID_JSON', 'INVALID_BODY');
    add(413, 'PAYLOAD_TOO_LARGE');
    add(415, 'UNSUPPORTED_MEDIA_TYPE');
  }
  if (contract.body && 'multipart' in contract.body) {
    add(400, 'INVALID_MULTIPART');
    add(413, 'PAYLOAD_TOO_LARGE');
    add(415, 'UNSUPPORTED_MEDIA_TYPE');
  }
  if (WRITE_METHODS.has(contract.method)) {
    add(403, 'FORBIDDEN_ORIGIN');
    add(503, 'STORAGE_UNAVAILABLE');
  }
  add(500, 'INTERNAL_SERVER_ERROR');
  for (const [status, refusal] of Object.entries(contract.refusals ?? {}))
    if (refusal) refusals.set(Number(status), new Set([...(refusals.get(Number(status)) ?? []), ...refusalCodes(refusal)]));
  return refusals;
}

/** The refusals whose body carries more than the error, by status: the schema of what they add. */
export function refusalBodies(contract: CallContract): ReadonlyMap<number, TSchema> {
  const bodies = new Map<number, TSchema>();
  for (const [status, refusal] of Object.entries(contract.refusals ?? {}))
    if (refusal && 'codes' in refusal && refusal.json) bodies.set(Number(status), refusal.json);
  return bodies;
}

/** The refusals that come with headers, by status: each header's description and schema. */
export function refusalHeaders(contract: CallContract): ReadonlyMap<number, Readonly<Record<string, CallHeader>>> {
  const headers = new Map<number, Readonly<Record<string, CallHeader>>>();
  for (const [status, refusal] of Object.entries(contract.refusals ?? {}))
    if (refusal && 'codes' in refusal && refusal.headers) headers.set(Number(status), refusal.headers);
  return headers;
}
