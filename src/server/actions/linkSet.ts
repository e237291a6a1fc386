import type { StoredRecord } from '../store/readCollectionFile';

/**
 * The links of one record while an action changes them in memory; `save` writes them
 * all at once (nothing when nothing changed) and returns the owner record as it then is.
 */
export interface LinkSet {
  has(id: unknown): boolean;
  /** Links the target whose stored id is `id` (so numeric ids stay numbers). */
  add(id: unknown): void;
  remove(id: unknown): void;
  save(): StoredRecord;
}
