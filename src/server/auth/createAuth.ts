import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import type { RegistryModel, ResourceModel } from '../../framework/registry/types';
import type { RecordService } from '../records/recordService';
import type { StoredRecord } from '../store/readCollectionFile';
import { authenticateRequest } from './authenticateRequest';
import type { RequestAuth } from './requestUser';
import { createRevokedSessions } from './revokedSessions';
import { loadOrCreateSigningKey, type SigningKey } from './signingKey';
import { createTokenService, type TokenService } from './tokenService';
import { tokenSettings, type TokenSettings } from './tokenSettings';
import { memoryUserDirectory, recordUserDirectory, type UserDirectory } from './userDirectory';

/** The resource holding the users who sign in. */
export const USER_RESOURCE = 'user';

export interface AuthOptions extends Partial<TokenSettings> {
  /** Users who sign in when the model has no `user` resource (the API test models); records of fixtures/user.json's shape. */
  users?: readonly StoredRecord[];
}

export interface Auth {
  key: SigningKey;
  tokens: TokenService;
  directory: UserDirectory;
  userResource: ResourceModel | undefined;
  authenticate(req: IncomingMessage): Promise<RequestAuth>;
}

/**
 * Sign-in for the demo API: the signing key and revoked sessions in `<dataDir>/auth/`
 * (made on first start), the token service, and the users of the model's `user` resource
 * (or `options.users`).
 */
export function createAuth({
  model,
  records,
  dataDir,
  options = {},
}: {
  model: RegistryModel;
  records: RecordService;
  dataDir: string;
  options?: AuthOptions;
}): Auth {
  const { users, ...settings } = options;
  const key = loadOrCreateSigningKey(join(dataDir, 'auth', 'signing-key.json'));
  const tokens = createTokenService({ key, settings: tokenSettings(settings), revoked: createRevokedSessions(join(dataDir, 'auth', 'revoked-sessions.json')) });
  const userResource = model.resources.find((resource) => resource.name === USER_RESOURCE);
  const directory = userResource ? recordUserDirectory(userResource, records) : memoryUserDirectory(users ?? []);
  return { key, tokens, directory, userResource, authenticate: (req) => authenticateRequest(req, tokens) };
}
