/**
 * The evidence zip over a large store of evidence: `activity/download-zip` of one activity
 * holding `megabytes` MB of photos (default 500), read to the end by a client that keeps
 * nothing, with the API's peak resident memory sampled meanwhile. A streamed zip keeps
 * the peak near the start figure whatever the size.
 * Alone: `npx tsx scripts/bench-src/evidenceZipBench.ts [megabytes]`.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadRegistryFromDir } from '../../src/framework/registry/loadRegistryFromDir';
import { authHeaders, signIn } from '../../src/server/auth/signIn.testkit';
import { createDemoApi } from '../../src/server/createDemoApi';

const FILE_MB = 10;
const MB = 1024 * 1024;

interface Task {
  _id: string;
  activityId: string;
  medias?: unknown[];
}

/** Writes the evidence files and names them in the first task's record; answers the activity id. */
function seedEvidence(fixturesDir: string, megabytes: number): string {
  const file = join(fixturesDir, 'activity-task.json');
  const tasks = JSON.parse(readFileSync(file, 'utf8')) as Task[];
  const task = tasks[0];
  if (!task) throw new Error('no activity task in the fixtures');
  const folder = join(fixturesDir, 'media', task._id);
  mkdirSync(folder, { recursive: true });
  // A PNG signature then filler: the zip stores bytes as they are, so their content does not matter.
  const body = Buffer.alloc(FILE_MB * MB, 0x5a);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(body);
  task.medias = [];
  for (let index = 0; index < Math.ceil(megabytes / FILE_MB); index++) {
    const id = index.toString(16).padStart(24, '0');
    writeFileSync(join(folder, `${id}.png`), body);
    task.medias.push({ _id: id, mediaUrl: `media/${task._id}/${id}.png`, originalMediaName: `photo-${index}.png`, size: body.length, type: 'image/png' });
  }
  writeFileSync(file, JSON.stringify(tasks));
  return task.activityId;
}

export async function evidenceZipBench(root: string, megabytes = 500): Promise<void> {
  const registry = loadRegistryFromDir(root);
  if (!registry.ok) throw new Error('the entity files do not load: run npm run check');
  const fixturesDir = mkdtempSync(join(tmpdir(), 'bench-zip-fixtures-'));
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-zip-data-'));
  try {
    cpSync(join(root, 'fixtures'), fixturesDir, { recursive: true });
    const activityId = seedEvidence(fixturesDir, megabytes);
    const api = createDemoApi({ model: registry.model, dataDir, fixturesDir });
    const server = createServer(api.listener);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`;
    const headers = authHeaders((await signIn(url, 'admin')).access_token);
    global.gc?.();
    const startRss = process.memoryUsage().rss;
    let peakRss = startRss;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20);
    const started = performance.now();
    const response = await fetch(`${url}activity/download-zip`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ filters: { ids: [activityId] } }),
    });
    let bytes = 0;
    for await (const chunk of response.body ?? []) bytes += (chunk as Uint8Array).length;
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    console.log(`  zip of ${megabytes} MB of evidence: ${(bytes / MB).toFixed(0)} MB in ${seconds.toFixed(1)} s (${(bytes / MB / seconds).toFixed(0)} MB/s)`);
    console.log(`  peak RSS ${(peakRss / MB).toFixed(0)} MB (at start ${(startRss / MB).toFixed(0)} MB, +${((peakRss - startRss) / MB).toFixed(0)} MB)`);
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    api.store.close();
  } finally {
    rmSync(fixturesDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const megabytes = Number(process.argv[2] ?? 500);
  await evidenceZipBench(process.cwd(), Number.isFinite(megabytes) && megabytes > 0 ? megabytes : 500);
}
