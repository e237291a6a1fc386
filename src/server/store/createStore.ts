import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { RegistryModel } from '../../framework/registry/types';
import { createAuditTrail, type AuditTrail } from '../audit/auditTrail';
import { followMaintainedFields, maintainedFieldNames } from '../rules/followMaintainedFields';
import { grantGuard } from '../auth/grantGuard';
import { openCollection, type Collection, type CollectionChange, type JournalPolicy } from './collection';

/** The audit trail's own collection (not a resource: no generated route writes it). */
export const AUDIT_FILE = 'audit-trail.json';

/** Every collection of the demo API, by resource name. */
export interface DemoStore {
  /** The collection of resource `name`; throws for a name the model does not have. */
  collection(name: string): Collection;
  /** Every change of every collection, by subject (src/server/audit). */
  audit: AuditTrail;
  /** Settles once every change made so far, in every collection, is synced to disk. */
  durable(): Promise<void>;
  /** Folds every journal into its data file now (close, tests). */
  flush(): void;
  /** Syncs and lets go of every file (the journals are folded in at the next start). */
  close(): void;
}

export interface StoreOptions {
  model: RegistryModel;
  /** Working copies live here (created if missing). */
  dataDir: string;
  /** Committed fixtures, only read. */
  fixturesDir: string;
  /** When journals are folded into their data files (default: past 4 MiB and the data file's size). */
  journal?: JournalPolicy;
}

/**
 * Opens the collection of every resource: `<dataDir>/<resource.fixture>`, first copied
 * from `<fixturesDir>/<resource.fixture>`. Resources naming the same fixture file share
 * one collection. Throws CollectionFileError naming the file when one is unusable.
 */
export function createStore({ model, dataDir, fixturesDir, journal }: StoreOptions): DemoStore {
  mkdirSync(dataDir, { recursive: true });
  const byFixture = new Map<string, Collection>();
  const byResource = new Map<string, Collection>();
  // Rules on who may write a collection's records, by fixture (installed once every collection is open).
  const guards = new Map<string, (changes: readonly CollectionChange[]) => void>();
  for (const resource of model.resources) {
    let collection = byFixture.get(resource.fixture);
    if (!collection) {
      const { fixture } = resource;
      collection = openCollection({
        dataFile: join(dataDir, resource.fixture),
        fixtureFile: join(fixturesDir, resource.fixture),
        idField: resource.api.idField,
        guard: (changes) => guards.get(fixture)?.(changes),
        ...(journal ? { journal } : {}),
      });
      byFixture.set(resource.fixture, collection);
    }
    byResource.set(resource.name, collection);
  }
  const log = openCollection({
    dataFile: join(dataDir, AUDIT_FILE),
    fixtureFile: join(fixturesDir, AUDIT_FILE),
    idField: '_id',
    ...(journal ? { journal } : {}),
  });
  const followed = [...byFixture.values()].map((collection) => {
    const resource = model.resources.find((candidate) => byResource.get(candidate.name) === collection);
    const { createdAt, updatedAt } = resource?.timestamps ?? {};
    // Timestamps and maintained fields (a path, a count) follow other changes: their change alone is no news.
    const ignored = [createdAt, updatedAt, ...maintainedFieldNames(resource?.maintainedFields)].filter((field): field is string => field !== undefined);
    return { resource: resource?.name ?? '', collection, ignoredFields: new Set(ignored) };
  });
  const audit = createAuditTrail(log, followed);
  const every = [...byFixture.values(), log];
  const collectionOf = (name: string): Collection => {
    const collection = byResource.get(name);
    if (!collection) throw new Error(`The demo API has no resource "${name}"`);
    return collection;
  };
  for (const resource of model.resources) if (resource.grants) guards.set(resource.fixture, grantGuard(resource, model, collectionOf));
  const stopMaintaining = followMaintainedFields(model, collectionOf);
  return {
    audit,
    collection: collectionOf,
    async durable() {
      await Promise.all(every.map((collection) => collection.durable()));
    },
    flush() {
      for (const collection of every) collection.flush();
    },
    close() {
      audit.stop();
      stopMaintaining();
      for (const collection of every) collection.close();
    },
  };
}
