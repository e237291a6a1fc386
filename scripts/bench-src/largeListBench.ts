/**
 * The demo API over 100 000 generated activities: load time, list pages (default and
 * filtered, first use and after), writes, and what the unindexed `queryRecords` costs on
 * the same records for comparison. Measures, never asserts.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { queryRecords } from '../../src/framework/query/queryRecords';
import type { RegistryModel } from '../../src/framework/registry/types';
import { authHeaders, signIn } from '../../src/server/auth/signIn.testkit';
import { createDemoApi } from '../../src/server/createDemoApi';
import { writeJsonArrayInChunks } from '../../src/server/store/writeJsonArrayInChunks';
import { writeJsonAtomic } from '../../src/server/store/writeJsonAtomic';
import { generateActivities } from '../fixtures-src/activities';
import { readReferenceData } from '../fixtures-src/referenceData';

type Params = Record<string, string>;

const ms = (value: number): string => `${value.toFixed(value < 10 ? 2 : 0)} ms`;
const median = (values: readonly number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const p95 = (values: readonly number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)] ?? 0;
const query = (params: Params): string => new URLSearchParams(params).toString();

async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

/** The demo project (fixtures/project.json), where project-admin works. */
const DEMO_PROJECT = '65a0f3c2e4b0a1d2c3e4f501';

export async function largeListBench(root: string, model: RegistryModel, count = 100_000): Promise<void> {
  const resource = model.resources.find((candidate) => candidate.name === 'activity');
  if (!resource) throw new Error('no activity resource in the registry');
  const work = mkdtempSync(join(tmpdir(), 'bench-large-'));
  const fixturesDir = join(work, 'fixtures');
  const dataDir = join(work, 'data');
  cpSync(join(root, 'fixtures'), fixturesDir, { recursive: true });
  try {
    let start = performance.now();
    const generated = generateActivities(readReferenceData(fixturesDir), { count, seed: 20240517 });
    await writeJsonArrayInChunks(join(fixturesDir, 'activity.json'), generated.activities);
    await writeJsonArrayInChunks(join(fixturesDir, 'activity-task.json'), generated.activityTasks);
    console.log(
      `  generated ${count.toLocaleString('en-US')} activities, ${generated.activityTasks.length.toLocaleString('en-US')} activity tasks in ${ms(performance.now() - start)}`,
    );

    start = performance.now();
    const api = createDemoApi({ model, dataDir, fixturesDir });
    console.log(`  load: createDemoApi (read every collection, index the default page)   ${ms(performance.now() - start)}`);
    const server = createServer(api.listener);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/${resource.api.list.path}`;
    const apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`;
    const admin = authHeaders((await signIn(apiUrl, 'admin')).access_token);
    const get = async (params: Params, headers: Record<string, string> = admin): Promise<void> => {
      const response = await fetch(`${base}?${query(params)}`, { headers });
      await response.arrayBuffer();
    };

    const all = api.store.collection('activity').all();
    const disciplines = [...new Set(all.map((record) => String(record.disciplineId)))];
    const words = [
      'comissionamento',
      'inspecao',
      'preservacao',
      'montagem',
      'recebimento',
      'p-21',
      'l-6',
      'tac',
      'm-1',
      'condicionamento',
      'pintura',
      'periodica',
    ];
    const page = { limit: '25', skip: '0', [resource.api.list.countParam]: 'true' };
    // A project member's list: the API adds the project filter, answered from the project field's equality index.
    const projectIds = [...new Set(all.map((record) => String(record.projectId)))];
    const projectAdmin = authHeaders((await signIn(apiUrl, 'project-admin')).access_token, projectIds.includes(DEMO_PROJECT) ? DEMO_PROJECT : projectIds[0]);
    const cases: [string, (i: number) => Params, Record<string, string>?][] = [
      ['default page: lastUpdated DESC, with count', () => ({ ...page, sort: 'lastUpdated', order: 'DESC' })],
      [
        'status + discipline, sort plannedStartDate ASC',
        (i) => ({
          ...page,
          executionStatus: String([0, 2, 3][i % 3]),
          disciplineId: disciplines[i % disciplines.length]!,
          sort: 'plannedStartDate',
          order: 'ASC',
        }),
      ],
      [
        'description contains <word> + status, lastUpdated DESC',
        (i) => ({ ...page, description: words[i % words.length]!, executionStatus: String([0, 2, 3, 4, 9][i % 5]), sort: 'lastUpdated', order: 'DESC' }),
      ],
      [
        'project-admin in a project (ProjectId), lastUpdated DESC',
        () => ({ ...page, projectId: projectAdmin.ProjectId ?? '', sort: 'lastUpdated', order: 'DESC' }),
        projectAdmin,
      ],
      [
        'generationDate range + origem, sort tag',
        (i) => ({
          ...page,
          fromDate: `2025-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 7) + 1).padStart(2, '0')}`,
          toDate: `2025-${String((i % 12) + 1).padStart(2, '0')}-28`,
          origem: ['FVI', 'FVM', 'OP', 'MANUAL'][i % 4]!,
          sort: 'tag',
          order: 'ASC',
        }),
      ],
    ];
    const REQUESTS = 60;
    console.log(
      `\n  ${'list page of 25 (HTTP, loopback)'.padEnd(55)} ${'first use'.padStart(10)} ${'new filters'.padStart(12)} ${'p95'.padStart(8)} ${'repeated'.padStart(9)} ${'before*'.padStart(9)}`,
    );
    for (const [name, params, headers] of cases) {
      // First use builds the fields' indexes. Then every request has filter values not among the last 16 (no cached set), then the same page again.
      const first = await timed(() => get(params(1000), headers));
      const fresh: number[] = [];
      for (let i = 0; i < REQUESTS; i += 1) fresh.push(await timed(() => get(params(i), headers)));
      const again: number[] = [];
      for (let i = 0; i < 20; i += 1) again.push(await timed(() => get(params(REQUESTS - 1), headers)));
      const before: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        const at = performance.now();
        queryRecords(all, resource, params(i));
        before.push(performance.now() - at);
      }
      console.log(
        `  ${name.padEnd(55)} ${ms(first).padStart(10)} ${ms(median(fresh)).padStart(12)} ${ms(p95(fresh)).padStart(8)} ${ms(median(again)).padStart(9)} ${ms(median(before)).padStart(9)}`,
      );
    }
    console.log('  * before: queryRecords over every record, in process, what each list request cost before the indexes');

    // Writes: PUT through the API (validation, references, indexes, cache), then the default page again.
    const ids = all.slice(0, 40).map((record) => String(record._id));
    const writes: number[] = [];
    const delay = monitorEventLoopDelay({ resolution: 5 });
    delay.enable();
    for (const id of ids) {
      const record = api.store.collection('activity').get(id)!;
      const { _id: _ignored, lastUpdated: _stamp, tasks: _tasks, comments: _comments, isDeleted: _deleted, ...body } = record;
      writes.push(
        await timed(async () => {
          const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/activity/${id}`, {
            method: 'PUT',
            headers: { ...admin, 'Content-Type': 'application/json' },
            body: JSON.stringify({ ...body, place: 'Área 900 - Bench' }),
          });
          if (!response.ok) throw new Error(`PUT activity/${id}: ${response.status} ${await response.text()}`);
        }),
      );
    }
    const after: number[] = [];
    for (let i = 0; i < 5; i += 1) after.push(await timed(() => get(cases[0]![1](0))));
    // Lists right after the writes, while the journal syncs (and compacts, past its size).
    const during: number[] = [];
    const until = performance.now() + 1500;
    while (performance.now() < until) during.push(await timed(() => get(cases[1]![1](during.length))));
    delay.disable();
    api.store.close();
    const fullWrite = await timed(async () => writeJsonAtomic(join(work, 'full-write.json'), api.store.collection('activity').all()));
    console.log(`\n  PUT activity/{id} (one activity of ${count.toLocaleString('en-US')})             median ${ms(median(writes))}   p95 ${ms(p95(writes))}`);
    console.log(`  default page right after the writes (no rebuild), median of 5      ${ms(median(after))}`);
    console.log(`  list pages right after the writes: ${during.length} requests, median ${ms(median(during))}, max ${ms(Math.max(...during))}`);
    console.log(`  event loop delay during writes and background write: max ${ms(delay.max / 1e6)}`);
    console.log(`  one synchronous rewrite of activity.json (what every write cost before)         ${ms(fullWrite)}`);
    await new Promise((resolve) => server.close(resolve));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
