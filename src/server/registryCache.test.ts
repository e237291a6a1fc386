import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { loadRegistry } from '../framework/registry/loadRegistry';
import type { RegistryResult, RegistrySources } from '../framework/registry/types';
import { cachedRegistry, REGISTRY_CACHE_FILE } from './registryCache';

const schema = (title: string): string =>
  JSON.stringify({
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'widget.schema.json',
    title,
    type: 'object',
    properties: { _id: { type: 'string', readOnly: true }, name: { type: 'string' } },
  });

const sources = (title = 'Widget'): RegistrySources => ({
  schemas: { 'widget.schema.json': schema(title) },
  resources: { 'widget.resource.json': JSON.stringify({ name: 'widget', schema: 'widget.schema.json', api: { path: 'widget' } }) },
});

/** loadRegistry, counted. */
const countedLoad = () => vi.fn((given: RegistrySources): RegistryResult => loadRegistry(given));

const titleOf = (result: RegistryResult): unknown => (result.ok ? result.model.resources[0]?.schema.title : result.issues);

describe('cachedRegistry', () => {
  it('answers a start whose files and code are unchanged from what it checked before, without checking again', () => {
    const dir = mkdtempSync(join(tmpdir(), 'registry-cache-'));
    const load = countedLoad();
    const first = cachedRegistry({ dir, sources: sources(), load, code: 'build 1' });
    const second = cachedRegistry({ dir, sources: sources(), load, code: 'build 1' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(second).toStrictEqual(first);
  });

  it('checks again when an entity file or the checking code changed', () => {
    const dir = mkdtempSync(join(tmpdir(), 'registry-cache-'));
    const load = countedLoad();
    cachedRegistry({ dir, sources: sources(), load, code: 'build 1' });
    expect(titleOf(cachedRegistry({ dir, sources: sources('Gadget'), load, code: 'build 1' }))).toBe('Gadget');
    cachedRegistry({ dir, sources: sources('Gadget'), load, code: 'build 2' });
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('keeps no faulty registry: its faults are found at every start', () => {
    const dir = mkdtempSync(join(tmpdir(), 'registry-cache-'));
    const load = countedLoad();
    const broken = { ...sources(), schemas: { 'widget.schema.json': '{ "title": ' } };
    expect(cachedRegistry({ dir, sources: broken, load, code: 'build 1' }).ok).toBe(false);
    expect(cachedRegistry({ dir, sources: broken, load, code: 'build 1' }).ok).toBe(false);
    expect(load).toHaveBeenCalledTimes(2);
    expect(existsSync(join(dir, REGISTRY_CACHE_FILE))).toBe(false);
  });

  it('checks again over an unreadable cache file, and writes none without a build to name the code', () => {
    const dir = mkdtempSync(join(tmpdir(), 'registry-cache-'));
    writeFileSync(join(dir, REGISTRY_CACHE_FILE), '{"key": "');
    const load = countedLoad();
    expect(titleOf(cachedRegistry({ dir, sources: sources(), load, code: 'build 1' }))).toBe('Widget');
    expect(load).toHaveBeenCalledTimes(1);

    const elsewhere = mkdtempSync(join(tmpdir(), 'registry-cache-'));
    cachedRegistry({ dir: elsewhere, sources: sources(), load, code: undefined });
    expect(existsSync(join(elsewhere, REGISTRY_CACHE_FILE))).toBe(false);
  });
});
