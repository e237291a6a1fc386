import { describe, expect, it } from 'vitest';
import { loadRegistryFromDir } from '../framework/registry/loadRegistryFromDir';
import { FEATURE_CLAIMS } from '../server/session/featureClaims';
import { APP_PAGES } from '.';

const loaded = loadRegistryFromDir(process.cwd());
if (!loaded.ok) throw new Error(JSON.stringify(loaded.issues));

describe('the feature flags the app reads (spec §3)', () => {
  const named = [
    ...loaded.model.resources.flatMap((resource) => (resource.feature ? [{ where: `resource ${resource.name}`, feature: resource.feature }] : [])),
    ...APP_PAGES.pages.flatMap((page) => (page.feature ? [{ where: `page ${page.path}`, feature: page.feature }] : [])),
  ];
  const served = new Set(FEATURE_CLAIMS.map((claim) => claim.name));

  it('are each one that session/claim answers: a misspelt name would never switch anything', () => {
    expect(named.filter(({ feature }) => !served.has(feature))).toEqual([]);
  });

  it('switch something each: every flag the API answers shows a resource or a page', () => {
    const used = new Set(named.map(({ feature }) => feature));
    expect([...served].filter((name) => !used.has(name))).toEqual([]);
  });
});
