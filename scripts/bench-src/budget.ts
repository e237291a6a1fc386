/**
 * The performance budget (`bench/budget.json`): gzipped bytes per route, the ratio to the
 * plain react-admin peer each figure must keep, and times per figure on the bench machine.
 * `npm run bench` compares what it measures with it and names every figure over budget, so
 * a regression shows in the next run (the bench measures; it never fails a build).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Budget {
  /** Gzipped JavaScript per route, in KB. */
  kilobytes: Record<string, number>;
  /** Project figure / peer figure, at most. */
  ratios: Record<string, number>;
  /** Milliseconds per figure and activity count (`"10000": { "list_rows_visible": 700 }`), or per named group (`processes`: the process editor and element tree). */
  milliseconds: Record<string, Record<string, number>>;
  /** The import figures by their printed name: milliseconds, and megabytes of RSS growth. */
  imports: { milliseconds: Record<string, number>; megabytes: Record<string, number> };
}

export function readBudget(root: string): Budget {
  return JSON.parse(readFileSync(join(root, 'bench/budget.json'), 'utf8')) as Budget;
}

/** `within 0.8×`, or how far over: `OVER 360 KB by 4%`. */
export function againstBudget(value: number, limit: number | undefined, unit: string): string {
  if (limit === undefined || !Number.isFinite(value)) return '';
  if (value <= limit) return `within ${limit}${unit}`;
  return `OVER ${limit}${unit} by ${(((value - limit) / limit) * 100).toFixed(0)}%`;
}

/** `within ≥ 2000 req/s`, or how far under: `UNDER 2000 req/s by 40%`. */
export function againstFloor(value: number, floor: number | undefined, unit: string): string {
  if (floor === undefined || !Number.isFinite(value)) return '';
  if (value >= floor) return `within ≥ ${floor}${unit}`;
  return `UNDER ${floor}${unit} by ${(((floor - value) / floor) * 100).toFixed(0)}%`;
}

/**
 * The store's targets (the "Heavy work fast" issue): starts and restarts after a crash in
 * milliseconds, at most; the write load's rate at least and its p99 at most.
 */
export const STORE_TARGETS = {
  startActivities: 3000,
  startElements: 3000,
  crashRestartActivities: 3000,
  crashRestartFixtures: 1000,
  writeLoadRate: 2000,
  writeLoadP99: 50,
} as const;
