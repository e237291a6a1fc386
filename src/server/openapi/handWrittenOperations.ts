import { jsonAnswer, ref } from './openApiParts';
import { ACTIVITY_DETAIL_OPERATIONS } from '../activityDetail/activityDetailOperations';
import type { JsonSchema, OpenApiOperation } from './openApiTypes';
import { timelineOperations } from '../timeline/timelineOperations';
import { elementOperations } from '../elements/elementOperations';
import { FIC_OPERATIONS } from '../fic/ficOperations';
import { PROCESS_ENGINE_OPERATIONS } from '../processEngine/processEngineOperations';
import { PROCESS_INSTANCE_OPERATIONS } from '../processInstances/processInstanceOperations';
import { PENDENCY_FORWARD_OPERATIONS } from '../pendencyForward/pendencyForwardOperations';

/** How a hand-written route (one not generated from a resource definition) is documented. */
export interface HandWrittenOperation {
  tag: 'session' | 'user' | 'dev' | 'documentation' | 'ifc-json' | 'mobile-app' | 'dashboard' | 'timeline' | 'activity' | 'evidence' | 'fic' | 'element' | 'process-engine' | 'import' | 'process-instance' | 'pendency';
  summary: string;
  /** Open without a token. */
  public?: boolean;
  /** Roles allowed besides ADMIN; absent: every signed-in user (or anyone, for a public call). */
  roles?: readonly string[];
  body?: JsonSchema;
  /** The payload under `data`, or the whole body when `bare`. */
  answer: JsonSchema;
  bare?: boolean;
  /** Answers 201 Created instead of 200. */
  created?: boolean;
  /** The answer is a file of this media type (a download), not JSON; `answer` is then ignored. */
  file?: string;
  /** Answers besides the success and the usual errors, by status (sign-in's 429 with Retry-After). */
  responses?: OpenApiOperation['responses'];
}

const text = { type: 'string' };
const object = (properties: Record<string, JsonSchema>, required: string[] = []): JsonSchema => ({ type: 'object', required, properties });
const success = object({ success: { type: 'boolean' }, message: text }, ['success']);
const refreshBody = object({ refreshToken: { ...text, description: 'Also accepted as refresh_token.' } });
const tokens = object(
  { access_token: text, refresh_token: text, id_token: text, expires_in: { type: 'integer' }, token_type: { const: 'Bearer' }, userInfo: ref('UserInfo'), groups: { type: 'array', items: text }, isAdmin: { type: 'boolean' } },
  ['access_token', 'refresh_token', 'token_type'],
);
const tooManySignIns: OpenApiOperation['responses'] = {
  '429': {
    ...jsonAnswer('TOO_MANY_SIGN_IN_ATTEMPTS: too many failed sign-ins for this username or client address; try again after Retry-After seconds (also `retryAfter`).', {
      allOf: [ref('ApiError'), object({ error: { const: 'TOO_MANY_SIGN_IN_ATTEMPTS' }, retryAfter: { type: 'integer', minimum: 1 } }, ['retryAfter'])],
    }),
    headers: { 'Retry-After': { description: 'Seconds to wait before the next attempt.', schema: { type: 'integer', minimum: 1 } } },
  },
};

/** An `/api/v1` read: an IFC-JSON document, for any signed-in user within the request's project. */
const ifc = (summary: string): HandWrittenOperation => ({ tag: 'ifc-json', summary, bare: true, answer: ref('IfcJsonDocument') });

/** Schemas the hand-written calls use. */
export const HAND_WRITTEN_SCHEMAS: Record<string, JsonSchema> = {
  UserInfo: object({ id: text, username: text, firstName: text, lastName: text, email: text }),
  IfcJsonDocument: {
    type: 'object',
    description: 'An IFC-JSON document (ifcJSON header; the objects in data, each named by its IFC type in `type`, its record id in `globalId`). The IFC-JSON specifications page shows a sample of each call.',
    required: ['type', 'version', 'schemaIdentifier', 'originatingSystem', 'timeStamp', 'data'],
    properties: {
      type: { const: 'ifcJSON' },
      version: text,
      schemaIdentifier: { const: 'IFC4' },
      originatingSystem: text,
      timeStamp: { type: 'string', format: 'date-time' },
      count: { type: 'integer', description: 'Lists that page: how many objects match in all.' },
      data: { type: 'array', items: { type: 'object', required: ['type'], properties: { type: text } } },
    },
  },
  ExternalPendency: {
    type: 'object',
    description: 'A pendency sent by the external system; checked like every pendency write (400 VALIDATION_ERROR with field errors).',
    properties: {
      name: text,
      classification: { enum: ['IMPEDITIVE', 'NON_IMPEDITIVE'] },
      status: { type: 'string', description: 'Default DRAFT.' },
      events: { type: 'array', items: text, minItems: 1 },
      elements: { type: 'array', items: text },
      assignedUser: text,
      limitDate: { type: 'string', format: 'date-time' },
      disciplineId: text,
      activityId: text,
      pendencyId: { type: 'string', maxLength: 60, description: "The pendency's id in the external system (on creation)." },
    },
  },
  LoggedUserData: { type: 'object', description: 'The signed-in user: profile, roles, projects and feature claims.', additionalProperties: true },
};

/**
 * Every route of the demo API that no resource definition generates, keyed `METHOD pattern`
 * as the route table declares it. A served route missing here (and not generated) is
 * reported by `undocumentedRoutes`, which fails `npm run check` and the tests.
 */
export const HAND_WRITTEN_OPERATIONS: Readonly<Record<string, HandWrittenOperation>> = {
  'GET openapi.json': { tag: 'documentation', summary: 'This OpenAPI document', public: true, bare: true, answer: { type: 'object', description: 'OpenAPI 3.1 document.' } },
  'POST session/login': { tag: 'session', summary: 'Sign in with username and password', public: true, body: object({ username: text, password: text }, ['username', 'password']), answer: tokens, responses: tooManySignIns },
  'POST session/refresh-token': { tag: 'session', summary: 'New access token from a refresh token', public: true, body: refreshBody, answer: tokens },
  'POST auth/refresh-token': { tag: 'session', summary: 'New access token from a refresh token (alias)', public: true, body: refreshBody, answer: tokens },
  'POST session/logout': { tag: 'session', summary: 'End the session of the tokens sent', public: true, body: object({ refreshToken: text, token: text }), answer: success },
  'POST session/adfs-logout': {
    tag: 'session',
    summary: 'End the session and get the identity provider sign-out address',
    public: true,
    body: object({ refreshToken: text, token: text, idToken: text }),
    answer: object({ success: { type: 'boolean' }, endSessionUrl: { type: ['string', 'null'] } }, ['success']),
  },
  'POST session/sso-token': { tag: 'session', summary: "Trade the identity provider's access token for this API's tokens", public: true, body: object({ accessToken: text }, ['accessToken']), answer: tokens },
  'POST session/forgot-password': { tag: 'session', summary: 'Send a password reset link', public: true, body: object({ email: text }, ['email']), answer: success },
  'GET session/validate-reset-password-token/:token': { tag: 'session', summary: 'Whether a reset token is still valid', public: true, answer: object({ valid: { type: 'boolean' }, username: text }, ['valid']) },
  'POST session/set-password': { tag: 'session', summary: 'Set a new password with a reset token', public: true, body: object({ token: text, password: { type: 'string', minLength: 8 } }, ['token', 'password']), answer: success },
  'GET session/claim': { tag: 'session', summary: 'The feature claims of the product', public: true, answer: object({ lastUpdated: text, items: { type: 'array', items: { type: 'object' } } }) },
  'GET session/get-logued-user-data': { tag: 'session', summary: 'The signed-in user with roles and projects', answer: ref('LoggedUserData') },
  'GET user/info': { tag: 'user', summary: 'The signed-in user with roles and projects', answer: ref('LoggedUserData') },
  'PUT user/self': { tag: 'user', summary: 'Change own first name, last name and e-mail', body: object({ firstName: text, lastName: text, email: { type: 'string', format: 'email' } }, ['firstName', 'lastName', 'email']), answer: ref('UserInfo') },
  'POST user/redefine-password': { tag: 'user', summary: 'Send oneself a password reset link', answer: success },
  'POST user/join-to-project-request': { tag: 'user', summary: 'Ask the administrators for access to a project', body: object({ message: { type: 'string', maxLength: 2000 } }, ['message']), answer: success },
  'GET user/projects': { tag: 'user', summary: 'Projects of the signed-in user', answer: { type: 'array', items: { type: 'object' } } },
  'GET user/groups': { tag: 'user', summary: 'User groups of the signed-in user', answer: { type: 'array', items: { type: 'object' } } },
  'GET user/:id/find': { tag: 'user', summary: 'One user (oneself, or anyone with the user resource show right)', answer: { type: 'object' } },
  ...timelineOperations(),
  ...ACTIVITY_DETAIL_OPERATIONS,
  ...FIC_OPERATIONS,
  ...elementOperations(),
  'GET dev/simulations': { tag: 'dev', summary: 'Simulated failures and whether each is on', roles: ['ADMIN'], answer: { type: 'array', items: object({ name: text, description: text, status: { type: 'integer' }, on: { type: 'boolean' } }) } },
  'GET app/:environment/:version': {
    tag: 'mobile-app',
    summary: 'The Android app file <name>-<environment>-v<version>.apk, as an attachment',
    public: true,
    file: 'application/vnd.android.package-archive',
    answer: {},
  },
  'HEAD app/:environment/:version': {
    tag: 'mobile-app',
    summary: 'Whether the Android app file exists: its headers (name, size) without the bytes',
    public: true,
    file: 'application/vnd.android.package-archive',
    answer: {},
  },
  'POST activity-task/:id/upload-medias': { tag: 'evidence', summary: 'Add evidence files to a task: multipart/form-data with files in medias (PNG, JPEG, PDF known by their first bytes, 10 MB each, 10 at most) and one descriptions field per file; query date (ISO) and tStamp (ms). 413 MEDIA_TOO_LARGE, 415 MEDIA_TYPE_NOT_ALLOWED or MEDIA_TYPE_MISMATCH; nothing is kept of a refused upload', roles: ['PROJECT_ADMIN', 'USER'], created: true, answer: { type: 'object' } },
  'PUT activity-task/:id/media/:mediaId': { tag: 'evidence', summary: 'Delete one evidence file of a task, saying why (400 REASON_REQUIRED without a reason)', roles: ['PROJECT_ADMIN', 'USER'], body: object({ reasonDeletingRegistersOrMedias: { type: 'string', minLength: 1, maxLength: 2000 } }, ['reasonDeletingRegistersOrMedias']), answer: { type: 'object' } },
  'GET activity-task/download-media': { tag: 'evidence', summary: 'One evidence file by its address in the mediaUrl header (encodedMediaUrl: true when the address is URI-encoded); 404 MEDIA_NOT_FOUND "Error downloading evidence"', file: 'application/octet-stream', answer: {} },
  'GET activity-task/download-media-blob': { tag: 'evidence', summary: 'Same as download-media, for the blob download of the app', file: 'application/octet-stream', answer: {} },
  'GET activity/get-medias-size': { tag: 'evidence', summary: 'Bytes and number of the stored evidence files of the activities in ids (a,b), and their total', answer: object({ size: { type: 'integer', minimum: 0 }, activities: { type: 'array', items: object({ id: text, count: { type: 'integer' }, size: { type: 'integer' } }) } }, ['size', 'activities']) },
  'GET activity/:id/report': { tag: 'evidence', summary: 'The PDF report of an activity: its facts, tasks, records and photos', file: 'application/pdf', answer: {} },
  'POST activity/download-zip': { tag: 'evidence', summary: 'A zip of the evidence files of the activities matching filters (ids, or field: value), streamed; 400 VALIDATION_ERROR naming filters when they are missing or empty', body: object({ filters: { type: 'object', minProperties: 1 }, timezone: text }, ['filters']), file: 'application/zip', answer: {} },
  'PUT dev/simulations': { tag: 'dev', summary: 'Switch simulated failures on or off', roles: ['ADMIN'], body: { type: 'object', additionalProperties: { enum: ['on', 'off', true, false] } }, answer: { type: 'array', items: { type: 'object' } } },
  'GET v1': ifc('The IFC-JSON entry point: the projects the caller may query (IfcProject)'),
  'GET v1/activity': ifc('Activities of the project with their tasks (IfcTask); limit (0-1000, default 100), skip and tag; count in the answer'),
  'GET v1/task': ifc('The task catalogue (IfcTaskType)'),
  'GET v1/task/status': ifc('The statuses an activity task may take'),
  'GET v1/task/:id': ifc('One task of the catalogue by id; 404 when unknown'),
  'GET v1/task/tag/:tag': ifc('The activity tasks of the activities with a tag (IfcTask)'),
  'GET v1/task/:id/tags': ifc('The tags (IfcElement) where a task of the catalogue is used; 404 for an unknown task'),
  'GET v1/pendency': ifc('Pendencies of the project (IfcActionRequest)'),
  'GET v1/pendency/classifications': ifc('The classifications a pendency may have'),
  'GET v1/pendency/statuses': ifc('The statuses a pendency may have, with the activity status each maps to'),
  'GET v1/pendency/:publicId': ifc('One pendency by its public code (PND-000101); 404 when unknown'),
  'GET v1/pendency/project/:projectId': ifc('The pendencies of a project; 404 for an unknown project, 403 for one not the caller\'s'),
  'GET v1/pendency/classification/:classification': ifc('The pendencies of a classification; 400 for one that is none'),
  'GET v1/pendency/status/:status': ifc('The pendencies in a status; 400 for one that is none'),
  'GET v1/pendency/element/:elementId': ifc('The pendencies on an element; 404 for an unknown element'),
  'POST v1/pendency': { ...ifc('Create a pendency from the external system (stored as external, with the next public code)'), roles: ['PROJECT_ADMIN', 'USER'], body: ref('ExternalPendency'), created: true },
  'PUT v1/pendency/:publicId': { ...ifc('Change a pendency of the external system (the fields sent replace those stored); 400 USER_WITHOUT_PERMISSION for one created in Certificare'), roles: ['PROJECT_ADMIN', 'USER'], body: ref('ExternalPendency') },
  ...PROCESS_ENGINE_OPERATIONS,
  ...PROCESS_INSTANCE_OPERATIONS,
  'GET templates/:file': { tag: 'import', summary: 'The template workbook of a spreadsheet import (activity-import.xlsx, element-hierarchy.xlsx, task-import.xlsx): headers in the Lang language, an example row, drop-downs for enum and reference columns', roles: ['PROJECT_ADMIN'], file: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', answer: {} },
  'POST activity/load-from-excel': { tag: 'import', summary: 'Preview an activity workbook (multipart field file, .xlsx up to 10 MB and 10 000 rows): every row with its cell texts and its errors per column; nothing stored. 400 with a file error code (NOT_A_SPREADSHEET, SPREADSHEET_TOO_LARGE, SPREADSHEET_MACROS_NOT_ALLOWED, SPREADSHEET_MISSING_COLUMNS, SPREADSHEET_EMPTY, SPREADSHEET_TOO_MANY_ROWS, SPREADSHEET_TOO_MANY_COLUMNS, SPREADSHEET_TOO_MANY_CELLS; params.limit names the limit passed), 413 past 10 MB', roles: ['PROJECT_ADMIN'], answer: { type: 'object' } },
  'POST activity/import-from-excel': { tag: 'import', summary: 'Import activities (query source, default EXCEL) from previewed rows {rows: [{line, values}]} or a multipart workbook: every row stored or none (400 VALIDATION_ERROR with the rows in error)', roles: ['PROJECT_ADMIN'], body: object({ rows: { type: 'array', items: object({ line: { type: 'integer' }, values: { type: 'object', additionalProperties: text } }, ['line', 'values']) } }, ['rows']), answer: object({ importedIds: { type: 'array', items: text }, count: { type: 'integer' } }) },
  'POST element-import-history/import-async': { tag: 'import', summary: 'Import elements from a multipart workbook (field file) in the background: answers the history entry (in progress, progress 0); it ends SUCCESS with every row stored or FAILED with its error list and nothing stored. A file past the import limits (as load-from-excel) is a 400 before any entry is written', roles: ['PROJECT_ADMIN'], created: true, answer: { type: 'object' } },
  'POST task/import': { tag: 'import', summary: 'Import tasks from a multipart workbook (field file, optional field or query source): every row stored or none (400 VALIDATION_ERROR with the rows in error)', roles: ['PROJECT_ADMIN'], answer: object({ importedIds: { type: 'array', items: text }, count: { type: 'integer' } }) },
  ...PENDENCY_FORWARD_OPERATIONS,
};
