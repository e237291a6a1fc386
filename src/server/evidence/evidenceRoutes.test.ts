import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { request as httpRequest } from 'node:http';
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_DOWNLOAD_IDS } from '../../framework/data/apiConventions';
import { loadRegistryFromDir } from '../../framework/registry/loadRegistryFromDir';
import { startTestApi, type RunningTestApi } from '../demoApi.testkit';
import { authHeaders, signIn } from '../auth/signIn.testkit';
import { readZipEntries } from '../mobileApp/readZipEntries.testkit';

/* The evidence calls over the project's own definitions and fixtures. */
const root = resolve(import.meta.dirname, '../../..');
const registry = loadRegistryFromDir(root);
if (!registry.ok) throw new Error('the registry does not load');
const ACTIVITY = '683c73f631aab8c120f161a6';
const TASK = '683c73f78306d9e8210087a2';
const UNKNOWN = 'ffffffffffffffffffffffff';

/** A real 1×1 PNG. */
function png(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    return Buffer.concat([length, Buffer.from(type), data, Buffer.alloc(4)]);
  };
  const header = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 255, 0, 0]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

let api: RunningTestApi;
let headers: Record<string, string>;

beforeAll(async () => {
  const fixturesDir = mkdtempSync(join(tmpdir(), 'evidence-fixtures-'));
  cpSync(join(root, 'fixtures'), fixturesDir, { recursive: true });
  api = await startTestApi({ model: registry.model, fixturesDir, dataDir: mkdtempSync(join(tmpdir(), 'evidence-data-')) });
  headers = authHeaders((await signIn(api.url, 'admin')).access_token);
});
afterAll(async () => {
  await api.close();
});

async function upload(
  files: { name: string; bytes: Buffer | string }[],
  descriptions: string[] = [],
  query = '',
  taskId = TASK,
  as = headers,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const form = new FormData();
  for (const text of descriptions) form.append('descriptions', text);
  for (const file of files) form.append('medias', new Blob([typeof file.bytes === 'string' ? file.bytes : new Uint8Array(file.bytes)]), file.name);
  const response = await fetch(`${api.url}activity-task/${taskId}/upload-medias${query}`, { method: 'POST', headers: as, body: form });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function taskMedias(): Promise<Record<string, unknown>[]> {
  const answer = await api.call('GET', `activity-task/${TASK}`);
  const body = answer.body as Record<string, unknown>;
  const record = (body.data ?? body) as Record<string, unknown>;
  return (record.medias as Record<string, unknown>[] | undefined) ?? [];
}

/** Waits up to 5 s for `check` to hold (the server cleans up after the connection is gone). */
async function eventuallyTrue(check: () => boolean): Promise<void> {
  for (let tries = 0; tries < 50 && !check(); tries += 1) await new Promise((wait) => setTimeout(wait, 100));
}

function storedFiles(): string[] {
  const folder = join(api.dataDir, 'media', TASK);
  return existsSync(folder) ? readdirSync(folder) : [];
}

describe('evidence over HTTP', () => {
  it('stores an uploaded photo with its description and moment, serves it back, counts it, draws the report and zips it', async () => {
    const uploaded = await upload([{ name: 'flange ../../../x.png', bytes: png() }], ['Flange after torque'], '?date=2025-06-01&tStamp=1748772000000');
    expect(uploaded.status).toBe(201);
    const media = (await taskMedias()).at(-1) ?? {};
    expect(media).toMatchObject({
      originalMediaName: 'x.png',
      description: 'Flange after torque',
      date: '2025-06-01',
      tStamp: 1748772000000,
      type: 'image/png',
      size: png().length,
    });
    const url = String(media.mediaUrl);
    expect(url).toMatch(new RegExp(`^media/${TASK}/[0-9a-f]{24}\\.png$`));
    expect(storedFiles()).toEqual([url.split('/').pop()]);

    for (const path of ['activity-task/download-media', 'activity-task/download-media-blob']) {
      const plain = await fetch(`${api.url}${path}`, { headers: { ...headers, mediaUrl: url } });
      expect(plain.status).toBe(200);
      expect(Buffer.from(await plain.arrayBuffer()).equals(png())).toBe(true);
    }
    const encoded = await fetch(`${api.url}activity-task/download-media`, {
      headers: { ...headers, mediaUrl: encodeURIComponent(url), encodedMediaUrl: 'true' },
    });
    expect(encoded.status).toBe(200);

    const sizes = await api.call('GET', `activity/get-medias-size?ids=${ACTIVITY}`);
    expect(sizes.body).toEqual({ data: { size: png().length, activities: [{ id: ACTIVITY, count: 1, size: png().length }] } });

    const report = await fetch(`${api.url}activity/${ACTIVITY}/report`, { headers });
    expect(report.status).toBe(200);
    expect(report.headers.get('content-type')).toBe('application/pdf');
    const pdf = Buffer.from(await report.arrayBuffer()).toString('latin1');
    expect(pdf.startsWith('%PDF')).toBe(true);
    expect(pdf).toContain(`Activity ${ACTIVITY}`);
    expect(pdf).toContain('/Subtype /Image');

    const zip = await fetch(`${api.url}activity/download-zip`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ filters: { ids: [ACTIVITY] }, timezone: 'America/Sao_Paulo' }),
    });
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    const bytes = Buffer.from(await zip.arrayBuffer());
    // Told before the bytes, so the browser shows the download's progress.
    expect(Number(zip.headers.get('content-length'))).toBe(bytes.length);
    const entries = readZipEntries(bytes);
    expect([...entries.keys()]).toEqual(['SIS-050/1-x.png']);
    expect(entries.get('SIS-050/1-x.png')?.equals(png())).toBe(true);
  });

  it('refuses bad uploads with a clear 4xx and keeps nothing of them', async () => {
    const before = storedFiles();
    const mediasBefore = await taskMedias();
    const cases: [string, Promise<{ status: number; body: Record<string, unknown> }>, number, string][] = [
      ['20 MB', upload([{ name: 'big.png', bytes: Buffer.concat([png(), Buffer.alloc(20 * 1024 * 1024)]) }]), 413, 'MEDIA_TOO_LARGE'],
      ['extension lies', upload([{ name: 'photo.pdf', bytes: png() }]), 415, 'MEDIA_TYPE_MISMATCH'],
      ['not a photo', upload([{ name: 'virus.png', bytes: 'MZ this is a program' }]), 415, 'MEDIA_TYPE_NOT_ALLOWED'],
      [
        'one good, one bad',
        upload([
          { name: 'ok.png', bytes: png() },
          { name: 'bad.jpg', bytes: png() },
        ]),
        415,
        'MEDIA_TYPE_MISMATCH',
      ],
      ['unknown task', upload([{ name: 'ok.png', bytes: png() }], [], '', UNKNOWN), 404, 'NOT_FOUND'],
      ['wrong id', upload([{ name: 'ok.png', bytes: png() }], [], '', 'abc'), 400, 'VALIDATION_ERROR'],
      ['bad date', upload([{ name: 'ok.png', bytes: png() }], [], '?date=yesterday'), 400, 'INVALID_QUERY'],
      ['bad tStamp', upload([{ name: 'ok.png', bytes: png() }], [], '?tStamp=-1'), 400, 'INVALID_QUERY'],
      ['unknown query parameter', upload([{ name: 'ok.png', bytes: png() }], [], '?when=now'), 400, 'INVALID_QUERY'],
      ['no file', upload([], ['alone']), 400, 'NO_MEDIAS'],
    ];
    for (const [name, pending, status, error] of cases) {
      const answer = await pending;
      expect(answer.status, name).toBe(status);
      expect(answer.body.error, name).toBe(error);
    }
    const json = await api.call('POST', `activity-task/${TASK}/upload-medias`, { medias: [] });
    expect(json.status).toBe(415);
    const readOnly = authHeaders((await signIn(api.url, 'read-only')).access_token);
    expect((await upload([{ name: 'ok.png', bytes: png() }], [], '', TASK, readOnly)).status).toBe(403);
    expect(storedFiles()).toEqual(before);
    expect(await taskMedias()).toEqual(mediasBefore);
  });

  it('keeps nothing of an upload the client breaks off half way', async () => {
    const before = storedFiles();
    const mediasBefore = await taskMedias();
    const boundary = 'broken-off-upload';
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="medias"; filename="half.png"\r\nContent-Type: image/png\r\n\r\n`);
    const target = new URL(`${api.url}activity-task/${TASK}/upload-medias`);
    await new Promise<void>((done) => {
      const request = httpRequest(
        {
          host: target.hostname,
          port: target.port,
          path: target.pathname,
          method: 'POST',
          headers: { ...headers, 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': String(head.length + 4 * 1024 * 1024) },
        },
        () => done(),
      );
      request.on('error', () => done());
      // The file's start (a real PNG and 1 MB), then the connection drops.
      request.write(Buffer.concat([head, png(), Buffer.alloc(1024 * 1024)]), () => setTimeout(() => request.destroy(), 300));
    });
    await eventuallyTrue(() => storedFiles().every((name) => before.includes(name)));
    expect(storedFiles()).toEqual(before);
    expect(await taskMedias()).toEqual(mediasBefore);
  });

  it('refuses download addresses outside the evidence folder and unknown evidence', async () => {
    for (const url of ['../activity.json', `media/${TASK}/../../activity.json`, '/etc/passwd', `media/${TASK}/x.png`]) {
      const answer = await fetch(`${api.url}activity-task/download-media`, { headers: { ...headers, mediaUrl: url } });
      expect(answer.status, url).toBe(400);
      expect(((await answer.json()) as Record<string, unknown>).error).toBe('INVALID_MEDIA_URL');
    }
    const missing = await fetch(`${api.url}activity-task/download-media`, { headers: { ...headers, mediaUrl: `media/${TASK}/${UNKNOWN}.png` } });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: 'MEDIA_NOT_FOUND', message: 'Error downloading evidence' });
    expect((await fetch(`${api.url}activity-task/download-media`, { headers })).status).toBe(400);
    expect((await api.call('GET', 'activity/get-medias-size?ids=nope')).status).toBe(400);
    expect((await api.call('GET', `activity/${UNKNOWN}/report`)).status).toBe(404);
    expect((await api.call('POST', 'activity/download-zip', { filters: { nope: 1 } })).status).toBe(400);
    expect((await api.call('POST', 'activity/download-zip', { filters: { ids: ['../x'] } })).status).toBe(400);
  });

  it.each([
    ['no body at all', undefined],
    ['an empty body', ''],
  ])('refuses a zip with %s: 400, not a zip of every evidence file', async (_case, body) => {
    const answer = await fetch(`${api.url}activity/download-zip`, {
      method: 'POST',
      headers: body === undefined ? headers : { ...headers, 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body }),
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ error: 'VALIDATION_ERROR' });
  });

  it(`zips up to ${MAX_DOWNLOAD_IDS} activities in one answer, and refuses more naming the limit`, async () => {
    const many = Array.from({ length: MAX_DOWNLOAD_IDS }, (_, index) => index.toString(16).padStart(24, 'a'));
    const whole = await fetch(`${api.url}activity/download-zip`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ filters: { ids: [ACTIVITY, ...many.slice(1)] } }),
    });
    expect(whole.status).toBe(200);
    expect([...readZipEntries(Buffer.from(await whole.arrayBuffer())).keys()]).toContain('SIS-050/1-x.png');
    const refused = await api.call('POST', 'activity/download-zip', { filters: { ids: [...many, UNKNOWN] } });
    expect(refused).toMatchObject({ status: 400, body: { error: 'VALIDATION_ERROR' } });
    expect(JSON.stringify(refused.body)).toContain(String(MAX_DOWNLOAD_IDS));
  });

  it('refuses a zip body with a field it does not take, and a timezone that is not a text', async () => {
    expect((await api.call('POST', 'activity/download-zip', { filters: { ids: [UNKNOWN] }, format: 'tar' })).body).toMatchObject({ error: 'VALIDATION_ERROR' });
    expect((await api.call('POST', 'activity/download-zip', { filters: { ids: [UNKNOWN] }, timezone: 3 })).body).toMatchObject({ error: 'VALIDATION_ERROR' });
  });

  it.each([
    ['an empty object', '{}'],
    ['a timezone alone', '{"timezone": "America/Sao_Paulo"}'],
    ['filters null', '{"filters": null}'],
    ['empty filters', '{"filters": {}}'],
  ])('refuses a zip with %s: 400 naming filters, not a zip of every evidence file', async (_case, body) => {
    const answer = await fetch(`${api.url}activity/download-zip`, { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body });
    expect(answer.status).toBe(400);
    expect(answer.headers.get('content-type')).toContain('application/json');
    expect(await answer.json()).toMatchObject({ error: 'VALIDATION_ERROR', message: expect.stringContaining('filters'), errors: [{ field: 'filters' }] });
  });

  it('serves the seeded evidence from copies in the working data, the fixtures untouched', async () => {
    const seeded = 'media/686e62c798411a74c5e72c75/cb622b19be70d79d62386c6d.png';
    expect(existsSync(join(api.dataDir, seeded))).toBe(true);
    const answer = await fetch(`${api.url}activity-task/download-media`, { headers: { ...headers, mediaUrl: seeded } });
    expect(answer.status).toBe(200);
    expect(Buffer.from(await answer.arrayBuffer()).equals(readFileSync(join(root, 'fixtures', seeded)))).toBe(true);
  });

  it('deletes evidence only with a reason, and its file with it; the reason is the note of the timeline entry', async () => {
    const [media] = (await taskMedias()).filter((item) => String(item.mediaUrl).startsWith('media/'));
    const mediaId = String(media?._id);
    expect((await api.call('PUT', `activity-task/${TASK}/media/${mediaId}`, {})).status).toBe(400);
    expect((await api.call('PUT', `activity-task/${TASK}/media/${mediaId}`, { reasonDeletingRegistersOrMedias: '  ' })).status).toBe(400);
    expect(
      (await api.call('PUT', `activity-task/${TASK}/media/${mediaId}`, { reasonDeletingRegistersOrMedias: 'wrong photo', notify: true })).body,
    ).toMatchObject({ error: 'VALIDATION_ERROR' });
    expect((await api.call('PUT', `activity-task/${TASK}/media/${UNKNOWN}`, { reasonDeletingRegistersOrMedias: 'wrong photo' })).status).toBe(404);
    expect(storedFiles()).toHaveLength(1);
    const deleted = await api.call('PUT', `activity-task/${TASK}/media/${mediaId}`, { reasonDeletingRegistersOrMedias: 'wrong photo' });
    expect(deleted.status).toBe(200);
    expect((await taskMedias()).some((item) => item._id === mediaId)).toBe(false);
    expect(storedFiles()).toEqual([]);
    const record = JSON.parse(JSON.stringify(deleted.body)) as { data: { customHistory: { description: string }[] } };
    expect(record.data.customHistory.at(-1)?.description).toContain('wrong photo');
    const activityId = String((record.data as unknown as { activityId: string }).activityId);
    const timeline = (await api.call('GET', `timeline/activity/${activityId}/task/${TASK}?kind=media`)).body as { data: { items: { note?: string }[] } };
    expect(timeline.data.items[0]?.note).toBe('wrong photo');
    expect(readFileSync(join(api.dataDir, 'activity-task.json'), 'utf8')).toBeDefined();
  });
});
