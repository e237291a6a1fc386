import type { AccessOfResource } from '../../framework/contracts/callAccess';
import {
  ACTIVITY_COMMENTS,
  ADD_EXECUTION_INSTRUCTION,
  CHANGE_EXECUTION_INSTRUCTION,
  CREATE_COMMENT,
  DELETE_COMMENT,
  DELETE_EXECUTION_INSTRUCTION,
  DELETED_ACTIVITY_COMMENTS,
  EXECUTION_INSTRUCTION,
  EXECUTION_INSTRUCTIONS,
  type ActivityComment,
  type ExecutionInstruction,
} from '../../contracts/activityDetail';
import type { RequestUser } from '../auth/requestUser';
import { ApiError } from '../http/apiError';
import { contractRoute, type ContractRoute } from '../http/contractRoute';
import type { RecordService } from '../records/recordService';
import { newRecordId } from '../store/newRecordId';
import type { StoredRecord } from '../store/readCollectionFile';
import type { RecordScopeOf } from '../scope/recordScope';
import { activityOf, isObject, type ActivityResources } from './activityContext';

/** Where the activity record keeps each kind of note. */
const COMMENTS = 'comments';
const INSTRUCTIONS = 'executionInstructions';

/** The notes of `field` that carry an id (the activity schema's shape, checked on every write of the activity). */
function notesOf<Note extends { _id: string }>(record: StoredRecord, field: string): Note[] {
  const value = record[field];
  return Array.isArray(value) ? value.filter((item): item is Note => isObject(item) && typeof item._id === 'string') : [];
}

function newestFirst(notes: ActivityComment[]): ActivityComment[] {
  return [...notes].sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''));
}

function noteNotFound(what: string, id: string): ApiError {
  return new ApiError(404, { error: 'NOT_FOUND', message: `This activity has no ${what} with the id ${id}.` });
}

/**
 * Comments (spec §7: create, list, deleted list, delete with a reason) and execution
 * instructions (GET, POST, PUT, DELETE), both kept inside their activity record
 * (`comments`, `executionInstructions`), as the activity schema declares them, so an
 * activity and its notes are always written together. A deleted comment stays, flagged
 * with its reason, for the deleted list.
 */
export function activityNoteRoutes(records: RecordService, resources: ActivityResources, accessOf: AccessOfResource, scopeOf: RecordScopeOf): ContractRoute[] {
  const { activity } = resources;
  const activities = records.options.store.collection(activity.name);
  const now = () => records.options.now().toISOString();
  const updatedAt = activity.timestamps.updatedAt;
  const save = (record: StoredRecord, field: string, notes: readonly object[]) =>
    activities.replace({ ...record, [field]: notes, ...(updatedAt ? { [updatedAt]: now() } : {}) });
  const newId = (notes: readonly { _id: string }[]) => String(newRecordId(notes.map((note) => note._id)));
  const open = (user: RequestUser, id: string) => activityOf(records, activity, id, scopeOf(user));
  const userName = (user: RequestUser): string => {
    const stored = records.options.store.collection('user').get(user.sub);
    const full = [stored?.firstName, stored?.lastName].filter((part) => typeof part === 'string' && part !== '').join(' ');
    return full || user.username;
  };
  const instruction = (record: StoredRecord, id: string): { instructions: ExecutionInstruction[]; target: ExecutionInstruction } => {
    const instructions = notesOf<ExecutionInstruction>(record, INSTRUCTIONS);
    const target = instructions.find((item) => item._id === id);
    if (!target) throw noteNotFound('execution instruction', id);
    return { instructions, target };
  };

  return [
    contractRoute(CREATE_COMMENT, accessOf, ({ body, user }) => {
      const record = open(user, body.activityId);
      const comments = notesOf<ActivityComment>(record, COMMENTS);
      const comment: ActivityComment = {
        _id: newId(comments),
        activityId: body.activityId,
        comment: body.comment.trim(),
        userName: userName(user),
        createdAt: now(),
        isDeleted: false,
      };
      save(record, COMMENTS, [...comments, comment]);
      return { status: 201, body: { data: comment } };
    }),
    contractRoute(ACTIVITY_COMMENTS, accessOf, ({ params, user }) => ({
      status: 200,
      body: { data: newestFirst(notesOf<ActivityComment>(open(user, params.id), COMMENTS).filter((comment) => comment.isDeleted !== true)) },
    })),
    contractRoute(DELETED_ACTIVITY_COMMENTS, accessOf, ({ params, user }) => ({
      status: 200,
      body: { data: newestFirst(notesOf<ActivityComment>(open(user, params.id), COMMENTS).filter((comment) => comment.isDeleted === true)) },
    })),
    contractRoute(DELETE_COMMENT, accessOf, ({ params, body, user }) => {
      const record = open(user, params.id);
      const comments = notesOf<ActivityComment>(record, COMMENTS);
      const target = comments.find((comment) => comment._id === body.commentId && comment.isDeleted !== true);
      if (!target) throw noteNotFound('comment', body.commentId);
      const deleted: ActivityComment = { ...target, isDeleted: true, reasonDeletingComments: body.reasonDeletingComments.trim() };
      save(
        record,
        COMMENTS,
        comments.map((comment) => (comment === target ? deleted : comment)),
      );
      return { status: 200, body: { data: deleted } };
    }),
    contractRoute(EXECUTION_INSTRUCTIONS, accessOf, ({ params, user }) => ({
      status: 200,
      body: { data: notesOf<ExecutionInstruction>(open(user, params.id), INSTRUCTIONS) },
    })),
    contractRoute(EXECUTION_INSTRUCTION, accessOf, ({ params, user }) => ({
      status: 200,
      body: { data: instruction(open(user, params.id), params.instrId).target },
    })),
    contractRoute(ADD_EXECUTION_INSTRUCTION, accessOf, ({ params, body, user }) => {
      const record = open(user, params.id);
      const instructions = notesOf<ExecutionInstruction>(record, INSTRUCTIONS);
      const created: ExecutionInstruction = { _id: newId(instructions), description: body.description.trim(), createdAt: now() };
      save(record, INSTRUCTIONS, [...instructions, created]);
      return { status: 201, body: { data: created } };
    }),
    contractRoute(CHANGE_EXECUTION_INSTRUCTION, accessOf, ({ params, body, user }) => {
      const record = open(user, params.id);
      const { instructions, target } = instruction(record, params.instrId);
      const updated: ExecutionInstruction = { ...target, description: body.description.trim() };
      save(
        record,
        INSTRUCTIONS,
        instructions.map((item) => (item === target ? updated : item)),
      );
      return { status: 200, body: { data: updated } };
    }),
    contractRoute(DELETE_EXECUTION_INSTRUCTION, accessOf, ({ params, user }) => {
      const record = open(user, params.id);
      const { instructions, target } = instruction(record, params.instrId);
      save(
        record,
        INSTRUCTIONS,
        instructions.filter((item) => item !== target),
      );
      return { status: 200, body: { data: target } };
    }),
  ];
}
