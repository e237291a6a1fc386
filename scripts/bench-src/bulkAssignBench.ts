/**
 * "Select all matching" and a bulk assign over 10 000 generated activities, as the list runs
 * them: the framework's own code (gatherMatching, runInChunks, the data provider's calls)
 * against the demo API in a process of its own. Prints the time of each step, the requests
 * sent, the records done and refused, the API's peak memory and the client's heap growth.
 * Alone: `npx tsx scripts/bench-src/bulkAssignBench.ts [count]`.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RaRecord } from 'ra-core';
import { selectedRecords } from '../../src/framework/actions/selectedRecords';
import { gatherMatching } from '../../src/framework/bulk/gatherMatching';
import { runInChunks } from '../../src/framework/bulk/runInChunks';
import { createDataProvider } from '../../src/framework/data/createDataProvider';
import { loadRegistryFromDir } from '../../src/framework/registry/loadRegistryFromDir';
import { startDemoApiProcess, type DemoApiProcess } from '../../src/server/demoApiProcess.testkit';
import { writeJsonArrayInChunks } from '../../src/server/store/writeJsonArrayInChunks';
import { generateActivities } from '../fixtures-src/activities';
import { readReferenceData } from '../fixtures-src/referenceData';
import { peakMemoryMiB } from './peakMemory';

const MB = 1024 * 1024;

export async function bulkAssignBench(root: string, count = 10_000): Promise<void> {
  const registry = loadRegistryFromDir(root);
  if (!registry.ok) throw new Error('the entity files do not load: run npm run check');
  const work = mkdtempSync(join(tmpdir(), 'bench-bulk-'));
  const fixturesDir = join(work, 'fixtures');
  cpSync(join(root, 'fixtures'), fixturesDir, { recursive: true });
  let server: DemoApiProcess | undefined;
  try {
    const generated = generateActivities(readReferenceData(fixturesDir), { count, seed: 20240517 });
    await writeJsonArrayInChunks(join(fixturesDir, 'activity.json'), generated.activities);
    await writeJsonArrayInChunks(join(fixturesDir, 'activity-task.json'), generated.activityTasks);
    const users = JSON.parse(readFileSync(join(fixturesDir, 'user.json'), 'utf8')) as { _id: string }[];
    const target = users[1]?._id ?? '';
    server = await startDemoApiProcess(fixturesDir, join(work, 'data'));
    const token = (server.headers.Authorization ?? '').replace(/^Bearer /, '');
    const requests = new Map<string, number>();
    const counted: typeof fetch = (input, init) => {
      const method = init?.method ?? 'GET';
      requests.set(method, (requests.get(method) ?? 0) + 1);
      return fetch(input, init);
    };
    const dataProvider = createDataProvider({
      model: registry.model,
      baseUrl: server.url.replace(/\/$/, ''),
      getRequestContext: () => ({ lang: 'en', token, scopes: {} }),
      fetch: counted,
    });
    global.gc?.();
    const heapBefore = process.memoryUsage().heapUsed;

    let started = performance.now();
    const records = await gatherMatching(dataProvider, { resource: 'activity', filter: {} });
    const gatherMs = performance.now() - started;
    const gatherRequests = requests.get('GET') ?? 0;
    const heapGathered = process.memoryUsage().heapUsed;

    const byId = new Map(records.map((record) => [String(record.id), record]));
    let steps = 0;
    started = performance.now();
    const report = await runInChunks({
      ids: records.map((record) => record.id),
      runChunk: async (ids) => {
        const chunk = await selectedRecords(dataProvider, 'activity', ids, [], (id) => byId.get(String(id)));
        return dataProvider.runAction('activity', { action: 'assignToUser', id: target, records: chunk as RaRecord[] });
      },
      onProgress: () => (steps += 1),
    });
    const runMs = performance.now() - started;

    const size = count.toLocaleString('en-US');
    console.log(`\nBulk assign over ${size} activities (the list's code against the API in its own process)`);
    console.log(`  select all matching: ${records.length.toLocaleString('en-US')} records in ${gatherMs.toFixed(0)} ms, ${gatherRequests} list calls`);
    console.log(
      `  assign in chunks of 200: ${runMs.toFixed(0)} ms, ${requests.get('POST') ?? 0} calls, ${steps - 1} progress steps, ` +
        `${report.done.toLocaleString('en-US')} assigned, ${report.failures.length.toLocaleString('en-US')} refused (concluded), ${report.notRun} not run`,
    );
    const peak = peakMemoryMiB(server.child.pid!);
    console.log(
      `  API peak memory ${peak === undefined ? '?' : peak.toFixed(0)} MiB; the client's heap grew ${((heapGathered - heapBefore) / MB).toFixed(0)} MB with the records read`,
    );
  } finally {
    if (server) await server.kill();
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const count = Number(process.argv[2] ?? 10_000);
  await bulkAssignBench(process.cwd(), Number.isFinite(count) && count > 0 ? count : 10_000);
}
