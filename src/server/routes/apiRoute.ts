import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { ActionDefinition, Operation } from '../../framework/registry/types';
import type { RequestUser } from '../auth/requestUser';
import type { BodyCheckDeclaration } from '../records/recordService';
import type { RoutePattern } from '../http/routeTable';

export interface ApiRequest {
  /** Values of the `:name` segments of the route. */
  params: Record<string, string>;
  /** Query string, one text per name. */
  query: Record<string, string>;
  /** Parsed JSON body for routes that read one, else undefined. */
  body: unknown;
  /** The signed-in caller (verified access token and ProjectId header); undefined on public routes called without one. */
  user?: RequestUser;
  /** The request's headers (the media download reads `mediaUrl`). */
  headers?: IncomingHttpHeaders;
  /** The unread request, for routes that stream their body themselves (`streamsBody`: uploads). */
  stream?: IncomingMessage;
  /** The address at the other end of the socket (no forwarding header is trusted): who a sign-in throttle counts. */
  clientAddress?: string;
}

export interface ApiAnswer {
  status: number;
  /** Sent as JSON, or streamed when it is a FileBody (a download) or a StreamBody (made while sent). */
  body: unknown;
  headers?: Record<string, string>;
}

/** One endpoint of the demo API. Handlers throw (or reject with) ApiError to refuse. */
export interface ApiRoute extends RoutePattern {
  readsBody: boolean;
  /** The handler reads the body itself from `request.stream` (a multipart upload). */
  streamsBody?: boolean;
  /** The JSON body's limit in bytes when not the API's (MAX_BODY_BYTES); its texts may then be that long too (a call's contract declares it). */
  maxBodyBytes?: number;
  /** Open without a signed-in user (sign-in, password reset); every other route answers 401 without one. */
  public?: boolean;
  /** Refuses a caller (401, 403) before the body is read, so a refused caller learns nothing of how the body would be judged. */
  authorize?(user: RequestUser | undefined): void;
  handle(request: ApiRequest): ApiAnswer | Promise<ApiAnswer>;
}

/** A route of a resource, with what it does for the access rules: an operation, or an action (whose `roles` decide). */
export interface ResourceRoute extends ApiRoute {
  operation: Operation;
  action?: ActionDefinition;
  /** The action (or soft delete) over many records at once: `{ids, ...}` answered `{failures}`. */
  bulk?: boolean;
  /** The resource it serves, named once the access rules wrap it (protectResourceRoute); the OpenAPI document reads it. */
  resourceName?: string;
  /** For a create or an update: what features' body checks declare (RecordService.addBodyCheck), read when the document is built. */
  bodyChecks?(): Required<BodyCheckDeclaration>;
}

/** Path without leading or trailing slashes: `things/` and `/things` are `things`. */
export function trimSlashes(path: string): string {
  return path.replace(/^\/+|\/+$/g, '');
}

/** `{id}` placeholders of action paths as route parameters. */
export function toPattern(path: string): string {
  return trimSlashes(path).replace(/\{(\w+)\}/g, ':$1');
}
