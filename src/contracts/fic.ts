import * as Type from 'typebox';
import type { Static } from 'typebox';
import { defineCall } from '../framework/contracts/callContract';
import { Count, dataOf, SCOPE_VIEW_REFUSALS } from './answers';

/**
 * The FIC calls of spec §7 (answered by the demo API's simulator, src/server/fic): the three
 * lists with their filters and paging, the imports by selection and by filter, the aborted
 * lists, the task status updates, the project's last update, routing and cancel-routing.
 * Each works in the request's project and its FIC site (a global admin names the site).
 */

/** The three lists of FIC (spec §1): field inspection sheets, field measurement sheets and preservation orders. */
export const FIC_KINDS = ['fvi', 'fvm', 'op'] as const;
export type FicKind = (typeof FIC_KINDS)[number];

/** The statuses of FIC items (spec §3 samples). */
export const FIC_STATUSES = ['ARECEB', 'NOVAPRV', 'LIBEXEC'] as const;
export type FicStatus = (typeof FIC_STATUSES)[number];

/** The origins of the imported activities, one per kind (the activity schema's values). */
export const FIC_ORIGINS = ['FVI', 'FVM', 'OP'] as const;
export type FicOrigin = (typeof FIC_ORIGINS)[number];

import { FIC_ACCESS } from './ficAccess';

export { FIC_ACCESS };

/** Most ids one call names, and their length. */
export const FIC_IDS = { max: 5000, length: 100 } as const;
/** Rows a list page holds by default, and at most. */
export const FIC_PAGE_SIZE = { default: 25, max: 500 } as const;

/** The status of a partial import or update (spec §8): some items done, others not; its body holds the answer's fields. */
export const FIC_PARTIAL_STATUS = 409;
/** The codes of a partial import or update. */
export const FIC_PARTIAL_CODES = { import: 'SOME_ACTIVITIES_WERE_NOT_IMPORTED', update: 'ACTIVITY_NOT_UPDATED' } as const;

/**
 * The refusals of every FIC call: the request's project (none, not the caller's; a global
 * admin naming no site: 400 PROJECT_REQUIRED), the scope chosen in the tree (a contract
 * outside the project: 403 SCOPE_OUTSIDE_PROJECT), and its FIC site (a site no project has, a
 * project without one, a `siteId` that is not the project's, a project that does not
 * exist: 404 NOT_FOUND).
 */
const FIC_CALLER_REFUSALS = { 400: [...SCOPE_VIEW_REFUSALS[400], 'PROJECT_REQUIRED'], 403: SCOPE_VIEW_REFUSALS[403], 404: ['NOT_FOUND'] } as const;

const SITE_ID = Type.String({
  minLength: 1,
  maxLength: 60,
  description: "The FIC site to work on: a global admin's choice of project; for anyone else, when given, the site of the request's project.",
});
const SITE_QUERY = Type.Object({ siteId: Type.Optional(SITE_ID) });

const Id = Type.String({ minLength: 1, maxLength: FIC_IDS.length });
/** A list of 1 to FIC_IDS.max ids. */
const Ids = Type.Array(Id, { minItems: 1, maxItems: FIC_IDS.max });

/** One item that failed, with its FIC code of spec §8 and what the code means. */
export const FicItemError = Type.Object({
  id: Type.String(),
  error: Type.String({
    description: 'The FIC code: ACTIVITY_FVI_WITHOUT_DISCIPLINE, OP_ALREADY_IMPORTED, OP_NOT_FOUND, OP_FAIL, ACTIVITY_FVI_GET_IMPORT_ACTIVITIES_ABORTED ...',
  }),
  message: Type.String({ description: 'Why, in words a support engineer can act on.' }),
});
export type FicItemError = Static<typeof FicItemError>;

/** The list filters (spec §7): by status, part of the number, imported or not. */
const FILTERS = {
  status: Type.Optional(Type.Enum(FIC_STATUSES)),
  number: Type.Optional(Type.String({ maxLength: 60, description: "Part of the row's number or of one of its items' numbers or ids." })),
  imported: Type.Optional(Type.Boolean({ description: 'Rows with an imported item (here or by another system), or rows with none.' })),
};
export const FicFilter = Type.Object(FILTERS, { additionalProperties: false });
export type FicFilter = Static<typeof FicFilter>;

const LIST_QUERY = Type.Object({
  siteId: Type.Optional(SITE_ID),
  ...FILTERS,
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: FIC_PAGE_SIZE.max, description: `Rows a page (default ${FIC_PAGE_SIZE.default}).` })),
  pageno: Type.Optional(Type.Integer({ minimum: 1, description: 'The page, from 1.' })),
  collectionCount: Type.Optional(Type.Boolean({ description: 'Answer the count of the matching rows too.' })),
});
export type FicListQuery = Static<typeof LIST_QUERY>;

/** The number again, under its kind's name (spec §3): fviNumber in the FVI list, fvmNumber in the FVM list, preservationNumber in the preservation orders. */
const NUMBERED = {
  fviNumber: Type.Optional(Type.String()),
  fvmNumber: Type.Optional(Type.String()),
  preservationNumber: Type.Optional(Type.String()),
};
/** What a row and an item of every list show (spec §3 FIC lists, §4 imported marks). */
const ROW_FACTS = {
  _id: Type.String(),
  number: Type.String(),
  ...NUMBERED,
  tag: Type.String(),
  description: Type.String(),
  discipline: Type.String({ description: 'Discipline identifier (ELE); empty when FIC has none.' }),
  status: Type.Enum(FIC_STATUSES),
  siteId: Type.String(),
  isImported: Type.Boolean({ description: 'Imported into this project or by another system (a row: any of its items).' }),
  isImportedSystem: Type.Boolean({ description: 'Imported by another system.' }),
  importedIntoProject: Type.Optional(Type.String({ description: 'The code of the project it was imported into.' })),
};
/** An item of a row: what an import turns into one activity. */
export const FicListItem = Type.Object({ ...ROW_FACTS, workorderid: Type.Optional(Type.String()) });
export type FicListItem = Static<typeof FicListItem>;
/** A row of any list: an FVI group (several items), or one FVM or preservation order; imported when any of its items is. */
export const FicListRow = Type.Object({ ...ROW_FACTS, activities: Type.Array(FicListItem) });
export type FicListRow = Static<typeof FicListRow>;

function listCall(origin: FicOrigin, path: string) {
  return defineCall({
    method: 'GET',
    path,
    tag: 'fic',
    summary: `${origin} rows of the project's FIC site, filtered and paged, in FIC's order`,
    access: FIC_ACCESS,
    query: LIST_QUERY,
    answers: {
      200: {
        description: 'One page of rows, and their count when asked (collectionCount).',
        json: dataOf(Type.Object({ items: Type.Array(FicListRow), count: Type.Optional(Count) })),
      },
    },
    refusals: FIC_CALLER_REFUSALS,
  });
}

/** What an import did (spec §8): the items asked, imported, failed and aborted. */
const OUTCOME = {
  activitiesId: Type.Array(Type.String(), { description: 'The ids asked for.' }),
  importedActivitiesId: Type.Array(Type.String(), { description: 'The items imported (an FVI group: its items).' }),
  errors: Type.Array(FicItemError),
  activitiesWithProblems: Type.Array(Type.String(), { description: 'The ids of errors.' }),
  abortedActivitiesId: Type.Array(Type.String(), { description: 'The items past the limit of one import, kept in the aborted list.' }),
};
export const FicImportOutcome = Type.Object(OUTCOME);
export type FicImportOutcome = Static<typeof FicImportOutcome>;

const PARTIAL_IMPORT = `${FIC_PARTIAL_STATUS} ${FIC_PARTIAL_CODES.import} when some items failed or were aborted (more than 1000 in one call): its \`data\` holds what the answer's would.`;
const IMPORT_REFUSALS = { ...FIC_CALLER_REFUSALS, [FIC_PARTIAL_STATUS]: { codes: [FIC_PARTIAL_CODES.import], json: dataOf(FicImportOutcome) } } as const;

/** An import of the rows or items named in `field`. */
function selectionImportCall<F extends 'data' | 'activities'>(origin: FicOrigin, path: string, field: F) {
  return defineCall({
    method: 'POST',
    path,
    tag: 'fic',
    summary: `Import the ${origin} rows or items named as activities of the project (source FIC), with their tasks`,
    description: PARTIAL_IMPORT,
    access: FIC_ACCESS,
    query: SITE_QUERY,
    body: { json: Type.Object({ [field]: Ids } as { [K in F]: typeof Ids }, { additionalProperties: false }) },
    answers: { 200: { description: 'Every item was imported.', json: dataOf(FicImportOutcome) } },
    refusals: IMPORT_REFUSALS,
  });
}

/** An import whose activities go to a group (`g`) or a user (`u`). */
function responsibleImportCall(origin: FicOrigin, path: string) {
  return defineCall({
    method: 'POST',
    path,
    tag: 'fic',
    summary: `Import the ${origin} rows or items named as activities of the project, given to a group (g) or a user (u)`,
    description: `${PARTIAL_IMPORT} 404 RECORD_NOT_FOUND when no group or user has the id (nothing imported).`,
    access: FIC_ACCESS,
    params: Type.Object({
      who: Type.Enum(['g', 'u'], { description: 'A group (g) or a user (u).' }),
      responsible: Type.String({ minLength: 1, maxLength: FIC_IDS.length, description: 'Its id.' }),
    }),
    query: SITE_QUERY,
    body: { json: Type.Object({ data: Ids }, { additionalProperties: false }) },
    answers: { 200: { description: 'Every item was imported.', json: dataOf(FicImportOutcome) } },
    refusals: { ...IMPORT_REFUSALS, 404: [...IMPORT_REFUSALS[404], 'RECORD_NOT_FOUND'] },
  });
}

/** The filter import's answer: the outcome, the count of rows the server matched and the count the screen showed. */
export const FicFilterImportOutcome = Type.Object({
  ...OUTCOME,
  countMatched: Type.Integer({ minimum: 0, description: 'Rows the filter matched that were not imported yet.' }),
  countOrders: Type.Optional(Type.Integer({ minimum: 0, description: 'The count the screen showed, as sent.' })),
});
export type FicFilterImportOutcome = Static<typeof FicFilterImportOutcome>;

function filterImportCall(origin: FicOrigin, path: string) {
  return defineCall({
    method: 'POST',
    path,
    tag: 'fic',
    summary: `Import every ${origin} row matching the filter that is not imported yet, plus activitiesSelected`,
    description: `countOrders is the count the screen showed; countMatched answers the server's. ${PARTIAL_IMPORT}`,
    access: FIC_ACCESS,
    query: SITE_QUERY,
    body: {
      json: Type.Object(
        {
          filter: FicFilter,
          activitiesSelected: Type.Optional(Type.Array(Id, { maxItems: FIC_IDS.max, description: 'Rows or items to import besides the matching ones.' })),
          countOrders: Type.Optional(Type.Integer({ minimum: 0 })),
          infoPag: Type.Optional(
            Type.Object(
              { pageSize: Type.Optional(Type.Integer({ minimum: 1 })), pageno: Type.Optional(Type.Integer({ minimum: 1 })) },
              { additionalProperties: false, description: 'The page the screen showed (every matching row is imported, whatever the page).' },
            ),
          ),
        },
        { additionalProperties: false },
      ),
    },
    answers: { 200: { description: 'Every item was imported.', json: dataOf(FicFilterImportOutcome) } },
    refusals: IMPORT_REFUSALS,
  });
}

/** An item an import stopped before, until imported. */
export const FicAbortedItem = Type.Object({ ...FicItemError.properties, abortedAt: Type.String({ format: 'date-time' }) });

function abortedCall(origin: FicOrigin, path: string) {
  return defineCall({
    method: 'GET',
    path,
    tag: 'fic',
    summary: `${origin} items an import of the project stopped before (ACTIVITY_FVI_GET_IMPORT_ACTIVITIES_ABORTED), until imported`,
    access: FIC_ACCESS,
    query: SITE_QUERY,
    answers: { 200: { description: 'The aborted items.', json: dataOf(Type.Object({ items: Type.Array(FicAbortedItem), count: Count })) } },
    refusals: FIC_CALLER_REFUSALS,
  });
}

export const FVI_LIST = listCall('FVI', 'fic/fvi/activities');
export const FVM_LIST = listCall('FVM', 'fic/fvm/activities');
export const OP_LIST = listCall('OP', 'fic/preservation-orders');

export const IMPORT_FVIS = selectionImportCall('FVI', 'activity/import-fvis', 'data');
export const IMPORT_FVIS_TO = responsibleImportCall('FVI', 'activity/import-from-fic/{who}/{responsible}');
export const IMPORT_FVMS = selectionImportCall('FVM', 'activity/import-fvms', 'data');
export const IMPORT_FROM_FVM = selectionImportCall('FVM', 'activity/import-from-fvm', 'data');
export const IMPORT_FROM_FVM_TO = responsibleImportCall('FVM', 'activity/import-from-fvm/{who}/{responsible}');
export const IMPORT_OPS = selectionImportCall('OP', 'activity/import-ops', 'data');
export const IMPORT_PRESERVATION_ORDERS = selectionImportCall('OP', 'activity/import-preservation-orders-fic', 'activities');

export const FVI_FILTER_IMPORT = filterImportCall('FVI', 'activity/import-fvi-filter-fic');
export const FVM_FILTER_IMPORT = filterImportCall('FVM', 'activity/import-fvm-filter-fic');
export const OP_FILTER_IMPORT = filterImportCall('OP', 'activity/import-preservation-orders-filter-fic');

export const FVI_ABORTED = abortedCall('FVI', 'activity/import-fvi-activities-aborted');
export const FVM_ABORTED = abortedCall('FVM', 'activity/import-fvm-activities-aborted');
export const OP_ABORTED = abortedCall('OP', 'activity/import-preservation-orders-aborted');

/** The calls of one kind's import screen: its list, the import of the rows ticked, of every row the filter matches, and the aborted list. */
export const FIC_SCREEN_CALLS = {
  fvi: { list: FVI_LIST, importSelected: IMPORT_FVIS, importFiltered: FVI_FILTER_IMPORT, aborted: FVI_ABORTED },
  fvm: { list: FVM_LIST, importSelected: IMPORT_FVMS, importFiltered: FVM_FILTER_IMPORT, aborted: FVM_ABORTED },
  op: { list: OP_LIST, importSelected: IMPORT_OPS, importFiltered: OP_FILTER_IMPORT, aborted: OP_ABORTED },
} as const;

/** The outcome of an update of task statuses sent to FIC: the project's last update (the banner of spec §4). */
export const FicLastUpdate = Type.Object({
  date: Type.String({ format: 'date-time' }),
  total: Type.Integer({ minimum: 0, description: 'Activities sent.' }),
  updatedActivitiesId: Type.Array(Type.String()),
  errors: Type.Array(FicItemError),
});
export type FicLastUpdate = Static<typeof FicLastUpdate>;

const PARTIAL_UPDATE = `${FIC_PARTIAL_STATUS} ${FIC_PARTIAL_CODES.update} when FIC refused some: its \`data\` holds what the answer's would.`;

export const UPDATE_TASK_STATUSES = defineCall({
  method: 'PUT',
  path: 'fic/fvi/tasks/update-status',
  tag: 'fic',
  summary: 'Send the task statuses of every FIC activity of the project to FIC',
  description: PARTIAL_UPDATE,
  access: FIC_ACCESS,
  query: SITE_QUERY,
  answers: { 200: { description: 'Every activity was updated.', json: dataOf(FicLastUpdate) } },
  refusals: { ...FIC_CALLER_REFUSALS, [FIC_PARTIAL_STATUS]: { codes: [FIC_PARTIAL_CODES.update], json: dataOf(FicLastUpdate) } },
});

export const UPDATE_SELECTED_TASK_STATUSES = defineCall({
  method: 'PUT',
  path: 'fic/fvi/tasks/select-update-status',
  tag: 'fic',
  summary: 'Send the task statuses of the FIC activities named (of the origins in types, all by default) to FIC; an id the project has not is OP_NOT_FOUND',
  description: PARTIAL_UPDATE,
  access: FIC_ACCESS,
  query: SITE_QUERY,
  body: { json: Type.Object({ ids: Ids, types: Type.Optional(Type.Array(Type.Enum(FIC_ORIGINS), { minItems: 1 })) }, { additionalProperties: false }) },
  answers: { 200: { description: 'Every activity was updated.', json: dataOf(FicLastUpdate) } },
  refusals: { ...FIC_CALLER_REFUSALS, [FIC_PARTIAL_STATUS]: { codes: [FIC_PARTIAL_CODES.update], json: dataOf(FicLastUpdate) } },
});

export const LAST_UPDATE = defineCall({
  method: 'GET',
  path: 'fic/last-update',
  tag: 'fic',
  summary: "The project's last update sent to FIC (date, activities sent, updated, errors), or null",
  access: FIC_ACCESS,
  query: SITE_QUERY,
  answers: { 200: { description: 'The last update, or null before the first.', json: dataOf(Type.Union([FicLastUpdate, Type.Null()])) } },
  refusals: FIC_CALLER_REFUSALS,
});

export const ROUTE_INSTANCES = defineCall({
  method: 'PUT',
  path: 'fic/routing',
  tag: 'fic',
  summary: "Route the project's digital process instances named to FIC",
  description: '404 RECORD_NOT_FOUND (ids: the unknown ones) when one is not an instance of the project: nothing is routed then.',
  access: FIC_ACCESS,
  query: SITE_QUERY,
  body: { json: Type.Object({ instancesId: Ids }, { additionalProperties: false }) },
  answers: { 200: { description: 'Every routed instance of the project.', json: dataOf(Type.Object({ routed: Type.Array(Type.String()) })) } },
  refusals: { ...FIC_CALLER_REFUSALS, 404: [...FIC_CALLER_REFUSALS[404], 'RECORD_NOT_FOUND'] },
});

export const CANCEL_ROUTING = defineCall({
  method: 'GET',
  path: 'fic/cancel-routing',
  tag: 'fic',
  summary: "Cancel the project's routing to FIC",
  access: FIC_ACCESS,
  query: SITE_QUERY,
  answers: { 200: { description: 'How many instances were routed.', json: dataOf(Type.Object({ cancelled: Count })) } },
  refusals: FIC_CALLER_REFUSALS,
});
