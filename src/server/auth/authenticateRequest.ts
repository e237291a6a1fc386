import type { IncomingMessage } from 'node:http';
import { normalizeRoles } from '../../framework/registry/access';
import { SIGN_IN_FIRST } from '../http/apiError';
import { readSelectedScope } from '../scope/selectedScope';
import type { RequestAuth } from './requestUser';
import { TokenRefusal, type TokenService } from './tokenService';

/** The project header of spec §7. */
export const PROJECT_HEADER = 'projectid';

function headerText(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  const text = Array.isArray(value) ? value[0] : value;
  return text === undefined || text.trim() === '' ? undefined : text.trim();
}

/**
 * Who sent `req`: the user of its `Authorization: Bearer <access token>` (signature,
 * issuer, audience, expiry and session checked) with the `ProjectId` and `Selected-*-Id` headers, or why
 * there is none. Never throws: a bad token is a failure, answered 401 by protected routes.
 */
export async function authenticateRequest(req: IncomingMessage, tokens: TokenService): Promise<RequestAuth> {
  const authorization = headerText(req, 'authorization');
  if (!authorization) return { failure: { error: 'UNAUTHENTICATED', message: SIGN_IN_FIRST } };
  const match = /^Bearer\s+(\S+)$/i.exec(authorization);
  if (!match?.[1]) return { failure: { error: 'UNAUTHENTICATED', message: 'The Authorization header must be "Bearer <access_token>".' } };
  try {
    const claims = await tokens.verifyAccess(match[1]);
    return {
      user: {
        sub: claims.sub,
        username: claims.preferred_username,
        roles: normalizeRoles(claims.realm_access.roles),
        projectIds: claims.ProjectId,
        requestedProject: headerText(req, PROJECT_HEADER),
        selectedScope: readSelectedScope(req),
      },
    };
  } catch (error) {
    return {
      failure:
        error instanceof TokenRefusal ? { error: error.code, message: error.message } : { error: 'INVALID_TOKEN', message: 'The access token is not valid.' },
    };
  }
}
