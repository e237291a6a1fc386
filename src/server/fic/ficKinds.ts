/** The three lists of FIC (spec §1, §7): field inspection sheets, field measurement sheets and preservation orders. */
export type FicKind = 'fvi' | 'fvm' | 'op';

export const FIC_KINDS: readonly FicKind[] = ['fvi', 'fvm', 'op'];

/** What an item of each kind becomes once imported, and the paths of its calls (spec §7). */
export interface FicKindDefinition {
  kind: FicKind;
  /** `origin` and `documentType` of the imported activity (the activity schema's values). */
  origin: 'FVI' | 'FVM' | 'OP';
  /** The document-type code the imported activity links to. */
  documentCode: string;
  /** The number field of the list rows (spec §3, FIC lists). */
  numberField: 'fviNumber' | 'fvmNumber' | 'preservationNumber';
  /** External id prefix of the items (`FVI-4109`), the fixtures' convention. */
  prefix: string;
  /** First item number on the first site; later sites start further on. */
  firstNumber: number;
  /** Rows seeded per site. */
  rows: number;
  /** Most items in one row (FVI groups hold several; FVM and OP rows are single items). */
  maxItemsPerRow: number;
  /** `type` of the imported activity (samples: OP or VM). */
  activityType?: 'OP' | 'VM';
  listPath: string;
  /** Imports of the selected ids (`{data}` or, for `activities`, the body field named). */
  selectionImports: readonly { path: string; field: 'data' | 'activities'; responsible?: boolean }[];
  filterImportPath: string;
  abortedPath: string;
}

export const FIC_KIND_DEFINITIONS: Readonly<Record<FicKind, FicKindDefinition>> = {
  fvi: {
    kind: 'fvi',
    origin: 'FVI',
    documentCode: 'FVI',
    numberField: 'fviNumber',
    prefix: 'FVI',
    firstNumber: 4000,
    rows: 2500,
    maxItemsPerRow: 4,
    listPath: 'fic/fvi/activities',
    selectionImports: [
      { path: 'activity/import-fvis', field: 'data' },
      { path: 'activity/import-from-fic/:who/:responsible', field: 'data', responsible: true },
    ],
    filterImportPath: 'activity/import-fvi-filter-fic',
    abortedPath: 'activity/import-fvi-activities-aborted',
  },
  fvm: {
    kind: 'fvm',
    origin: 'FVM',
    documentCode: 'FVM',
    numberField: 'fvmNumber',
    prefix: 'FVM',
    firstNumber: 800,
    rows: 3000,
    maxItemsPerRow: 1,
    activityType: 'VM',
    listPath: 'fic/fvm/activities',
    selectionImports: [
      { path: 'activity/import-fvms', field: 'data' },
      { path: 'activity/import-from-fvm', field: 'data' },
      { path: 'activity/import-from-fvm/:who/:responsible', field: 'data', responsible: true },
    ],
    filterImportPath: 'activity/import-fvm-filter-fic',
    abortedPath: 'activity/import-fvm-activities-aborted',
  },
  op: {
    kind: 'op',
    origin: 'OP',
    documentCode: 'OP',
    numberField: 'preservationNumber',
    prefix: 'OP',
    firstNumber: 15200,
    rows: 2500,
    maxItemsPerRow: 1,
    activityType: 'OP',
    listPath: 'fic/preservation-orders',
    selectionImports: [
      { path: 'activity/import-ops', field: 'data' },
      { path: 'activity/import-preservation-orders-fic', field: 'activities' },
    ],
    filterImportPath: 'activity/import-preservation-orders-filter-fic',
    abortedPath: 'activity/import-preservation-orders-aborted',
  },
};
