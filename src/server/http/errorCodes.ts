/** What a refusal code means to a caller: the statuses it comes with, and when. */
export interface ErrorCodeEntry {
  statuses: readonly number[];
  when: string;
  /** The message key the screens show for it, when not the code itself (the import page's own texts). */
  text?: string;
}

/**
 * Every error code the demo API's own code answers with (`{error: CODE}`), one row each.
 * The server's `ApiError` takes only these or a definition's code (`definedCode`), and
 * `npm run check` asks each a text in every language: the user reads the code's text.
 */
export const API_ERROR_CODES = {
  ACCOUNT_NOT_SET_UP: { statuses: [400], when: 'the signed-in account has no role or project yet' },
  APP_FILE_NOT_FOUND: { statuses: [404], when: 'no mobile app file for this environment and version' },
  BAD_REQUEST: { statuses: [400], when: 'the HTTP request itself is malformed' },
  BPMN_MODEL_UNREADABLE: { statuses: [400], when: 'the BPMN model cannot be read or is not a safe BPMN 2.0 text (errors[] names the element and line)' },
  BULK_REFUSED: { statuses: [409], when: 'a bulk call refused some of its records and changed none (failures[] names each with its code)' },
  CHILD_LEVEL_NOT_ALLOWED: {
    statuses: [400],
    when: 'the scope level asked for under a node is not deeper (a new node: not the next level; allowedValues names those it can have)',
  },
  DESCRIPTION_TOO_LONG: { statuses: [400], when: 'an evidence description is over its length' },
  'DIGITAL_PROCESS_INSTANTIATE.IT_IS_NECESSARY_TO_ADD_TASKS_IN_ALL_STEPS': { statuses: [400], when: 'a step of the process has no task' },
  'DIGITAL_PROCESS_INSTANTIATE.NO_ELEMENTS': { statuses: [400], when: 'no element matches the filter of an instantiation' },
  'DIGITAL_PROCESS_INSTANTIATE.TOO_MANY_ELEMENTS': { statuses: [400], when: 'too many elements match the filter of an instantiation' },
  ELEMENT_NOT_IN_TASK: { statuses: [404], when: 'the element is not one of the task' },
  FIELD_IS_READ_ONLY: { statuses: [400], when: 'an update changes a field the server keeps' },
  FILE_REQUIRED: { statuses: [400], when: 'an import upload has no workbook' },
  FORBIDDEN: { statuses: [403], when: 'the role may not make this call' },
  FORBIDDEN_ORIGIN: { statuses: [403], when: 'a browser write from another origin' },
  IMPORT_PREVIEW_EXPIRED: {
    statuses: [404],
    when: "a preview's kept rows are unknown, another user's or past their time: upload the file again",
    text: 'app.imports.errors.IMPORT_PREVIEW_EXPIRED',
  },
  IMPORT_ROWS_INVALID: { statuses: [400], when: 'rows of an import break the rules of the records they make (rows lists them): nothing is stored' },
  INTERNAL_SERVER_ERROR: { statuses: [500], when: 'an unexpected fault (logged with the trace id)' },
  INVALID_APP_FILE_REQUEST: { statuses: [400], when: 'the mobile app file asked for is not a plain name' },
  INVALID_BODY: { statuses: [400], when: 'the body is not what the call takes' },
  INVALID_CREDENTIALS: { statuses: [401], when: 'wrong user name or password' },
  INVALID_JSON: { statuses: [400], when: 'the body is not JSON' },
  INVALID_MEDIA_URL: { statuses: [400], when: 'a media address is not one the API serves' },
  INVALID_MULTIPART: { statuses: [400], when: 'the upload is not a well-formed multipart body' },
  INVALID_QUERY: { statuses: [400], when: 'a query parameter is unknown or malformed' },
  INVALID_RESET_TOKEN: { statuses: [400], when: 'the password reset link is unknown or used' },
  INVALID_STATUS: { statuses: [400], when: 'the status asked for is not reachable' },
  INVALID_TOKEN: { statuses: [401], when: 'the bearer token is not one the API signed' },
  MEDIA_NOT_FOUND: { statuses: [404], when: 'no stored media has this address' },
  MEDIA_TOO_LARGE: { statuses: [413], when: 'an evidence file is over the size limit' },
  MEDIA_TYPE_MISMATCH: { statuses: [415], when: "an evidence file's name says another type than its content" },
  MEDIA_TYPE_NOT_ALLOWED: { statuses: [415], when: 'an evidence file is not a PNG, JPEG or PDF' },
  MEDIA_URL_REQUIRED: { statuses: [400], when: 'the call needs a media address' },
  METHOD_NOT_ALLOWED: { statuses: [405], when: 'the path is served, not with this method' },
  MODEL_ORDER_MISMATCH: { statuses: [400], when: 'an order of the model tasks does not name each task of the model once' },
  NOT_A_SPREADSHEET: { statuses: [400], when: 'the upload is not an .xlsx workbook', text: 'app.imports.errors.NOT_A_SPREADSHEET' },
  NOT_FOUND: { statuses: [404], when: 'no record or call at this path' },
  NO_JUSTIFICATION: { statuses: [409], when: 'the change needs a justification' },
  NO_MEDIAS: { statuses: [400], when: 'an evidence upload has no file' },
  OLD_EXCEL_FORMAT: { statuses: [400], when: 'the upload is an old .xls workbook', text: 'app.imports.errors.OLD_EXCEL_FORMAT' },
  PASSWORD_TOO_SHORT: { statuses: [400], when: 'the new password is too short' },
  PAYLOAD_TOO_LARGE: { statuses: [413], when: 'the body is over the limit' },
  PROJECT_ACCESS_DENIED: { statuses: [403], when: 'the user is not in the project asked for' },
  PROJECT_REQUIRED: { statuses: [400], when: 'the call needs a project', text: 'app.imports.errors.PROJECT_REQUIRED' },
  REASON_REQUIRED: { statuses: [400], when: 'the action needs a reason' },
  REASON_TOO_LONG: { statuses: [400], when: 'the reason is over its length' },
  RECORD_ID_REQUIRED: { statuses: [400], when: 'the task has several records: the call must name one' },
  RECORD_NOT_FOUND: { statuses: [404], when: 'the record named in the body does not exist' },
  REFERENCE_NOT_FOUND: { statuses: [400], when: 'a field names a record, or a part of a model, that does not exist (errors[] names the field)' },
  REQUEST_HEADER_FIELDS_TOO_LARGE: { statuses: [431], when: 'the request line and headers are too large' },
  'RESOURCE-IS-FROM-ANOTHER-PROJECT': { statuses: [400], when: 'the record belongs to another project (its id in expectedProjectId)' },
  SCOPE_MISMATCH: { statuses: [400], when: 'the Selected-*-Id headers name levels of the scope tree that do not belong together' },
  SCOPE_NOT_FOUND: { statuses: [400], when: 'a Selected-*-Id header names no node of the scope tree at its level' },
  SCOPE_OUTSIDE_PROJECT: { statuses: [403], when: "the scope chosen in the tree lies outside the request's project (ProjectId)" },
  SESSION_ENDED: { statuses: [401], when: 'the session of the token was signed out' },
  SPREADSHEET_EMPTY: { statuses: [400], when: 'the workbook has no rows', text: 'app.imports.errors.SPREADSHEET_EMPTY' },
  SPREADSHEET_MACROS_NOT_ALLOWED: { statuses: [400], when: 'the workbook has macros (.xlsm)', text: 'app.imports.errors.SPREADSHEET_MACROS_NOT_ALLOWED' },
  SPREADSHEET_MISSING_COLUMNS: { statuses: [400], when: 'the sheet lacks columns of the template', text: 'app.imports.errors.SPREADSHEET_MISSING_COLUMNS' },
  SPREADSHEET_TOO_LARGE: {
    statuses: [400, 413],
    when: 'the workbook is over a size limit (params.limit names it)',
    text: 'app.imports.errors.SPREADSHEET_TOO_LARGE',
  },
  SPREADSHEET_TOO_MANY_CELLS: { statuses: [400], when: 'the workbook has too many filled cells', text: 'app.imports.errors.SPREADSHEET_TOO_MANY_CELLS' },
  SPREADSHEET_TOO_MANY_COLUMNS: { statuses: [400], when: 'the sheet has too many columns', text: 'app.imports.errors.SPREADSHEET_TOO_MANY_COLUMNS' },
  SPREADSHEET_TOO_MANY_ROWS: { statuses: [400], when: 'the sheet has too many rows', text: 'app.imports.errors.SPREADSHEET_TOO_MANY_ROWS' },
  SSO_VALIDATION_FAILED: { statuses: [401], when: 'the single sign-on answer could not be verified' },
  STORAGE_UNAVAILABLE: { statuses: [503], when: 'the store cannot write, or cannot read a data file' },
  TASK_ACTIVITY_MISMATCH: { statuses: [400], when: "the activityId sent is not the task's activity" },
  TASK_RECORDS_FULL: { statuses: [400], when: 'the task holds the most records it may: one must go before another is added' },
  TOKEN_EXPIRED: { statuses: [401], when: 'the bearer token has expired' },
  TOO_MANY_DESCRIPTIONS: { statuses: [400], when: 'an upload has more descriptions than files' },
  TOO_MANY_FIELDS: { statuses: [400], when: 'an upload has too many descriptions' },
  TOO_MANY_FILES: { statuses: [400], when: 'an import upload has more than one workbook' },
  TOO_MANY_MEDIAS: { statuses: [400], when: 'an upload has too many files' },
  TOO_MANY_SIGN_IN_ATTEMPTS: { statuses: [429], when: 'too many failed sign-ins (Retry-After says how long to wait)' },
  UNAUTHENTICATED: { statuses: [401], when: 'no bearer token' },
  UNKNOWN_FIELD: { statuses: [400], when: 'an upload has a field the call does not take' },
  UNKNOWN_FILTER: { statuses: [400], when: 'a filter names no field of the list' },
  UNKNOWN_SIMULATION: { statuses: [400], when: 'the simulated failure named is not one the demo API has' },
  UNSUPPORTED_MEDIA_TYPE: { statuses: [415], when: 'the body is not of a content type the call takes' },
  UPLOAD_ABORTED: { statuses: [400], when: 'the upload was interrupted' },
  URI_TOO_LONG: { statuses: [414], when: 'the address is over the limit' },
  'USER-WITHOUT-PROJECT': { statuses: [400], when: 'the user has no project to work in' },
  USER_WITHOUT_PERMISSION: { statuses: [400], when: 'the user may not make this change to this record' },
  VALIDATION_ERROR: { statuses: [400], when: 'the body breaks the schema (field errors in errors[])' },
} as const satisfies Readonly<Record<string, ErrorCodeEntry>>;

export type ApiErrorCode = keyof typeof API_ERROR_CODES;

declare const definedCodeBrand: unique symbol;
/** A code a definition names (a unique rule's, a refusal's): `npm run check` has asked it a text already. */
export type DefinedCode = string & { readonly [definedCodeBrand]: true };

/** Marks a code read from a definition, or from a feature's own table of codes the check reads. */
export const definedCode = (code: string): DefinedCode => code as DefinedCode;
