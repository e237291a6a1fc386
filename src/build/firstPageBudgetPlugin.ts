import { writeFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { firstPageReport, type ChunkInfo } from './firstPageReport';

export interface FirstPageBudgetOptions {
  /** Packages that must load on demand only (bpmn-js, swagger-ui-react, rjsf ...). */
  forbidden: readonly string[];
  /** Where the JSON report goes (read by `npm run bench`). */
  reportFile: string;
  /** Modules the first page fetches with import() before it renders. */
  loadedFirst?: (moduleId: string) => boolean;
  /** The project's data modules (the entities' definitions), left out of the budget. */
  isData?: (moduleId: string) => boolean;
  /**
   * The budget: the build fails when the first page's gzipped JavaScript, less the data
   * modules, exceeds it (KB). An entity added by files never fails a build; code does.
   */
  maxGzipKb?: number;
}

/**
 * After each build, prints the gzipped size of the JavaScript the first page loads and
 * fails when a package that must load on demand slipped into it, or when it outgrows its budget.
 */
export function firstPageBudgetPlugin({ forbidden, reportFile, loadedFirst, isData, maxGzipKb }: FirstPageBudgetOptions): Plugin {
  return {
    name: 'first-page-budget',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: ChunkInfo[] = Object.values(bundle).flatMap((item) =>
        item.type === 'chunk'
          ? [
              {
                fileName: item.fileName,
                code: item.code,
                isEntry: item.isEntry,
                imports: item.imports,
                moduleIds: item.moduleIds,
                moduleSizes: Object.fromEntries(Object.entries(item.modules).map(([id, m]) => [id, m.renderedLength])),
                moduleCode: Object.fromEntries(Object.entries(item.modules).map(([id, m]) => [id, m.code ?? ''])),
              },
            ]
          : [],
      );
      const report = firstPageReport(chunks, forbidden, loadedFirst, isData);
      const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
      this.info(`first page loads ${kb(report.gzipBytes)} of gzipped JavaScript (${kb(report.bytes)} raw) in ${report.files.length} file(s)`);
      console.log(
        `\nFirst page JavaScript: ${kb(report.gzipBytes)} gzipped, ${kb(report.bytes)} raw, ${report.files.length} file(s); the entities' definitions: ${kb(report.dataGzipBytes)} gzipped on their own`,
      );
      writeFileSync(reportFile, JSON.stringify(report, null, 2));
      if (report.violations.length > 0) {
        this.error(
          `these packages must load on demand, not with the first page: ${report.violations.map((v) => `${v.pattern} (${v.moduleId})`).join(', ')}. Import them with import() from the page that needs them.`,
        );
      }
      // The budget is for what users get: a build with NODE_ENV=development or test ships React's development code.
      const production = (process.env.NODE_ENV ?? 'production') === 'production';
      if (maxGzipKb !== undefined && !production)
        console.log(`(NODE_ENV=${process.env.NODE_ENV}: the ${maxGzipKb} KB budget applies to production builds only)`);
      const code = report.gzipBytes - report.dataGzipBytes;
      if (maxGzipKb !== undefined && production && code > maxGzipKb * 1024) {
        this.error(
          `the first page loads ${kb(code)} of gzipped JavaScript besides the entities' definitions, over its budget of ${maxGzipKb} KB: load what it does not need at once with import() (first-page-report.json lists its modules by size).`,
        );
      }
    },
  };
}
