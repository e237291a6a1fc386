import { ApiError } from '../http/apiError';
import type { RecordService } from '../records/recordService';
import type { ApiRequest, ApiRoute } from '../routes/apiRoute';
import { newRecordId } from '../store/newRecordId';
import type { StoredRecord } from '../store/readCollectionFile';
import { activityOf, callerFor, isObject, type ActivityResources, type Need } from './activityContext';
import { BodyReader } from './bodyFields';

/** Longest comment and instruction, as the activity schema allows for instructions. */
const MAX_NOTE_LENGTH = 1000;
/** Longest reason for deleting a comment. */
const MAX_REASON_LENGTH = 500;

type Note = Record<string, unknown> & { _id: string };

function notesOf(record: StoredRecord, field: string): Note[] {
  const value = record[field];
  return Array.isArray(value) ? value.filter((item): item is Note => isObject(item) && typeof item._id === 'string') : [];
}

function newestFirst(notes: Note[]): Note[] {
  return [...notes].sort((a, b) => String(b.createdAt ?? '').localeCompare(String(a.createdAt ?? '')));
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
export function activityNoteRoutes(records: RecordService, resources: ActivityResources): ApiRoute[] {
  const { activity } = resources;
  const activities = records.options.store.collection(activity.name);
  const now = () => records.options.now().toISOString();
  const updatedAt = activity.timestamps.updatedAt;
  const save = (record: StoredRecord, field: string, notes: Note[]) => activities.replace({ ...record, [field]: notes, ...(updatedAt ? { [updatedAt]: now() } : {}) });
  const newId = (notes: Note[]) => String(newRecordId(notes.map((note) => note._id)));
  const open = (request: ApiRequest, id: string, need: Need) => {
    const caller = callerFor(activity, request, need);
    return { caller, record: activityOf(records, activity, id, caller) };
  };
  const userName = (request: ApiRequest): string => {
    const sub = request.user?.sub ?? '';
    const user = records.options.store.collection('user').get(sub);
    const full = [user?.firstName, user?.lastName].filter((part) => typeof part === 'string' && part !== '').join(' ');
    return full || request.user?.username || '';
  };

  return [
    {
      method: 'POST',
      pattern: 'activity/create-comment',
      readsBody: true,
      handle(request) {
        const body = new BodyReader(request.body);
        callerFor(activity, request, 'note');
        const activityId = body.id('activityId');
        const text = body.text('comment', MAX_NOTE_LENGTH);
        body.check();
        const { record } = open(request, activityId, 'note');
        const comments = notesOf(record, 'comments');
        const comment: Note = { _id: newId(comments), activityId, comment: text, userName: userName(request), createdAt: now(), isDeleted: false };
        save(record, 'comments', [...comments, comment]);
        return { status: 201, body: { data: comment } };
      },
    },
    {
      method: 'GET',
      pattern: 'activity/:id/load-activity-comments',
      readsBody: false,
      handle(request) {
        const { record } = open(request, request.params.id ?? '', 'read');
        return { status: 200, body: { data: newestFirst(notesOf(record, 'comments').filter((comment) => comment.isDeleted !== true)) } };
      },
    },
    {
      method: 'GET',
      pattern: 'activity/:id/load-deleted-activity-comments',
      readsBody: false,
      handle(request) {
        const { record } = open(request, request.params.id ?? '', 'read');
        return { status: 200, body: { data: newestFirst(notesOf(record, 'comments').filter((comment) => comment.isDeleted === true)) } };
      },
    },
    {
      method: 'PUT',
      pattern: 'activity/:id/delete-comment',
      readsBody: true,
      handle(request) {
        const { record } = open(request, request.params.id ?? '', 'note');
        const body = new BodyReader(request.body);
        const commentId = body.text('commentId', 64);
        const reason = body.text('reasonDeletingComments', MAX_REASON_LENGTH);
        body.check();
        const comments = notesOf(record, 'comments');
        const target = comments.find((comment) => comment._id === commentId && comment.isDeleted !== true);
        if (!target) throw noteNotFound('comment', commentId);
        const deleted: Note = { ...target, isDeleted: true, reasonDeletingComments: reason };
        save(record, 'comments', comments.map((comment) => (comment === target ? deleted : comment)));
        return { status: 200, body: { data: deleted } };
      },
    },
    {
      method: 'GET',
      pattern: 'activity/:id/execution-instructions',
      readsBody: false,
      handle(request) {
        const { record } = open(request, request.params.id ?? '', 'read');
        return { status: 200, body: { data: notesOf(record, 'executionInstructions') } };
      },
    },
    {
      method: 'GET',
      pattern: 'activity/:id/execution-instructions/:instrId',
      readsBody: false,
      handle(request) {
        const { record } = open(request, request.params.id ?? '', 'read');
        const id = request.params.instrId ?? '';
        const found = notesOf(record, 'executionInstructions').find((item) => item._id === id);
        if (!found) throw noteNotFound('execution instruction', id);
        return { status: 200, body: { data: found } };
      },
    },
    {
      method: 'POST',
      pattern: 'activity/:id/execution-instructions',
      readsBody: true,
      handle(request) {
        const { record } = open(request, request.params.id ?? '', 'note');
        const body = new BodyReader(request.body);
        const description = body.text('description', MAX_NOTE_LENGTH);
        body.check();
        const instructions = notesOf(record, 'executionInstructions');
        const created: Note = { _id: newId(instructions), description, createdAt: now() };
        save(record, 'executionInstructions', [...instructions, created]);
        return { status: 201, body: { data: created } };
      },
    },
    {
      method: 'PUT',
      pattern: 'activity/:id/execution-instructions/:instrId',
      readsBody: true,
      handle(request) {
        const { record } = open(request, request.params.id ?? '', 'note');
        const id = request.params.instrId ?? '';
        const body = new BodyReader(request.body);
        const description = body.text('description', MAX_NOTE_LENGTH);
        body.check();
        const instructions = notesOf(record, 'executionInstructions');
        const target = instructions.find((item) => item._id === id);
        if (!target) throw noteNotFound('execution instruction', id);
        const updated: Note = { ...target, description };
        save(record, 'executionInstructions', instructions.map((item) => (item === target ? updated : item)));
        return { status: 200, body: { data: updated } };
      },
    },
    {
      method: 'DELETE',
      pattern: 'activity/:id/execution-instructions/:instrId',
      readsBody: false,
      handle(request) {
        const { record } = open(request, request.params.id ?? '', 'note');
        const id = request.params.instrId ?? '';
        const instructions = notesOf(record, 'executionInstructions');
        const target = instructions.find((item) => item._id === id);
        if (!target) throw noteNotFound('execution instruction', id);
        save(record, 'executionInstructions', instructions.filter((item) => item !== target));
        return { status: 200, body: { data: target } };
      },
    },
  ];
}
