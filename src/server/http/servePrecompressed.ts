import { createReadStream, existsSync, readdirSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join } from 'node:path';

/** The types of the files the build compresses (src/build/precompressPlugin.ts). */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
};

interface Compressed {
  path: string;
  size: number;
  type: string;
}

/** The `<file>.gz` of each compressible file of `dir`, by URL name, read once: hashed assets never change. */
function compressedFiles(dir: string): Map<string, Compressed> {
  const files = new Map<string, Compressed>();
  if (!existsSync(dir)) return files;
  for (const name of readdirSync(dir)) {
    const type = CONTENT_TYPES[extname(name)];
    const path = join(dir, `${name}.gz`);
    if (type && existsSync(path)) files.set(name, { path, size: statSync(path).size, type });
  }
  return files;
}

/**
 * Middleware answering `<urlPrefix><name>` with the build's gzipped copy when the browser
 * takes gzip, cached for a year (the names carry the content's hash). Anything else goes
 * on to the next handler (the plain static files).
 */
export function servePrecompressed(dir: string, urlPrefix: string) {
  const files = compressedFiles(dir);
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    const method = req.method ?? 'GET';
    const path = (req.url ?? '').split('?')[0] ?? '';
    const file = path.startsWith(urlPrefix) ? files.get(path.slice(urlPrefix.length)) : undefined;
    if (!file || (method !== 'GET' && method !== 'HEAD') || !/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      next();
      return;
    }
    res.statusCode = 200;
    res.setHeader('Content-Type', file.type);
    res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Content-Length', String(file.size));
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    if (method === 'HEAD') {
      res.end();
      return;
    }
    const stream = createReadStream(file.path);
    stream.once('error', (error) => res.destroy(error));
    stream.pipe(res);
  };
}
