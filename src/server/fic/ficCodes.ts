import { FIC_PARTIAL_CODES } from '../../contracts/fic';

/** The FIC server codes of spec §8 the simulator answers with, one per way an item fails, and those of a partial import or update. */
export const FIC_CODES = {
  withoutDiscipline: 'ACTIVITY_FVI_WITHOUT_DISCIPLINE',
  dbItemMissing: 'ACTIVITY_POST_FVI_DB_ITEM_DOESNT_EXISTS',
  taskImportFailed: 'ACTIVITY_FVI_ERROR_WHEN_IMPORT_TASK_FROM_FIC',
  aborted: 'ACTIVITY_FVI_GET_IMPORT_ACTIVITIES_ABORTED',
  orderActivityExists: 'PRESERVATION_ORDER_ACTIVITY_ALREADY_EXISTS',
  orderTaskFailed: 'PRESERVATION-ORDER-TASK-CREATION-FAILED',
  alreadyImported: 'OP_ALREADY_IMPORTED',
  notFound: 'OP_NOT_FOUND',
  fail: 'OP_FAIL',
  validation: 'VALIDATION_ERROR',
  someNotImported: FIC_PARTIAL_CODES.import,
  notUpdated: FIC_PARTIAL_CODES.update,
} as const;

export type FicCode = (typeof FIC_CODES)[keyof typeof FIC_CODES];

/** An item that failed, as the import and update answers list it. */
export interface FicItemError {
  id: string;
  error: FicCode;
  message: string;
}

/** Why each code is given, in words a support engineer can act on (the report's technical summary). */
export const FIC_CODE_MESSAGES: Readonly<Record<FicCode, string>> = {
  ACTIVITY_FVI_WITHOUT_DISCIPLINE: 'The FIC item has no discipline known in the project.',
  ACTIVITY_POST_FVI_DB_ITEM_DOESNT_EXISTS: 'The FIC item refers to a database item FIC no longer has.',
  ACTIVITY_FVI_ERROR_WHEN_IMPORT_TASK_FROM_FIC: 'FIC failed to send the tasks of the item.',
  ACTIVITY_FVI_GET_IMPORT_ACTIVITIES_ABORTED: 'The import stopped before this item (too many items in one import); import it again.',
  PRESERVATION_ORDER_ACTIVITY_ALREADY_EXISTS: 'An activity for this preservation order already exists.',
  'PRESERVATION-ORDER-TASK-CREATION-FAILED': 'The tasks of the preservation order could not be created.',
  OP_ALREADY_IMPORTED: 'The item was already imported.',
  OP_NOT_FOUND: 'FIC does not know this item.',
  OP_FAIL: 'FIC refused the operation on this item.',
  VALIDATION_ERROR: 'The activity made from the item is not valid.',
  SOME_ACTIVITIES_WERE_NOT_IMPORTED: 'Some activities were not imported.',
  ACTIVITY_NOT_UPDATED: 'The activity was not updated in FIC.',
};

export function itemError(id: string, error: FicCode): FicItemError {
  return { id, error, message: FIC_CODE_MESSAGES[error] };
}
