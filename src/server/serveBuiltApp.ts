import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import jsonServer, { type ExpressApp } from 'json-server';
import { contentSecurityPolicy } from './http/securityHeaders';
import { servePrecompressed } from './http/servePrecompressed';

/** The page with the nonce its styles may use, where the client reads it (src/framework/app/styleNonce.ts). */
function withStyleNonce(html: string, nonce: string): string {
  return html.replace('<head>', `<head>\n    <meta property="csp-nonce" nonce="${nonce}" />`);
}

/** The built app is missing: `npm start` builds first, `npm run serve` does not. */
export class AppNotBuiltError extends Error {
  constructor(distDir: string) {
    super(`${join(distDir, 'index.html')} is missing: run npm run build first`);
    this.name = 'AppNotBuiltError';
  }
}

/** Whether a request is a page load the single-page app should answer. */
function wantsPage(req: IncomingMessage): boolean {
  const method = req.method ?? 'GET';
  const path = req.url ?? '/';
  return (method === 'GET' || method === 'HEAD') && !path.startsWith('/api/') && (req.headers.accept ?? '').includes('text/html');
}

/**
 * Serves the built admin from `distDir` on `app` (json-server's static middleware) and
 * answers page loads of client routes with `index.html`. Throws AppNotBuiltError
 * when `distDir/index.html` does not exist.
 */
export function serveBuiltApp(app: ExpressApp, distDir: string): void {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) throw new AppNotBuiltError(distDir);
  const indexHtml = readFileSync(indexFile, 'utf8');
  // Before the static files, so `/` and `/index.html` get their nonce too.
  app.use((req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => {
    if (!wantsPage(req)) {
      next();
      return;
    }
    const nonce = randomBytes(16).toString('base64');
    res.statusCode = 200;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Content-Security-Policy', contentSecurityPolicy({ styleNonce: nonce }));
    res.end(req.method === 'HEAD' ? undefined : withStyleNonce(indexHtml, nonce));
  });
  // The build's gzipped assets as they are; the rest (and browsers without gzip) from the plain files.
  app.use(servePrecompressed(join(distDir, 'assets'), '/assets/'));
  app.use(...jsonServer.defaults({ static: distDir, logger: false, noCors: true }));
}
