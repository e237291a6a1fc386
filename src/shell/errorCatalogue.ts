import { CATALOGUE_CALL_PATHS as CALLS } from '../contracts/catalogueCallPaths';
import { HTTP_ERROR_CATALOGUE, when, type ErrorCatalogue, type FailedCall } from '../framework/data/errorCatalogue';

/** Spec §8 "Silenced 400 messages": the activity type form shows these inline, no popup. */
export const SILENCED_MESSAGES = [
  'ACTIVITY_TYPE.NAME_IS_REQUIRED',
  'ACTIVITY_TYPE.DUPLICATED_NAME',
  'ACTIVITY_TYPE.MUST_HAVE_CONCLUSIVE_STATE',
  'ACTIVITY_TYPE.TYPE_NAME_IS_EMPTY',
] as const;

const silenced = (call: Parameters<ReturnType<typeof when.bodyCode>>[0]) => SILENCED_MESSAGES.some((code) => when.bodyCode(code)(call));
const atLogin = when.call(CALLS.login);
const outsideChosenScope = (call: FailedCall) => call.body?.extra?.expectedContractId !== undefined;

/**
 * The product's error catalogue (spec §8): its own rows, then the HTTP ones; the first
 * matching row decides. Sign-in refusals never end a session (there is none yet); a 400
 * from the external integration (paths under /fic, except /fic/routing) is a connection
 * error of that system; a failed mobile app download is one error whatever the status; two
 * codes send the user elsewhere; a few are silent.
 */
export const PRODUCT_ERROR_CATALOGUE: ErrorCatalogue = [
  // Spec §8 "Mobile app download failure", whatever the status: the download error, the server's status text in the details.
  { when: when.call(CALLS.mobileAppFile), display: 'dialog', message: 'errors.app_download' },
  // Sign-in (spec §8, 400 and 401 "at login").
  {
    status: 400,
    when: when.all(atLogin, when.bodyCode('Account is not fully set up')),
    display: 'dialog',
    severity: 'warning',
    message: 'errors.account_not_set_up',
  },
  { status: 400, when: atLogin, display: 'dialog', message: 'errors.invalid_credentials' },
  { status: 401, when: atLogin, display: 'dialog', message: 'errors.invalid_credentials' },
  // Project scoping (spec §8: USER-WITHOUT-PROJECT, RESOURCE-IS-FROM-ANOTHER-PROJECT).
  { status: 400, when: when.bodyCode('USER-WITHOUT-PROJECT'), display: 'joinProject' },
  // A record of the session's project outside the scope chosen in the tree names its contract (or null): the scope moves, not the project.
  { status: 400, when: when.all(when.bodyCode('RESOURCE-IS-FROM-ANOTHER-PROJECT'), outsideChosenScope), display: 'changeScope' },
  { status: 400, when: when.bodyCode('RESOURCE-IS-FROM-ANOTHER-PROJECT'), display: 'changeProject' },
  // A scope in the address (or this tab) the session cannot have: dropped with a notification, never an error dialog.
  { status: 403, when: when.bodyCode('SCOPE_OUTSIDE_PROJECT'), display: 'dropScope' },
  { status: 400, when: when.bodyCode('SCOPE_NOT_FOUND'), display: 'dropScope' },
  { status: 400, when: when.bodyCode('SCOPE_MISMATCH'), display: 'dropScope' },
  { status: 400, when: silenced, display: 'silent' },
  { status: 400, when: when.hasFieldErrors, display: 'fields' },
  { status: 400, when: when.pathSegment('fic', ['fic/routing']), display: 'dialog', message: 'errors.fic_connection' },
  // A removal refused while the activity type is in use: an info popup titled IN_USE.
  {
    status: 400,
    when: when.bodyCode('ACTIVITY_TYPE.REMOVE_ACTIVITY_TYPE_HAS_ACTIVITIES_ONGOING'),
    display: 'dialog',
    severity: 'info',
    message: 'errors.in_use',
  },
  {
    status: 409,
    when: when.bodyCode('ACTIVITY_TYPE.REMOVE_ACTIVITY_TYPE_HAS_ACTIVITIES_ONGOING'),
    display: 'dialog',
    severity: 'info',
    message: 'errors.in_use',
  },
  // 404 on the activity timeline's read: the page does not apply here (spec §8 "404 with an error field").
  { status: 404, when: when.all(when.hasErrorField, when.call(CALLS.activityDetails)), display: 'forbidden' },
  { status: 404, when: when.all(when.hasErrorField, when.call(CALLS.taskTimeline)), display: 'forbidden' },
  // The element and pendency timelines say "not found" in the page itself, under their title.
  { status: 404, when: when.call(CALLS.elementTimeline, CALLS.pendencyTimeline), display: 'silent' },
  // 404 looking a user up (`user/{id}/find`) is expected: silent.
  { status: 404, when: when.call(CALLS.findUser), display: 'silent' },
  ...HTTP_ERROR_CATALOGUE,
];
