import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint: every function of the file is compiled as the file loads
 * (in the background, while it streams in) instead of on the main thread at its first call.
 */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** What the hint's choice reads of an output chunk. */
export interface ChunkLinks {
  fileName: string;
  isEntry: boolean;
  /** The modules it holds (a view shared with a hand-written page sits in a chunk it shares). */
  moduleIds: readonly string[];
  /** The chunks it imports statically. */
  imports: readonly string[];
}

function reachable(chunks: readonly ChunkLinks[], starts: readonly string[]): Set<string> {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set<string>();
  const pending = [...starts];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (seen.has(name)) continue;
    seen.add(name);
    pending.push(...(byName.get(name)?.imports ?? []));
  }
  return seen;
}

/**
 * The chunks of the views `isView` names and what they import, less what the entry already
 * loads: code fetched ahead of its page (see preloadRouteView) and run as a whole when it draws.
 */
export function eagerChunks(chunks: readonly ChunkLinks[], isView: (moduleId: string) => boolean): string[] {
  const initial = reachable(
    chunks,
    chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
  );
  const views = reachable(
    chunks,
    chunks.filter((chunk) => chunk.moduleIds.some(isView)).map((chunk) => chunk.fileName),
  );
  return [...views].filter((name) => !initial.has(name)).sort();
}

/**
 * Marks the views' chunks for eager compiling: a page opened from another (a row's edit
 * form) then spends no main-thread time compiling the form's functions as it first draws.
 */
export function compileHintsPlugin({ isView }: { isView: (moduleId: string) => boolean }): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
      for (const name of eagerChunks(chunks, isView)) {
        const chunk = bundle[name];
        if (chunk?.type === 'chunk') chunk.code = EAGER_COMPILE_HINT + chunk.code;
      }
    },
  };
}
