import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDemoApi } from './createDemoApi';
import { ids, startTestApi, testModel, writeFixtures } from './demoApi.testkit';

function snapshot(dir: string): Record<string, string> {
  return Object.fromEntries(readdirSync(dir).map((file) => [file, readFileSync(join(dir, file), 'utf8')]));
}

describe('working copy', () => {
  it('writes changes to the data directory only, as whole valid JSON files with no temporary files left', async () => {
    const api = await startTestApi();
    const fixturesBefore = snapshot(api.fixturesDir);
    const created = await api.call('POST', 'gadget', { name: 'Nova', code: 'N-1' });
    await api.call('PUT', `gadget/${ids.gadget[1]}`, { name: 'Bomba 2', code: 'B-1' });
    await api.call('DELETE', `gadget/${ids.gadget[3]}`);
    await api.close();

    expect(snapshot(api.fixturesDir)).toEqual(fixturesBefore);
    expect(readdirSync(api.dataDir).filter((file) => file.endsWith('.tmp'))).toEqual([]);
    const stored = JSON.parse(readFileSync(join(api.dataDir, 'gadget.json'), 'utf8')) as { _id: string; name: string }[];
    expect(stored.map((record) => record.name)).toEqual(['Válvula', 'Bomba 2', 'Agitador', 'Nova']);
    expect(stored[3]?._id).toBe((created.body as { data: { _id: string } }).data._id);
  });

  it('keeps changes across a restart over the same data directory', async () => {
    const first = await startTestApi();
    const created = await first.call('POST', 'owner', { name: 'Daniel' });
    await first.call('DELETE', `owner/${ids.owner[2]}`);
    await first.close();

    const second = await startTestApi({ dataDir: first.dataDir, fixturesDir: first.fixturesDir });
    const names = ((await second.call('GET', 'owner?sort=name')).body as { data: { name: string }[] }).data.map((owner) => owner.name);
    expect(names).toEqual(['Ana', 'Bruno', 'Daniel']);
    expect((await second.call('GET', `owner/${(created.body as { data: { _id: string } }).data._id}`)).status).toBe(200);
    await second.close();
  });

  it('refuses to start on a fixture that is not JSON, or not an array, naming the file', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'demo-data-'));
    const broken = writeFixtures({ 'gadget.json': '[{"name": ' });
    expect(() => createDemoApi({ model: testModel, dataDir, fixturesDir: broken })).toThrow(/gadget\.json: not valid JSON/);
    const notArray = writeFixtures({ 'gadget.json': '{"items": []}' });
    expect(() => createDemoApi({ model: testModel, dataDir: mkdtempSync(join(tmpdir(), 'demo-data-')), fixturesDir: notArray })).toThrow(
      /gadget\.json: must hold a JSON array/,
    );
  });
});
