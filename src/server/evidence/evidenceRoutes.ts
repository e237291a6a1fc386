import { renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  ACTIVITY_REPORT,
  DELETE_MEDIA,
  DOWNLOAD_ERROR,
  DOWNLOAD_MEDIA,
  DOWNLOAD_MEDIA_BLOB,
  EVIDENCE_ZIP,
  MEDIAS_SIZE,
  UPLOAD_MEDIAS,
  type EvidenceMedia,
} from '../../contracts/evidence';
import type { AccessOfResource } from '../../framework/contracts/callAccess';
import { recordReached, type RecordScope, type RecordScopeOf } from '../scope/recordScope';
import type { RegistryModel, ResourceModel } from '../../framework/registry/types';
import { isSoftDeleted } from '../../framework/query/isSoftDeleted';
import { ApiError, itemNotFound } from '../http/apiError';
import { contractRoute } from '../http/contractRoute';
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
import { EVIDENCE, reachableRecord, resourceNamed } from './evidenceAccess';
import { uniqueNames, zipAnswer, type ZipEntry } from './evidenceZip';
import { safeMediaName } from './mediaTypes';
import { receiveUpload } from './receiveUpload';
import { isLocalMediaUrl, MEDIA_FOLDER, mediaPath, mediasOf, mediaUrlOf } from './storedMedia';
import type { FeatureModule } from '../routes/featureModule';

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

/** Reads a streamed body to its end after a refusal before it was read, so the client sees the answer rather than a reset connection. */
async function drained<T>(stream: ApiRequest['stream'], run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (stream && !stream.readableEnded) {
      stream.resume();
      await new Promise((resolve) => stream.once('end', resolve));
    }
    throw error;
  }
}

/**
 * The evidence calls of spec §7: upload (multipart, streamed to the data folder), delete
 * with a reason, download by address (with the encoded retry), sizes, the activity report
 * (PDF) and the zip of the evidence of filtered activities. Uploaded files live in
 * `<dataDir>/media/<taskId>/`; records change through the store like every other write.
 */
export function evidenceRoutes(
  model: RegistryModel,
  records: RecordService,
  accessOf: AccessOfResource,
  scopeOf: RecordScopeOf,
  dataDir: string,
  fixturesDir?: string,
): ApiRoute[] {
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
  const filesOf = (activityId: string): { media: EvidenceMedia; path: string; size: number; task: StoredRecord }[] =>
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

  const upload = contractRoute(UPLOAD_MEDIAS, accessOf, ({ params, query, user, request }) =>
    drained(request.stream, async () => {
      const taskId = params.id;
      reachableRecord(records, task, taskId, scopeOf(user));
      const at = now();
      const moment = { date: query.date ?? at.toISOString(), tStamp: query.tStamp ?? at.getTime() };
      if (!request.stream) throw new ApiError(400, { error: 'INVALID_MULTIPART', message: 'No body' });
      const folder = join(dataDir, MEDIA_FOLDER, taskId);
      const received = await receiveUpload(request.stream, folder);
      const added: EvidenceMedia[] = received.files.map((file, index) => ({
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
        const current = reachableRecord(records, task, taskId, scopeOf(user));
        received.files.forEach((file, index) => renameSync(file.temporaryPath, mediaPath(dataDir, added[index]?.mediaUrl ?? '')));
        syncDirectory(folder);
        const updated = {
          ...current,
          medias: [...mediasOf(current), ...added],
          ...(task.timestamps.updatedAt ? { [task.timestamps.updatedAt]: now().toISOString() } : {}),
        };
        tasks.replace(updated);
        return { status: 201 as const, body: { data: withMedias(updated) } };
      } catch (error) {
        for (const [index, file] of received.files.entries()) {
          rmSync(file.temporaryPath, { force: true });
          rmSync(mediaPath(dataDir, added[index]?.mediaUrl ?? ''), { force: true });
        }
        throw error;
      }
    }),
  );

  const removeMedia = contractRoute(DELETE_MEDIA, accessOf, ({ params, body, user }) => {
    const current = reachableRecord(records, task, params.id, scopeOf(user));
    const reason = body.reasonDeletingRegistersOrMedias.trim();
    const medias = mediasOf(current);
    const media = medias.find((candidate) => candidate._id === params.mediaId || candidate.mediaUrl.split('/').pop()?.startsWith(`${params.mediaId}.`));
    if (!media) throw itemNotFound();
    const history = Array.isArray(current.customHistory) ? current.customHistory : [];
    const updated = {
      ...current,
      medias: medias.filter((candidate) => candidate !== media),
      customHistory: [
        ...history,
        { date: now().toISOString(), userName: user.username, description: `Evidence ${media.originalMediaName ?? media.mediaUrl} deleted: ${reason}` },
      ],
    };
    runWithAuditNote(reason, () => tasks.replace(updated));
    // The file goes once the record no longer names it; a crash in between leaves an unnamed file, never a dangling address.
    if (isLocalMediaUrl(media.mediaUrl)) rmSync(mediaPath(dataDir, media.mediaUrl), { force: true });
    return { status: 200, body: { data: withMedias(updated) } };
  });

  const download = (contract: typeof DOWNLOAD_MEDIA): ApiRoute =>
    contractRoute(contract, accessOf, ({ user, request }) => {
      const url = requestedMediaUrl(request);
      const path = mediaPath(dataDir, url);
      const taskId = url.split('/')[1] ?? '';
      const owner = reachableRecord(records, task, taskId, scopeOf(user));
      const media = mediasOf(owner).find((candidate) => candidate.mediaUrl === url);
      const stat = statSync(path, { throwIfNoEntry: false });
      if (!media || !stat?.isFile()) throw new ApiError(404, { error: 'MEDIA_NOT_FOUND', message: DOWNLOAD_ERROR });
      return { status: 200, body: new FileBody(path, stat.size, media.type ?? 'application/octet-stream', url.split('/').pop() ?? 'evidence') };
    });

  const sizes = contractRoute(MEDIAS_SIZE, accessOf, ({ query, user }) => {
    const answer = query.ids.split(',').map((id) => {
      reachableRecord(records, activity, id, scopeOf(user));
      const files = filesOf(id);
      return { id, count: files.length, size: files.reduce((sum, file) => sum + file.size, 0) };
    });
    return { status: 200, body: { data: { size: answer.reduce((sum, item) => sum + item.size, 0), activities: answer } } };
  });

  const report = contractRoute(ACTIVITY_REPORT, accessOf, ({ params, user }) => {
    const { id } = params;
    const record = reachableRecord(records, activity, id, scopeOf(user));
    const text = (field: string): string => (record[field] === undefined ? '' : String(record[field]));
    const reportTasks: ReportTask[] = tasksOf(id).map((taskRecord) => ({
      order: taskRecord.order,
      name: taskName(taskRecord),
      status: String(taskRecord.status ?? ''),
      records: recordsOf(taskRecord).map((item) => item.record),
      justification: typeof taskRecord.justification === 'string' ? taskRecord.justification : undefined,
      record: taskRecord,
    }));
    const facts = (['tag', 'tagDescription', 'place', 'executionStatus', 'plannedStartDate'] as const)
      .filter((field) => record[field] !== undefined)
      .map((field) => [field, text(field)] as const);
    const title = text('description') || id;
    return {
      status: 200,
      body: new StreamBody(
        () => activityReport({ title, subject: `Activity ${id}`, facts: [['id', id], ...facts], tasks: reportTasks, dataDir }),
        'application/pdf',
        `activity-${id}-report.pdf`,
      ),
    };
  });

  const zip = contractRoute(EVIDENCE_ZIP, accessOf, ({ body, user }) => {
    const matching = matchingActivities(activity, records, body.filters, scopeOf(user));
    const unique = uniqueNames();
    const entries: ZipEntry[] = matching.flatMap((record) => {
      const folder = safeMediaName(String(record.tag ?? record[activity.api.idField]));
      return filesOf(String(record[activity.api.idField])).map((file) => ({
        path: file.path,
        name: unique(`${folder}/${String(file.task.order)}-${safeMediaName(file.media.originalMediaName ?? file.path)}`),
      }));
    });
    return zipAnswer(entries, 'evidence.zip');
  });

  return [upload, removeMedia, download(DOWNLOAD_MEDIA), download(DOWNLOAD_MEDIA_BLOB), sizes, report, zip];
}

/** A task as the evidence calls answer it: its id, activity and evidence files beside its other fields. */
function withMedias(record: StoredRecord): StoredRecord & { _id: string; activityId: string; medias: EvidenceMedia[] } {
  return { ...record, _id: String(record._id), activityId: String(record[EVIDENCE.taskActivity]), medias: mediasOf(record) };
}

/** The activities the zip takes: `ids`, and equality on the other fields given; in the caller's scope; soft-deleted ones left out. */
function matchingActivities(
  activity: ResourceModel,
  records: RecordService,
  filters: { ids?: string[] } & Readonly<Record<string, unknown>>,
  scope: RecordScope,
): StoredRecord[] {
  const fields = new Set(Object.keys(activity.schema.properties ?? {}));
  const { ids, ...rest } = filters;
  for (const field of Object.keys(rest))
    if (!fields.has(field)) throw new ApiError(400, { error: 'UNKNOWN_FILTER', message: `Unknown filter ${JSON.stringify(field)}` });
  const wanted = ids === undefined ? undefined : new Set(ids);
  const projectScope = activity.projectScope;
  return records.list(activity).filter((record) => {
    if (isSoftDeleted(activity, record)) return false;
    if (wanted && !wanted.has(String(record[activity.api.idField]))) return false;
    if (projectScope && !recordReached(record, projectScope, scope)) return false;
    return Object.entries(rest).every(([name, value]) => (Array.isArray(value) ? value.includes(record[name]) : record[name] === value));
  });
}

/** The feature's routes, as the demo API builds them from its context. */
export const evidenceFeature: FeatureModule = {
  origin: 'src/server/evidence',
  routes: ({ model, records, accessOf, scopeOf, dataDir, fixturesDir }) => evidenceRoutes(model, records, accessOf, scopeOf, dataDir, fixturesDir),
};
