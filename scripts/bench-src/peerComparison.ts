/**
 * This app beside the plain react-admin app of `../shared/bench/peer-react-admin` (PEER_DIR
 * overrides): for each activity count, rounds that alternate the peer's own `measure.sh`
 * and the same measurements on this app (browserBench.ts), the samples of all rounds
 * pooled, then each figure's medians, ratio (project / peer), the issue's target and the
 * budget of `bench/budget.json`.
 *
 * Env: BENCH_COUNTS (10000,100000), BENCH_ROUNDS (3), BENCH_RUNS (3 cold loads a round
 * and side, so 9 each).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { againstBudget, readBudget, type Budget } from './budget';
import { median } from './benchApp';
import { BIG_PAGE, measureBrowser, type BrowserSample } from './browserBench';
import { recordHeavyWork, type HeavyWorkFigure } from './heavyWorkTable';

interface PeerResults {
  samples: BrowserSample[];
  coldEdit: number[];
}

interface Figure {
  name: string;
  label: string;
  unit: 'ms' | 'MiB' | 'KB';
  peer: number;
  project: number;
}

/** The browser figures both sides report, in the order of the issue's table. */
const BROWSER_FIGURES: { name: Exclude<keyof BrowserSample, 'list_screen_drawn'> | 'edit_cold_form_filled'; label: string }[] = [
  { name: 'list_rows_visible', label: 'cold load → 25 activity rows visible' },
  { name: 'list_refs_resolved', label: 'cold load → their discipline names' },
  { name: 'page2_rows_visible', label: 'page 2 visible after the click' },
  { name: 'edit_cold_form_filled', label: 'cold load of an edit form, filled' },
  { name: 'edit_from_list_form_filled', label: 'edit form reached from the list' },
  { name: 'list_js_heap_used', label: 'JS heap with the list shown' },
  { name: 'list_js_heap_used_after_gc', label: 'the same after a full GC' },
];

function runPeer(peerDir: string, count: number, runs: number): PeerResults & { lines: Record<string, number> } {
  const before = new Set(existsSync(join(peerDir, 'results')) ? readdirSync(join(peerDir, 'results')) : []);
  const run = spawnSync('bash', ['measure.sh', String(count)], {
    cwd: peerDir,
    env: { ...process.env, RUNS: String(runs) },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (run.status !== 0) throw new Error(`the peer's measure.sh failed (exit ${run.status})`);
  const lines = Object.fromEntries([...run.stdout.matchAll(/^(\w+): ([\d.]+)/gm)].map((match) => [match[1]!, Number(match[2])]));
  const folder = readdirSync(join(peerDir, 'results'))
    .filter((name) => !before.has(name) && name.endsWith(`-n${count}`))
    .sort((a, b) => statSync(join(peerDir, 'results', b)).mtimeMs - statSync(join(peerDir, 'results', a)).mtimeMs)[0];
  if (!folder) throw new Error(`the peer's measure.sh left no results for ${count} activities`);
  const results = JSON.parse(readFileSync(join(peerDir, 'results', folder, 'browser.json'), 'utf8')) as PeerResults;
  return { ...results, lines };
}

/** Gzipped JavaScript of the first page (the build's report) and of the whole build, this app. */
function projectBytes(root: string): { firstPage: number; all: number } {
  const report = JSON.parse(readFileSync(join(root, 'dist/first-page-report.json'), 'utf8')) as { gzipBytes: number };
  const assets = join(root, 'dist/assets');
  const all = readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + gzipSync(readFileSync(join(assets, file)), { level: 9 }).length, 0);
  return { firstPage: report.gzipBytes, all };
}

/** The peer figures the heavy work's table quotes (at 100 000 activities). */
const HEAVY_WORK_BY_PEER_FIGURE: Partial<Record<string, HeavyWorkFigure>> = {
  list_rows_visible: 'coldList',
  edit_cold_form_filled: 'coldEdit',
  list_js_heap_used_after_gc: 'listHeap',
};

function printTable(count: number, figures: Figure[], budget: Budget): void {
  const times = budget.milliseconds[String(count)] ?? {};
  console.log(`\n${count.toLocaleString('en-US')} activities: project beside the peer (medians)`);
  console.log(`  ${'figure'.padEnd(40)} ${'peer'.padStart(10)} ${'project'.padStart(10)} ${'ratio'.padStart(6)}  budget`);
  for (const figure of figures) {
    const ratio = figure.project / figure.peer;
    const heavy = count === 100_000 ? HEAVY_WORK_BY_PEER_FIGURE[figure.name] : undefined;
    if (heavy) recordHeavyWork(heavy, ratio);
    const digits = figure.unit === 'ms' ? 0 : 1;
    const checks = [againstBudget(ratio, budget.ratios[figure.name], '×'), figure.unit === 'ms' ? againstBudget(figure.project, times[figure.name], ' ms') : '']
      .filter(Boolean)
      .join('; ');
    console.log(
      `  ${figure.label.padEnd(40)} ${`${figure.peer.toFixed(digits)} ${figure.unit}`.padStart(10)} ${`${figure.project.toFixed(digits)} ${figure.unit}`.padStart(10)} ${ratio.toFixed(2).padStart(6)}  ${checks}`,
    );
  }
}

/**
 * The peer runs from a copy of its own (its install, build and results stay out of the shared
 * folder), kept between runs, under a short path: Chromium's profile socket path is limited.
 */
function peerWorkingCopy(source: string): string {
  const copy = join(tmpdir(), 'certificare-peer');
  const skipped = new Set(['node_modules', 'dist', 'results', 'db.json']);
  cpSync(source, copy, { recursive: true, filter: (path) => !skipped.has(path.slice(source.length + 1).split('/')[0] ?? '') });
  return copy;
}

export async function peerComparison(root: string): Promise<void> {
  const source = process.env.PEER_DIR ?? join(root, '../shared/bench/peer-react-admin');
  if (!existsSync(join(source, 'measure.sh'))) {
    console.log(`\nSide by side with the peer: skipped, no peer at ${source} (set PEER_DIR to a copy of peer-react-admin).`);
    return;
  }
  const peerDir = peerWorkingCopy(source);
  const counts = (process.env.BENCH_COUNTS ?? '10000,100000')
    .split(',')
    .map(Number)
    .filter((n) => n >= 50);
  const rounds = Number(process.env.BENCH_ROUNDS) || 3;
  const runs = Number(process.env.BENCH_RUNS) || 3;
  const budget = readBudget(root);
  const bytes = projectBytes(root);
  for (const count of counts) {
    const peer: PeerResults = { samples: [], coldEdit: [] };
    const project: PeerResults = { samples: [], coldEdit: [] };
    const bigPage: number[] = [];
    let peerLines: Record<string, number> = {};
    for (let round = 1; round <= rounds; round++) {
      console.log(`  ${count} activities, round ${round}/${rounds}: the peer, then this app (${runs} cold loads each)`);
      const fromPeer = runPeer(peerDir, count, runs);
      peerLines = fromPeer.lines;
      peer.samples.push(...fromPeer.samples);
      peer.coldEdit.push(...fromPeer.coldEdit);
      const ours = await measureBrowser(root, count, runs);
      project.samples.push(...ours.samples);
      project.coldEdit.push(...ours.coldEdit);
      bigPage.push(...ours.bigPage);
    }
    const pick = (results: PeerResults, name: (typeof BROWSER_FIGURES)[number]['name']) =>
      name === 'edit_cold_form_filled' ? median(results.coldEdit) : median(results.samples.map((sample) => sample[name]));
    const figures: Figure[] = BROWSER_FIGURES.map(({ name, label }) => {
      const heap = name === 'list_js_heap_used' || name === 'list_js_heap_used_after_gc';
      const scale = heap ? 1 / 1_048_576 : 1;
      return { name, label, unit: heap ? 'MiB' : 'ms', peer: pick(peer, name) * scale, project: pick(project, name) * scale };
    });
    figures.push(
      {
        name: 'dist_js_gzip_bytes',
        label: 'all JS shipped (gzip)',
        unit: 'KB',
        peer: (peerLines.dist_js_gzip_bytes ?? Number.NaN) / 1024,
        project: bytes.all / 1024,
      },
      {
        name: 'initial_js_gzip_bytes',
        label: 'first-page JS (gzip)',
        unit: 'KB',
        peer: (peerLines.initial_js_gzip_bytes ?? Number.NaN) / 1024,
        project: bytes.firstPage / 1024,
      },
    );
    printTable(count, figures, budget);
    const screenMs = median(project.samples.map((sample) => sample.list_screen_drawn ?? Number.NaN));
    console.log(`  this app's cold list with its menu and header's controls drawn too (they draw after the rows): ${screenMs.toFixed(0)} ms`);
    const bigPageMs = median(bigPage);
    console.log(
      `  a ${BIG_PAGE}-row page of this app, address change to the rows shown: ${bigPageMs.toFixed(0)} ms   ${againstBudget(bigPageMs, budget.milliseconds[String(count)]?.big_page_visible, ' ms')}`,
    );
  }
}
