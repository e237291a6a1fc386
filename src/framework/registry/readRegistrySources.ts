import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RegistrySources } from './types';

function readDir(dir: string, suffix: string): Record<string, string> {
  if (!existsSync(dir)) return {};
  const files: Record<string, string> = {};
  for (const name of readdirSync(dir).sort()) {
    if (name.endsWith(suffix)) files[name] = readFileSync(join(dir, name), 'utf8');
  }
  return files;
}

/** Reads `schemas/`, `resources/` and the fixture names under `root` (Node only). */
export function readRegistrySources(root: string): RegistrySources {
  const fixturesDir = join(root, 'fixtures');
  return {
    schemas: readDir(join(root, 'schemas'), '.json'),
    resources: readDir(join(root, 'resources'), '.resource.json'),
    valueSets: readDir(join(root, 'resources'), '.values.json'),
    fixtures: existsSync(fixturesDir) ? readdirSync(fixturesDir).filter((n) => n.endsWith('.json')) : [],
  };
}
