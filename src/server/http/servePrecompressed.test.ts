import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../build/precompressPlugin';
import { servePrecompressed } from './servePrecompressed';

describe('servePrecompressed', () => {
  const dir = mkdtempSync(join(tmpdir(), 'precompressed-'));
  const script = `export const answer = ${JSON.stringify('x'.repeat(4000))};\n`;
  let server: Server;
  let base = '';
  beforeAll(async () => {
    writeFileSync(join(dir, 'index-abc.js'), script);
    writeFileSync(join(dir, 'tiny-abc.js'), 'export {};\n');
    writeFileSync(join(dir, 'logo.png'), Buffer.alloc(4000));
    expect(precompressDir(dir)).toBe(1);
    const serve = servePrecompressed(dir, '/assets/');
    server = createServer((req, res) =>
      serve(req, res, () => {
        res.statusCode = 299;
        res.end('next');
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (path: string, encoding: string, method = 'GET') =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
      const outgoing = request(`${base}${path}`, { method, headers: { 'Accept-Encoding': encoding } }, (res: IncomingMessage) => {
        const parts: Buffer[] = [];
        res.on('data', (part: Buffer) => parts.push(part));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
      });
      outgoing.on('error', reject);
      outgoing.end();
    });

  it('sends the gzipped copy of a hashed script, typed and cached for good', async () => {
    const answer = await get('/assets/index-abc.js?v=1', 'gzip, deflate');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers['cache-control']).toContain('immutable');
    expect(gunzipSync(answer.body).toString()).toBe(script);
  });

  it('leaves to the next handler a browser without gzip, a file with no gzipped copy, a write and an unknown path', async () => {
    expect((await get('/assets/index-abc.js', 'identity')).status).toBe(299);
    expect((await get('/assets/tiny-abc.js', 'gzip')).status).toBe(299);
    expect((await get('/assets/logo.png', 'gzip')).status).toBe(299);
    expect((await get('/assets/../index-abc.js', 'gzip')).status).toBe(299);
    expect((await get('/index-abc.js', 'gzip')).status).toBe(299);
    expect((await get('/assets/index-abc.js', 'gzip', 'POST')).status).toBe(299);
  });

  it('answers HEAD with the headers alone', async () => {
    const answer = await get('/assets/index-abc.js', 'gzip', 'HEAD');
    expect(answer.status).toBe(200);
    expect(answer.body.length).toBe(0);
    expect(Number(answer.headers['content-length'])).toBeGreaterThan(0);
  });
});
