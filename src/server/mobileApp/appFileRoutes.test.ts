import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import packageJson from '../../../package.json';
import { startTestApi, type RunningTestApi } from '../demoApi.testkit';
import { SECURITY_HEADERS } from '../http/securityHeaders';
import { readZipEntries } from './readZipEntries.testkit';

const VERSION = packageJson.mobileApp.version;
const FILE = `certificare-demo-v${VERSION}.apk`;

/** A request sent with its path exactly as written (fetch would resolve `..` segments first). */
function rawGet(url: string, path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const sent = request({ hostname, port, path, method: 'GET' }, (answer) => {
      let body = '';
      answer.setEncoding('utf8');
      answer.on('data', (chunk: string) => (body += chunk));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body }));
    });
    sent.on('error', reject);
    sent.end();
  });
}

describe('the mobile app file over HTTP (GET and HEAD app/{environment}/{version})', () => {
  let api: RunningTestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => {
    await api.close();
  });

  it('serves the placeholder written at start, signed out, as a zip attachment with its length and the security headers', async () => {
    const response = await fetch(`${api.url}app/demo/${VERSION}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.android.package-archive');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${FILE}"`);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(response.headers.get(name), name).toBe(value);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(response.headers.get('content-length')).toBe(String(bytes.length));
    expect(bytes.equals(readFileSync(join(api.dataDir, 'app', FILE)))).toBe(true);
    expect([...readZipEntries(bytes).keys()]).toEqual(['AndroidManifest.xml', 'README.txt']);
  });

  it('answers HEAD with the same headers and no body', async () => {
    const full = await fetch(`${api.url}app/demo/${VERSION}`);
    const head = await fetch(`${api.url}app/demo/${VERSION}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    for (const name of ['content-type', 'content-disposition', 'content-length', 'x-content-type-options'])
      expect(head.headers.get(name), name).toBe(full.headers.get(name));
    expect(await head.text()).toBe('');
  });

  it('answers 404 APP_FILE_NOT_FOUND in the API error shape for a version or environment without a file', async () => {
    for (const path of ['app/demo/9.9.9', `app/production/${VERSION}`]) {
      const response = await fetch(`${api.url}${path}`);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      const body = (await response.json()) as Record<string, unknown>;
      expect(body).toMatchObject({ error: 'APP_FILE_NOT_FOUND', traceId: expect.any(String) });
      expect(body.message).toContain(path.includes('9.9.9') ? 'certificare-demo-v9.9.9.apk' : `certificare-production-v${VERSION}.apk`);
    }
    const head = await fetch(`${api.url}app/demo/9.9.9`, { method: 'HEAD' });
    expect(head.status).toBe(404);
  });

  it('serves a file put in the folder under the same naming, and answers 404 once it is gone', async () => {
    const file = join(api.dataDir, 'app', 'certificare-homolog-v9.0.1.apk');
    writeFileSync(file, 'PK-not-really');
    const served = await fetch(`${api.url}app/homolog/9.0.1`);
    expect(served.status).toBe(200);
    expect(await served.text()).toBe('PK-not-really');
    rmSync(file);
    expect((await fetch(`${api.url}app/homolog/9.0.1`)).status).toBe(404);
  });

  it('refuses names that could leave the folder (encoded slashes, dots, NUL) with 400 VALIDATION_ERROR and never serves another file', async () => {
    const attempts = [
      'app/..%2f..%2fpackage.json/1',
      `app/demo/..%2f..%2f..%2fpackage.json`,
      'app/demo/8.14.0%2f..%2f..',
      'app/demo%5c..%5c..%5cpackage.json/1',
      'app/demo/8.14.0%00',
      'app/-rf/1.0',
    ];
    for (const path of attempts) {
      const response = await fetch(`${api.url}${path}`);
      expect(response.status, path).toBe(400);
      expect(await response.json(), path).toMatchObject({ error: 'VALIDATION_ERROR' });
    }
    // `..` segments, plain or encoded, sent as written (fetch would resolve them): no route has that shape.
    for (const path of [
      '/api/app/%2e%2e/8.14.0',
      '/api/app/%2e%2e/%2e%2e/package.json',
      '/api/app/../../package.json',
      '/api/app/demo/../../../package.json',
      `/api/app/demo/${VERSION}/../../../../package.json`,
    ]) {
      const answer = await rawGet(api.url, path);
      expect(answer.status, path).not.toBe(200);
      expect(answer.body, path).not.toContain('"devDependencies"');
    }
  });

  it('refuses a query parameter: the call takes none', async () => {
    const response = await fetch(`${api.url}app/demo/${VERSION}?latest=true`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'INVALID_QUERY' });
  });

  it('never overwrites a file already in place when the API starts again', async () => {
    const other = await startTestApi({ dataDir: api.dataDir, fixturesDir: api.fixturesDir });
    try {
      const file = join(api.dataDir, 'app', FILE);
      writeFileSync(file, 'a real build');
      const again = await startTestApi({ dataDir: api.dataDir, fixturesDir: api.fixturesDir });
      try {
        expect(readFileSync(file, 'utf8')).toBe('a real build');
      } finally {
        await again.close();
      }
    } finally {
      await other.close();
    }
  });
});
