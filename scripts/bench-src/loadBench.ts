/**
 * Load on the demo API in another process, over loopback, with keep-alive connections:
 * requests per second and p99 for reads and for a mixed load (1 write in 10), at the
 * given sizes of activities; the worst time of each hostile query; the server's peak
 * memory. Bounded in time; measures, never asserts.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { Agent } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateActivities } from '../fixtures-src/activities';
import { readReferenceData } from '../fixtures-src/referenceData';
import { startDemoApiProcess, type DemoApiProcess } from '../../src/server/demoApiProcess.testkit';
import { writeJsonArrayInChunks } from '../../src/server/store/writeJsonArrayInChunks';
import { callApi, formatLoad, runLoad, type Answer } from './httpLoad';
import { peakMemoryMiB } from './peakMemory';

/** The admin's bearer header, set once the server runs (every API call but sign-in needs it). */
let signedIn: Record<string, string> = {};

const CONCURRENCY = 8;
const SECONDS = 5;

function call(agent: Agent, port: number, method: string, path: string, body?: unknown): Promise<Answer> {
  return callApi(agent, port, signedIn, method, path, body);
}

/** `CONCURRENCY` loops sending `next(i)` for `SECONDS`; answers rate, p50, p99 and the statuses seen. */
async function load(port: number, next: (i: number) => [string, string, unknown?]): Promise<string> {
  return formatLoad(await runLoad({ port, headers: signedIn, connections: CONCURRENCY, seconds: SECONDS, next }));
}

/** Queries a hostile client would send; each is timed alone, and the worst of three kept. */
function hostileQueries(ids: readonly string[]): [string, string][] {
  const page = 'activity/page?limit=25&collectionCount=true';
  return [
    ['notContains of 8 000 characters', `${page}&description=${'x'.repeat(8000)}&descriptionMatchType=notContains`],
    ['contains of 8 000 characters', `${page}&description=${'ab'.repeat(4000)}`],
    ['filter of 500 ids', `${page}&_id=${[...ids.slice(0, 499), 'f'.repeat(24)].join(',')}`],
    ['sort by an array field (responsibles)', `${page}&sort=responsibles&order=ASC`],
    ['sort by a field that is no column (place)', `${page}&sort=place&order=DESC`],
    ['deep skip (skip = count - 25), default sort', `${page}&skip=99975&sort=lastUpdated&order=DESC`],
    ['deep skip, filtered by status, sort by tag', `${page}&skip=20000&executionStatus=0&sort=tag&order=ASC`],
    ['limit=abc', 'activity/page?limit=abc'],
    ['limit=-1', 'activity/page?limit=-1'],
    ['limit=1e309', 'activity/page?limit=1e309'],
    ['limit=100000', 'activity/page?limit=100000'],
    ['activity without paging', 'activity'],
    ['contains of one letter, no sort', `${page}&description=a&skip=50000`],
  ];
}

async function benchSize(root: string, count: number): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'bench-load-'));
  const fixturesDir = join(work, 'fixtures');
  cpSync(join(root, 'fixtures'), fixturesDir, { recursive: true });
  let server: DemoApiProcess | undefined;
  try {
    const generated = generateActivities(readReferenceData(fixturesDir), { count, seed: 20240517 });
    await writeJsonArrayInChunks(join(fixturesDir, 'activity.json'), generated.activities);
    await writeJsonArrayInChunks(join(fixturesDir, 'activity-task.json'), generated.activityTasks);
    const ids = generated.activities.map((activity) => String(activity._id));
    const bodies = generated.activities.slice(0, 200).map((activity) => {
      const { _id: _ignored, lastUpdated: _stamp, tasks: _tasks, comments: _comments, isDeleted: _deleted, ...body } = activity as Record<string, unknown>;
      return { id: String(activity._id), body };
    });
    server = await startDemoApiProcess(fixturesDir, join(work, 'data'));
    const { port } = server;
    signedIn = { Authorization: server.headers.Authorization ?? '' };
    const reads = [
      'activity/page?limit=25&skip=0&collectionCount=true&sort=lastUpdated&order=DESC',
      'activity/page?limit=25&skip=25&collectionCount=true&sort=lastUpdated&order=DESC&executionStatus=0',
      'activity/page?limit=25&skip=0&collectionCount=true&sort=tag&order=ASC&description=montagem',
      `activity/${ids[7]}`,
    ];
    const read = (i: number): [string, string] => ['GET', `/api/${reads[i % reads.length]}`];
    // Warm the indexes the reads use, as a running demo would have.
    const warm = new Agent({ keepAlive: true });
    for (const path of reads) await call(warm, port, 'GET', `/api/${path}`);
    warm.destroy();
    const size = count.toLocaleString('en-US');
    console.log(`  ${size} activities, reads           ${await load(port, read)}`);
    const mixed = (i: number): [string, string, unknown?] => {
      if (i % 10 !== 9) return read(i);
      const { id, body } = bodies[i % bodies.length]!;
      return ['PUT', `/api/activity/${id}`, { ...body, place: `Área ${i}` }];
    };
    console.log(`  ${size} activities, 1 write in 10   ${await load(port, mixed)}`);
    const agent = new Agent({ keepAlive: true });
    let worst = { name: '', ms: 0 };
    for (const [name, path] of hostileQueries(ids)) {
      let slowest = 0;
      let status = 0;
      for (let round = 0; round < 3; round += 1) {
        const start = performance.now();
        status = (await call(agent, port, 'GET', `/api/${path}`)).status;
        slowest = Math.max(slowest, performance.now() - start);
      }
      if (slowest > worst.ms) worst = { name, ms: slowest };
      console.log(`    hostile: ${name.padEnd(46)} ${status}   worst of 3 ${slowest.toFixed(1).padStart(8)} ms`);
    }
    agent.destroy();
    console.log(`  ${size} activities, worst hostile query: ${worst.name}, ${worst.ms.toFixed(1)} ms`);
    const peak = peakMemoryMiB(server.child.pid!);
    if (peak !== undefined) console.log(`  ${size} activities, server peak memory ${peak.toFixed(0)} MiB`);
  } finally {
    if (server) await server.kill();
    rmSync(work, { recursive: true, force: true });
  }
}

/** Runs the load bench at each size, one server process per size. */
export async function loadBench(root: string, sizes: readonly number[] = [10_000, 100_000]): Promise<void> {
  console.log(`\nDemo API under load (${CONCURRENCY} keep-alive connections, ${SECONDS} s per line, server in its own process)`);
  for (const count of sizes) await benchSize(root, count);
}
