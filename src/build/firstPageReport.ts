import { gzipSync } from 'node:zlib';

/** The parts of a Rollup/Rolldown output chunk the report reads. */
export interface ChunkInfo {
  fileName: string;
  code: string;
  isEntry: boolean;
  imports: readonly string[];
  moduleIds: readonly string[];
  /** Rendered bytes of each module in the chunk. */
  moduleSizes?: Readonly<Record<string, number>>;
  /** Rendered code of each module in the chunk (for the share of some modules alone). */
  moduleCode?: Readonly<Record<string, string>>;
}

export interface FirstPageReport {
  /** Chunks the browser loads before the first page renders: the entry and its static imports. */
  files: { fileName: string; bytes: number; gzipBytes: number }[];
  gzipBytes: number;
  bytes: number;
  /** Forbidden packages found in those chunks, with one module of each. */
  violations: { pattern: string; moduleId: string }[];
  /** Raw rendered bytes per package (or `src` for the app), largest first. */
  packages: { name: string; bytes: number }[];
  /** The gzipped size of the project's own data modules (the entities' definitions), on their own. */
  dataGzipBytes: number;
}

function packageOf(moduleId: string): string {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(moduleId);
  return match?.[1] ?? 'src';
}

/** Walks the entry chunk's static imports, sizes them gzipped, and finds heavy packages in them. */
export function firstPageReport(
  chunks: readonly ChunkInfo[],
  forbidden: readonly string[],
  /** Modules the first page fetches with import() before it renders (its locale). */
  loadedFirst: (moduleId: string) => boolean = () => false,
  /** The project's data modules (the registry): sized apart, since each entity added grows them. */
  isData: (moduleId: string) => boolean = () => false,
): FirstPageReport {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const next of byName.get(name)?.imports ?? []) visit(next);
  };
  for (const chunk of chunks) if (chunk.isEntry || chunk.moduleIds.some(loadedFirst)) visit(chunk.fileName);
  const loaded = [...seen].map((name) => byName.get(name)).filter((c): c is ChunkInfo => c !== undefined);
  const files = loaded.map((c) => ({ fileName: c.fileName, bytes: Buffer.byteLength(c.code), gzipBytes: gzipSync(c.code, { level: 9 }).length }));
  const violations: FirstPageReport['violations'] = [];
  for (const pattern of forbidden) {
    const moduleId = loaded.flatMap((c) => c.moduleIds).find((id) => id.includes(`/node_modules/${pattern}/`));
    if (moduleId) violations.push({ pattern, moduleId });
  }
  const perPackage = new Map<string, number>();
  for (const chunk of loaded) {
    for (const [id, size] of Object.entries(chunk.moduleSizes ?? {})) perPackage.set(packageOf(id), (perPackage.get(packageOf(id)) ?? 0) + size);
  }
  const dataCode = loaded
    .flatMap((chunk) =>
      Object.entries(chunk.moduleCode ?? {})
        .filter(([id]) => isData(id))
        .map(([, code]) => code),
    )
    .join('\n');
  return {
    dataGzipBytes: dataCode === '' ? 0 : gzipSync(dataCode, { level: 9 }).length,
    packages: [...perPackage].map(([name, bytes]) => ({ name, bytes })).sort((a, b) => b.bytes - a.bytes),
    files,
    gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0),
    bytes: files.reduce((sum, f) => sum + f.bytes, 0),
    violations,
  };
}
