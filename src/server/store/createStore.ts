import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { RegistryModel } from '../../framework/registry/types';
import { openCollection, type Collection, type JournalPolicy } from './collection';

/** Every collection of the demo API, by resource name. */
export interface DemoStore {
  /** The collection of resource `name`; throws for a name the model does not have. */
  collection(name: string): Collection;
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
  for (const resource of model.resources) {
    let collection = byFixture.get(resource.fixture);
    if (!collection) {
      collection = openCollection({
        dataFile: join(dataDir, resource.fixture),
        fixtureFile: join(fixturesDir, resource.fixture),
        idField: resource.api.idField,
        ...(journal ? { journal } : {}),
      });
      byFixture.set(resource.fixture, collection);
    }
    byResource.set(resource.name, collection);
  }
  return {
    collection(name) {
      const collection = byResource.get(name);
      if (!collection) throw new Error(`The demo API has no resource "${name}"`);
      return collection;
    },
    async durable() {
      await Promise.all([...byFixture.values()].map((collection) => collection.durable()));
    },
    flush() {
      for (const collection of byFixture.values()) collection.flush();
    },
    close() {
      for (const collection of byFixture.values()) collection.close();
    },
  };
}
