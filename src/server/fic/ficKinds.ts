import {
  FVI_ABORTED,
  FVI_FILTER_IMPORT,
  FVI_LIST,
  FVM_ABORTED,
  FVM_FILTER_IMPORT,
  FVM_LIST,
  IMPORT_FROM_FVM,
  IMPORT_FROM_FVM_TO,
  IMPORT_FVIS,
  IMPORT_FVIS_TO,
  IMPORT_FVMS,
  IMPORT_OPS,
  IMPORT_PRESERVATION_ORDERS,
  OP_ABORTED,
  OP_FILTER_IMPORT,
  OP_LIST,
  type FicKind,
  type FicOrigin,
} from '../../contracts/fic';
import { routePattern } from '../../framework/contracts/callPath';

export { FIC_KINDS } from '../../contracts/fic';

/** The imports of the ids a body names (in `data`, or `activities`), and those whose activities go to the group or user their path names. */
export type SelectionImport = typeof IMPORT_FVIS | typeof IMPORT_PRESERVATION_ORDERS;
export type ResponsibleImport = typeof IMPORT_FVIS_TO;

/**
 * The route patterns of a kind's calls, read from its contracts for the old documentation
 * table (ficOperations.ts), which keys its entries by them until it is removed.
 */
interface OldPatterns {
  listPath: string;
  filterImportPath: string;
  abortedPath: string;
  selectionImports: readonly { path: string; field: string; responsible?: boolean }[];
}

/** What an item of each kind becomes once imported, and the contracts of its calls (src/contracts/fic.ts). */
export interface FicKindDefinition extends OldPatterns {
  kind: FicKind;
  /** `origin` and `documentType` of the imported activity (the activity schema's values). */
  origin: FicOrigin;
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
  list: typeof FVI_LIST;
  imports: readonly SelectionImport[];
  responsibleImports: readonly ResponsibleImport[];
  filterImport: typeof FVI_FILTER_IMPORT;
  aborted: typeof FVI_ABORTED;
}

type Declared = Omit<FicKindDefinition, keyof OldPatterns>;

function withOldPatterns(definition: Declared): FicKindDefinition {
  return {
    ...definition,
    listPath: routePattern(definition.list.path),
    filterImportPath: routePattern(definition.filterImport.path),
    abortedPath: routePattern(definition.aborted.path),
    selectionImports: [
      ...definition.imports.map((call) => ({ path: routePattern(call.path), field: Object.keys(call.body.json.properties)[0] ?? 'data' })),
      ...definition.responsibleImports.map((call) => ({ path: routePattern(call.path), field: 'data', responsible: true })),
    ],
  };
}

const DECLARED: Readonly<Record<FicKind, Declared>> = {
  fvi: {
    kind: 'fvi',
    origin: 'FVI',
    documentCode: 'FVI',
    numberField: 'fviNumber',
    prefix: 'FVI',
    firstNumber: 4000,
    rows: 2500,
    maxItemsPerRow: 4,
    list: FVI_LIST,
    imports: [IMPORT_FVIS],
    responsibleImports: [IMPORT_FVIS_TO],
    filterImport: FVI_FILTER_IMPORT,
    aborted: FVI_ABORTED,
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
    list: FVM_LIST,
    imports: [IMPORT_FVMS, IMPORT_FROM_FVM],
    responsibleImports: [IMPORT_FROM_FVM_TO],
    filterImport: FVM_FILTER_IMPORT,
    aborted: FVM_ABORTED,
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
    list: OP_LIST,
    imports: [IMPORT_OPS, IMPORT_PRESERVATION_ORDERS],
    responsibleImports: [],
    filterImport: OP_FILTER_IMPORT,
    aborted: OP_ABORTED,
  },
};

export const FIC_KIND_DEFINITIONS: Readonly<Record<FicKind, FicKindDefinition>> = {
  fvi: withOldPatterns(DECLARED.fvi),
  fvm: withOldPatterns(DECLARED.fvm),
  op: withOldPatterns(DECLARED.op),
};
