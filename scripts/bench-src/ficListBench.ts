/**
 * FIC list paging over 50 000 FVI groups (20 sites' seeds in one list), 5 000 of their
 * items imported: the time one list call spends filtering, counting and shaping a page,
 * for the first and last page, a number filter and the not-imported filter. Measures,
 * never asserts. Alone: `npx tsx scripts/bench-src/ficListBench.ts [rows]`.
 */
import { pathToFileURL } from 'node:url';
import { FIC_KIND_DEFINITIONS } from '../../src/server/fic/ficKinds';
import { ficListPage } from '../../src/server/fic/ficListPage';
import { readFicListQuery } from '../../src/server/fic/ficListQuery';
import { seedFicRows, type FicRow } from '../../src/server/fic/ficSeed';

const RUNS = 20;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

export function runFicListBench(total = 50_000): Record<string, number> {
  const definition = FIC_KIND_DEFINITIONS.fvi;
  const rows: FicRow[] = [];
  const seedStart = performance.now();
  for (let site = 0; rows.length < total; site += 1) rows.push(...seedFicRows('fvi', `SITE${site}`, site));
  rows.length = total;
  const seedMs = performance.now() - seedStart;
  const here = new Set(
    rows
      .flatMap((row) => row.items.map((item) => item._id))
      .filter((_, index) => index % 25 === 0)
      .slice(0, 5000),
  );
  const marks = { here, projectCode: 'BENCH' };
  const lastPage = String(Math.ceil(total / 25));
  const queries: Record<string, Record<string, string>> = {
    'first page, with count': { pageSize: '25', pageno: '1', collectionCount: 'true' },
    'last page, with count': { pageSize: '25', pageno: lastPage, collectionCount: 'true' },
    'number filter': { number: '77', pageSize: '25', collectionCount: 'true' },
    'not imported, page 100': { imported: 'false', pageSize: '100', pageno: '100', collectionCount: 'true' },
  };
  const results: Record<string, number> = { [`seed ${total} rows (ms)`]: Math.round(seedMs) };
  for (const [name, params] of Object.entries(queries)) {
    const query = readFicListQuery(params);
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      ficListPage(rows, query, definition, marks);
      times.push(performance.now() - started);
    }
    results[`${name} (median ms)`] = Math.round(median(times) * 10) / 10;
  }
  return results;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const total = Number(process.argv[2] ?? 50_000);
  for (const [name, value] of Object.entries(runFicListBench(total))) console.log(`${name.padEnd(36)} ${value}`);
}
