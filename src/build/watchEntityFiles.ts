import { join, resolve, sep } from 'node:path';
import type { ViteDevServer } from 'vite';

/**
 * The folders whose files make the registry and the demo data; the locale files are checked with them (message codes), the
 * engine's own texts too (the check refuses an application text that repeats one).
 */
export const ENTITY_DIRS = ['schemas', 'resources', 'fixtures', 'src/locales', 'src/framework/locales'] as const;

/**
 * How long the entity files must stay unchanged before a change is handled. An editor (or
 * `writeFileSync`) saves by emptying the file, then writing it; the watcher reports the first
 * step and drops a second event within a few milliseconds, so a change handled at once can
 * read the empty file and never hear of the write. A save touching several files is one change.
 */
export const ENTITY_FILES_SETTLE_MS = 60;

/** Absolute folder paths, each ending with the separator, for prefix tests on watched files. */
export function entityDirs(root: string): string[] {
  return ENTITY_DIRS.map((dir) => join(resolve(root), dir) + sep);
}

/**
 * Calls `onChange` with the files changed, once they have settled, whenever files under
 * schemas/, resources/, fixtures/, src/locales/ or src/framework/locales/ are added, changed or removed while the dev server runs.
 */
export function watchEntityFiles(server: ViteDevServer, root: string, onChange: (files: readonly string[]) => void, settleMs = ENTITY_FILES_SETTLE_MS): void {
  const dirs = entityDirs(root);
  const pending = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const settled = () => {
    timer = undefined;
    const files = [...pending];
    pending.clear();
    onChange(files);
  };
  const changed = (file: string) => {
    if (!dirs.some((dir) => file.startsWith(dir))) return;
    pending.add(file);
    clearTimeout(timer);
    timer = setTimeout(settled, settleMs);
  };
  server.watcher.add(dirs);
  server.watcher.on('change', changed);
  server.watcher.on('add', changed);
  server.watcher.on('unlink', changed);
}
