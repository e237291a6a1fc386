import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../framework/data/apiConventions';
import { classifyError, type CatalogueEntry } from '../framework/data/errorCatalogue';
import { PRODUCT_ERROR_CATALOGUE, SILENCED_MESSAGES } from './errorCatalogue';

const body = (error: string, message = error, extra: Partial<ApiErrorBody> = {}): ApiErrorBody => ({ error, message, ...extra });
const classify = (status: number, path: string, errorBody?: ApiErrorBody) =>
  classifyError({ status, path, ...(errorBody ? { body: errorBody } : {}) }, PRODUCT_ERROR_CATALOGUE);

/** Every row of spec §8's tables: the call, and what the app must do with it. */
const ROWS: [string, number, string, ApiErrorBody | undefined, Partial<CatalogueEntry>][] = [
  ['0: unable to connect', 0, 'discipline/page', undefined, { display: 'dialog', message: 'errors.connection' }],
  [
    '400 at login, account not fully set up: a warning',
    400,
    'session/login',
    body('', 'Account is not fully set up'),
    { display: 'dialog', severity: 'warning', message: 'errors.account_not_set_up' },
  ],
  ['400 at login, anything else: invalid credentials', 400, 'session/login', body('BAD_REQUEST'), { display: 'dialog', message: 'errors.invalid_credentials' }],
  ['401 at login: invalid credentials, no sign-out', 401, 'session/login', body('UNAUTHORIZED'), { display: 'dialog', message: 'errors.invalid_credentials' }],
  ['400 under /fic: external system connection', 400, 'fic/fvi/activities', body('X'), { display: 'dialog', message: 'errors.fic_connection' }],
  ['400 under /fic/routing: the server message', 400, 'fic/routing', body('X'), { display: 'dialog', message: undefined }],
  ['400 USER-WITHOUT-PROJECT: join request', 400, 'activity/page', body('USER-WITHOUT-PROJECT', ''), { display: 'joinProject' }],
  [
    '400 RESOURCE-IS-FROM-ANOTHER-PROJECT: project change',
    400,
    'activity/1',
    body('', 'RESOURCE-IS-FROM-ANOTHER-PROJECT', { extra: { expectedProjectId: 'p2' } }),
    { display: 'changeProject' },
  ],
  [
    '400 RESOURCE-IS-FROM-ANOTHER-PROJECT naming a contract: the record is outside the chosen scope, the scope moves',
    400,
    'activity/1',
    body('RESOURCE-IS-FROM-ANOTHER-PROJECT', 'RESOURCE-IS-FROM-ANOTHER-PROJECT', { extra: { expectedProjectId: 'p1', expectedContractId: null } }),
    { display: 'changeScope' },
  ],
  ['403 SCOPE_OUTSIDE_PROJECT: the scope is dropped, no dialog', 403, 'activity/page', body('SCOPE_OUTSIDE_PROJECT', 'outside'), { display: 'dropScope' }],
  ['400 SCOPE_NOT_FOUND: the scope is dropped', 400, 'dashboard/totalByStatus', body('SCOPE_NOT_FOUND', 'gone'), { display: 'dropScope' }],
  ['400 SCOPE_MISMATCH: the scope is dropped', 400, 'activity/page', body('SCOPE_MISMATCH', 'apart'), { display: 'dropScope' }],
  [
    '400 with field errors: on the form',
    400,
    'discipline',
    body('VALIDATION_ERROR', 'VALIDATION_ERROR', { errors: [{ field: 'name', keyword: 'required', message: 'FIELD_IS_REQUIRED' }] }),
    { display: 'fields' },
  ],
  ['400 other: the server title and message', 400, 'classes/page', body('X'), { display: 'dialog', message: undefined }],
  ['401 elsewhere: sign in again', 401, 'discipline', body('UNAUTHORIZED'), { display: 'signIn', message: 'errors.unauthorized' }],
  ['403: access denied', 403, 'discipline', body('FORBIDDEN'), { display: 'dialog', message: 'errors.forbidden' }],
  ['404 with an error field: resource not found', 404, 'discipline/x', body('NOT_FOUND'), { display: 'dialog', message: 'errors.not_found' }],
  ['404 with an error field on the timeline read: forbidden', 404, 'activity/a1/details-with-tasks', body('NOT_FOUND'), { display: 'forbidden' }],
  ['404 with an error field on the task timeline page: forbidden', 404, 'timeline/activity/a1/task/t1', body('NOT_FOUND'), { display: 'forbidden' }],
  ['404 on the element timeline: said in the page', 404, 'timeline/element/e1', body('NOT_FOUND'), { display: 'silent' }],
  ['404 finding a user: silent', 404, 'user/u1/find', body('NOT_FOUND'), { display: 'silent' }],
  ['404 without an error field: the message', 404, 'discipline/x', body('', 'Something gone'), { display: 'dialog', message: undefined }],
  ['409: the server message (task links)', 409, 'task/t1', body('FIC.ERROR_TASK_HAS_LINK_WITH_ACTIVITY'), { display: 'dialog', message: undefined }],
  [
    'activity type in use: an info popup titled IN_USE',
    409,
    'activity-type/a',
    body('ACTIVITY_TYPE.REMOVE_ACTIVITY_TYPE_HAS_ACTIVITIES_ONGOING'),
    { display: 'dialog', severity: 'info', message: 'errors.in_use' },
  ],
  ['500: internal server error', 500, 'discipline', body('INTERNAL_SERVER_ERROR'), { display: 'dialog', message: 'errors.internal' }],
  ['502: service unavailable', 502, 'discipline', undefined, { display: 'dialog', message: 'errors.unavailable' }],
  ['503 (other): unknown system error', 503, 'fic/fvi/activities', body('FIC unavailable'), { display: 'dialog', message: 'errors.unknown' }],
  [
    'mobile app download, file missing: the download error',
    404,
    'app/demo/8.14.0',
    body('APP_FILE_NOT_FOUND'),
    { display: 'dialog', message: 'errors.app_download' },
  ],
  [
    'mobile app download, any other status: the download error',
    503,
    'app/demo/8.14.0',
    body('', 'Service Unavailable'),
    { display: 'dialog', message: 'errors.app_download' },
  ],
  ['mobile app download, no connection: the download error', 0, 'app/demo/8.14.0', undefined, { display: 'dialog', message: 'errors.app_download' }],
  ['418 (other): unknown system error', 418, 'discipline', undefined, { display: 'dialog', message: 'errors.unknown' }],
];

describe('the error catalogue of spec §8, row by row', () => {
  it.each(ROWS)('%s', (_name, status, path, errorBody, expectedEntry) => {
    const entry = classify(status, path, errorBody);
    for (const [key, value] of Object.entries(expectedEntry)) expect(entry[key as keyof CatalogueEntry], key).toBe(value);
  });

  it.each(SILENCED_MESSAGES)('silences the 400 %s (shown inline on the form)', (code) => {
    expect(classify(400, 'activity-type', body(code))).toMatchObject({ display: 'silent' });
  });
});
