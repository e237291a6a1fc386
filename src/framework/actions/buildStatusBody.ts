import type { StatusAction } from '../registry/types';
import type { CurrentUser } from './currentUser';

/** What the status dialog collected. */
export interface StatusInput {
  target: string | number;
  /** Sent only when the dialog asked for it (required for the target). */
  reason?: string;
  note?: string;
  flags: Record<string, boolean>;
}

/**
 * The body of a status change: the record's `send` fields, the new status under `input`,
 * the reason and note when given, the action's flags and the signed-in user's id and name
 * under the keys the action names.
 *
 * @example
 * buildStatusBody(updateStatus, record, { target: 9, flags: {} }, { id: 'u1', name: 'Ana' })
 * // { executionStatus: 9, userId: 'u1', userName: 'Ana' }
 */
export function buildStatusBody(action: StatusAction, record: Record<string, unknown>, input: StatusInput, user: CurrentUser): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const key of action.send ?? []) body[key] = record[key];
  body[action.input] = input.target;
  const reason = input.reason?.trim();
  if (action.reason && reason) body[action.reason.field] = reason;
  const note = input.note?.trim();
  if (action.note && note) body[action.note.field] = note;
  for (const [flag, fallback] of Object.entries(action.flags ?? {})) body[flag] = input.flags[flag] ?? fallback;
  if (action.user?.id) body[action.user.id] = user.id;
  if (action.user?.name) body[action.user.name] = user.name;
  return body;
}
