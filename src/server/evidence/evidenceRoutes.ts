import { renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { assertInProject, projectViewOf } from '../auth/projectView';
import type { RegistryModel, ResourceModel } from '../../framework/registry/types';
import { isSoftDeleted } from '../../framework/query/isSoftDeleted';
import { ApiError, itemNotFound } from '../http/apiError';
import { FileBody } from '../http/fileBody';
import { StreamBody } from '../http/streamBody';
import type { RecordService } from '../records/recordService';
import type { ApiRequest, ApiRoute } from '../routes/apiRoute';
import type { StoredRecord } from '../store/readCollectionFile';
import { syncDirectory } from '../store/syncDirectory';
import { recordsOf } from '../taskWork/taskRecords';
import { runWithAuditNote } from '../audit/auditNote';
import { activityReport, type ReportTask } from './activityReport';
import { copyFixtureMedia } from './copyFixtureMedia';
import { callerFor, EVIDENCE, reachableRecord, resourceNamed } from './evidenceAccess';
import { evidenceZip, uniqueNames, type ZipEntry } from './evidenceZip';
import { safeMediaName } from './mediaTypes';
import { receiveUpload } from './receiveUpload';
import { isLocalMediaUrl, MEDIA_FOLDER, mediaPath, mediasOf, mediaUrlOf, type StoredMedia } from './storedMedia';
import type { FeatureModule } from '../routes/featureModule';

const OBJECT_ID = /^[0-9a-f]{24}$/;
const DATE = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/;
const REASON_FIELD = 'reasonDeletingRegistersOrMedias';
const REASON_MAX = 2000;

function checkedId(value: string | undefined, what: string): string {
  if (!value || !OBJECT_ID.test(value)) throw new ApiError(400, { error: 'INVALID_ID', message: `${what} must be a 24-character hexadecimal id` });
  return value;
}

/** The upload's `date` (ISO date or date-time) and `tStamp` (milliseconds) query values; the server's clock when absent. */
function uploadMoment(query: Readonly<Record<string, string>>, now: Date): { date: string; tStamp: number } {
  const { date, tStamp } = query;
  if (date !== undefined && (!DATE.test(date) || Number.isNaN(Date.parse(date)))) throw new ApiError(400, { error: 'INVALID_DATE', message: `date ${JSON.stringify(date)} is not an ISO date (2025-06-01 or 2025-06-01T10:00:00Z)` });
  if (tStamp !== undefined && !/^\d{1,15}$/.test(tStamp)) throw new ApiError(400, { error: 'INVALID_TSTAMP', message: `tStamp ${JSON.stringify(tStamp)} is not a time in milliseconds` });
  return { date: date ?? now.toISOString(), tStamp: tStamp === undefined ? now.getTime() : Number(tStamp) };
}

/** The `mediaUrl` header, decoded when the client sent it encoded (`encodedMediaUrl: true`, spec §7's retry). */
function requestedMediaUrl(request: ApiRequest): string {
  const raw = request.headers?.mediaurl;
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value) throw new ApiError(400, { error: 'MEDIA_URL_REQUIRED', message: 'Send the evidence address in the mediaUrl header' });
  if (String(request.headers?.encodedmediaurl).toLowerCase() !== 'true') return value;
  try {
    return decodeURIComponent(value);
  } catch {
    throw new ApiError(400, { error: 'INVALID_MEDIA_URL', message: 'The encoded mediaUrl is not valid URI encoding' });
  }
}

/** The ids of a list query value: `a,b` or repeated; 400 for anything not an id. */
function idList(value: string | undefined): string[] {
  const ids = (value ?? '').split(',').filter((id) => id !== '');
  if (ids.length === 0) throw new ApiError(400, { error: 'IDS_REQUIRED', message: 'Send the activity ids: ids=<id>,<id>' });
  for (const id of ids) checkedId(id, 'Each of ids');
  return ids;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The evidence calls of spec §7: upload (multipart, streamed to the data folder), delete
 * with a reason, download by address (with the encoded retry), sizes, the activity report
 * (PDF) and the zip of the evidence of filtered activities. Uploaded files live in
 * `<dataDir>/media/<taskId>/`; records change through the store like every other write.
 */
export function evidenceRoutes(model: RegistryModel, records: RecordService, dataDir: string, fixturesDir?: string): ApiRoute[] {
  const activity = resourceNamed(model, EVIDENCE.activity);
  const task = resourceNamed(model, EVIDENCE.task);
  if (!activity || !task) return [];
  if (fixturesDir) copyFixtureMedia(fixturesDir, dataDir);
  const { store, now } = records.options;
  const tasks = store.collection(task.name);

  const tasksOf = (activityId: string): StoredRecord[] =>
    tasks
      .all()
      .filter((record) => record[EVIDENCE.taskActivity] === activityId && !isSoftDeleted(task, record))
      .sort((a, b) => Number(a.order) - Number(b.order));

  /** The local evidence files of an activity that are on disk, with their sizes. */
  const filesOf = (activityId: string): { media: StoredMedia; path: string; size: number; task: StoredRecord }[] =>
    tasksOf(activityId).flatMap((record) =>
      mediasOf(record).flatMap((media) => {
        if (!isLocalMediaUrl(media.mediaUrl)) return [];
        const path = mediaPath(dataDir, media.mediaUrl);
        const stat = statSync(path, { throwIfNoEntry: false });
        return stat?.isFile() ? [{ media, path, size: stat.size, task: record }] : [];
      }),
    );

  const taskName = (record: StoredRecord): string => {
    const definition = resourceNamed(model, EVIDENCE.taskDefinition);
    const id = record.task;
    const found = definition && typeof id === 'string' ? store.collection(definition.name).get(id) : undefined;
    return typeof found?.description === 'string' ? found.description : String(id ?? '');
  };

  const upload: ApiRoute = {
    method: 'POST',
    pattern: 'activity-task/:id/upload-medias',
    readsBody: false,
    streamsBody: true,
    async handle(request) {
      const stream = request.stream;
      try {
        const taskId = checkedId(request.params.id, 'The task id');
        const user = callerFor(task, 'edit', request);
        reachableRecord(records, task, taskId, user);
        const moment = uploadMoment(request.query, now());
        if (!stream) throw new ApiError(400, { error: 'INVALID_MULTIPART', message: 'No body' });
        const folder = join(dataDir, MEDIA_FOLDER, taskId);
        const received = await receiveUpload(stream, folder);
        const added: StoredMedia[] = received.files.map((file, index) => ({
          _id: file.id,
          mediaUrl: mediaUrlOf(taskId, file.id, file.type.extension),
          originalMediaName: file.originalName,
          description: received.descriptions[index] ?? '',
          date: moment.date,
          tStamp: moment.tStamp,
          size: file.size,
          type: file.type.contentType,
          userName: user.username,
        }));
        try {
          // The task may have gone while the files arrived.
          const current = reachableRecord(records, task, taskId, user);
          received.files.forEach((file, index) => renameSync(file.temporaryPath, mediaPath(dataDir, added[index]?.mediaUrl ?? '')));
          syncDirectory(folder);
          const updated = { ...current, medias: [...mediasOf(current), ...added], ...(task.timestamps.updatedAt ? { [task.timestamps.updatedAt]: now().toISOString() } : {}) };
          tasks.replace(updated);
          return { status: 201, body: { data: updated } };
        } catch (error) {
          for (const [index, file] of received.files.entries()) {
            rmSync(file.temporaryPath, { force: true });
            rmSync(mediaPath(dataDir, added[index]?.mediaUrl ?? ''), { force: true });
          }
          throw error;
        }
      } catch (error) {
        // A refusal before the body was read: read it anyway, so the client sees the answer.
        if (stream && !stream.readableEnded) {
          stream.resume();
          await new Promise((resolve) => stream.once('end', resolve));
        }
        throw error;
      }
    },
  };

  const removeMedia: ApiRoute = {
    method: 'PUT',
    pattern: 'activity-task/:id/media/:mediaId',
    readsBody: true,
    handle(request) {
      const taskId = checkedId(request.params.id, 'The task id');
      const mediaId = request.params.mediaId ?? '';
      const user = callerFor(task, 'edit', request);
      const current = reachableRecord(records, task, taskId, user);
      const reason = isObject(request.body) ? request.body[REASON_FIELD] : undefined;
      if (typeof reason !== 'string' || reason.trim() === '') throw new ApiError(400, { error: 'REASON_REQUIRED', message: `Say why the evidence is deleted in ${REASON_FIELD}`, errors: [{ field: REASON_FIELD, keyword: 'required', message: 'REASON_REQUIRED' }] });
      if (reason.length > REASON_MAX) throw new ApiError(400, { error: 'REASON_TOO_LONG', message: `The reason is longer than ${REASON_MAX} characters` });
      const medias = mediasOf(current);
      const media = medias.find((candidate) => candidate._id === mediaId || candidate.mediaUrl.split('/').pop()?.startsWith(`${mediaId}.`));
      if (!media) throw itemNotFound();
      const history = Array.isArray(current.customHistory) ? current.customHistory : [];
      const updated = {
        ...current,
        medias: medias.filter((candidate) => candidate !== media),
        customHistory: [...history, { date: now().toISOString(), userName: user.username, description: `Evidence ${media.originalMediaName ?? media.mediaUrl} deleted: ${reason.trim()}` }],
      };
      runWithAuditNote(reason.trim(), () => tasks.replace(updated));
      // The file goes once the record no longer names it; a crash in between leaves an unnamed file, never a dangling address.
      if (isLocalMediaUrl(media.mediaUrl)) rmSync(mediaPath(dataDir, media.mediaUrl), { force: true });
      return { status: 200, body: { data: updated } };
    },
  };

  const download = (pattern: string): ApiRoute => ({
    method: 'GET',
    pattern,
    readsBody: false,
    handle(request) {
      const user = callerFor(task, 'show', request);
      const url = requestedMediaUrl(request);
      const path = mediaPath(dataDir, url);
      const taskId = url.split('/')[1] ?? '';
      const owner = reachableRecord(records, task, taskId, user);
      const media = mediasOf(owner).find((candidate) => candidate.mediaUrl === url);
      const stat = statSync(path, { throwIfNoEntry: false });
      if (!media || !stat?.isFile()) throw new ApiError(404, { error: 'MEDIA_NOT_FOUND', message: 'Error downloading evidence' });
      return { status: 200, body: new FileBody(path, stat.size, media.type ?? 'application/octet-stream', url.split('/').pop() ?? 'evidence') };
    },
  });

  const sizes: ApiRoute = {
    method: 'GET',
    pattern: 'activity/get-medias-size',
    readsBody: false,
    handle(request) {
      const user = callerFor(activity, 'show', request);
      const answer = idList(request.query.ids).map((id) => {
        reachableRecord(records, activity, id, user);
        const files = filesOf(id);
        return { id, count: files.length, size: files.reduce((sum, file) => sum + file.size, 0) };
      });
      return { status: 200, body: { data: { size: answer.reduce((sum, item) => sum + item.size, 0), activities: answer } } };
    },
  };

  const report: ApiRoute = {
    method: 'GET',
    pattern: 'activity/:id/report',
    readsBody: false,
    handle(request) {
      const id = checkedId(request.params.id, 'The activity id');
      const user = callerFor(activity, 'show', request);
      const record = reachableRecord(records, activity, id, user);
      const text = (field: string): string => (record[field] === undefined ? '' : String(record[field]));
      const reportTasks: ReportTask[] = tasksOf(id).map((taskRecord) => ({
        order: taskRecord.order,
        name: taskName(taskRecord),
        status: String(taskRecord.status ?? ''),
        records: recordsOf(taskRecord).map((item) => item.record),
        justification: typeof taskRecord.justification === 'string' ? taskRecord.justification : undefined,
        record: taskRecord,
      }));
      const facts = (['tag', 'tagDescription', 'place', 'executionStatus', 'plannedStartDate'] as const).filter((field) => record[field] !== undefined).map((field) => [field, text(field)] as const);
      const title = text('description') || id;
      return { status: 200, body: new StreamBody(() => activityReport({ title, subject: `Activity ${id}`, facts: [['id', id], ...facts], tasks: reportTasks, dataDir }), 'application/pdf', `activity-${id}-report.pdf`) };
    },
  };

  const zip: ApiRoute = {
    method: 'POST',
    pattern: 'activity/download-zip',
    readsBody: true,
    handle(request) {
      const user = callerFor(activity, 'show', request);
      const filters = zipFilters(request.body);
      const matching = matchingActivities(activity, records, filters, user);
      const unique = uniqueNames();
      const entries: ZipEntry[] = matching.flatMap((record) => {
        const folder = safeMediaName(String(record.tag ?? record[activity.api.idField]));
        return filesOf(String(record[activity.api.idField])).map((file) => ({ path: file.path, name: unique(`${folder}/${String(file.task.order)}-${safeMediaName(file.media.originalMediaName ?? file.path)}`) }));
      });
      return { status: 200, body: new StreamBody(() => evidenceZip(entries), 'application/zip', 'evidence.zip') };
    },
  };

  return [upload, removeMedia, download('activity-task/download-media'), download('activity-task/download-media-blob'), sizes, report, zip];
}

const FILTERS_EXAMPLE = '{"filters": {"ids": ["<activity id>"]}}';

/**
 * The `filters` of the zip call's body `{filters, timezone?}` (a timezone, when sent, must
 * be text). `filters` must say what to take: without them (no body, an empty body, `{}` or
 * `{"filters": {}}`) the zip would hold every evidence file of the project, so that is a
 * 400 VALIDATION_ERROR naming `filters` instead.
 */
function zipFilters(body: unknown): Record<string, unknown> {
  const timezone = isObject(body) ? body.timezone : undefined;
  if (timezone !== undefined && typeof timezone !== 'string') throw new ApiError(400, { error: 'INVALID_TIMEZONE', message: 'timezone must be a text (America/Sao_Paulo)' });
  const filters = isObject(body) ? body.filters : undefined;
  if (filters === undefined || filters === null) {
    throw new ApiError(400, { error: 'VALIDATION_ERROR', message: `filters is required: the activities whose evidence to zip, by ids or field: value (${FILTERS_EXAMPLE})`, errors: [{ field: 'filters', keyword: 'required', message: 'FIELD_IS_REQUIRED' }] });
  }
  if (!isObject(filters)) throw new ApiError(400, { error: 'INVALID_FILTERS', message: 'filters must be an object of field: value' });
  if (Object.keys(filters).length === 0) {
    throw new ApiError(400, { error: 'VALIDATION_ERROR', message: `filters must name at least ids or one field: an empty filter would zip every evidence file of the project (${FILTERS_EXAMPLE})`, errors: [{ field: 'filters', keyword: 'minProperties', message: 'FIELD_IS_REQUIRED', params: { limit: 1 } }] });
  }
  return filters;
}

/** The activities the zip takes: `ids` (a list), and equality on the other fields given; in the caller's project; soft-deleted ones left out. */
function matchingActivities(activity: ResourceModel, records: RecordService, filters: Readonly<Record<string, unknown>>, user: NonNullable<ApiRequest['user']>): StoredRecord[] {
  const fields = new Set(Object.keys(activity.schema.properties ?? {}));
  const { ids, ...rest } = filters;
  for (const field of Object.keys(rest)) if (!fields.has(field)) throw new ApiError(400, { error: 'UNKNOWN_FILTER', message: `Unknown filter ${JSON.stringify(field)}` });
  if (ids !== undefined && !(Array.isArray(ids) && ids.every((id) => typeof id === 'string' && OBJECT_ID.test(id)))) throw new ApiError(400, { error: 'INVALID_FILTERS', message: 'filters.ids must be a list of activity ids' });
  const wanted = ids === undefined ? undefined : new Set(ids as string[]);
  const field = activity.projectScope?.field;
  const view = projectViewOf(user);
  return records.list(activity).filter((record) => {
    if (isSoftDeleted(activity, record)) return false;
    if (wanted && !wanted.has(String(record[activity.api.idField]))) return false;
    if (field) {
      try {
        assertInProject(record, field, view);
      } catch {
        return false;
      }
    }
    return Object.entries(rest).every(([name, value]) => (Array.isArray(value) ? value.includes(record[name]) : record[name] === value));
  });
}

/** The feature's routes, as the demo API builds them from its context. */
export const evidenceFeature: FeatureModule = { origin: 'src/server/evidence', routes: ({ model, records, dataDir, fixturesDir }) => evidenceRoutes(model, records, dataDir, fixturesDir) };
