import { createContext, useContext } from 'react';
import type { Identifier } from 'ra-core';

/** The label of a referenced record the app knows without asking the API (the session's current project ...), or undefined. */
export type KnownReferenceLabel = (resource: string, id: Identifier) => string | undefined;

const KnownReferenceLabelsContext = createContext<KnownReferenceLabel>(() => undefined);

/**
 * What a reference field shows for a record its user may not read: the app gives the labels
 * its session already holds; without a provider nothing is known.
 */
export const KnownReferenceLabelsProvider = KnownReferenceLabelsContext.Provider;

/** The app's known labels (none outside a KnownReferenceLabelsProvider). */
export function useKnownReferenceLabel(): KnownReferenceLabel {
  return useContext(KnownReferenceLabelsContext);
}
