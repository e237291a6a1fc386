import type { ApiErrorCode } from '../http/errorCodes';
import type { SelectedScope } from '../scope/selectedScope';

/** Who is calling, read from a verified access token and the request's headers. */
export interface RequestUser {
  /** The user's id (`sub`). */
  sub: string;
  /** `preferred_username`. */
  username: string;
  /** `realm_access.roles`, upper-cased. */
  roles: string[];
  /** `ProjectId`: the projects the user belongs to. */
  projectIds: string[];
  /** The `ProjectId` request header as sent (`global`, a project id), undefined when absent. */
  requestedProject: string | undefined;
  /** The `Selected-*-Id` headers as sent: the scope chosen in the tree (none: the whole project). */
  selectedScope?: SelectedScope;
}

/** What authenticating a request found: a user, or why there is none (no token, expired, forged ...). */
export type RequestAuth = { user: RequestUser; failure?: undefined } | { user?: undefined; failure: AuthFailure };

/** A 401's body: `UNAUTHENTICATED` (no or malformed header), `TOKEN_EXPIRED`, `INVALID_TOKEN`, `SESSION_ENDED`. */
export interface AuthFailure {
  error: ApiErrorCode;
  message: string;
}
