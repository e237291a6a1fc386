import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { engineLocaleFiles } from './engineLocaleFiles';
import { declaredPaths } from './pathsSection';
import type { RegistrySources } from './types';

function readDir(dir: string, suffix: string): Record<string, string> {
  if (!existsSync(dir)) return {};
  const files: Record<string, string> = {};
  for (const name of readdirSync(dir).sort()) {
    if (name.endsWith(suffix)) files[name] = readFileSync(join(dir, name), 'utf8');
  }
  return files;
}

/** The locale files the app loads, `<locales>/*.json` and `<locales>/<feature>/*.json`, by path from `root`. */
function readLocales(root: string, localeDir: string): Record<string, string> {
  const dir = join(root, localeDir);
  const files: Record<string, string> = {};
  for (const [name, text] of Object.entries(readDir(dir, '.json'))) files[`${localeDir}/${name}`] = text;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    for (const [name, text] of Object.entries(readDir(join(dir, entry.name), '.json'))) files[`${localeDir}/${entry.name}/${name}`] = text;
  }
  return files;
}

/** Names of the files (not folders) directly in `dir`. */
function fileNames(dir: string): string[] {
  return existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => entry.name)
        .sort()
    : [];
}

/** Reads `schemas/`, `resources/`, the fixture names and the locale files (the declared `paths.locales`) under `root` (Node only). */
export function readRegistrySources(root: string): RegistrySources {
  const localeDir = declaredPaths().locales;
  const fixturesDir = join(root, 'fixtures');
  return {
    schemas: readDir(join(root, 'schemas'), '.json'),
    resources: readDir(join(root, 'resources'), '.resource.json'),
    valueSets: readDir(join(root, 'resources'), '.values.json'),
    fixtures: existsSync(fixturesDir) ? readdirSync(fixturesDir).filter((n) => n.endsWith('.json')) : [],
    ...(existsSync(join(root, localeDir)) ? { locales: readLocales(root, localeDir), engineLocales: engineLocaleFiles() } : {}),
    folderFiles: { schemas: fileNames(join(root, 'schemas')), resources: fileNames(join(root, 'resources')), fixtures: fileNames(fixturesDir) },
  };
}
