import * as Type from 'typebox';
import type { Static, TOptional, TString } from 'typebox';
import { defineCall } from '../framework/contracts/callContract';
import type { ImportDefinition } from '../framework/import/importDefinition';
import { Count, dataOf, SCOPE_VIEW_REFUSALS } from './answers';

/**
 * The spreadsheet imports of spec §4 and §7: the template download, and the calls each
 * import definition (`import` in resources/*.resource.json) serves: a preview, an import of
 * the previewed rows or of a workbook (all rows stored or none), a background import
 * followed in a history resource. A definition's calls are made from it here, for the
 * server that serves them and the screen that makes them alike.
 */

import { IMPORT_ROLES } from './importAccess';

export { IMPORT_ROLES };
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Rows one import takes at most, and the length of a cell. */
export const IMPORT_ROWS = { max: 10_000, cellLength: 10_000 } as const;
/** The rows a preview answers at once: its first page, then each page asked. */
export const PREVIEW_PAGE = { size: 100, max: 500 } as const;
/** A previewed file's rows are kept, for its pages and its import, this long after the preview. */
export const PREVIEW_KEPT_MINUTES = 30;
/** The multipart field of the workbook. */
export const WORKBOOK_FIELD = 'file';

/** Why a workbook is refused (400; SPREADSHEET_TOO_LARGE also 413 past the upload's size): params.limit names the limit passed. */
export const WORKBOOK_REFUSALS = [
  'NOT_A_SPREADSHEET',
  'OLD_EXCEL_FORMAT',
  'SPREADSHEET_TOO_LARGE',
  'SPREADSHEET_MACROS_NOT_ALLOWED',
  'SPREADSHEET_TOO_MANY_ROWS',
  'SPREADSHEET_TOO_MANY_COLUMNS',
  'SPREADSHEET_TOO_MANY_CELLS',
  'SPREADSHEET_EMPTY',
  'SPREADSHEET_MISSING_COLUMNS',
] as const;
/** What an upload itself may lack or hold too much of. */
const UPLOAD_REFUSALS = ['FILE_REQUIRED', 'TOO_MANY_FILES', 'UNKNOWN_FIELD'] as const;

/**
 * The refusals of every import call: the request's project (a project-scoped resource is
 * imported into it, so Global is 400 PROJECT_REQUIRED), the scope chosen in the tree (whose
 * contract the records get), a fixed value outside the field's choices (400 VALIDATION_ERROR).
 */
const IMPORT_CALL_REFUSALS = {
  400: [...SCOPE_VIEW_REFUSALS[400], 'PROJECT_REQUIRED', 'VALIDATION_ERROR'],
  403: [...SCOPE_VIEW_REFUSALS[403], 'FORBIDDEN'],
} as const;

export const IMPORT_TEMPLATE = defineCall({
  method: 'GET',
  path: 'templates/{file}',
  tag: 'import',
  summary: 'The template workbook of a spreadsheet import: headers in the Lang language, an example row, drop-downs for enum and reference columns',
  description: "A definition's own import roles apply to its template too.",
  access: { roles: IMPORT_ROLES },
  params: Type.Object({
    file: Type.String({
      pattern: '^[A-Za-z0-9_-]+\\.xlsx$',
      description: '`<template>.xlsx` of an import definition: activity-import.xlsx, element-hierarchy.xlsx, task-import.xlsx.',
    }),
  }),
  answers: { 200: { description: 'The workbook.', file: XLSX_TYPE } },
  refusals: { ...IMPORT_CALL_REFUSALS, 404: ['NOT_FOUND'] },
});

/** A field error of a row: the column's field ('' for a rule of the whole record), the rule and its message key. */
export const RowError = Type.Object({
  field: Type.String(),
  keyword: Type.String(),
  message: Type.String({ description: 'Message key (IMPORT.REFERENCE_NOT_FOUND, FIELD_IS_REQUIRED ...).' }),
  params: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
});
export type RowError = Static<typeof RowError>;

/** The name a preview's rows are kept under. */
const PreviewId = Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$', description: 'The preview whose rows the server keeps.' });
const PREVIEW_EXPIRED = `404 IMPORT_PREVIEW_EXPIRED when the preview is unknown or older than ${PREVIEW_KEPT_MINUTES} minutes: upload the file again.`;

/** A row of a sheet: its line (the header is line 1), its cell texts by field, and its errors. */
export const ImportRow = Type.Object({ line: Type.Integer({ minimum: 1 }), values: Type.Record(Type.String(), Type.String()), errors: Type.Array(RowError) });
export type ImportRow = Static<typeof ImportRow>;

/** A column of a preview, in the caller's language. */
export const ImportColumn = Type.Object({
  field: Type.String(),
  header: Type.String(),
  kind: Type.Enum(['text', 'number', 'integer', 'boolean', 'date', 'dateTime', 'enum', 'reference']),
  required: Type.Boolean(),
  choices: Type.Array(Type.String(), { description: 'An enum column: its labels.' }),
});
export type ImportColumn = Static<typeof ImportColumn>;

/** What an import stored: the new records' ids (a refusal stores nothing and answers 400 IMPORT_ROWS_INVALID with `rows`, those in error). */
const IMPORTED = dataOf(
  Type.Object({
    importedIds: Type.Array(Type.String()),
    count: Count,
    errors: Type.Array(RowError, { maxItems: 0, description: 'Always empty: an import stores every row or none.' }),
  }),
);
/** Rows that fit the call's schema but break the rules of the records they make (the entity's schema, references, unique rules). */
const ROWS_REFUSAL = 'IMPORT_ROWS_INVALID';
const ROWS_IN_ERROR = `400 ${ROWS_REFUSAL} with \`rows\` (line, values, errors) when a row breaks the rules of its record: nothing is stored then.`;

/**
 * The body of an import's refusal: its code and message (a workbook's code says what is
 * wrong, `params.limit` which limit it passes), and for 400 IMPORT_ROWS_INVALID the rows in error.
 */
export const ImportRefusal = Type.Object({
  error: Type.String(),
  message: Type.String(),
  params: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  rows: Type.Optional(Type.Array(ImportRow)),
});
export type ImportRefusal = Static<typeof ImportRefusal>;

/** The refusals of an upload: the workbook's own (its code and `params.limit`), and the rows in error. */
const UPLOAD_CALL_REFUSALS = {
  ...IMPORT_CALL_REFUSALS,
  400: { codes: [...IMPORT_CALL_REFUSALS[400], ...WORKBOOK_REFUSALS, ...UPLOAD_REFUSALS], json: ImportRefusal },
  413: ['SPREADSHEET_TOO_LARGE'],
} as const;

/** One error of a refused import, as a background import's history lists it: the sheet line, the row's key, what is wrong. */
export const ImportErrorLine = Type.Object({
  line: Type.Optional(Type.Integer({ minimum: 1 })),
  identifier: Type.Optional(Type.String()),
  message: Type.String(),
});
export type ImportErrorLine = Static<typeof ImportErrorLine>;

/** A background import's history entry, as it starts (a record of the definition's history resource). */
export const ImportHistoryEntry = Type.Object({
  _id: Type.String(),
  fileName: Type.String(),
  userName: Type.Optional(Type.String()),
  beginTime: Type.String({ format: 'date-time' }),
  endTime: Type.Optional(Type.String({ format: 'date-time' })),
  inProgressImporting: Type.Boolean(),
  isValidating: Type.Boolean(),
  isImporting: Type.Boolean(),
  progressState: Type.Integer({ minimum: 0, maximum: 100 }),
  lastImportingResult: Type.Optional(Type.Enum(['SUCCESS', 'PARTIAL', 'FAILED'])),
  lastImportingErrors: Type.Optional(Type.Array(ImportErrorLine)),
});
export type ImportHistoryEntry = Static<typeof ImportHistoryEntry>;

/** What the calls of a definition read of its resource besides the definition: the choices of a field with fixed values, when the caller has the schema. */
export interface ImportCallOptions {
  choicesOf?(field: string): readonly string[];
}

/** The fixed values a definition takes from the query (`?source=`): texts, one of the field's choices. */
function fixedQuery(definition: ImportDefinition, { choicesOf }: ImportCallOptions) {
  const params = Object.entries(definition.fixed ?? {}).flatMap(([field, rule]) => {
    if (!rule.param) return [];
    const choices = choicesOf?.(field) ?? [];
    const text = Type.String({
      maxLength: 200,
      ...(choices.length > 0 ? { enum: [...choices] } : {}),
      description: `${field} of every imported record (default ${String(rule.default)}).`,
    });
    return [[rule.param, Type.Optional(text)] as const];
  });
  return Type.Object(Object.fromEntries(params) as Record<string, TOptional<TString>>);
}

/** The workbook upload: the file, and the fixed values as fields too. */
function workbookBody(definition: ImportDefinition, options: ImportCallOptions) {
  const fields = fixedQuery(definition, options).properties;
  return {
    multipart: Type.Object({ [WORKBOOK_FIELD]: Type.Unknown({ description: 'The workbook (.xlsx, at most 10 MB and 10 000 rows).' }), ...fields }),
    files: [WORKBOOK_FIELD],
  } as const;
}

function previewCall(definition: ImportDefinition, path: string, options: ImportCallOptions) {
  return defineCall({
    method: 'POST',
    path,
    tag: 'import',
    summary: `Preview a workbook of ${definition.template}: every row with its cell texts and its errors per column; nothing stored`,
    access: { roles: definition.roles ?? IMPORT_ROLES },
    query: fixedQuery(definition, options),
    body: workbookBody(definition, options),
    description: `The rows are kept for ${PREVIEW_KEPT_MINUTES} minutes under previewId: the answer holds the first ${PREVIEW_PAGE.size}, the preview's page call the others, and the import takes the previewId with the corrected rows alone.`,
    answers: {
      200: {
        description: 'The columns, the first page of rows and how many there are.',
        json: dataOf(
          Type.Object({
            fileName: Type.String(),
            previewId: PreviewId,
            columns: Type.Array(ImportColumn),
            rows: Type.Array(ImportRow, { description: `The first ${PREVIEW_PAGE.size} rows.` }),
            total: Count,
            errorCount: Count,
          }),
        ),
      },
    },
    refusals: UPLOAD_CALL_REFUSALS,
  });
}

/** A page of a previewed file's rows. */
function previewPageCall(definition: ImportDefinition, previewPath: string) {
  return defineCall({
    method: 'GET',
    path: `${previewPath}/{previewId}`,
    tag: 'import',
    summary: `A page of the rows of a previewed workbook of ${definition.template}, with their errors`,
    description: `${PREVIEW_EXPIRED} Only the user who previewed the file reads it.`,
    access: { roles: definition.roles ?? IMPORT_ROLES },
    params: Type.Object({ previewId: PreviewId }),
    query: Type.Object({
      skip: Type.Optional(Type.Integer({ minimum: 0, description: 'How many rows to pass over (default 0).' })),
      limit: Type.Optional(Type.Integer({ minimum: 1, maximum: PREVIEW_PAGE.max, description: `How many rows to answer (default ${PREVIEW_PAGE.size}).` })),
    }),
    answers: { 200: { description: 'The page.', json: dataOf(Type.Object({ rows: Type.Array(ImportRow), total: Count, errorCount: Count })) } },
    refusals: { ...IMPORT_CALL_REFUSALS, 404: ['IMPORT_PREVIEW_EXPIRED'] },
  });
}

function rowsImportCall(definition: ImportDefinition, path: string, options: ImportCallOptions) {
  const columns = [...definition.columns.map((column) => column.field), ...(definition.parent ? [definition.parent.column] : [])];
  const cells = Object.fromEntries(columns.map((field) => [field, Type.Optional(Type.String({ maxLength: IMPORT_ROWS.cellLength }))])) as Record<
    string,
    TOptional<TString>
  >;
  const row = Type.Object({ line: Type.Integer({ minimum: 1 }), values: Type.Object(cells, { additionalProperties: false }) }, { additionalProperties: false });
  const lines = Type.Array(Type.Integer({ minimum: 1 }), { maxItems: IMPORT_ROWS.max, description: 'With previewId: the lines dropped from the kept rows.' });
  return defineCall({
    method: 'POST',
    path,
    tag: 'import',
    summary: `Import the previewed rows of ${definition.template}, corrected: every row stored or none`,
    description: `Without previewId, rows are every row to import. With it, the rows kept by that preview are imported, each row sent replacing the kept row of its line, the dropped lines left out; a refusal keeps the rows with their new errors for the preview's pages. ${ROWS_IN_ERROR} 400 SPREADSHEET_EMPTY for no rows. ${PREVIEW_EXPIRED}`,
    access: { roles: definition.roles ?? IMPORT_ROLES },
    query: fixedQuery(definition, options),
    body: {
      json: Type.Object(
        { rows: Type.Array(row, { maxItems: IMPORT_ROWS.max }), previewId: Type.Optional(PreviewId), dropped: Type.Optional(lines) },
        { additionalProperties: false },
      ),
    },
    answers: { 200: { description: 'Every row was stored.', json: IMPORTED } },
    refusals: {
      ...IMPORT_CALL_REFUSALS,
      400: { codes: [...IMPORT_CALL_REFUSALS[400], 'SPREADSHEET_EMPTY', ROWS_REFUSAL], json: ImportRefusal },
      404: ['IMPORT_PREVIEW_EXPIRED'],
    },
  });
}

function fileImportCall(definition: ImportDefinition, path: string, options: ImportCallOptions) {
  return defineCall({
    method: 'POST',
    path,
    tag: 'import',
    summary: `Import a workbook of ${definition.template}: every row stored or none`,
    description: `The fixed values come from the query or the upload's fields. ${ROWS_IN_ERROR}`,
    access: { roles: definition.roles ?? IMPORT_ROLES },
    query: fixedQuery(definition, options),
    body: workbookBody(definition, options),
    answers: { 200: { description: 'Every row was stored.', json: IMPORTED } },
    refusals: { ...UPLOAD_CALL_REFUSALS, 400: { ...UPLOAD_CALL_REFUSALS[400], codes: [...UPLOAD_CALL_REFUSALS[400].codes, ROWS_REFUSAL] } },
  });
}

function backgroundImportCall(definition: ImportDefinition, path: string, options: ImportCallOptions) {
  return defineCall({
    method: 'POST',
    path,
    tag: 'import',
    summary: `Import a workbook of ${definition.template} in the background, followed in its history entry`,
    description:
      'The entry starts in progress; it ends SUCCESS with every row stored or FAILED with its error list and nothing stored. A workbook past the import limits is refused before any entry is written.',
    access: { roles: definition.roles ?? IMPORT_ROLES },
    query: fixedQuery(definition, options),
    body: workbookBody(definition, options),
    answers: { 201: { description: 'The history entry, in progress.', json: dataOf(ImportHistoryEntry) } },
    refusals: UPLOAD_CALL_REFUSALS,
  });
}

export type ImportPreviewCall = ReturnType<typeof previewCall>;
export type PreviewPageCall = ReturnType<typeof previewPageCall>;
export type RowsImportCall = ReturnType<typeof rowsImportCall>;
export type FileImportCall = ReturnType<typeof fileImportCall>;
export type BackgroundImportCall = ReturnType<typeof backgroundImportCall>;

/** The calls a definition serves. */
export interface ImportCalls {
  /** Upload, preview. */
  preview?: ImportPreviewCall;
  /** A page of a preview's rows. */
  previewPage?: PreviewPageCall;
  /** The previewed rows in: a definition with a preview imports what it previewed. */
  rows?: RowsImportCall;
  /** A workbook in: a definition without a preview imports the file at once. */
  file?: FileImportCall;
  /** A workbook in, imported in the background. */
  background?: BackgroundImportCall;
}

/**
 * The calls of an import definition: its preview, its import (of the previewed rows when
 * it previews, of a workbook otherwise) and its background import, each at the path it
 * names. With `choicesOf`, a fixed value's query parameter takes only its field's choices.
 *
 * @example
 * const calls = importCallsOf(activity.import); // { preview: POST activity/load-from-excel, rows: POST activity/import-from-excel }
 */
export function importCallsOf(definition: ImportDefinition, options: ImportCallOptions = {}): ImportCalls {
  const { previewPath, importPath, async: background } = definition;
  return {
    ...(previewPath ? { preview: previewCall(definition, previewPath, options), previewPage: previewPageCall(definition, previewPath) } : {}),
    ...(importPath && previewPath ? { rows: rowsImportCall(definition, importPath, options) } : {}),
    ...(importPath && !previewPath ? { file: fileImportCall(definition, importPath, options) } : {}),
    ...(background ? { background: backgroundImportCall(definition, background.path, options) } : {}),
  };
}
