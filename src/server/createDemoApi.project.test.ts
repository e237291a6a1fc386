import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRegistryFromDir } from '../framework/registry/loadRegistryFromDir';
import { standingPredicates } from '../framework/query/recordPredicates';
import { secretFields, withoutSecrets } from './auth/secretFields';
import { startTestApi } from './demoApi.testkit';

/*
 * The project's own entity files and fixtures, through the real server: every resource
 * lists its whole fixture (less what its standing conditions leave out) and reads a record
 * back, whatever entities the project has (signed in as the global admin, who sees every project).
 */
const root = resolve(import.meta.dirname, '../..');
const registry = loadRegistryFromDir(root);

describe('the project resources', () => {
  it('load', () => {
    expect(registry.ok ? [] : registry.issues).toEqual([]);
  });

  it('are each listed in full and read back one by one from the demo API', async () => {
    if (!registry.ok) return;
    const api = await startTestApi({ model: registry.model, fixturesDir: join(root, 'fixtures'), dataDir: mkdtempSync(join(tmpdir(), 'demo-data-')) });
    try {
      for (const resource of registry.model.resources) {
        const stored = JSON.parse(readFileSync(join(root, 'fixtures', resource.fixture), 'utf8')) as Record<string, unknown>[];
        // What a list shows: the records its standing conditions keep (user-approval: users without a project).
        const standing = standingPredicates(resource);
        const fixture = stored.filter((record) => standing.every((keeps) => keeps(record)));
        const idField = resource.api.idField;
        let listed: unknown[];
        if (resource.api.style === 'simple-rest') {
          const answer = await api.call('GET', `${resource.api.path}?range=${encodeURIComponent('[0,999]')}`);
          expect(answer.headers.get('content-range'), resource.name).toMatch(new RegExp(`/${fixture.length}$`));
          listed = answer.body as unknown[];
        } else {
          const { path, countParam, paged } = resource.api.list;
          const answer = await api.call('GET', `${path}${path.includes('?') ? '&' : '?'}limit=1000&skip=0&${countParam}=true`);
          expect(answer.status, resource.name).toBe(200);
          const data = (answer.body as { data: unknown }).data;
          if (paged) expect((data as { count: number }).count, resource.name).toBe(fixture.length);
          listed = paged ? (data as { items: unknown[] }).items : (data as unknown[]);
        }
        expect(listed, resource.name).toHaveLength(fixture.length);
        const first = fixture[0];
        if (first === undefined) continue;
        const one = await api.call('GET', `${resource.api.path.replace(/\/+$/, '')}/${encodeURIComponent(String(first[idField]))}`);
        expect(one.status, resource.name).toBe(200);
        const record = resource.api.style === 'simple-rest' ? one.body : (one.body as { data: unknown }).data;
        // Secret fields (a user's password hash) are never answered.
        expect(record, resource.name).toEqual(withoutSecrets(first, secretFields(resource)));
      }
    } finally {
      await api.close();
    }
  });
});
