import { decodeJwt, type JWTPayload } from 'jose';
import { normalizeRoles } from '../registry/access';
import { scopeDeclaration, type ScopeDeclaration } from '../data/scopeDeclaration';
import { authDeclaration, type ClaimPaths } from './authDeclaration';

/** What the app reads from an access token, at the claims the application declares. */
export interface TokenClaims {
  /** The user's id (`sub` by default). */
  userId: string;
  /** The user's name to sign in with (the OpenID Connect name by default). */
  username: string;
  /** The user's roles, normalised as the access rules compare them. */
  roles: string[];
  /** For each scope level with a claim: the values the token grants, first one first. */
  scopes: Readonly<Record<string, readonly string[]>>;
  /** `exp`, in seconds since the epoch, when the token has one. */
  expiresAt: number | undefined;
}

const asStrings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : typeof value === 'string' && value ? [value] : [];

/** The value at a dot path of the payload (`org.roles`), undefined where the path breaks. */
function claimAt(payload: JWTPayload, path: string): unknown {
  let value: unknown = payload;
  for (const step of path.split('.')) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, step)) return undefined;
    value = (value as Record<string, unknown>)[step];
  }
  return value;
}

/**
 * The claims of a JWT, read without checking its signature (the API checks it); undefined
 * for anything that is not a JWT. The browser never trusts these for security, only for
 * what to show.
 */
export function readTokenClaims(token: string | null | undefined): TokenClaims | undefined {
  if (!token) return undefined;
  const claims = authDeclaration().claims;
  const scope = scopeDeclaration();
  // The same token is read for each access question (about 150 at start-up): decoded once
  // for the same declaration.
  if (token !== lastRead.token || !sameClaims(claims, lastRead.claimPaths) || scope.levels !== lastRead.levels) {
    lastRead = { token, claimPaths: claims, levels: scope.levels, claims: decodeClaims(token, claims, scope) };
  }
  return lastRead.claims;
}

const sameClaims = (a: ClaimPaths, b: ClaimPaths | undefined): boolean =>
  b !== undefined && a.userId === b.userId && a.username === b.username && a.roles === b.roles;

/** The last token read, the declaration it was read with, and its claims. */
let lastRead: { token: string; claimPaths?: ClaimPaths; levels?: ScopeDeclaration['levels']; claims: TokenClaims | undefined } = {
  token: '',
  claims: undefined,
};

function decodeClaims(token: string, paths: ClaimPaths, scope: ScopeDeclaration): TokenClaims | undefined {
  try {
    const payload = decodeJwt(token);
    const text = (path: string): string => {
      const value = claimAt(payload, path);
      return typeof value === 'string' ? value : '';
    };
    const scopes: Record<string, readonly string[]> = {};
    for (const level of scope.levels) if (level.claim) scopes[level.name] = Object.freeze(asStrings(claimAt(payload, level.claim)));
    // Shared by every reader of the same token: frozen, so none can change it for the others.
    return Object.freeze({
      userId: text(paths.userId),
      username: text(paths.username),
      roles: Object.freeze(normalizeRoles(asStrings(claimAt(payload, paths.roles)))) as string[],
      scopes: Object.freeze(scopes),
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
