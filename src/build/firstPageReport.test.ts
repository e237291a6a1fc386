import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { firstPageReport, type ChunkInfo } from './firstPageReport';

const registryCode = `export default ${JSON.stringify({ resources: Array.from({ length: 40 }, (_, i) => ({ name: `entity${i}`, label: `Entity ${i}` })) })};`;
const chunk = (fileName: string, modules: Record<string, string>, extra: Partial<ChunkInfo> = {}): ChunkInfo => ({
  fileName,
  code: Object.values(modules).join('\n'),
  isEntry: false,
  imports: [],
  moduleIds: Object.keys(modules),
  moduleCode: modules,
  ...extra,
});

describe('firstPageReport', () => {
  const chunks = [
    chunk('entry.js', { '/src/main.tsx': 'import "./shared.js"; render();', '\0virtual:registry': registryCode }, { isEntry: true, imports: ['shared.js'] }),
    chunk('shared.js', { '/node_modules/react/index.js': 'export const React = {};' }),
    chunk('lazy.js', { '/node_modules/bpmn-js/index.js': 'export const Modeler = {};', '/data/other.json': registryCode }),
  ];

  it('sizes the entry and its static imports, not what loads on demand', () => {
    const report = firstPageReport(chunks, ['bpmn-js']);
    expect(report.files.map((file) => file.fileName).sort()).toEqual(['entry.js', 'shared.js']);
    expect(report.violations).toEqual([]);
    expect(report.gzipBytes).toBe(report.files.reduce((sum, file) => sum + file.gzipBytes, 0));
  });

  it('sizes the data modules of the first page apart, gzipped on their own', () => {
    const report = firstPageReport(chunks, [], undefined, (id) => id.includes('virtual:registry') || id.endsWith('.json'));
    expect(report.dataGzipBytes).toBe(gzipSync(registryCode, { level: 9 }).length);
    expect(firstPageReport(chunks, []).dataGzipBytes).toBe(0);
  });

  it('names a package that must load on demand when the first page carries it', () => {
    const withModeler = [chunk('entry.js', { '/node_modules/bpmn-js/index.js': 'x' }, { isEntry: true })];
    expect(firstPageReport(withModeler, ['bpmn-js']).violations).toEqual([{ pattern: 'bpmn-js', moduleId: '/node_modules/bpmn-js/index.js' }]);
  });
});
