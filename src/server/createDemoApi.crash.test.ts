import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startDemoApiProcess, type DemoApiProcess } from './demoApiProcess.testkit';
import { seededRandom } from './seededRandom';

/**
 * Kill -9 at random moments while writers create and edit records; every write the API
 * acknowledged must be there at the next start, and every store must load. CRASH_ROUNDS
 * sets the number of rounds (default 8; more for a longer run). Four writers keep a write
 * in flight at almost every moment, so each kill lands in the middle of one: eight kills
 * and nine restarts of one store still catch a write lost or a store left unreadable,
 * at less than half the time of twenty.
 */
const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 8);
const WRITERS = 4;
const root = join(import.meta.dirname, '..', '..');

interface Acknowledged {
  /** Last acknowledged name of each record, by id; a later write in flight at the kill may have landed too. */
  names: Map<string, { name: string; serial: number }>;
}

const json = { 'Content-Type': 'application/json' };

async function writer(api: DemoApiProcess, tag: string, stopAt: { stopped: boolean }, acknowledged: Acknowledged): Promise<void> {
  let serial = 0;
  let id: string | undefined;
  while (!stopAt.stopped) {
    serial += 1;
    const name = `Crash ${tag} ${serial}`;
    const body = JSON.stringify({ name, identifier: `C${serial % 1000}` });
    try {
      const response =
        id === undefined || serial % 3 === 0
          ? await fetch(`${api.url}discipline`, { method: 'POST', headers: { ...api.headers, ...json }, body })
          : await fetch(`${api.url}discipline/${id}`, { method: 'PUT', headers: { ...api.headers, ...json }, body });
      if (response.status !== 200 && response.status !== 201) throw new Error(`write answered ${response.status}: ${await response.text()}`);
      const record = ((await response.json()) as { data: { _id: string; name: string } }).data;
      id = record._id;
      acknowledged.names.set(record._id, { name: record.name, serial });
    } catch (error) {
      // The kill cuts requests off: only what was answered counts.
      if (stopAt.stopped) return;
      throw error;
    }
  }
}

function serialOf(name: string): number {
  return Number(/ (\d+)$/.exec(name)?.[1] ?? -1);
}

async function expectAllThere(api: DemoApiProcess, acknowledged: Acknowledged): Promise<number> {
  let lost = 0;
  for (const [id, { name, serial }] of acknowledged.names) {
    const response = await fetch(`${api.url}discipline/${id}`, { headers: api.headers });
    if (response.status !== 200) {
      lost += 1;
      continue;
    }
    const stored = ((await response.json()) as { data: { name: string } }).data.name;
    // The same writer's later write may have landed unacknowledged; an older one must not.
    if (stored.slice(0, stored.lastIndexOf(' ')) !== name.slice(0, name.lastIndexOf(' ')) || serialOf(stored) < serial) lost += 1;
  }
  return lost;
}

describe('kill -9 under concurrent writers', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'crash-data-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it(`loses no acknowledged write and leaves no corrupt store over ${ROUNDS} rounds`, async () => {
    const random = seededRandom(Number(process.env.CRASH_SEED ?? 1105));
    const acknowledged: Acknowledged = { names: new Map() };
    let lost = 0;
    let writes = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      // Starting at all proves the store loads; then every write acknowledged before is checked.
      const api = await startDemoApiProcess(join(root, 'fixtures'), dataDir);
      lost += await expectAllThere(api, acknowledged);
      const stop = { stopped: false };
      const before = acknowledged.names.size;
      const writers = Array.from({ length: WRITERS }, (_, n) => writer(api, `r${round}w${n}`, stop, acknowledged));
      await new Promise((resolve) => setTimeout(resolve, 30 + random() * 300));
      stop.stopped = true;
      await api.kill();
      await Promise.all(writers);
      writes += acknowledged.names.size - before;
    }
    const last = await startDemoApiProcess(join(root, 'fixtures'), dataDir);
    lost += await expectAllThere(last, acknowledged);
    await last.stop();
    expect({ lost, acknowledgedSomething: writes > 0 }).toEqual({ lost: 0, acknowledgedSomething: true });
    // After a clean stop every data file is whole JSON and no journal is left to replay.
    for (const file of readdirSync(dataDir).filter((name) => name.endsWith('.json'))) {
      expect(() => JSON.parse(readFileSync(join(dataDir, file), 'utf8')) as unknown, file).not.toThrow();
    }
    expect(readdirSync(dataDir).filter((name) => name.endsWith('.journal') && readFileSync(join(dataDir, name), 'utf8') !== '')).toEqual([]);
    // Nine process starts by default: under a minute on a loaded two-core machine.
  }, 420_000);
});
