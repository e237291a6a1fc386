import { decodeJwt } from 'jose';
import { normalizeRoles } from '../registry/access';

/** What the app reads from an access token (spec §3 "Login result"). */
export interface TokenClaims {
  /** `sub`: the user's id. */
  userId: string;
  /** `preferred_username`. */
  username: string;
  /** `ProjectId`: the user's projects, first one first. */
  projectIds: string[];
  /** `realm_access.roles`, upper-cased (spec §6). */
  roles: string[];
  /** `exp`, in seconds since the epoch, when the token has one. */
  expiresAt: number | undefined;
}

const asStrings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : typeof value === 'string' && value ? [value] : [];

/**
 * The claims of a JWT, read without checking its signature (the API checks it); undefined
 * for anything that is not a JWT. The browser never trusts these for security, only for
 * what to show.
 */
export function readTokenClaims(token: string | null | undefined): TokenClaims | undefined {
  if (!token) return undefined;
  // The same token is read for each access question (about 150 at start-up): decoded once.
  if (token !== lastRead.token) lastRead = { token, claims: decodeClaims(token) };
  return lastRead.claims;
}

/** The last token read and its claims. */
let lastRead: { token: string; claims: TokenClaims | undefined } = { token: '', claims: undefined };

function decodeClaims(token: string): TokenClaims | undefined {
  try {
    const payload = decodeJwt(token);
    const realm = payload.realm_access as { roles?: unknown } | undefined;
    // Shared by every reader of the same token: frozen, so none can change it for the others.
    return Object.freeze({
      userId: typeof payload.sub === 'string' ? payload.sub : '',
      username: typeof payload.preferred_username === 'string' ? payload.preferred_username : '',
      projectIds: Object.freeze(asStrings(payload.ProjectId)) as string[],
      roles: Object.freeze(normalizeRoles(asStrings(realm?.roles))) as string[],
      expiresAt: typeof payload.exp === 'number' ? payload.exp : undefined,
    });
  } catch {
    return undefined;
  }
}

/** Whether a token is past its expiry, `skewSeconds` early so a request does not race it. */
export function isTokenExpired(token: string | null | undefined, nowMs: number = Date.now(), skewSeconds = 5): boolean {
  const claims = readTokenClaims(token);
  if (!claims) return true;
  return claims.expiresAt !== undefined && claims.expiresAt - skewSeconds <= nowMs / 1000;
}
