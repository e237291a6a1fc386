import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Files worth compressing: text of a kilobyte or more (smaller ones gain nothing on the wire). */
const COMPRESSIBLE = /\.(js|css|json|svg|html|txt)$/;
const MIN_BYTES = 1024;

/** Writes `<file>.gz` (level 9) beside each compressible file under `dir`; returns how many. */
export function precompressDir(dir: string): number {
  let written = 0;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      written += precompressDir(path);
      continue;
    }
    if (!COMPRESSIBLE.test(name)) continue;
    const source = readFileSync(path);
    if (source.length < MIN_BYTES) continue;
    writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
    written += 1;
  }
  return written;
}

/**
 * Compresses the build's hashed assets once, at build time, so the server sends them as
 * they are instead of compressing each on every cold load (CPU the browser on the same
 * machine then lacks).
 */
export function precompressPlugin(): Plugin {
  let assetsDir = '';
  return {
    name: 'precompress-assets',
    apply: 'build',
    configResolved(config) {
      assetsDir = join(config.root, config.build.outDir, config.build.assetsDir);
    },
    closeBundle(error) {
      // A failed build wrote nothing to compress.
      if (!error && existsSync(assetsDir)) precompressDir(assetsDir);
    },
  };
}
