import { createContext, useContext, type ReactNode } from 'react';
import { BulkProgressDialog } from './BulkProgressDialog';
import { useBulkRun } from './useBulkRun';

type BulkRun = ReturnType<typeof useBulkRun>;

const Context = createContext<BulkRun | null>(null);

/**
 * Holds a list's bulk run and shows its progress above the list's views, so the run and its
 * dialog go on when the table gives way to the phone's one-column list (a window narrowed,
 * a tablet turned); leaving the list cancels the run after the chunk under way.
 */
export function BulkRunProvider({ children }: { children: ReactNode }) {
  const run = useBulkRun();
  return (
    <Context.Provider value={run}>
      {children}
      <BulkProgressDialog progress={run.progress} onCancel={run.cancel} />
    </Context.Provider>
  );
}

/** The list's bulk run; outside a BulkRunProvider, one of the caller's own (`local`: the caller shows its progress). */
export function useListBulkRun(): { run: BulkRun; local: boolean } {
  const own = useBulkRun();
  const shared = useContext(Context);
  return shared ? { run: shared, local: false } : { run: own, local: true };
}
