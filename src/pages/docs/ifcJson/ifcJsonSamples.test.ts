import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ifcJsonDocumentCheck } from '../../../server/ifcJson/ifcJsonSchemas.testkit';
import { IFC_JSON_ENTRIES, SAMPLES_PATH, sampleUrl } from './ifcJsonEntries';

const root = resolve(import.meta.dirname, '../../../..');
const samplesDir = join(root, 'public', SAMPLES_PATH);
const check = ifcJsonDocumentCheck(root);
const readSample = (url: string): unknown => JSON.parse(readFileSync(join(root, 'public', url), 'utf8'));

describe('IFC-JSON samples', () => {
  it('are the 17 entries of spec §2, each with its own anchor', () => {
    expect(IFC_JSON_ENTRIES).toHaveLength(17);
    expect(new Set(IFC_JSON_ENTRIES.map((entry) => entry.key)).size).toBe(17);
  });

  it.each(IFC_JSON_ENTRIES.map((entry) => [entry.key, entry] as const))('%s: the sample answer follows its schema', (_key, entry) => {
    const sample = readSample(sampleUrl(entry));
    expect(check(entry.itemSchema, sample)).toEqual([]);
    expect((sample as { data: unknown[] }).data.length).toBeGreaterThan(0);
  });

  it('a broken sample is caught: a renamed field, a wrong IFC type, a status that is none', () => {
    const [pendency] = (readSample(sampleUrl({ key: 'pendencies' })) as { data: Record<string, unknown>[] }).data;
    const broken = (change: Record<string, unknown>) => ({ ...(readSample(sampleUrl({ key: 'pendencies' })) as object), data: [{ ...pendency, ...change }] });
    expect(check('ifcjson-pendency.schema.json', broken({ title: 'x' }))).not.toEqual([]);
    expect(check('ifcjson-pendency.schema.json', broken({ type: 'IfcTask' }))).not.toEqual([]);
    expect(check('ifcjson-pendency.schema.json', broken({ status: 'OPEN' }))).not.toEqual([]);
  });

  it('writes come with a request sample, and no asset is left without an entry', () => {
    const expected = IFC_JSON_ENTRIES.flatMap((entry) => [sampleUrl(entry), ...(entry.hasRequestSample ? [sampleUrl(entry, 'request')] : [])]).map((url) =>
      url.split('/').at(-1),
    );
    for (const name of expected) expect(existsSync(join(samplesDir, name ?? ''))).toBe(true);
    expect(readdirSync(samplesDir).sort()).toEqual([...expected].sort());
  });
});
