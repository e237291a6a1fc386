import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generateActivities } from '../../scripts/fixtures-src/activities';
import { readReferenceData } from '../../scripts/fixtures-src/referenceData';
import { startDemoApiProcess, type DemoApiProcess } from './demoApiProcess.testkit';
import { seededRandom } from './seededRandom';
import { writeJsonArrayInChunks } from './store/writeJsonArrayInChunks';

/**
 * Kill -9 at random moments while writers create and edit records; every write the API
 * acknowledged must be there at the next start, and every store must load. Two sizes: the
 * fixtures, where writers create and rename disciplines, and 100 000 generated activities
 * (CRASH_ACTIVITIES sets another count), where writers also edit activities, so each kill
 * lands among writes to a collection read on first use and a journal the restart keeps.
 * CRASH_ROUNDS and CRASH_ROUNDS_LARGE set the rounds (default 8 and 4). Four writers keep
 * a write in flight at almost every moment, so each kill lands in the middle of one.
 */
const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 8);
const LARGE_ROUNDS = Number(process.env.CRASH_ROUNDS_LARGE ?? 4);
const LARGE_COUNT = Number(process.env.CRASH_ACTIVITIES ?? 100_000);
const WRITERS = 4;
const root = join(import.meta.dirname, '..', '..');

/** Last acknowledged text of each record, by resource and id; a later write in flight at the kill may have landed too. */
type Acknowledged = Map<string, { text: string; serial: number }>;

/** Where a writer writes: disciplines it creates and renames, or existing activities whose place it rewrites. */
interface Target {
  resource: 'discipline' | 'activity';
  /** The field whose text carries the writer's tag and serial. */
  field: 'name' | 'place';
}

const json = { 'Content-Type': 'application/json' };

async function writeOnce(api: DemoApiProcess, target: Target, id: string | undefined, serial: number, text: string): Promise<Response> {
  if (target.resource === 'activity') {
    const current = await fetch(`${api.url}activity/${id}`, { headers: api.headers });
    if (current.status !== 200) throw new Error(`activity/${id} answered ${current.status}`);
    const record = ((await current.json()) as { data: Record<string, unknown> }).data;
    const { _id: _id, lastUpdated: _stamp, tasks: _tasks, comments: _comments, isDeleted: _deleted, ...body } = record;
    return fetch(`${api.url}activity/${id}`, { method: 'PUT', headers: { ...api.headers, ...json }, body: JSON.stringify({ ...body, place: text }) });
  }
  const body = JSON.stringify({ name: text, identifier: `C${serial % 1000}` });
  return id === undefined || serial % 3 === 0
    ? fetch(`${api.url}discipline`, { method: 'POST', headers: { ...api.headers, ...json }, body })
    : fetch(`${api.url}discipline/${id}`, { method: 'PUT', headers: { ...api.headers, ...json }, body });
}

async function writer(
  api: DemoApiProcess,
  target: Target,
  tag: string,
  ids: readonly string[],
  stopAt: { stopped: boolean },
  acknowledge: (path: string, entry: { text: string; serial: number }) => void,
  serials: { last: number },
): Promise<void> {
  let id: string | undefined = ids[0];
  while (!stopAt.stopped) {
    serials.last += 1;
    const serial = serials.last;
    const text = `Crash ${tag} ${serial}`;
    try {
      const response = await writeOnce(api, target, target.resource === 'activity' ? ids[serial % ids.length] : id, serial, text);
      if (response.status !== 200 && response.status !== 201) throw new Error(`write answered ${response.status}: ${await response.text()}`);
      const record = ((await response.json()) as { data: Record<string, unknown> }).data;
      id = String(record._id);
      acknowledge(`${target.resource}/${id}`, { text: String(record[target.field]), serial });
    } catch (error) {
      // The kill cuts requests off: only what was answered counts.
      if (stopAt.stopped) return;
      throw error;
    }
  }
}

function serialOf(text: string): number {
  return Number(/ (\d+)$/.exec(text)?.[1] ?? -1);
}

async function lostWrites(api: DemoApiProcess, acknowledged: Acknowledged): Promise<number> {
  let lost = 0;
  for (const [path, { text, serial }] of acknowledged) {
    const response = await fetch(`${api.url}${path}`, { headers: api.headers });
    if (response.status !== 200) {
      lost += 1;
      continue;
    }
    const record = ((await response.json()) as { data: Record<string, unknown> }).data;
    const stored = String(record[path.startsWith('activity/') ? 'place' : 'name']);
    // The same writer's later write (this round's or a later one's) may have landed unacknowledged; an older one must not.
    if (stored.slice(0, stored.lastIndexOf(' ')) !== text.slice(0, text.lastIndexOf(' ')) || serialOf(stored) < serial) lost += 1;
  }
  return lost;
}

async function largeFixtures(count: number): Promise<{ fixturesDir: string; activityIds: string[] }> {
  const fixturesDir = mkdtempSync(join(tmpdir(), 'crash-fixtures-'));
  cpSync(join(root, 'fixtures'), fixturesDir, { recursive: true });
  const generated = generateActivities(readReferenceData(fixturesDir), { count, seed: 20240517 });
  await writeJsonArrayInChunks(join(fixturesDir, 'activity.json'), generated.activities);
  await writeJsonArrayInChunks(join(fixturesDir, 'activity-task.json'), generated.activityTasks);
  // Activities spread over the file, a few per writer.
  const activityIds = generated.activities.filter((_, index) => index % Math.ceil(count / 40) === 7).map((activity) => String(activity._id));
  return { fixturesDir, activityIds };
}

interface CrashCase {
  name: string;
  rounds: number;
  prepare(): Promise<{ fixturesDir: string; activityIds: string[] }>;
}

const cases: CrashCase[] = [
  { name: 'at fixture size', rounds: ROUNDS, prepare: () => Promise.resolve({ fixturesDir: join(root, 'fixtures'), activityIds: [] }) },
  { name: `at ${LARGE_COUNT.toLocaleString('en-US')} activities`, rounds: LARGE_ROUNDS, prepare: () => largeFixtures(LARGE_COUNT) },
];

describe.each(cases)('kill -9 under concurrent writers, $name', ({ rounds, prepare }) => {
  const made: string[] = [];
  afterAll(() => {
    for (const dir of made) rmSync(dir, { recursive: true, force: true });
  });

  it(`loses no acknowledged write and leaves no corrupt store over ${rounds} rounds`, async () => {
    const { fixturesDir, activityIds } = await prepare();
    if (fixturesDir.startsWith(tmpdir())) made.push(fixturesDir);
    const dataDir = mkdtempSync(join(tmpdir(), 'crash-data-'));
    made.push(dataDir);
    const random = seededRandom(Number(process.env.CRASH_SEED ?? 1105));
    const acknowledged: Acknowledged = new Map();
    const large = activityIds.length > 0;
    // Each writer's serials go on across rounds: an activity keeps its writer from round to round.
    const serials = Array.from({ length: WRITERS }, () => ({ last: 0 }));
    let lost = 0;
    let writes = 0;
    for (let round = 0; round < rounds; round += 1) {
      // Starting at all proves the store loads; then every write acknowledged before is checked.
      const api = await startDemoApiProcess(fixturesDir, dataDir);
      lost += await lostWrites(api, acknowledged);
      const stop = { stopped: false };
      const before = writes;
      const thisRound: Acknowledged = new Map();
      const acknowledge = (path: string, entry: { text: string; serial: number }): void => {
        thisRound.set(path, entry);
        acknowledged.set(path, entry);
      };
      const writers = Array.from({ length: WRITERS }, (_, n) => {
        // At size, half the writers edit activities: ten each, apart from the other writers'.
        const target: Target = large && n % 2 === 0 ? { resource: 'activity', field: 'place' } : { resource: 'discipline', field: 'name' };
        const ids = target.resource === 'activity' ? activityIds.slice(n * 10, n * 10 + 10) : [];
        return writer(api, target, `w${n}`, ids, stop, acknowledge, serials[n]!);
      });
      // At size, the first write reads the activities in: the kill waits for writes to flow.
      while (large && thisRound.size === 0) await new Promise((resolve) => setTimeout(resolve, 20));
      await new Promise((resolve) => setTimeout(resolve, 30 + random() * 300));
      stop.stopped = true;
      await api.kill();
      await Promise.all(writers);
      writes = before + thisRound.size;
    }
    const last = await startDemoApiProcess(fixturesDir, dataDir);
    lost += await lostWrites(last, acknowledged);
    await last.stop();
    expect({ lost, acknowledgedSomething: writes > 0 }).toEqual({ lost: 0, acknowledgedSomething: true });
    // After a clean stop every data file is whole JSON and no journal is left to replay.
    for (const file of readdirSync(dataDir).filter((name) => name.endsWith('.json'))) {
      expect(() => JSON.parse(readFileSync(join(dataDir, file), 'utf8')) as unknown, file).not.toThrow();
    }
    expect(readdirSync(dataDir).filter((name) => name.endsWith('.journal') && readFileSync(join(dataDir, name), 'utf8') !== '')).toEqual([]);
  }, 900_000);
});
