import type { Account } from '../auth/account';
import type { SignInThrottle } from '../auth/signInThrottle';
import type { TokenService } from '../auth/tokenService';
import type { UserDirectory } from '../auth/userDirectory';
import type { ApiRequest } from '../routes/apiRoute';
import type { StoredRecord } from '../store/readCollectionFile';
import type { Outbox } from './outbox';
import type { ResetTokens } from './resetTokens';

/** What the session and self-service calls work with. */
export interface SessionContext {
  directory: UserDirectory;
  tokens: TokenService;
  resets: ResetTokens;
  outbox: Outbox;
  /** Failed sign-ins per username and client address (shared with the single sign-on page). */
  throttle: SignInThrottle;
  /** The client address of a request, for the throttle. */
  clientAddress(request: ApiRequest): string | undefined;
  /** Records of another resource by id (`project`, `user-group`), for the user data answers; none when the model lacks it. */
  recordsOf(resource: string, ids: readonly string[]): StoredRecord[];
  /** The address of the app's set-password page for a reset token. */
  resetLink(token: string): string;
  /** The single sign-on provider's end-session address (adfs-logout), when the provider runs. */
  endSessionUrl?(idToken: string | undefined): string | undefined;
  /** The account of an access token the single sign-on provider issued to the app (session/sso-token). */
  ssoAccount?(accessToken: string): Promise<Account | undefined>;
}
