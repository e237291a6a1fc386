/**
 * The heavy work's figures (the "Heavy work fast" table), each beside its target: the benches
 * record what they measured, `npm run bench` prints the table at its end, keeps each figure's
 * latest value with its date and commit in `bench/latest.json` (a figure a partial run did not
 * measure keeps its last value), and writes the table into docs/performance.md between its
 * markers, so the docs always show the latest run.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A target: the figure at most (`max`) or at least (`min`) this value. */
interface Target {
  limit: number;
  kind: 'max' | 'min';
}

interface Row {
  what: string;
  unit: string;
  target: Target;
}

/** The table's rows in the order the docs show them. */
export const HEAVY_WORK_ROWS = {
  bpmn500: { what: 'BPMN model of 500 elements opened, beside bare bpmn-js', unit: '×', target: { limit: 1.2, kind: 'max' } },
  bpmn2000: { what: 'BPMN model of 2 000 elements opened, beside bare bpmn-js', unit: '×', target: { limit: 1.2, kind: 'max' } },
  bpmn2000LongTask: { what: 'longest task using a 2 000-element model once open', unit: 'ms', target: { limit: 100, kind: 'max' } },
  crashRestartActivities: { what: 'answering again after kill -9, 100 000 activities', unit: 'ms', target: { limit: 3000, kind: 'max' } },
  startActivities: { what: 'start, 100 000 activities', unit: 'ms', target: { limit: 3000, kind: 'max' } },
  startElements: { what: 'start, 100 000 elements', unit: 'ms', target: { limit: 3000, kind: 'max' } },
  crashRestartFixtures: { what: 'answering again after kill -9, fixtures', unit: 'ms', target: { limit: 1000, kind: 'max' } },
  writeLoadRate: { what: '1 write in 10, 100 000 activities, 50 connections: rate', unit: 'req/s', target: { limit: 2000, kind: 'min' } },
  writeLoadP99: { what: '1 write in 10, 100 000 activities, 50 connections: p99', unit: 'ms', target: { limit: 50, kind: 'max' } },
  workbookPreview: { what: '10 000-row activity workbook: preview', unit: 'ms', target: { limit: 2000, kind: 'max' } },
  workbookImport: { what: '10 000-row activity workbook: import', unit: 'ms', target: { limit: 3000, kind: 'max' } },
  workbookMemory: { what: '10 000-row activity workbook: RSS growth, the larger of both', unit: 'MB', target: { limit: 100, kind: 'max' } },
  coldList: { what: 'cold load to 25 activity rows, beside the peer (100 000 activities)', unit: '×', target: { limit: 1, kind: 'max' } },
  coldEdit: { what: 'cold load of an edit form, filled, beside the peer (100 000 activities)', unit: '×', target: { limit: 1, kind: 'max' } },
  listHeap: { what: 'JS heap with the list shown, beside the peer (100 000 activities)', unit: '×', target: { limit: 1.05, kind: 'max' } },
} as const satisfies Record<string, Row>;

export type HeavyWorkFigure = keyof typeof HEAVY_WORK_ROWS;

/** One figure as last measured. */
export interface LatestFigure {
  value: number;
  /** The day it was measured (YYYY-MM-DD). */
  date: string;
  commit: string;
}

export type LatestRun = Partial<Record<HeavyWorkFigure, LatestFigure>>;

const measuredNow = new Map<HeavyWorkFigure, number>();

/** Records a figure this run measured (the last record of a figure wins). */
export function recordHeavyWork(figure: HeavyWorkFigure, value: number): void {
  if (Number.isFinite(value)) measuredNow.set(figure, value);
}

/** The figures this run measured. */
export function measuredHeavyWork(): ReadonlyMap<HeavyWorkFigure, number> {
  return measuredNow;
}

export function meetsTarget(value: number, target: Target): boolean {
  return target.kind === 'max' ? value <= target.limit : value >= target.limit;
}

const digitsOf = (unit: string): number => (unit === '×' ? 2 : 0);

function formatValue(value: number, unit: string): string {
  const number = value.toLocaleString('en-US', { maximumFractionDigits: digitsOf(unit), minimumFractionDigits: digitsOf(unit) }).replace(/,/g, ' ');
  return unit === '×' ? `${number}×` : `${number} ${unit}`;
}

function formatTarget({ limit, kind }: Target, unit: string): string {
  return `${kind === 'max' ? '≤' : '≥'} ${formatValue(limit, unit)}`;
}

/** The table in Markdown: each figure, its target, whether it is met, and when it was measured. */
export function renderHeavyWorkTable(latest: LatestRun): string {
  const lines = ['| what | latest | target | met | measured |', '|---|---|---|---|---|'];
  for (const [figure, row] of Object.entries(HEAVY_WORK_ROWS) as [HeavyWorkFigure, Row][]) {
    const found = latest[figure];
    const value = found ? formatValue(found.value, row.unit) : 'not measured';
    const met = found ? (meetsTarget(found.value, row.target) ? 'yes' : 'no') : '';
    const when = found ? `${found.date} (${found.commit})` : '';
    lines.push(`| ${row.what} | ${value} | ${formatTarget(row.target, row.unit)} | ${met} | ${when} |`);
  }
  return lines.join('\n');
}

/** The latest figures with this run's merged over them. */
export function mergeLatest(before: LatestRun, measured: ReadonlyMap<HeavyWorkFigure, number>, date: string, commit: string): LatestRun {
  const after: LatestRun = { ...before };
  for (const [figure, value] of measured) after[figure] = { value, date, commit };
  return after;
}

export const DOCS_START = '<!-- heavy-work:start (written by npm run bench) -->';
export const DOCS_END = '<!-- heavy-work:end -->';

/** The docs page with the table between its markers replaced. */
export function withTable(page: string, table: string): string {
  const start = page.indexOf(DOCS_START);
  const end = page.indexOf(DOCS_END);
  if (start < 0 || end < start) throw new Error(`docs/performance.md has no ${DOCS_START} … ${DOCS_END} block`);
  return `${page.slice(0, start + DOCS_START.length)}\n${table}\n${page.slice(end)}`;
}

export const LATEST_FILE = 'bench/latest.json';
export const DOCS_FILE = 'docs/performance.md';

export function readLatest(root: string): LatestRun {
  const file = join(root, LATEST_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as LatestRun) : {};
}

/** Prints the table of this run, keeps its figures in bench/latest.json and writes the docs' table. */
export function publishHeavyWork(root: string, commit: string, date = new Date().toISOString().slice(0, 10)): void {
  const thisRun = Object.fromEntries([...measuredNow].map(([figure, value]) => [figure, { value, date, commit }])) as LatestRun;
  console.log('\nHeavy work, this run, each beside its target');
  for (const line of renderHeavyWorkTable(thisRun).split('\n')) console.log(`  ${line}`);
  if (measuredNow.size === 0) return;
  const latest = mergeLatest(readLatest(root), measuredNow, date, commit);
  writeFileSync(join(root, LATEST_FILE), `${JSON.stringify(latest, null, 2)}\n`);
  const docs = join(root, DOCS_FILE);
  writeFileSync(docs, withTable(readFileSync(docs, 'utf8'), renderHeavyWorkTable(latest)));
  console.log(`  (kept in ${LATEST_FILE}; ${DOCS_FILE} shows it)`);
}
