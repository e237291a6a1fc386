import type { ResourceModel } from '../../framework/registry/types';
import type { RecordService } from '../records/recordService';
import type { StoredRecord } from '../store/readCollectionFile';
import { accountOf, type Account } from './account';

/** Where sign-in finds users and writes what the session calls change. */
export interface UserDirectory {
  /** Case-insensitive. */
  byUsername(username: string): Account | undefined;
  byId(id: string): Account | undefined;
  /** Case-insensitive. */
  byEmail(email: string): Account | undefined;
  /** The stored record (for the user calls that answer it). */
  recordOf(id: string): StoredRecord | undefined;
  setPasswordHash(id: string, passwordHash: string): void;
  /** Changes the user's own data with every rule of the user resource (schema, unique e-mail); refusals throw ApiError. */
  updateProfile(id: string, profile: { firstName: unknown; lastName: unknown; email: unknown }): Account;
}

const sameText = (a: string, b: string): boolean => a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;

/**
 * The users of the `user` resource of the store (fixtures/user.json and its working
 * copy), read through the record service so a profile change passes the same rules as
 * the user screens.
 */
export function recordUserDirectory(resource: ResourceModel, records: RecordService): UserDirectory {
  const { store } = records.options;
  const collection = () => store.collection(resource.name);
  const idField = resource.api.idField;
  const find = (test: (account: Account) => boolean): Account | undefined => {
    for (const record of collection().all()) {
      const account = accountOf(record, idField);
      if (test(account)) return account;
    }
    return undefined;
  };
  return {
    byUsername: (username) => find((account) => sameText(account.username, username)),
    byEmail: (email) => find((account) => sameText(account.email, email)),
    byId: (id) => {
      const record = collection().get(id);
      return record ? accountOf(record, idField) : undefined;
    },
    recordOf: (id) => collection().get(id),
    setPasswordHash(id, passwordHash) {
      const record = collection().get(id);
      if (record) collection().replace({ ...record, passwordHash });
    },
    updateProfile(id, { firstName, lastName, email }) {
      const existing = records.get(resource, id);
      return accountOf(records.replace(resource, id, { ...existing, firstName, lastName, email }), idField);
    },
  };
}

/** Users held in memory (a model without a `user` resource: the API test models). */
export function memoryUserDirectory(seed: readonly StoredRecord[]): UserDirectory {
  const users = new Map(seed.map((record) => [String(record._id), { ...record }]));
  const find = (test: (account: Account) => boolean): Account | undefined => [...users.values()].map((record) => accountOf(record)).find(test);
  return {
    byUsername: (username) => find((account) => sameText(account.username, username)),
    byEmail: (email) => find((account) => sameText(account.email, email)),
    byId: (id) => {
      const record = users.get(id);
      return record ? accountOf(record) : undefined;
    },
    recordOf: (id) => users.get(id),
    setPasswordHash(id, passwordHash) {
      const record = users.get(id);
      if (record) users.set(id, { ...record, passwordHash });
    },
    updateProfile(id, { firstName, lastName, email }) {
      const record = users.get(id);
      if (!record) throw new Error(`no user ${id}`);
      const next = { ...record, firstName, lastName, email };
      users.set(id, next);
      return accountOf(next);
    },
  };
}
