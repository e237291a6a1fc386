import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { authHeaders, signIn, testUsers } from './auth/signIn.testkit';
import { AppNotBuiltError } from './serveBuiltApp';
import { RegistryLoadError, startDemo } from './startDemo';
import { checkRegistry } from '../build/checkProject';

/** A tiny project on disk: one entity, its fixture and a built app. */
function makeProject({ built = true, resourceText }: { built?: boolean; resourceText?: string } = {}): string {
  const root = mkdtempSync(join(tmpdir(), 'demo-project-'));
  for (const dir of ['schemas', 'resources', 'fixtures', 'dist']) mkdirSync(join(root, dir));
  writeFileSync(
    join(root, 'schemas', 'widget.schema.json'),
    JSON.stringify({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      $id: 'widget.schema.json',
      title: 'Widget',
      type: 'object',
      required: ['name'],
      properties: { _id: { type: 'string', readOnly: true }, name: { type: 'string', minLength: 1 } },
    }),
  );
  writeFileSync(
    join(root, 'resources', 'widget.resource.json'),
    resourceText ?? JSON.stringify({ name: 'widget', schema: 'widget.schema.json', api: { path: 'widget' }, list: { filters: ['name'] } }),
  );
  writeFileSync(join(root, 'fixtures', 'widget.json'), JSON.stringify([{ _id: 'w1', name: 'First' }]));
  if (built) writeFileSync(join(root, 'dist', 'index.html'), '<!doctype html><title>app</title>');
  return root;
}

describe('startDemo', () => {
  it('serves the API and the built app on a free port, with its own data directory', async () => {
    const root = makeProject();
    const dataDir = mkdtempSync(join(tmpdir(), 'demo-data-'));
    const demo = await startDemo({ check: checkRegistry, root, port: 0, host: '127.0.0.1', dataDir, auth: { users: testUsers() } });
    try {
      expect(demo.url).toBe(`http://localhost:${demo.port}/`);
      const base = `http://127.0.0.1:${demo.port}/`;
      expect((await fetch(`${base}api/widget/page?limit=10&skip=0`)).status).toBe(401);
      const headers = authHeaders((await signIn(`${base}api/`, 'admin')).access_token);
      const list = await fetch(`${base}api/widget/page?limit=10&skip=0&collectionCount=true`, { headers });
      expect(await list.json()).toEqual({ data: { items: [{ _id: 'w1', name: 'First' }], count: 1 } });
      const created = await fetch(`${base}api/widget`, {
        method: 'POST',
        body: JSON.stringify({ name: 'Second' }),
        headers: { ...headers, 'Content-Type': 'application/json' },
      });
      expect(created.status).toBe(201);

      const home = await fetch(base);
      expect(await home.text()).toContain('<title>app</title>');
      const clientRoute = await fetch(`${base}widget/w1/show`, { headers: { Accept: 'text/html' } });
      expect(clientRoute.status).toBe(200);
      expect(await clientRoute.text()).toContain('<title>app</title>');
      expect((await fetch(`${base}api/unknown`)).status).toBe(404);
    } finally {
      await demo.close();
    }
  });

  it('refuses to start without a built app, saying how to build it', async () => {
    await expect(
      startDemo({ check: checkRegistry, root: makeProject({ built: false }), port: 0, dataDir: mkdtempSync(join(tmpdir(), 'demo-data-')) }),
    ).rejects.toThrow(AppNotBuiltError);
    await expect(
      startDemo({ check: checkRegistry, root: makeProject({ built: false }), port: 0, dataDir: mkdtempSync(join(tmpdir(), 'demo-data-')) }),
    ).rejects.toThrow('run npm run build first');
  });

  it('refuses to start when the entity files do not load, listing the problems', async () => {
    const root = makeProject({ resourceText: JSON.stringify({ name: 'widget', schema: 'missing.schema.json', api: { path: 'widget' } }) });
    await expect(startDemo({ check: checkRegistry, root, port: 0, dataDir: mkdtempSync(join(tmpdir(), 'demo-data-')) })).rejects.toThrow(RegistryLoadError);
  });
});
