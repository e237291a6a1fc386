import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RegistryModel, RegistryResult, RegistrySources } from '../framework/registry/types';

/** The checked model beside the data it serves, under the hash of what it was checked from. */
export const REGISTRY_CACHE_FILE = '.registry-model.json';

interface CachedModel {
  key: string;
  model: RegistryModel;
}

/**
 * The code that checks: the server's bundle a process runs (src/build/serverBundle.ts), whose
 * text changes with any check it makes. A process run from its sources has none, and checks
 * every time.
 */
function runningBundle(): string | undefined {
  const main = process.argv[1];
  if (!main?.endsWith('.cjs')) return undefined;
  try {
    return createHash('sha256').update(readFileSync(main)).digest('hex');
  } catch {
    return undefined;
  }
}

function readCached(file: string): CachedModel | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as CachedModel;
  } catch {
    // None yet, or unreadable: checked again and written anew.
    return undefined;
  }
}

export interface CachedRegistryOptions {
  /** Where the cache file goes: the data folder of the demo it serves. */
  dir: string;
  sources: RegistrySources;
  /** The checks (loadRegistry, with whatever the sources declare). */
  load: (sources: RegistrySources) => RegistryResult;
  /** Identifies the checking code; when left out, the running server bundle's hash. Undefined: no cache. */
  code?: string | undefined;
}

/**
 * `load(sources)`, answered from `<dir>/.registry-model.json` when neither the entity files
 * nor the code that checks them changed since it was written: a start then skips the
 * registry's checks (ajv compiling every schema, the JSON parsing with positions), about
 * half of what is left of a start's CPU once the server runs from its bundle. Only a model
 * that passed is kept; faults are found and printed at every start.
 */
export function cachedRegistry(options: CachedRegistryOptions): RegistryResult {
  const { dir, sources, load } = options;
  const code = 'code' in options ? options.code : runningBundle();
  if (code === undefined) return load(sources);
  const key = createHash('sha256').update(code).update(JSON.stringify(sources)).digest('hex');
  const file = join(dir, REGISTRY_CACHE_FILE);
  const cached = readCached(file);
  if (cached?.key === key) return { ok: true, model: cached.model };
  const result = load(sources);
  if (!result.ok) return result;
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    mkdirSync(dir, { recursive: true });
    // Renamed into place whole; no sync: a cache lost to a crash is only checked again.
    writeFileSync(temporary, JSON.stringify({ key, model: result.model } satisfies CachedModel));
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    console.warn(`The checked registry could not be kept in ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  return result;
}
