import { createContext, useContext } from 'react';
import type { Identifier } from 'ra-core';

/** A referenced record the app knows without asking its resource's API: its id and the label to show. */
export interface KnownReferenceChoice {
  id: Identifier;
  label: string;
}

/** The records of a resource the app knows on its own, while they arrive and once they have. */
export interface KnownReferenceChoiceList {
  isPending: boolean;
  choices: readonly KnownReferenceChoice[];
}

/**
 * A hook the app gives: the records of `resource` its session knows (the user's own
 * projects ...), or undefined when it knows none of that resource. `enabled: false` asks
 * nothing. One function for the app's life, called on every render (the rules of hooks).
 */
export type UseKnownReferenceChoices = (resource: string, options: { enabled: boolean }) => KnownReferenceChoiceList | undefined;

const knowsNone: UseKnownReferenceChoices = () => undefined;

const KnownReferenceChoicesContext = createContext<UseKnownReferenceChoices>(knowsNone);

/**
 * What a form's reference select offers when the user's role may not list the records:
 * the app's hook; without a provider the app knows none, and the select shows its value only.
 */
export const KnownReferenceChoicesProvider = KnownReferenceChoicesContext.Provider;

/** The app's hook for the records it knows (one that knows none outside a KnownReferenceChoicesProvider). */
export function useKnownReferenceChoicesHook(): UseKnownReferenceChoices {
  return useContext(KnownReferenceChoicesContext);
}
