import type { AccessOfResource } from '../../framework/contracts/callAccess';
import type { RegistryModel } from '../../framework/registry/types';
import type { Auth } from '../auth/createAuth';
import { sharedSignInThrottle } from '../auth/signInThrottle';
import type { ApiRequest, ApiRoute } from '../routes/apiRoute';
import type { DemoStore } from '../store/createStore';
import type { StoredRecord } from '../store/readCollectionFile';
import { socketAddress } from './clientAddress';
import { consoleOutbox, type Outbox } from './outbox';
import { createResetTokens } from './resetTokens';
import type { SessionContext } from './sessionContext';
import { sessionRoutes } from './sessionRoutes';
import { userSelfRoutes } from './userSelfRoutes';

export interface SessionOptions {
  /** Where mail goes (reset links, join requests); default: printed on the server console. */
  outbox?: Outbox;
  /** The app's address, for the links in mail (default `DEMO_APP_URL`, else `http://localhost:5173/`). */
  appUrl?: () => string;
  /** The single sign-on provider's end-session address for adfs-logout. */
  endSessionUrl?: SessionContext['endSessionUrl'];
  /** The account of a single sign-on access token (session/sso-token). */
  ssoAccount?: SessionContext['ssoAccount'];
  /** Who sent a request, for the sign-in throttle (default: the socket's address; give one behind a proxy, or in tests). */
  clientAddress?: (request: ApiRequest) => string | undefined;
}

/** The session and self-service routes over the users of `auth`, each run from its contract (src/contracts/session.ts, user.ts). */
export function createSession({ model, store, auth, options = {} }: { model: RegistryModel; store: DemoStore; auth: Auth; options?: SessionOptions }): {
  context: SessionContext;
  routes: ApiRoute[];
} {
  const names = new Set(model.resources.map((resource) => resource.name));
  // The calls that follow a resource's rule read it from the model.
  const accessOf: AccessOfResource = (name) => model.resources.find((resource) => resource.name === name);
  const appUrl = options.appUrl ?? (() => process.env.DEMO_APP_URL ?? 'http://localhost:5173/');
  const context: SessionContext = {
    directory: auth.directory,
    tokens: auth.tokens,
    resets: createResetTokens(),
    outbox: options.outbox ?? consoleOutbox,
    throttle: sharedSignInThrottle(auth.directory),
    clientAddress: options.clientAddress ?? socketAddress,
    recordsOf: (resource, ids) =>
      names.has(resource) ? ids.map((id) => store.collection(resource).get(id)).filter((record): record is StoredRecord => record !== undefined) : [],
    resetLink: (token) => `${appUrl().replace(/\/?$/, '/')}#/set-password?token=${encodeURIComponent(token)}`,
    ...(options.endSessionUrl ? { endSessionUrl: options.endSessionUrl } : {}),
    ...(options.ssoAccount ? { ssoAccount: options.ssoAccount } : {}),
  };
  return { context, routes: [...sessionRoutes(context, accessOf), ...userSelfRoutes(context, auth.userResource, accessOf)] };
}
