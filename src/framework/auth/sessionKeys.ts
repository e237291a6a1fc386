/** The browser storage keys the session is kept under. */
export interface SessionKeys {
  accessToken: string;
  refreshToken: string;
  idToken: string;
  username: string;
  userId: string;
  groups: string;
  isAdmin: string;
  userInfo: string;
  /** Where to go after the next sign-in. */
  redirectQuery: string;
  /** Set when the session came from single sign-on (logout then ends the provider's session too). */
  singleSignOn: string;
}

/** The neutral keys: each prefixed, so an application shares its origin's storage with no one's names. */
export const NEUTRAL_SESSION_KEYS: SessionKeys = {
  accessToken: 'app.accessToken',
  refreshToken: 'app.refreshToken',
  idToken: 'app.idToken',
  username: 'app.username',
  userId: 'app.userId',
  groups: 'app.groups',
  isAdmin: 'app.isAdmin',
  userInfo: 'app.userInfo',
  redirectQuery: 'app.redirectQuery',
  singleSignOn: 'app.singleSignOn',
};
