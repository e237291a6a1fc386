/**
 * The activity spreadsheet import at its size limit: the template is downloaded, filled
 * with `rows` rows (default 10 000) by exceljs, then previewed (`activity/load-from-excel`)
 * and imported as the screen imports it (`activity/import-from-excel?source=EXCEL` with the
 * preview's id and no corrections). Each call is timed, with the peak resident memory of
 * this process (the API runs in it) sampled meanwhile. Past the row limit (50 000 rows) the
 * preview's refusal is timed instead. Measures, never asserts. Alone:
 * `npx tsx scripts/bench-src/importBench.ts [rows]`.
 */
import '../../src/productApplication';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import ExcelJS from 'exceljs';
import { IMPORT_ROWS } from '../../src/contracts/imports';
import { loadRegistryFromDir } from '../../src/framework/registry/loadRegistryFromDir';
import { authHeaders, signIn } from '../../src/server/auth/signIn.testkit';
import { createDemoApi } from '../../src/server/createDemoApi';
import { againstBudget, readBudget } from './budget';
import { runFicImportBench } from './ficImportBench';
import { runFicListBench } from './ficListBench';
import { recordHeavyWork } from './heavyWorkTable';

const MB = 1024 * 1024;
const UTGCA = '65a0f3c2e4b0a1d2c3e4f501';

export interface ImportBenchFigures {
  rows: number;
  /** The preview's refusal code, past the row limit (then nothing is imported). */
  refused?: string;
  fileBytes: number;
  previewMs: number;
  /** CPU time of this process (API and client) during the preview: on a shared machine it moves far less than the wall time. */
  previewCpuMs: number;
  previewPeakMb: number;
  importMs: number;
  importCpuMs: number;
  importPeakMb: number;
  startMb: number;
}

/** The template's sheet with `rows` rows under its header, the example row overwritten. */
async function filledTemplate(template: ArrayBuffer, rows: number): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(template);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the template has no sheet');
  // Written over the example row and the rows the drop-downs already cover.
  for (let index = 0; index < rows; index += 1) {
    sheet.getRow(index + 2).values = [
      `Inspection ${index}`,
      `BENCH-${index}`,
      `Tag ${index}`,
      `Area ${index % 40}`,
      'ELE',
      undefined,
      undefined,
      undefined,
      new Date(Date.UTC(2026, index % 12, 1 + (index % 28))),
    ];
  }
  return new Uint8Array((await workbook.xlsx.writeBuffer()) as ArrayBuffer);
}

/** Runs `call` with the process's RSS sampled every 20 ms; answers its wall and CPU time and its peak. */
async function measured<T>(call: () => Promise<T>): Promise<{ value: T; ms: number; cpuMs: number; peakMb: number }> {
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const started = performance.now();
  const cpu = process.cpuUsage();
  try {
    const value = await call();
    const { user, system } = process.cpuUsage(cpu);
    return { value, ms: performance.now() - started, cpuMs: (user + system) / 1000, peakMb: Math.max(peak, process.memoryUsage().rss) / MB };
  } finally {
    clearInterval(sampler);
  }
}

export async function runImportBench(root: string, rows = 10_000): Promise<ImportBenchFigures> {
  const registry = loadRegistryFromDir(root);
  if (!registry.ok) throw new Error('the entity files do not load: run npm run check');
  const fixturesDir = mkdtempSync(join(tmpdir(), 'bench-import-fixtures-'));
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-import-data-'));
  cpSync(join(root, 'fixtures'), fixturesDir, { recursive: true });
  const api = createDemoApi({ model: registry.model, dataDir, fixturesDir });
  const server = createServer(api.listener);
  try {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`;
    const headers = { ...authHeaders((await signIn(url, 'project-admin')).access_token), ProjectId: UTGCA, Lang: 'en' };
    const template = await (await fetch(`${url}templates/activity-import.xlsx`, { headers })).arrayBuffer();
    const bytes = await filledTemplate(template, rows);
    const answered = async (path: string, response: Response, refusal?: string): Promise<Record<string, unknown>> => {
      const body = (await response.json()) as Record<string, unknown>;
      if (response.status !== 200 && body.error !== refusal) throw new Error(`${path}: ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
      return body;
    };
    const overLimit = rows > IMPORT_ROWS.max;
    const previewFile = async (): Promise<Record<string, unknown>> => {
      const form = new FormData();
      form.append('file', new Blob([Buffer.from(bytes)]), 'bench.xlsx');
      const path = 'activity/load-from-excel';
      return answered(path, await fetch(url + path, { method: 'POST', body: form, headers }), overLimit ? 'SPREADSHEET_TOO_MANY_ROWS' : undefined);
    };
    global.gc?.();
    const startMb = process.memoryUsage().rss / MB;
    const preview = await measured(previewFile);
    const base = { rows, fileBytes: bytes.length, previewMs: preview.ms, previewCpuMs: preview.cpuMs, previewPeakMb: preview.peakMb, startMb };
    if (overLimit) return { ...base, refused: String(preview.value.error), importMs: 0, importCpuMs: 0, importPeakMb: 0 };
    const { errorCount, previewId } = preview.value.data as { errorCount: number; previewId: string };
    if (errorCount > 0) throw new Error(`the preview found ${errorCount} rows in error`);
    global.gc?.();
    const importPath = 'activity/import-from-excel?source=EXCEL';
    const stored = await measured(async () =>
      answered(
        importPath,
        await fetch(url + importPath, {
          method: 'POST',
          body: JSON.stringify({ previewId, rows: [] }),
          headers: { ...headers, 'Content-Type': 'application/json' },
        }),
      ),
    );
    const count = (stored.value.data as { count: number }).count;
    if (count !== rows) throw new Error(`imported ${count} of ${rows} rows`);
    return { ...base, importMs: stored.ms, importCpuMs: stored.cpuMs, importPeakMb: stored.peakMb };
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    api.store.close();
    rmSync(fixturesDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** `npm run bench`'s imports section: the spreadsheet at 10 000 rows and refused at 50 000, FIC list paging at 50 000 rows, a FIC import of 1 000 items. */
export async function importsBench(root: string): Promise<void> {
  const budget = readBudget(root).imports;
  const figures = await runImportBench(root);
  console.log(`  ${figures.rows} activity rows, ${(figures.fileBytes / 1024).toFixed(0)} KB .xlsx; RSS before ${figures.startMb.toFixed(0)} MB`);
  for (const [name, ms, cpuMs, peakMb, heavy] of [
    [`preview of ${figures.rows} rows`, figures.previewMs, figures.previewCpuMs, figures.previewPeakMb, 'workbookPreview'],
    [`import of ${figures.rows} rows`, figures.importMs, figures.importCpuMs, figures.importPeakMb, 'workbookImport'],
  ] as const) {
    const growth = peakMb - figures.startMb;
    if (figures.rows === 10_000) recordHeavyWork(heavy, ms);
    console.log(
      `  ${name.padEnd(28)} ${ms.toFixed(0).padStart(6)} ms ${againstBudget(ms, budget.milliseconds[name], ' ms').padEnd(18)} CPU ${cpuMs.toFixed(0)} ms, peak RSS ${peakMb.toFixed(0)} MB (+${growth.toFixed(0)} MB) ${againstBudget(growth, budget.megabytes[name], ' MB')}`,
    );
  }
  if (figures.rows === 10_000) recordHeavyWork('workbookMemory', Math.max(figures.previewPeakMb, figures.importPeakMb) - figures.startMb);
  const over = await runImportBench(root, 50_000);
  const refusal = `refusal of ${over.rows} rows`;
  console.log(
    `  ${refusal.padEnd(28)} ${over.previewMs.toFixed(0).padStart(6)} ms ${againstBudget(over.previewMs, budget.milliseconds[refusal], ' ms').padEnd(18)} peak RSS ${over.previewPeakMb.toFixed(0)} MB (+${(over.previewPeakMb - over.startMb).toFixed(0)} MB) ${over.refused ?? ''}`,
  );
  console.log('\nFIC list paging over 50 000 FVI groups (scripts/bench-src/ficListBench.ts, median of 20)');
  for (const [label, value] of Object.entries(runFicListBench(50_000))) {
    const name = `FIC ${label.replace(/ \((median )?ms\)$/, '')}`;
    console.log(`  ${name.padEnd(36)} ${String(value).padStart(7)} ms ${againstBudget(value, budget.milliseconds[name], ' ms')}`);
  }
  const fic = await runFicImportBench(root, 1000);
  const name = 'FIC import of 1000 items';
  console.log(
    `  ${name.padEnd(36)} ${fic.ms.toFixed(0).padStart(7)} ms ${againstBudget(fic.ms, budget.milliseconds[name], ' ms')} (${fic.imported} imported, the rest refused as seeded)`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const rows = Number(process.argv[2] ?? 10_000);
  console.log(await runImportBench(process.cwd(), Number.isInteger(rows) && rows > 0 ? rows : 10_000));
}
