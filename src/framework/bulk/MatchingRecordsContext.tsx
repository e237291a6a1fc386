import { createContext, useContext, useMemo, useRef, type ReactNode } from 'react';
import type { RaRecord } from 'ra-core';

/** The records "select all matching" read, by id: what the bulk actions send and name in their report without reading them again. */
export interface MatchingRecords {
  /** The gathered record of `id`, if any. */
  get(id: RaRecord['id']): RaRecord | undefined;
  remember(records: readonly RaRecord[]): void;
}

const NOTHING_GATHERED: MatchingRecords = { get: () => undefined, remember: () => undefined };

const Context = createContext<MatchingRecords>(NOTHING_GATHERED);

/** Keeps the records a bulk toolbar gathered for as long as the list's table is there. */
export function MatchingRecordsProvider({ children }: { children: ReactNode }) {
  const byId = useRef(new Map<string, RaRecord>());
  const value = useMemo<MatchingRecords>(
    () => ({
      get: (id) => byId.current.get(String(id)),
      remember(records) {
        for (const record of records) byId.current.set(String(record.id), record);
      },
    }),
    [],
  );
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

/** The gathered records; outside a bulk toolbar, none (the bulk actions then read what they need). */
export function useMatchingRecords(): MatchingRecords {
  return useContext(Context);
}
