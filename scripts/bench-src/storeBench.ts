/**
 * The store's figures, each beside its target (STORE_TARGETS in budget.ts): the API's start
 * in a process of its own at 100 000 activities and at 100 000 elements, the restart after
 * a kill -9 in the middle of writes at fixture size and at 100 000 activities, and 1 write
 * in 10 at 100 000 activities over 50 keep-alive connections, every write acknowledged once
 * synced. A start is timed from the spawn to the first answered call (the sign-in), and
 * to the first page of the list it serves (activities: the default page with its count;
 * elements: the tree's roots), with the CPU time the API's process used until it answered
 * (and per request under load): the figure a shared machine moves least. Measures, never asserts.
 * Alone: npx tsx scripts/bench-src/storeBench.ts
 */
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startDemoApiProcess, type DemoApiProcess } from '../../src/server/demoApiProcess.testkit';
import { writeJsonArrayInChunks } from '../../src/server/store/writeJsonArrayInChunks';
import { generateActivities } from '../fixtures-src/activities';
import { readReferenceData } from '../fixtures-src/referenceData';
import { againstBudget, againstFloor, STORE_TARGETS } from './budget';
import { generateTree } from './elementTreeBench';
import { formatLoad, runLoad } from './httpLoad';
import { recordHeavyWork } from './heavyWorkTable';
import { processCpuMs } from './processCpu';

const CONNECTIONS = 50;
const SECONDS = 5;
/** Kills per size; the median restart is quoted. */
const CRASHES = Number(process.env.BENCH_CRASHES ?? 3);
const ACTIVITY_PAGE = 'activity/page?limit=25&skip=0&collectionCount=true&sort=lastUpdated&order=DESC';

const ms = (value: number): string => `${value.toFixed(0)} ms`;
const median = (values: readonly number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

interface Started {
  api: DemoApiProcess;
  /** From the spawn to the sign-in answered. */
  answering: number;
  /** From the spawn to the first page answered. */
  firstPage: number;
  /** CPU time the process used until it answered the sign-in. */
  cpu: number | undefined;
}

async function startTimed(fixturesDir: string, dataDir: string, firstPage: string): Promise<Started> {
  const start = performance.now();
  const api = await startDemoApiProcess(fixturesDir, dataDir);
  const answering = performance.now() - start;
  const cpu = api.child.pid === undefined ? undefined : processCpuMs(api.child.pid);
  const response = await fetch(`${api.url}${firstPage}`, { headers: api.headers });
  if (response.status !== 200) throw new Error(`${firstPage} answered ${response.status}`);
  await response.arrayBuffer();
  return { api, answering, firstPage: performance.now() - start, cpu };
}

function line(label: string, started: { answering: number; firstPage: number; cpu: number | undefined }, target: number): void {
  const cpu = started.cpu === undefined ? '' : `   CPU ${ms(started.cpu).padStart(8)}`;
  console.log(
    `  ${label.padEnd(52)} answering ${ms(started.answering).padStart(8)}   ${againstBudget(started.answering, target, ' ms').padEnd(20)} first page ${ms(started.firstPage).padStart(8)}${cpu}`,
  );
}

/** Reads of the load bench and, one request in 10, a PUT of one of the first 200 activities. */
function mixedLoad(fixturesDir: string): (i: number) => [string, string, unknown?] {
  const activities = (JSON.parse(readFileSync(join(fixturesDir, 'activity.json'), 'utf8')) as Record<string, unknown>[]).slice(0, 200);
  const bodies = activities.map((activity) => {
    const { _id: id, lastUpdated: _stamp, tasks: _tasks, comments: _comments, isDeleted: _deleted, ...body } = activity;
    return { id: String(id), body };
  });
  const reads = [
    ACTIVITY_PAGE,
    'activity/page?limit=25&skip=25&collectionCount=true&sort=lastUpdated&order=DESC&executionStatus=0',
    'activity/page?limit=25&skip=0&collectionCount=true&sort=tag&order=ASC&description=montagem',
    `activity/${bodies[7]?.id ?? ''}`,
  ];
  return (i) => {
    if (i % 10 !== 9) return ['GET', `/api/${reads[i % reads.length]}`];
    const { id, body } = bodies[i % bodies.length]!;
    return ['PUT', `/api/activity/${id}`, { ...body, place: `Área ${i}` }];
  };
}

/** `CRASHES` times: writes for a moment, kill -9, start again; answers the median restart. */
async function restartsAfterCrashes(
  fixturesDir: string,
  dataDir: string,
  running: Started,
): Promise<{ answering: number; firstPage: number; cpu: number | undefined; api: DemoApiProcess }> {
  const next = mixedLoad(fixturesDir);
  let api = running.api;
  const answering: number[] = [];
  const firstPages: number[] = [];
  const cpus: number[] = [];
  for (let round = 0; round < CRASHES; round += 1) {
    const stop = { stopped: false };
    const writing = runLoad({ port: api.port, headers: { Authorization: api.headers.Authorization ?? '' }, connections: CONNECTIONS, seconds: 60, stop, next });
    await new Promise((done) => setTimeout(done, 1500 + 500 * round));
    stop.stopped = true;
    await api.kill();
    await writing;
    const started = await startTimed(fixturesDir, dataDir, ACTIVITY_PAGE);
    answering.push(started.answering);
    firstPages.push(started.firstPage);
    if (started.cpu !== undefined) cpus.push(started.cpu);
    api = started.api;
  }
  return { answering: median(answering), firstPage: median(firstPages), cpu: cpus.length > 0 ? median(cpus) : undefined, api };
}

async function activityFixtures(root: string, work: string, count: number): Promise<string> {
  const fixturesDir = join(work, 'fixtures-activities');
  cpSync(join(root, 'fixtures'), fixturesDir, { recursive: true });
  const generated = generateActivities(readReferenceData(fixturesDir), { count, seed: 20240517 });
  await writeJsonArrayInChunks(join(fixturesDir, 'activity.json'), generated.activities);
  await writeJsonArrayInChunks(join(fixturesDir, 'activity-task.json'), generated.activityTasks);
  return fixturesDir;
}

async function elementFixtures(root: string, work: string, count: number): Promise<string> {
  const fixturesDir = join(work, 'fixtures-elements');
  cpSync(join(root, 'fixtures'), fixturesDir, { recursive: true });
  const types = JSON.parse(readFileSync(join(fixturesDir, 'element-type.json'), 'utf8')) as { _id: string }[];
  await writeJsonArrayInChunks(join(fixturesDir, 'element.json'), generateTree(types[0]?._id ?? '', count));
  return fixturesDir;
}

export async function storeBench(root: string, count = 100_000): Promise<void> {
  const size = count.toLocaleString('en-US');
  console.log(`\nThe store: starts, restarts after kill -9 and writes (server in its own process; ${CONNECTIONS} connections for the writes)`);
  const work = mkdtempSync(join(tmpdir(), 'bench-store-'));
  let api: DemoApiProcess | undefined;
  try {
    // Fixture size: restarts after kills in the middle of writes.
    const small = await startTimed(join(root, 'fixtures'), join(work, 'data-fixtures'), ACTIVITY_PAGE);
    const smallRestart = await restartsAfterCrashes(join(root, 'fixtures'), join(work, 'data-fixtures'), small);
    api = smallRestart.api;
    line(`restart after kill -9 during writes, fixtures (median of ${CRASHES})`, smallRestart, STORE_TARGETS.crashRestartFixtures);
    recordHeavyWork('crashRestartFixtures', smallRestart.answering);
    await api.stop();

    const activities = await activityFixtures(root, work, count);
    const dataDir = join(work, 'data-activities');
    const first = await startTimed(activities, dataDir, ACTIVITY_PAGE);
    line(`first start, ${size} activities (fixtures copied)`, first, STORE_TARGETS.startActivities);
    await first.api.stop();
    const again = await startTimed(activities, dataDir, ACTIVITY_PAGE);
    line(`start after a clean stop, ${size} activities`, again, STORE_TARGETS.startActivities);
    if (count === 100_000) recordHeavyWork('startActivities', again.answering);
    api = again.api;

    // The reads' indexes are built on their first use: warmed first, as a running demo has them.
    const warm = mixedLoad(activities);
    for (let i = 0; i < 4; i += 1)
      await fetch(`${api.url}${warm(i)[1].slice('/api/'.length)}`, { headers: api.headers }).then((response) => response.arrayBuffer());
    const cpuBefore = processCpuMs(api.child.pid ?? -1);
    const load = await runLoad({
      port: api.port,
      headers: { Authorization: api.headers.Authorization ?? '' },
      connections: CONNECTIONS,
      seconds: SECONDS,
      next: mixedLoad(activities),
    });
    const cpuAfter = processCpuMs(api.child.pid ?? -1);
    if (count === 100_000) {
      recordHeavyWork('writeLoadRate', load.rate);
      recordHeavyWork('writeLoadP99', load.p99);
    }
    const requests = [...load.statuses.values()].reduce((sum, count) => sum + count, 0);
    const perRequest =
      cpuBefore === undefined || cpuAfter === undefined || requests === 0 ? '' : `, CPU ${((cpuAfter - cpuBefore) / requests).toFixed(2)} ms a request`;
    console.log(
      `  ${`1 write in 10, ${size} activities`.padEnd(52)} ${formatLoad(load)}   ${againstFloor(load.rate, STORE_TARGETS.writeLoadRate, ' req/s')}, p99 ${againstBudget(load.p99, STORE_TARGETS.writeLoadP99, ' ms')}${perRequest}`,
    );

    const restart = await restartsAfterCrashes(activities, dataDir, { api, answering: 0, firstPage: 0, cpu: undefined });
    api = restart.api;
    line(`restart after kill -9 during writes, ${size} activities`, restart, STORE_TARGETS.crashRestartActivities);
    if (count === 100_000) recordHeavyWork('crashRestartActivities', restart.answering);
    await api.stop();
    api = undefined;
    rmSync(dataDir, { recursive: true, force: true });

    const elements = await elementFixtures(root, work, count);
    const trees = await startTimed(elements, join(work, 'data-elements'), 'element/tree');
    line(`first start, ${size} elements (paths and counts checked)`, trees, STORE_TARGETS.startElements);
    await trees.api.stop();
    const treesAgain = await startTimed(elements, join(work, 'data-elements'), 'element/tree');
    line(`start after a clean stop, ${size} elements`, treesAgain, STORE_TARGETS.startElements);
    if (count === 100_000) recordHeavyWork('startElements', treesAgain.answering);
    await treesAgain.api.stop();
  } finally {
    if (api) await api.kill();
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const count = Number(process.argv[2] ?? 100_000);
  await storeBench(resolve(import.meta.dirname, '../..'), Number.isInteger(count) && count >= 100 ? count : 100_000);
}
