import * as Type from 'typebox';
import type { Static } from 'typebox';
import { defineCall } from '../framework/contracts/callContract';
import { MAX_DOWNLOAD_IDS } from '../framework/data/apiConventions';
import { Count, dataOf, PROJECT_VIEW_REFUSALS } from './answers';

/**
 * The evidence calls of spec §7: upload (multipart), delete with a reason, download by
 * address (with the encoded retry), sizes, the activity report (PDF) and the zip of the
 * evidence of chosen activities. Evidence belongs to activity tasks; each call follows the
 * access rule of the task or activity it reads or changes.
 */

/** What an upload may hold: per file, files and descriptions (spec §7 upload-medias). */
export const EVIDENCE_UPLOAD = { fileBytes: 10 * 1024 * 1024, files: 10, descriptionLength: 500 } as const;
/** Longest reason for deleting an evidence file. */
export const EVIDENCE_REASON_MAX = 2000;
/** The spec §8 text of a failed evidence download (the server's message of MEDIA_NOT_FOUND). */
export const DOWNLOAD_ERROR = 'Error downloading evidence';

/** A record id of the product: 24 lowercase hex characters. */
const ObjectId = Type.String({ pattern: '^[0-9a-f]{24}$' });
const TASK_PARAMS = Type.Object({ id: ObjectId });
const ACTIVITY_PARAMS = Type.Object({ id: ObjectId });

/** The refusals of a call on one record: the request's project, a record of another project, an unknown (or deleted) record. */
const RECORD_REFUSALS = {
  400: [...PROJECT_VIEW_REFUSALS[400], 'RESOURCE-IS-FROM-ANOTHER-PROJECT'],
  403: PROJECT_VIEW_REFUSALS[403],
  404: ['NOT_FOUND'],
} as const;

/** One evidence file of a task, as the task keeps it (schemas/activity-task.schema.json `medias`). */
export const EvidenceMedia = Type.Object({
  _id: Type.Optional(Type.String()),
  mediaUrl: Type.String({ description: 'Its address: media/<taskId>/<mediaId>.<ext> for the files the API keeps (seeded evidence may point elsewhere).' }),
  originalMediaName: Type.Optional(Type.String()),
  description: Type.Optional(Type.String()),
  date: Type.Optional(Type.String()),
  tStamp: Type.Optional(Type.Number()),
  size: Type.Optional(Type.Integer({ minimum: 0 })),
  type: Type.Optional(Type.String({ description: 'Its media type (image/png, image/jpeg, application/pdf).' })),
  userName: Type.Optional(Type.String()),
});
export type EvidenceMedia = Static<typeof EvidenceMedia>;

/** The task after the change: its evidence files (the task's other fields come along). */
const TaskWithMedias = Type.Object({ _id: Type.String(), activityId: Type.String(), medias: Type.Array(EvidenceMedia) });

export const UPLOAD_MEDIAS = defineCall({
  method: 'POST',
  path: 'activity-task/{id}/upload-medias',
  tag: 'evidence',
  summary: 'Add evidence files to a task, each with its description',
  description: `PNG, JPEG and PDF files known by their first bytes, ${EVIDENCE_UPLOAD.fileBytes / 1024 / 1024} MB each, ${EVIDENCE_UPLOAD.files} at most, one descriptions field per file in order. Nothing is kept of a refused upload.`,
  access: { resource: 'activity-task', operation: 'edit' },
  params: TASK_PARAMS,
  query: Type.Object({
    date: Type.Optional(
      Type.Union([Type.String({ format: 'date' }), Type.String({ format: 'iso-date-time' })], {
        description: 'When the evidence was taken (2025-06-01 or 2025-06-01T10:00:00Z); now when absent.',
      }),
    ),
    tStamp: Type.Optional(Type.Integer({ minimum: 0, maximum: 999_999_999_999_999, description: 'The same moment in milliseconds; now when absent.' })),
  }),
  body: {
    multipart: Type.Object({
      descriptions: Type.Optional(
        Type.Array(Type.String({ maxLength: EVIDENCE_UPLOAD.descriptionLength }), { description: 'One per file, in the order of the files.' }),
      ),
      medias: Type.Unknown({ description: 'The files.' }),
    }),
    files: ['medias'],
  },
  answers: { 201: { description: 'The task with its evidence.', json: dataOf(TaskWithMedias) } },
  refusals: {
    ...RECORD_REFUSALS,
    400: [
      ...RECORD_REFUSALS[400],
      'NO_MEDIAS',
      'TOO_MANY_MEDIAS',
      'TOO_MANY_FIELDS',
      'TOO_MANY_DESCRIPTIONS',
      'DESCRIPTION_TOO_LONG',
      'UNKNOWN_FIELD',
      'UPLOAD_ABORTED',
    ],
    413: ['MEDIA_TOO_LARGE'],
    415: ['MEDIA_TYPE_NOT_ALLOWED', 'MEDIA_TYPE_MISMATCH'],
  },
});

export const DELETE_MEDIA = defineCall({
  method: 'PUT',
  path: 'activity-task/{id}/media/{mediaId}',
  tag: 'evidence',
  summary: 'Delete one evidence file of a task, saying why: the reason is the note of the timeline entry',
  access: { resource: 'activity-task', operation: 'edit' },
  params: Type.Object({ id: ObjectId, mediaId: Type.String({ minLength: 1, maxLength: 100, description: "The file's _id, or the name of its address." }) }),
  body: {
    json: Type.Object(
      { reasonDeletingRegistersOrMedias: Type.String({ minLength: 1, maxLength: EVIDENCE_REASON_MAX, pattern: '\\S', description: 'Why it is deleted.' }) },
      { additionalProperties: false },
    ),
  },
  answers: { 200: { description: 'The task without the file.', json: dataOf(TaskWithMedias) } },
  refusals: RECORD_REFUSALS,
});

/** One evidence file by its address: the `mediaUrl` header, URI-encoded with `encodedMediaUrl: true` on the retry of spec §7. */
function downloadCall(path: string, summary: string) {
  return defineCall({
    method: 'GET',
    path,
    tag: 'evidence',
    summary,
    description: `404 MEDIA_NOT_FOUND "${DOWNLOAD_ERROR}" when the task has no such file.`,
    access: { resource: 'activity-task', operation: 'show' },
    headers: Type.Object({
      mediaUrl: Type.String({ description: 'The address of the file.' }),
      encodedMediaUrl: Type.Optional(Type.Enum(['true', 'false'], { description: 'true: mediaUrl is URI-encoded.' })),
    }),
    answers: { 200: { description: 'The file, as the task keeps its type.', file: 'application/octet-stream' } },
    refusals: { ...RECORD_REFUSALS, 400: [...RECORD_REFUSALS[400], 'MEDIA_URL_REQUIRED', 'INVALID_MEDIA_URL'], 404: ['NOT_FOUND', 'MEDIA_NOT_FOUND'] },
  });
}

export const DOWNLOAD_MEDIA = downloadCall('activity-task/download-media', 'One evidence file by its address (mediaUrl header)');
export const DOWNLOAD_MEDIA_BLOB = downloadCall(
  'activity-task/download-media-blob',
  'One evidence file by its address (mediaUrl header), for the blob download of the app',
);

export const MEDIAS_SIZE = defineCall({
  method: 'GET',
  path: 'activity/get-medias-size',
  tag: 'evidence',
  summary: 'Bytes and number of the stored evidence files of the activities named, and their total',
  access: { resource: 'activity', operation: 'show' },
  query: Type.Object({ ids: Type.String({ pattern: '^[0-9a-f]{24}(,[0-9a-f]{24})*$', description: 'The activities: <id>,<id>.' }) }),
  answers: {
    200: {
      description: 'The sizes.',
      json: dataOf(Type.Object({ size: Count, activities: Type.Array(Type.Object({ id: Type.String(), count: Count, size: Count })) })),
    },
  },
  refusals: RECORD_REFUSALS,
});

export const ACTIVITY_REPORT = defineCall({
  method: 'GET',
  path: 'activity/{id}/report',
  tag: 'evidence',
  summary: 'The PDF report of an activity: its facts, tasks, records and photos',
  access: { resource: 'activity', operation: 'show' },
  params: ACTIVITY_PARAMS,
  answers: { 200: { description: 'The report, written while sent.', file: 'application/pdf' } },
  refusals: RECORD_REFUSALS,
});

export const EVIDENCE_ZIP = defineCall({
  method: 'POST',
  path: 'activity/download-zip',
  tag: 'evidence',
  summary: "A zip of the evidence files of the activities matching filters, streamed, one folder per activity's tag",
  description:
    'filters must name something (ids, or a field of the activity): an empty filter would zip every evidence file of the project. 400 UNKNOWN_FILTER for a field the activity has not; more ids than the limit, 400 VALIDATION_ERROR naming it. The answer has its Content-Length, for a progress bar.',
  access: { resource: 'activity', operation: 'show' },
  body: {
    json: Type.Object(
      {
        filters: Type.Object(
          { ids: Type.Optional(Type.Array(ObjectId, { maxItems: MAX_DOWNLOAD_IDS, description: `The activities, at most ${MAX_DOWNLOAD_IDS}.` })) },
          { minProperties: 1, additionalProperties: true, description: 'ids, and field: value (or field: [values]) of the activity.' },
        ),
        timezone: Type.Optional(Type.String({ maxLength: 64, description: 'The IANA zone of the caller (America/Sao_Paulo).' })),
      },
      { additionalProperties: false },
    ),
  },
  answers: { 200: { description: 'The zip, made while sent.', file: 'application/zip' } },
  refusals: { ...PROJECT_VIEW_REFUSALS, 400: [...PROJECT_VIEW_REFUSALS[400], 'UNKNOWN_FILTER'] },
});
