/** The three FIC import screens (spec §2) and the calls of each (spec §7). */
export type FicKind = 'fvi' | 'fvm' | 'op';

export interface FicScreen {
  kind: FicKind;
  /** `app.pages.<pageKey>`: the screen's title. */
  pageKey: string;
  listPath: string;
  /** Import of the selected rows, body `{data: [...ids]}`. */
  selectionPath: string;
  /** Import of every row matching the filter. */
  filterPath: string;
  abortedPath: string;
}

export const FIC_SCREENS: Readonly<Record<FicKind, FicScreen>> = {
  fvi: {
    kind: 'fvi',
    pageKey: 'fic_fvi_import',
    listPath: 'fic/fvi/activities',
    selectionPath: 'activity/import-fvis',
    filterPath: 'activity/import-fvi-filter-fic',
    abortedPath: 'activity/import-fvi-activities-aborted',
  },
  fvm: {
    kind: 'fvm',
    pageKey: 'fic_fvm_import',
    listPath: 'fic/fvm/activities',
    selectionPath: 'activity/import-fvms',
    filterPath: 'activity/import-fvm-filter-fic',
    abortedPath: 'activity/import-fvm-activities-aborted',
  },
  op: {
    kind: 'op',
    pageKey: 'fic_preservation_orders_import',
    listPath: 'fic/preservation-orders',
    selectionPath: 'activity/import-ops',
    filterPath: 'activity/import-preservation-orders-filter-fic',
    abortedPath: 'activity/import-preservation-orders-aborted',
  },
};

/** The item statuses FIC sends (spec §3 samples). */
export const FIC_STATUSES = ['ARECEB', 'NOVAPRV', 'LIBEXEC'] as const;
