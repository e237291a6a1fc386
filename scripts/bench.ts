/**
 * `npm run bench`: what a user waits for, measured, never asserted (the machines are
 * shared and noisy; tests stay free of timings).
 * - bytes: gzipped JavaScript of the first page and of a list page, from a fresh build;
 * - API: latency of filtered, sorted list pages of the demo API on loopback;
 * - large lists: load time, list pages and writes over 100 000 generated activities
 *   (scripts/bench-src/largeListBench.ts);
 * - load: requests per second and p99 at 10 000 and 100 000 activities, reads and 1 write
 *   in 10 (each acknowledged once synced), the worst hostile query, peak memory
 *   (scripts/bench-src/loadBench.ts, the API in a process of its own);
 * - store: the API's start at 100 000 activities and at 100 000 elements, its restart after
 *   a kill -9 during writes (fixtures and 100 000 activities), and 1 write in 10 over 50
 *   connections, each beside its target (scripts/bench-src/storeBench.ts);
 * - forms: the rjsf big-form keystroke, key press to the next frame with the value in
 *   Chromium over a generated 300-field form (scripts/bench-src/bigFormBench.ts).
 * - side by side: the browser figures of this app and of the plain react-admin peer,
 *   alternating runs, with each ratio (scripts/bench-src/peerComparison.ts).
 * - evidence zip: 500 MB of evidence zipped and streamed, with the peak RSS (scripts/bench-src/evidenceZipBench.ts).
 * - bulk assign: select all matching and an assign over 10 000 activities in chunks of 200, time, calls, peak
 *   memory (scripts/bench-src/bulkAssignBench.ts).
 * - activity screens: the home dashboards, an activity of 200 tasks and a 1 000-entry
 *   timeline, cold loads in Chromium at 100 000 activities (scripts/bench-src/activityScreensBench.ts).
 * - imports: preview and import of a 10 000-row activity spreadsheet (time, peak RSS) and
 *   FIC list paging at 50 000 rows (scripts/bench-src/importBench.ts).
 * Every figure with a budget (bench/budget.json) is printed against it; the heavy work's figures end the run in one table,
 * each beside its target, kept in bench/latest.json and shown by docs/performance.md (scripts/bench-src/heavyWorkTable.ts).
 * `npm run bench -- --api-only` skips the build, the bytes, the form and the peer;
 * `npm run bench -- --peer-only` builds and runs the side-by-side comparison alone;
 * `npm run bench -- --activity-only` builds and runs the activity screens and the evidence zip alone;
 * `npm run bench -- --processes-only` builds and runs the process model editor and the element tree alone.
 * `npm run bench -- --store-only` runs the store's starts, restarts and writes alone (no build).
 * `npm run bench -- --imports-only` runs the spreadsheet import and the FIC list paging alone (no build).
 */
import '../src/productApplication';
import { execSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { loadRegistryFromDir } from '../src/framework/registry/loadRegistryFromDir';
import { authHeaders, signIn } from '../src/server/auth/signIn.testkit';
import { createDemoApi } from '../src/server/createDemoApi';
import { activityScreensBench } from './bench-src/activityScreensBench';
import { bigFormBench } from './bench-src/bigFormBench';
import { bulkAssignBench } from './bench-src/bulkAssignBench';
import { againstBudget, readBudget } from './bench-src/budget';
import { publishHeavyWork } from './bench-src/heavyWorkTable';
import { largeListBench } from './bench-src/largeListBench';
import { evidenceZipBench } from './bench-src/evidenceZipBench';
import { elementTreeBench } from './bench-src/elementTreeBench';
import { processModelBench } from './bench-src/processModelBench';
import { importsBench } from './bench-src/importBench';
import { loadBench } from './bench-src/loadBench';
import { storeBench } from './bench-src/storeBench';
import { peerComparison } from './bench-src/peerComparison';

const root = process.cwd();
const REFERENCE_KB = 327; // a plain two-resource react-admin app (../shared/bench/peer-react-admin), one chunk
const REQUESTS = 200;

interface ManifestEntry {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

function bundleBytes(): void {
  execSync('npx vite build --configLoader runner --logLevel error', { stdio: 'inherit' });
  const manifest = JSON.parse(readFileSync(join(root, 'dist/.vite/manifest.json'), 'utf8')) as Record<string, ManifestEntry>;
  const report = JSON.parse(readFileSync(join(root, 'dist/first-page-report.json'), 'utf8')) as { files: { fileName: string }[] };
  const gzip = (file: string) => gzipSync(readFileSync(join(root, 'dist', file)), { level: 9 }).length;
  const closure = (keys: string[]): Set<string> => {
    const files = new Set<string>();
    const visit = (key: string) => {
      const entry = manifest[key];
      if (!entry || files.has(entry.file)) return;
      files.add(entry.file);
      entry.imports?.forEach(visit);
    };
    keys.forEach(visit);
    return files;
  };
  const firstPage = new Set(report.files.map((f) => f.fileName));
  // The activity list and form, as the cold loads measure them: the view's code, the activity's details and its form's validators.
  const listPage = new Set([...firstPage, ...closure(['src/framework/views/GeneratedList.tsx', 'virtual:registry-details/activity'])]);
  const formPage = new Set([...listPage, ...closure(['src/framework/views/GeneratedCreate.tsx', 'virtual:form-validator/activity'])]);
  const total = (files: Set<string>) => [...files].reduce((sum, file) => sum + gzip(file), 0);
  const budget = readBudget(root).kilobytes;
  console.log(`\nJavaScript, gzipped (reference: ${REFERENCE_KB} KB for a plain react-admin app)`);
  for (const [route, files] of [
    ['first page (/home)', firstPage],
    ['+ a list page', listPage],
    ['+ a create/edit form', formPage],
  ] as const) {
    const bytes = total(files);
    console.log(`  ${route.padEnd(22)} ${kb(bytes).padStart(9)}   ${againstBudget(bytes / 1024, budget[route], ' KB')}`);
  }
}

async function apiLatency(): Promise<void> {
  const registry = loadRegistryFromDir(root);
  if (!registry.ok) throw new Error('the entity files do not load: run npm run check');
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-'));
  const { app } = createDemoApi({ model: registry.model, dataDir, fixturesDir: join(root, 'fixtures') });
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  const headers = authHeaders((await signIn(base, 'admin')).access_token);
  try {
    for (const resource of registry.model.resources.filter((r) => r.api.list.paged && r.api.style === 'paginated')) {
      const text = resource.list.filters.find((f) => f.kind === 'text')?.field;
      const url = `${base}/${resource.api.list.path}?limit=25&skip=0&${resource.api.list.countParam}=true&sort=${resource.list.sort.field}&order=DESC${text ? `&${text}=a` : ''}`;
      const times: number[] = [];
      for (let i = 0; i < REQUESTS; i++) {
        const start = performance.now();
        const response = await fetch(url, { headers });
        await response.arrayBuffer();
        times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      const at = (q: number) => (times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0).toFixed(2);
      console.log(`  ${resource.name.padEnd(16)} median ${at(0.5)} ms   p95 ${at(0.95)} ms   (${REQUESTS} requests)`);
    }
  } finally {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function activityScreens(): Promise<void> {
  console.log('\nActivity screens in Chromium over 100 000 generated activities (scripts/bench-src/activityScreensBench.ts)');
  await activityScreensBench(root);
}

async function evidenceZip(): Promise<void> {
  console.log('\nEvidence zip, streamed (scripts/bench-src/evidenceZipBench.ts)');
  await evidenceZipBench(root);
}

async function processesAndElements(): Promise<void> {
  console.log('\nProcess model editor in Chromium beside bare bpmn-js, 500 and 2 000 elements (scripts/bench-src/processModelBench.ts)');
  await processModelBench(500);
  await processModelBench(2000);
  console.log('\nElement tree over 100 000 generated elements (scripts/bench-src/elementTreeBench.ts)');
  await elementTreeBench(root);
}

/** Prints the heavy work's table of this run, keeps it for the docs, and ends. */
function finish(): never {
  const commit = execSync('git rev-parse --short HEAD', { cwd: root, encoding: 'utf8' }).trim();
  publishHeavyWork(root, commit);
  process.exit(0);
}

if (process.argv.includes('--processes-only')) {
  bundleBytes();
  await processesAndElements();
  finish();
}
async function imports(): Promise<void> {
  console.log('\nSpreadsheet import of activities, API in this process (scripts/bench-src/importBench.ts)');
  await importsBench(root);
}

if (process.argv.includes('--store-only')) {
  await storeBench(root);
  finish();
}
if (process.argv.includes('--imports-only')) {
  await imports();
  finish();
}
if (process.argv.includes('--activity-only')) {
  bundleBytes();
  await activityScreens();
  await evidenceZip();
  finish();
}
if (process.argv.includes('--peer-only')) {
  bundleBytes();
  await peerComparison(root);
  finish();
}
if (!process.argv.includes('--api-only')) {
  bundleBytes();
  await peerComparison(root);
  console.log('\nForm keystroke in Chromium (key press to the next frame with the value)');
  await bigFormBench(root);
  await activityScreens();
  await processesAndElements();
}
console.log('\nDemo API, filtered and sorted list page of 25, on loopback');
await apiLatency();
console.log('\nDemo API over 100 000 generated activities');
const large = loadRegistryFromDir(root);
if (!large.ok) throw new Error('the entity files do not load: run npm run check');
await largeListBench(root, large.model);
await loadBench(root);
await storeBench(root);
await evidenceZip();
await bulkAssignBench(root);
await imports();
finish();
