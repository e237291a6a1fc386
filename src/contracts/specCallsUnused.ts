/**
 * Why the app makes none of these spec §7 calls (src/contracts/specCalls.ts): each call names
 * its reason, and docs/spec-api-coverage.md lists the reasons under its table.
 */
export const UNUSED_REASONS = {
  unpaged: 'the screens and reference selects read the paged list (`/page`), which filters, sorts and counts; the unpaged list is for outside clients',
  'mobile-app': "the mobile app's call (a field user's activities); the activity list reads `activity/page` with its filters",
  'details-with-tasks': "the activity's page reads the activity and its tasks in one call (`details-with-tasks`)",
  'instruction-list':
    "/activity/{id}/execution-instructions reads the activity's list, which carries each instruction whole, and edits one from its entry there",
  'assign-all':
    "the list's assign action calls `groups/{groupId}/assign-activities` (assigns what it can, names the rest); this all-or-nothing call is for outside clients",
  'media-blob': 'the screens download through `download-media-blob` (the file as a blob, shown or saved)',
  'fic-variant': 'the FIC screens import through the selection and filter imports; this variant is served for outside clients of the FIC flow',
  'fic-routing': 'no screen of spec §2 routes FIC instances; served for the external flow',
  'instance-pendencies': "no screen lists pending steps across instances; an instance's page reads its own steps",
  engine: "the process model pages read and save a model through `digital-process/{id}/xml`; the engine's step calls serve the engine's clients",
  'element-lookup':
    'the element query page and the process element picker filter `element/page`, the type beside tag, name and path; the by-type look-ups serve outside clients',
  'element-import': 'the import page imports element hierarchies in the background (`import-async`) and follows each run in its history',
  'one-item': "the element's page lists its items as a related list of the generated commissionable-item screens, which add, change and delete them",
  'type-states': "the activity type's show and edit pages read the states from the record, which carries them",
  'groups-twin': 'the same call as on `groups`, where the user group screens make it',
  'task-bulk': "the task list's bulk delete is every generated list's: `DELETE task/{id}` a task at a time; this all-or-nothing call is for outside clients",
  'own-data': "the app reads the signed-in user's own data from `session/get-logued-user-data`",
  'find-user': 'the user screens read a user at `user/{id}`; the error catalogue names this call for outside clients',
  'user-groups':
    "the user menu shows the signed-in user's groups from their own data (`session/get-logued-user-data`, read at sign-in); the user pages show anyone's",
} as const;

export type UnusedReason = keyof typeof UNUSED_REASONS;

/** The spec's call → why no screen makes it. */
export const SPEC_CALLS_UNUSED: Readonly<Record<string, UnusedReason>> = {
  'GET activity/ofUser': 'mobile-app',
  'GET activity/{id}/tasks': 'details-with-tasks',
  'GET activity/{id}/execution-instructions/{instrId}': 'instruction-list',
  'POST activity/assign': 'assign-all',
  'GET activity-task/download-media': 'media-blob',
  'POST activity/import-from-fic/{who}/{responsible}': 'fic-variant',
  'POST activity/import-from-fvm': 'fic-variant',
  'POST activity/import-from-fvm/{who}/{responsible}': 'fic-variant',
  'POST activity/import-preservation-orders-fic': 'fic-variant',
  'PUT fic/routing': 'fic-routing',
  'GET fic/cancel-routing': 'fic-routing',
  'GET classes': 'unpaged',
  'GET digital-process': 'unpaged',
  'GET discipline': 'unpaged',
  'GET element-type': 'unpaged',
  'GET element': 'unpaged',
  'GET preservation-plan': 'unpaged',
  'GET groups': 'unpaged',
  'GET project': 'unpaged',
  'GET task': 'unpaged',
  'GET digital-process-instance/pendencies': 'instance-pendencies',
  'GET process-engine/process-definition/{id}/items': 'engine',
  'GET process-engine/process-definition/{id}/activities': 'engine',
  'POST process-engine/activity-tasks': 'engine',
  'GET process-engine/activity/{id}/tasks': 'engine',
  'GET element/by-type': 'element-lookup',
  'GET element/by-types': 'element-lookup',
  'POST element/import': 'element-import',
  'POST element/{id}/commissionable-item': 'one-item',
  'PUT element/{id}/commissionable-item/{itemId}': 'one-item',
  'DELETE element/{id}/commissionable-item/{itemId}': 'one-item',
  'GET element/{id}/commissionable-items': 'one-item',
  'GET activity-type/{id}/status': 'type-states',
  'POST user-group': 'groups-twin',
  'PUT user-group/{id}': 'groups-twin',
  'DELETE user-group/{id}': 'groups-twin',
  'POST task/bulk': 'task-bulk',
  'GET user/info': 'own-data',
  'GET user/{id}/find': 'find-user',
  'GET user/groups': 'user-groups',
};
