/** The actions a resource definition declares (`actions`): one type per kind. */

/** Fields every action has. */
export interface ActionBase {
  /** Unique in the resource; the label key is `resources.<resource>.actions.<name>`. */
  name: string;
  method: 'PUT' | 'POST';
  /**
   * Path under the resource path, `{id}` replaced by the record id (`{id}/activate`,
   * `cancel/{id}`). A path starting with `/` is relative to the API root instead
   * (`/shelves/{targetId}/assign-books`).
   */
  path: string;
  /** Roles that see the action (default: every role that sees the resource). */
  roles?: string[];
}

/** Sets a boolean property: `PUT things/{id}/activate {active: true}`. */
export interface ToggleAction extends ActionBase {
  kind: 'toggle';
  /** Boolean property the action flips. */
  field: string;
  /** `body` (default): the new value is `{[field]: value}`; `path`: it replaces `{value}` in the path. */
  valueIn?: 'body' | 'path';
}

/** A required or optional free text sent with a status change (a reason, a justification). */
export interface ActionTextInput {
  /** Body key, also stored on the record under this name. */
  field: string;
  /** Target values that require the text; absent: always required (reason) or never (note). */
  requiredFor?: (string | number)[];
  /**
   * The text is required when a record of `resource` whose `match` field equals the target
   * value has `flag` true (a task status that requires an explanation).
   */
  requiredWhen?: { resource: string; match: string; flag: string };
}

/**
 * Changes a status field: `PUT loan/{id}/update-status {status, userId, userName}`.
 * The demo API checks the target against `choices`, `transitions` and `refuse`, stores it
 * (with the reason, note and a history entry) and answers the changed record.
 */
export interface StatusAction extends ActionBase {
  kind: 'status';
  /** Status property of the record. */
  field: string;
  /** Body key of the new status (default the field). */
  input: string;
  /** Targets the user may pick (default every value of the field). */
  choices?: (string | number)[];
  /** A fixed target: no choice in the dialog (`cancel` → 9). */
  value?: string | number;
  /** Current status → allowed targets; a current status not listed allows none. */
  transitions?: Record<string, (string | number)[]>;
  reason?: ActionTextInput;
  note?: ActionTextInput;
  /** Body keys carrying the signed-in user's id and name. */
  user?: { id?: string; name?: string };
  /** Body key carrying the record id when the path has no `{id}` (`taskId`). */
  idFrom?: string;
  /**
   * Path under the resource of the same change over many records (`bulk/update-status`):
   * `{ids, ...the action's body}`; each record is changed or refused on its own.
   */
  bulkPath?: string;
  /** Record fields copied into the body (`loanId`). */
  send?: string[];
  /** Extra body keys the dialog sends: key → boolean default (`allowsExternalUpdate`). */
  flags?: Record<string, boolean>;
  /** Array property receiving `{status, date, userId, userName, reason, note}` on each change. */
  history?: string;
  /** Refusals checked on the stored record before anything changes. */
  refuse?: ActionRefusal[];
  /** Message key when the target is not allowed (default: the `api` section's `codes.invalidStatus`). */
  invalidError: string;
  /** Ask for confirmation before calling (fixed-value actions like cancel). */
  confirm: boolean;
  /**
   * App route of a hand-written page that runs the action (`/pendencies/{id}/forward`):
   * the button opens it, and the demo API serves `path` with a hand-written route.
   */
  page?: string;
}

/** The record at hand fails the action when `field` holds one of `in`. */
export interface ActionRefusal {
  field: string;
  in: (string | number | boolean | null)[];
  error: string;
  status: number;
}

/** Sets a boolean on the record and clears it on every record sharing the `scope` values. */
export interface ExclusiveAction extends ActionBase {
  kind: 'exclusive';
  field: string;
  /** Fields whose values define the group (`disciplineId`, `classId`). */
  scope: string[];
}

/** Where links are kept: an array of ids on the record, or a record per link in another resource. */
export type LinkStore = { field: string } | { resource: string; owner: string; target: string };

/**
 * Adds or removes links from the record to records of `target`:
 * `POST preservation-plan/{id}/add-tasks {taskIds: [...]}`. Answers
 * `{ record, failures: [{id, error}] }`; each id is handled on its own.
 */
export interface LinkAction extends ActionBase {
  kind: 'link' | 'unlink';
  /** Body key of the id list. */
  input: string;
  /** Resource the ids belong to. */
  target: string;
  via: LinkStore;
  /** Title key of the warning that lists failures (default `resources.<name>.actions.<action>Failures`). */
  failuresTitle?: string;
}

/**
 * A bulk action of the list: sends the selected records to a target record
 * (`POST /shelves/{targetId}/assign-books [{id, genreId}]`). The answer lists
 * the records that were not changed.
 */
export interface AssignAction extends ActionBase {
  kind: 'assign';
  /** Resource of the target the user picks (a user, a group). */
  target: string;
  /** Property of each record that receives the target id (an array: the id is added). */
  field: string;
  /** Keys of each selected record sent in the body. */
  send: string[];
  refuse?: ActionRefusal[];
  /** Message keys: some records were not changed / all were. */
  partial: string;
  success: string;
}

export type ActionDefinition = ToggleAction | StatusAction | ExclusiveAction | LinkAction | AssignAction;
