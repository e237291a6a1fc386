import { randomUUID } from 'node:crypto';
import { SignJWT, errors, jwtVerify, type JWTPayload } from 'jose';
import { authDeclaration } from '../../framework/auth/authDeclaration';
import type { Account } from './account';
import type { RevokedSessions } from './revokedSessions';
import { SIGNING_ALGORITHM, type SigningKey } from './signingKey';
import type { TokenSettings } from './tokenSettings';
import { createVerifiedTokens } from './verifiedTokens';

/** The claims of an access token the API reads (spec §3 "Login result"). */
export interface AccessClaims {
  sub: string;
  preferred_username: string;
  ProjectId: string[];
  realm_access: { roles: string[] };
  /** Session id: logout revokes it. */
  sid: string;
}

export interface TokenSet {
  access_token: string;
  refresh_token: string;
  id_token: string;
  /** Seconds the access token lives. */
  expires_in: number;
}

/** Why a token was refused; `code` is the API's error code, `message` says it to a developer. */
export class TokenRefusal extends Error {
  readonly code: 'TOKEN_EXPIRED' | 'INVALID_TOKEN' | 'SESSION_ENDED';
  constructor(code: TokenRefusal['code'], message: string) {
    super(message);
    this.name = 'TokenRefusal';
    this.code = code;
  }
}

type TokenUse = 'access' | 'refresh' | 'id';

export interface TokenService {
  readonly settings: TokenSettings;
  /** A new session for `account`: access, refresh and id tokens. `nonce` goes into the id token (single sign-on). */
  issue(account: Account, options?: { nonce?: string }): Promise<TokenSet>;
  /** A new access token of the session of `refreshToken` (its account read again: roles and projects may have changed). */
  accessFor(account: Account, sessionId: string): Promise<{ access_token: string; expires_in: number }>;
  /** The claims of a valid, unrevoked access token; throws TokenRefusal. */
  verifyAccess(token: string): Promise<AccessClaims>;
  /** The subject, session and expiry of a valid, unrevoked refresh token; throws TokenRefusal. */
  verifyRefresh(token: string): Promise<{ sub: string; sid: string; exp: number }>;
  /** Ends the session: its refresh and access tokens are refused from now on. */
  revoke(sessionId: string, expiresAt: number): void;
}

const isTexts = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

function describe(error: unknown): TokenRefusal {
  if (error instanceof TokenRefusal) return error;
  if (error instanceof errors.JWTExpired) return new TokenRefusal('TOKEN_EXPIRED', 'The token has expired: refresh it or sign in again.');
  if (error instanceof errors.JWSSignatureVerificationFailed)
    return new TokenRefusal('INVALID_TOKEN', 'The token signature does not verify: it was not issued by this server or was changed.');
  if (error instanceof errors.JOSEAlgNotAllowed) return new TokenRefusal('INVALID_TOKEN', `The token is not signed with ${SIGNING_ALGORITHM}.`);
  if (error instanceof errors.JWTClaimValidationFailed) return new TokenRefusal('INVALID_TOKEN', `The token's "${error.claim}" claim is not valid here.`);
  return new TokenRefusal('INVALID_TOKEN', 'The token is malformed.');
}

/** Signs and checks the demo API's JWTs (jose, ES256) with one key pair kept in the data directory. */
export function createTokenService({ key, settings, revoked }: { key: SigningKey; settings: TokenSettings; revoked: RevokedSessions }): TokenService {
  const sign = (claims: JWTPayload, use: TokenUse, subject: string, ttl: number, audience: string = settings.audience): Promise<string> =>
    new SignJWT({ ...claims, token_use: use })
      .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid: key.kid, typ: 'JWT' })
      .setSubject(subject)
      .setIssuer(settings.issuer)
      .setAudience(audience)
      .setIssuedAt()
      .setJti(randomUUID())
      .setExpirationTime(Math.floor(Date.now() / 1000) + ttl)
      .sign(key.privateKey);

  const verifiedTokens = createVerifiedTokens();
  const verify = async (token: string, use: TokenUse): Promise<JWTPayload> => {
    try {
      let payload = verifiedTokens.get(token);
      if (!payload) {
        ({ payload } = await jwtVerify(token, key.publicKey, {
          issuer: settings.issuer,
          audience: settings.audience,
          algorithms: [SIGNING_ALGORITHM],
          requiredClaims: ['sub', 'exp', 'sid'],
        }));
        verifiedTokens.remember(token, payload);
      }
      if (payload.token_use !== use) throw new TokenRefusal('INVALID_TOKEN', `This is not an ${use} token.`);
      if (typeof payload.sid !== 'string' || revoked.isRevoked(payload.sid))
        throw new TokenRefusal('SESSION_ENDED', 'The session of this token has ended (logout): sign in again.');
      return payload;
    } catch (error) {
      throw describe(error);
    }
  };

  const accessClaims = (account: Account, sid: string): Omit<AccessClaims, 'sub'> => ({
    // The roles also where the running application's browser reads them (its declared claim), when that is elsewhere.
    ...claimAt(authDeclaration().claims.roles, account.roles),
    preferred_username: account.username,
    ProjectId: account.projectIds,
    realm_access: { roles: account.roles },
    sid,
  });

  return {
    settings,
    async issue(account, options = {}) {
      const sid = randomUUID();
      const [access_token, refresh_token, id_token] = await Promise.all([
        sign({ ...accessClaims(account, sid) }, 'access', account.id, settings.accessTokenTtl),
        sign({ sid }, 'refresh', account.id, settings.refreshTokenTtl),
        sign(
          {
            sid,
            preferred_username: account.username,
            name: `${account.firstName} ${account.lastName}`.trim(),
            given_name: account.firstName,
            family_name: account.lastName,
            email: account.email,
            ...(options.nonce ? { nonce: options.nonce } : {}),
          },
          'id',
          account.id,
          settings.accessTokenTtl,
        ),
      ]);
      return { access_token, refresh_token, id_token, expires_in: settings.accessTokenTtl };
    },
    async accessFor(account, sid) {
      return {
        access_token: await sign({ ...accessClaims(account, sid) }, 'access', account.id, settings.accessTokenTtl),
        expires_in: settings.accessTokenTtl,
      };
    },
    async verifyAccess(token) {
      const payload = await verify(token, 'access');
      const roles = (payload.realm_access as { roles?: unknown } | undefined)?.roles;
      if (typeof payload.preferred_username !== 'string' || !isTexts(payload.ProjectId) || !isTexts(roles)) {
        throw new TokenRefusal('INVALID_TOKEN', 'The token lacks preferred_username, ProjectId or realm_access.roles.');
      }
      return {
        sub: payload.sub ?? '',
        preferred_username: payload.preferred_username,
        ProjectId: payload.ProjectId,
        realm_access: { roles },
        sid: String(payload.sid),
      };
    },
    async verifyRefresh(token) {
      const payload = await verify(token, 'refresh');
      return { sub: payload.sub ?? '', sid: String(payload.sid), exp: payload.exp ?? 0 };
    },
    revoke: (sid, expiresAt) => revoked.revoke(sid, expiresAt),
  };
}

/** `value` at a dot path of claims (`realm_access.roles` → `{ realm_access: { roles } }`). */
function claimAt(path: string, value: unknown): Record<string, unknown> {
  return path.split('.').reduceRight<unknown>((inner, key) => ({ [key]: inner }), value) as Record<string, unknown>;
}
