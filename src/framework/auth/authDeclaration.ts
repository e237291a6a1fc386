import { declaredSection } from '../application/applicationDeclaration';
import { NEUTRAL_SESSION_KEYS, type SessionKeys } from './sessionKeys';
import type { SignInSection } from './signInSectionSchema';
import type { SessionStore, SessionUser } from './sessionStore';

/** Where the access token keeps who the user is, as dot paths into its payload (`org.roles`). */
export interface ClaimPaths {
  userId: string;
  username: string;
  /** A list of role names, or one name. */
  roles: string;
}

/** How the application signs users in and keeps their session. */
export interface AuthDeclaration {
  claims: ClaimPaths;
  storageKeys: SessionKeys;
  routes: {
    /** The sign-in page. */
    login: string;
    /** Where a sign-in leads when no redirect target is stored. */
    home: string;
  };
  /** Where a just-signed-in user must go whatever they asked for (an account not set up yet); undefined: the usual target. */
  landing?: (user: SessionUser) => string | undefined;
  /**
   * What the session client's `loggedUserData` answer adds to the session, beyond the user's
   * name and e-mail which the engine reads itself (the current scope value's name, say).
   */
  adoptUserData?: (answer: unknown, store: SessionStore) => void;
}

/** What an application declares: any part of the auth declaration, each over its neutral default. */
export interface AuthSection {
  claims?: Partial<ClaimPaths>;
  storageKeys?: Partial<SessionKeys>;
  routes?: Partial<AuthDeclaration['routes']>;
  landing?: AuthDeclaration['landing'];
  adoptUserData?: AuthDeclaration['adoptUserData'];
  /** The sign-in flows offered (signInSection.ts; neutral: the password form). */
  signIn?: SignInSection;
}

declare module '../application/applicationDeclaration' {
  interface ApplicationSections {
    auth: AuthSection;
  }
}

/** The standard OpenID Connect claim names, and a plain `roles` list. */
export const NEUTRAL_CLAIMS: ClaimPaths = { userId: 'sub', username: 'preferred_username', roles: 'roles' };

/** The running application's auth declaration, each part over its neutral default. */
export function authDeclaration(): AuthDeclaration {
  const declared = declaredSection('auth') ?? {};
  return {
    claims: { ...NEUTRAL_CLAIMS, ...declared.claims },
    storageKeys: { ...NEUTRAL_SESSION_KEYS, ...declared.storageKeys },
    routes: { login: '/login', home: '/', ...declared.routes },
    ...(declared.landing ? { landing: declared.landing } : {}),
    ...(declared.adoptUserData ? { adoptUserData: declared.adoptUserData } : {}),
  };
}
