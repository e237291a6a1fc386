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
