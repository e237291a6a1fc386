import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One third-party package shipped in the built app, as the licences page lists it. */
export interface BundledLicense {
  name: string;
  version: string;
  /** The SPDX expression of its package.json (`license`, or the old `licenses` list); `UNKNOWN` when it names none. */
  license: string;
  /** Its licence and notice files, one after the other (empty when it ships none). */
  notice: string;
}

const NODE_MODULES = '/node_modules/';
const NOTICE_FILE = /^(licen[cs]e|notice|copying)([.-].*)?$/i;

/** The package directory of a bundled module id (`.../node_modules/@scope/name/...`), or undefined for the app's own code. */
export function packageDirOf(moduleId: string): string | undefined {
  const path = moduleId.replace(/^\0/, '').replace(/\?.*$/, '').replace(/\\/g, '/');
  const at = path.lastIndexOf(NODE_MODULES);
  if (at < 0) return undefined;
  const rest = path.slice(at + NODE_MODULES.length).split('/');
  const length = rest[0]?.startsWith('@') ? 2 : 1;
  if (rest.length <= length) return undefined;
  return path.slice(0, at + NODE_MODULES.length) + rest.slice(0, length).join('/');
}

function licenseOf(manifest: Record<string, unknown>): string {
  const { license, licenses } = manifest;
  if (typeof license === 'string') return license;
  if (license && typeof license === 'object' && typeof (license as { type?: unknown }).type === 'string') return (license as { type: string }).type;
  if (Array.isArray(licenses)) {
    const types = licenses
      .map((entry: unknown) => (entry && typeof entry === 'object' ? (entry as { type?: unknown }).type : entry))
      .filter((type): type is string => typeof type === 'string');
    if (types.length > 0) return types.length === 1 ? (types[0] ?? 'UNKNOWN') : `(${types.join(' OR ')})`;
  }
  return 'UNKNOWN';
}

/**
 * The packages whose code is in `moduleIds` (the modules of every chunk of a build), one
 * entry per name and version, sorted by name: their package.json's name, version and
 * licence, and the text of their licence and notice files.
 */
export function bundledLicenses(moduleIds: Iterable<string>): BundledLicense[] {
  const dirs = new Set<string>();
  for (const id of moduleIds) {
    const dir = packageDirOf(id);
    if (dir) dirs.add(dir);
  }
  const entries = new Map<string, BundledLicense>();
  for (const dir of dirs) {
    const manifestFile = join(dir, 'package.json');
    if (!existsSync(manifestFile)) continue;
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, unknown>;
    const name = typeof manifest.name === 'string' ? manifest.name : dir.slice(dir.lastIndexOf(NODE_MODULES) + NODE_MODULES.length);
    const version = typeof manifest.version === 'string' ? manifest.version : '';
    const key = `${name}@${version}`;
    if (entries.has(key)) continue;
    const notice = readdirSync(dir)
      .filter((file) => NOTICE_FILE.test(file))
      .sort()
      .map((file) => readFileSync(join(dir, file), 'utf8').trim())
      .join('\n\n');
    entries.set(key, { name, version, license: licenseOf(manifest), notice });
  }
  return [...entries.values()].sort((a, b) => a.name.localeCompare(b.name, 'en') || a.version.localeCompare(b.version, 'en'));
}
